/**
 * The rating reminder and the data-transfer modal (docs/rules/shell-access-identity.md section 2, modals and dialogs;
 * the externalDataTransfer cookie of section 3; what, when and what is stored: src/core/reminders/reminders.ts), as a
 * signed-in visitor meets them: keyboard only, in both languages, with axe. The demo seeds both on ehc2026's home
 * page after 45 s; these tests shorten the wait through the configuration the page reads.
 */
import type { Page } from '@playwright/test';
import { createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

// Each test creates an account, signs in, waits for a dialog and runs axe twice over: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const { instance, event } = DEMO;
const home = (language: string) => `/home/${instance}/${event}/${language}`;

/** Answers config_json with the seeded reminders, changed as given (an object per key, merged over the seed). */
async function reminderConfig(
  page: Page,
  change: { ratingReminder?: Record<string, unknown>; externalDataTransfer?: Record<string, unknown> },
) {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const rows = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
    await route.fulfill({
      json: rows.map((row) => {
        if (row.resourcename !== 'config_json') return row;
        const config = JSON.parse(row.resourcevalue) as Record<string, Record<string, unknown>>;
        for (const [key, value] of Object.entries(change)) config[key] = { ...config[key], ...value };
        return { ...row, resourcevalue: JSON.stringify(config) };
      }),
    });
  });
}

async function signIn(page: Page, email: string, password: string, language: string) {
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.locator('vmx-app input[type="email"]').fill(email);
  await page.locator('vmx-app input[type="password"]').first().fill(password);
  await page.locator('vmx-app form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${home(language)}$`));
}

const dataCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'externalDataTransfer');
const focusedText = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent?.trim() ?? null;
  });

test.describe('the data-transfer modal', () => {
  test('asks a signed-in visitor on the home page after the configured time; the keyboard answer is the externalDataTransfer cookie', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'data-transfer');
    await reminderConfig(page, { externalDataTransfer: { delaySeconds: 1 }, ratingReminder: { active: false } });
    // Not signed in: never asked.
    await page.goto(home('en-GB'));
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await signIn(page, email, password, 'en-GB');
    const dialog = page.getByRole('dialog', { name: 'May we pass on your registration data?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('EHC Society Membership Services would like to receive your name, e-mail address and organisation');
    await expectNoSeriousViolations(page, 'data-transfer modal en-GB');
    // Focus is inside and stays inside (the page behind is inert): Tab cycles Close, Yes, No.
    const seen = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focusedText(page));
    }
    expect([...seen].sort()).toEqual(['Close', 'No, keep my data here', 'Yes, pass my data on']);
    while ((await focusedText(page)) !== 'No, keep my data here') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const cookie = await dataCookie(page);
    expect(cookie?.value).toBe('declined');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // A year (365 days), give or take the test's own minutes.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    // Answered: not asked again.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('in German, Escape leaves it unanswered and focus goes back; it is asked again on the next visit, and Yes stores accepted', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'data-transfer-de');
    await reminderConfig(page, { externalDataTransfer: { delaySeconds: 2 }, ratingReminder: { active: false } });
    await signIn(page, email, password, 'de-DE');
    // Something on the page has focus before the dialog comes: it gets it back.
    const link = page.locator('vmx-app main a').first();
    await link.focus();
    const before = await focusedText(page);
    const dialog = page.getByRole('dialog', { name: 'Dürfen wir Ihre Registrierungsdaten weitergeben?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('EHC Society Mitgliederservice möchte Ihren Namen');
    await expectNoSeriousViolations(page, 'data-transfer modal de-DE');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await focusedText(page)).toBe(before);
    expect(await dataCookie(page)).toBeUndefined();

    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ja, Daten weitergeben' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect((await dataCookie(page))?.value).toBe('accepted');
  });
});

test.describe('the rating reminder', () => {
  test('reminds a signed-in visitor of the sessions waiting for a rating; Rate now leads to the evaluation; once per browser session', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'rating-reminder');
    await reminderConfig(page, { ratingReminder: { delaySeconds: 1 }, externalDataTransfer: { active: false } });
    await signIn(page, email, password, 'en-GB');
    const dialog = page.getByRole('dialog', { name: 'How were the sessions?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+ sessions you can rate are waiting for your feedback\./);
    await expect(dialog.locator('li').first()).not.toBeEmpty();
    await expectNoSeriousViolations(page, 'rating reminder en-GB');
    const seen = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      seen.add(await focusedText(page));
    }
    expect([...seen].sort()).toEqual(['Close', 'Rate now', 'Remind me later']);
    while ((await focusedText(page)) !== 'Rate now') await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/myarea/${instance}/${event}/en-GB/evaluation$`));
    await expect(dialog).toHaveCount(0);
    // Given once in this browser session: home does not remind again.
    await page.goto(home('en-GB'));
    await page.waitForTimeout(1500);
    await expect(dialog).toHaveCount(0);
  });

  test('in German; Remind me later closes it with the keyboard and focus goes back; a page not configured never shows it', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, password } = await createConfirmedAccount(request, baseURL!, 'rating-reminder-de');
    await reminderConfig(page, { ratingReminder: { delaySeconds: 2 }, externalDataTransfer: { active: false } });
    await signIn(page, email, password, 'de-DE');
    await page.goto(`/program/${instance}/${event}/de-DE`);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(home('de-DE'));
    const link = page.locator('vmx-app main a').first();
    await link.focus();
    const before = await focusedText(page);
    const dialog = page.getByRole('dialog', { name: 'Wie waren die Sitzungen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+ Sitzungen warten auf Ihre Bewertung\./);
    await expectNoSeriousViolations(page, 'rating reminder de-DE');
    await dialog.getByRole('button', { name: 'Später erinnern' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    expect(await focusedText(page)).toBe(before);
  });
});
