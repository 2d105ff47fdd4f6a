/**
 * Dialogs are sized to their content (issue 18, defect 4: each was a full-height white sheet with two lines at
 * the top): centred on wide screens, a sheet at the bottom on a phone, and keyboard-only they keep Tab inside,
 * close on Escape and give focus back to what opened them. All of them are ui/Dialog.tsx.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CompanyAccount } from '../../src/contracts';
import { createConfirmedAccount, DEMO, eventId, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function exhibitor(request: APIRequestContext): Promise<CompanyAccount> {
  const accounts = (await (
    await request.get(`/api/exhibition/CompanyAccounts?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as CompanyAccount[];
  return accounts.find((account) => account.isPublic && !account.DeepLink && account.BoothNumbers.length > 0)!;
}

/** The dialog's box: far less tall than the viewport; centred on a wide screen, at the bottom edge on a phone. */
async function expectSizedToContent(page: Page, dialog: Locator, where: 'centred' | 'bottom') {
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.height, 'dialog height').toBeLessThan(viewport.height * 0.6);
  if (where === 'centred') {
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2), 'distance from the vertical centre').toBeLessThan(4);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), 'distance from the horizontal centre').toBeLessThan(4);
  } else {
    expect(Math.abs(box.y + box.height - viewport.height), 'distance from the bottom edge').toBeLessThan(2);
    expect(box.width).toBeCloseTo(viewport.width, 0);
  }
}

/** Whether the focused element (inside the shadow root) is in the dialog. */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const active = (element.getRootNode() as ShadowRoot | Document).activeElement;
    return active !== null && element.contains(active);
  });

/** Tab and Shift+Tab, more times than the dialog has controls: focus never leaves it. */
async function expectTabStaysInside(page: Page, dialog: Locator) {
  expect(await focusInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `focus after ${key}`).toBe(true);
  }
}

async function openFloorplan(page: Page, request: APIRequestContext) {
  const company = await exhibitor(request);
  await page.goto(`/${instance}/${event}/${language}/industryLanding?q=${encodeURIComponent(company.Name)}`);
  const app = page.locator('vmx-app');
  const opener = app
    .locator('[part="exhibitor"]')
    .filter({ has: page.getByRole('heading', { name: company.Name, exact: true }) })
    .locator('button[aria-haspopup="dialog"]');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = app.getByRole('dialog', { name: company.Name });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('the floorplan dialog is as tall as its content and centred, keeps Tab inside, closes on Escape and gives focus back', async ({
  page,
  request,
}) => {
  await page.setViewportSize(WIDE);
  const { opener, dialog } = await openFloorplan(page, request);
  await expectSizedToContent(page, dialog, 'centred');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('on a phone the floorplan dialog is a sheet at the bottom, as tall as its content', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const { opener, dialog } = await openFloorplan(page, request);
  await expectSizedToContent(page, dialog, 'bottom');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test('the no-access dialog of a closed menu link is as tall as its content, keeps Tab inside and gives focus back to the link', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  // A fresh account has no ticket: the policy "Live stream for paid tickets" closes the live page.
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'dialog-size');
  // The menu checks a link only once the policies' inputs are in (the user's tickets come last); before that it
  // lets the link through and the live page itself says no (a busy machine once got there first).
  const tickets = page.waitForResponse((response) => response.url().includes('/BookedTickets') && response.ok());
  await signInOnLoginPage(page, email, password);
  await tickets;
  const live = page.locator('vmx-app [part="header"] nav').getByRole('link', { name: 'Live', exact: true });
  await live.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'No access' });
  await expect(dialog).toBeVisible();
  await expectSizedToContent(page, dialog, 'centred');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(live).toBeFocused();
});

test('the advertisement popup is as tall as its content and keeps Tab inside until Escape closes it', async ({ page }) => {
  // The first ad check runs 4 s after start (docs/rules/shell-access-identity.md section 9).
  await page.setViewportSize(WIDE);
  await page.goto(`/meetinghub/${instance}/${event}/${language}`);
  const popup = page.getByRole('dialog', { name: 'Meet the industry' });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expectSizedToContent(page, popup, 'centred');
  await expectTabStaysInside(page, popup);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

/** The demo exhibitor's profile on the sponsor's page (<vmx-exhibitor-profile company-account-id="ca-0030">) and its booth guru button. */
async function openBoothContact(page: Page, key: 'Enter' | 'Space') {
  await page.goto('/demo/sponsor.html');
  const element = page.locator('vmx-exhibitor-profile');
  const opener = element.getByRole('button', { name: 'Contact a booth guru' });
  await opener.focus();
  await page.keyboard.press(key);
  const dialog = element.getByRole('dialog', { name: 'Contact the booth' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('the booth contact dialog opens from the keyboard, is as tall as its content and centred, keeps Tab inside, closes on Escape and gives focus back', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'dialog-booth-contact');
  await signInOnLoginPage(page, email, password);
  const { opener, dialog } = await openBoothContact(page, 'Enter');
  await expect(dialog.getByLabel('Your message')).toBeVisible();
  await expectSizedToContent(page, dialog, 'centred');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('on a phone the booth contact dialog of a visitor is a sheet at the bottom that keeps Tab inside and gives focus back', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { opener, dialog } = await openBoothContact(page, 'Space');
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectSizedToContent(page, dialog, 'bottom');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

/** Answers every visible question of the survey's current page with its last option (or a line of text). */
async function answerSurveyPage(dialog: Locator) {
  const questions = dialog.locator('.sd-question');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) {
    if (!(await question.isVisible())) continue;
    const radios = question.getByRole('radio');
    const texts = question.getByRole('textbox');
    if ((await radios.count()) > 0) await radios.last().check({ force: true });
    else if ((await question.getByRole('switch').count()) > 0) await question.getByText('Yes', { exact: true }).click();
    else if ((await question.getByRole('checkbox').count()) > 0) await question.getByRole('checkbox').first().check({ force: true });
    else if ((await texts.count()) > 0) await texts.first().fill('Clear and useful, thank you.');
  }
}

/** Presses a dialog's button from the keyboard. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('the thanks after a session evaluation is as tall as its content, keeps Tab inside, and Escape gives focus to the session’s status', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(WIDE);
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'dialog-evaluation-thanks');
  await signInOnLoginPage(page, email, password);
  await page.goto(`/${instance}/${event}/${language}/survey`);
  const app = page.locator('vmx-app');
  const sessionId = await app.locator('[part="evaluation-row"][data-state="open"]').first().getAttribute('data-session-id');
  const row = app.locator(`[part="evaluation-row"][data-session-id="${sessionId}"]`);
  const opener = row.getByRole('button', { name: /^Evaluate / });
  const name = ((await opener.getAttribute('aria-label')) ?? (await opener.innerText())).replace(/^Evaluate /, '');
  await press(page, opener);
  const dialog = app.getByRole('dialog', { name: `Evaluation: ${name}` });
  await expect(dialog).toBeVisible();
  for (;;) {
    await answerSurveyPage(dialog);
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    if (!(await next.isVisible())) break;
    await press(page, next);
  }
  await press(page, dialog.getByRole('button', { name: 'Complete', exact: true }));
  await expect(dialog.getByText('Thank you for your participation in the survey.', { exact: false })).toBeVisible();
  await expectSizedToContent(page, dialog, 'centred');
  await expectTabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The Evaluate button is gone with the evaluation done: focus is on the row's status that took its place.
  await expect(row.locator('[data-status="done"]')).toBeFocused();
});
