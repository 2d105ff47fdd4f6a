/**
 * The header of a signed-in user stays one row at desktop widths, in English and in German (issue 18, defect
 * 6: at 1280 px the banner row broke into two): the banner row is its set height and the menu bar one bar
 * high, so the header is exactly the one-row height (core/header/layout.ts placeholderHeight, plus its border).
 * The user's entries sit behind the account button; its menu holds the name, profile, my congress and sign out.
 */
import type { Locator } from '@playwright/test';
import { headerLayout, MENU_BAR_HEIGHT } from '../../src/core/header';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;

test('signed in, the header is one row at 1024, 1280 and 1440 px in English and German, and the account menu holds the user entries', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'header-row');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOnLoginPage(page, email, password);
  for (const language of ['en-GB', 'de-DE']) {
    await page.goto(`/home/${instance}/${event}/${language}`);
    const header = page.locator('vmx-app [part="header"]');
    await expect(header.locator('[data-header="user"]')).toBeVisible();
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const oneRow = headerLayout({ width, isApp: false }).placeholderHeight;
      await expect
        .poll(async () => {
          const height = async (part: Locator) => (await part.boundingBox())?.height ?? 0;
          const banner = await height(header.locator('[data-header="banner-row"]'));
          const menu = await height(header.locator('.vmx-header-menu'));
          const whole = await height(header);
          const border = await header.evaluate((element) => parseFloat(getComputedStyle(element).borderBottomWidth));
          return { banner: Math.round(banner), menu: Math.round(menu), whole: Math.round(whole - border) };
        }, `header rows at ${width} px in ${language}`)
        .toEqual({ banner: oneRow - MENU_BAR_HEIGHT, menu: MENU_BAR_HEIGHT, whole: oneRow });
    }
  }

  // The account button opens the user's menu; Escape closes it and gives focus back.
  await page.goto(`/home/${instance}/${event}/en-GB`);
  const account = page.locator('vmx-app [data-header="user-menu"]');
  await expect(account).toHaveAccessibleName('Account of Test header-row');
  await account.click();
  const user = page.locator('vmx-app [data-header="user"]');
  await expect(user.locator('[data-header="user-name"]')).toHaveText('Test header-row');
  await expect(user.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(user.locator('a[data-header="sign-out"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(user.locator('a[data-header="sign-out"]')).toBeHidden();
  await expect(account).toBeFocused();
});

test('signed out, the banner row fits the window at 1024, 1280 and 1440 px in English and German; where the names do not fit the banner menu shows icons, still named', async ({
  page,
}) => {
  for (const language of ['en-GB', 'de-DE']) {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/home/${instance}/${event}/${language}`);
      const header = page.locator('vmx-app [part="header"]');
      const row = header.locator('[data-header="banner-row"]');
      const signIn = header.locator('[data-header="sign-in"]');
      await expect(signIn).toBeVisible();
      // Nothing runs past the row's edge, and the sign-in button is inside the window.
      await expect.poll(() => row.evaluate((element) => element.scrollWidth - element.clientWidth), `${language} at ${width} px`).toBe(0);
      const box = await signIn.boundingBox();
      expect(box!.x + box!.width, `sign-in at ${width} px in ${language}`).toBeLessThanOrEqual(width);
      // The banner menu's entry keeps its name whether or not the name is shown.
      await expect(row.getByRole('link', { name: language === 'de-DE' ? 'Kontakt' : 'Contact' })).toBeVisible();
    }
  }
});
