/**
 * Where the header follows the spec's numbers and paths (docs/rules/shell-access-identity.md sections 2 and 9): the
 * language switch keeps a deep page, and the logo is 70 px high at every width.
 */
import { DEMO, expect, test } from './fixtures';

const { instance, event, language } = DEMO;

test.describe('the header', () => {
  test('switching the language on a deep page keeps the page', async ({ page }) => {
    await page.goto(`/${instance}/${event}/${language}/jobs?q=nurse`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /Switch to Deutsch/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${instance}/${event}/de-DE/jobs\\?q=nurse$`));
    await expect(page.locator('vmx-app a[data-language="de-DE"]')).toHaveAttribute('aria-current', 'true');
  });

  test('the logo is 70 px high at 390 px wide, as at 1440', async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/home/${instance}/${event}/${language}`);
      const logo = page.locator('vmx-app a[data-header="home"] img');
      await expect(logo).toBeVisible();
      await expect.poll(async () => (await logo.boundingBox())?.height, { message: `at ${width} px` }).toBe(70);
    }
  });
});
