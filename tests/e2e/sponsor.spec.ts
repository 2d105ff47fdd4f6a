/**
 * The sponsor's own site (demo/sponsor.html): one <vmx-exhibitor-profile> and the ESM autoloader. The
 * profile itself is tested in tests/e2e/exhibitors-profile.spec.ts; here, what embedding it costs the
 * sponsor's page and does to it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const profile = (page: Page) => page.locator('vmx-exhibitor-profile');

test('the sponsor page downloads the code of the exhibitor profile and of no other element', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/demo/sponsor.html');
  await expect(profile(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(profile(page).getByRole('tab').first()).toBeVisible();
  expect(scripts[0]).toBe('/vmx.js');
  expect(scripts.some((path) => /\/chunks\/exhibitors-/.test(path))).toBe(true);
  // Each other element's own module (src/elements/<tag>.ts) is a chunk named after it.
  expect(
    scripts.filter((path) =>
      /\/chunks\/(app|ticker|logo-grid|login|programme|charity-highscore|evaluation|news|jobs)-[\w-]{7}\.js$/.test(path),
    ),
  ).toEqual([]);
  expect(await page.evaluate('["vmx-programme", "vmx-app", "vmx-ticker"].filter((tag) => customElements.get(tag))')).toEqual([]);
});

test("the sponsor page's own styles do not change the profile, and the profile's do not change the page", async ({ page }) => {
  const props = ['font-family', 'font-size', 'color', 'background-color', 'line-height', 'letter-spacing'];
  const read = (selectors: string[]) =>
    Promise.all(
      selectors.map((selector) =>
        page
          .locator(selector)
          .first()
          .evaluate((element, names) => {
            const style = getComputedStyle(element);
            return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
          }, props),
      ),
    );
  const hostSelectors = ['body', 'header h1', 'header p', 'main', 'section', 'footer'];

  await page.route(/\/(vmx[\w-]*\.js|chunks\/.+)$/, (route) => route.abort());
  await page.goto('/demo/sponsor.html');
  const hostWithoutVmx = await read(hostSelectors);
  await page.unroute(/\/(vmx[\w-]*\.js|chunks\/.+)$/);

  await page.goto('/demo/sponsor.html');
  const heading = 'vmx-exhibitor-profile h2';
  await expect(page.locator(heading)).toBeVisible();
  expect(await read(hostSelectors)).toEqual(hostWithoutVmx);

  const inside = [heading, 'vmx-exhibitor-profile [role="tab"]'];
  const withPageCss = await read(inside);
  await page.evaluate('document.querySelector("head style").disabled = true');
  expect(await read(inside)).toEqual(withPageCss);
  expect(withPageCss[0]!['font-family']).not.toContain('Trebuchet');
});
