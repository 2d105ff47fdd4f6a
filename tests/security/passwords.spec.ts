/**
 * Class: weak passwords, in the browser. The create-account form sends a password the server refuses as
 * too easy to guess, and says why on the password field (the event's texts), creating nothing.
 */
import { DEMO, expect, test } from '../e2e/fixtures';

const { instance, event, language } = DEMO;

test('the create-account form says why a common or personal password is refused', async ({ page }) => {
  const email = `marie-${Date.now()}@example.test`;
  await page.goto(`/createaccount/${instance}/${event}/${language}`);
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Surname').fill('Sklodowska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('I accept the terms of use').check();

  const choose = async (password: string) => {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  await choose('password1');
  await expect(page.getByText('This password is one of the most common ones: please choose another.')).toBeVisible();

  await choose('marie-sklodowska-1');
  await expect(
    page.getByText('This password is made of your name, your e-mail address or the congress name: please choose another.'),
  ).toBeVisible();

  await choose('radium-and-polonium-1898');
  await expect(page.locator('vmx-app main').getByRole('status')).toContainText('Your account has been created');
});
