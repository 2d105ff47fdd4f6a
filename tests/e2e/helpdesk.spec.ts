/**
 * The helpdesk page (/helpdesk/{i}/{e}/{l}, HelpdeskPage): the questions and answers from the server by topic, a
 * search over questions and answers, each question a disclosure worked by keyboard, the contact form, and the live
 * help desk widget only as the consent rules allow, in en-GB and de-DE, with no serious accessibility violation.
 */
import type { Page } from '@playwright/test';
import type { HelpdeskFaq } from '../../src/contracts';
import { HELPDESK_TEXTS_DE } from '../../server/db/seed/texts-de/helpdesk';
import { DEMO, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const helpdeskPath = (language: string) => `/helpdesk/${instance}/${event}/${language}`;

async function openHelpdesk(page: Page, path: string) {
  await page.goto(path);
  const app = page.locator('vmx-app');
  await expect(app.locator('[data-faq]').first()).toBeVisible();
  return app;
}

test('shows the questions and answers by topic from the server, with the contact form below (en-GB)', async ({ page, request }) => {
  const faq = (await (await request.get(`/api/Public/HelpdeskFaq?shortname=${event}&language=en-GB`)).json()) as HelpdeskFaq;
  const app = await openHelpdesk(page, helpdeskPath('en-GB'));
  await expect(app.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  await expect(app.getByText('Answers to the questions attendees ask most.')).toBeVisible();
  for (const topic of faq.Topics) await expect(app.getByRole('heading', { level: 2, name: topic.Name })).toBeVisible();
  await expect(app.locator('[data-faq]')).toHaveCount(15);
  await expect(app.getByRole('button', { name: 'When do I get my CME certificate?' })).toHaveAttribute('aria-expanded', 'false');

  await expect(app.getByRole('heading', { level: 2, name: 'Still need help?' })).toBeVisible();
  await expect(app.getByRole('heading', { level: 3, name: 'Write to us' })).toBeVisible();
  const form = app.locator('[part="contact-form"]');
  await expect(form.getByLabel('Message')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send' })).toBeVisible();
  // ehc2026 has no live help desk.
  await expect(app.locator('[data-helpdesk-widget]')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'helpdesk en-GB');
});

test('a question opens and closes its answer by keyboard, and the answer links on', async ({ page }) => {
  const app = await openHelpdesk(page, helpdeskPath('en-GB'));
  const question = app.getByRole('button', { name: 'I forgot my password. What now?' });
  const answer = app.locator(`#${await question.getAttribute('aria-controls')}`);
  await expect(answer).toBeHidden();

  // Tab from the search field reaches the first question.
  await app.getByRole('searchbox', { name: 'Search the questions and answers' }).focus();
  await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', `/forgotpassword/${instance}/${event}/en-GB`);
  await expectNoSeriousViolations(page, 'helpdesk with an answer open');

  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the search finds words in questions and answers, forgives a typo and says how many match', async ({ page }) => {
  const app = await openHelpdesk(page, helpdeskPath('en-GB'));
  const search = app.getByRole('searchbox', { name: 'Search the questions and answers' });
  // "evaluation" stands only in answers.
  await search.fill('evaluation');
  await expect(app.getByRole('status').filter({ hasText: 'answer' })).toHaveText('1 answer matches “evaluation”.');
  await expect(app.locator('[data-faq]')).toHaveCount(1);
  await expect(app.getByRole('button', { name: 'When do I get my CME certificate?' })).toBeVisible();

  // The three certificate entries, and the profile's answer ("the name on your certificate").
  await search.fill('certficate');
  await expect(app.locator('[data-faq]')).toHaveCount(4);
  await search.fill('xylophone');
  await expect(app.getByText('No answer matches “xylophone”.')).toBeVisible();
  await expect(app.locator('[data-faq]')).toHaveCount(0);
  await app.getByRole('button', { name: 'Clear the search' }).click();
  await expect(app.locator('[data-faq]')).toHaveCount(15);
});

test('reads German: topics, questions, search and contact form (de-DE)', async ({ page }) => {
  const app = await openHelpdesk(page, helpdeskPath('de-DE'));
  await expect(app.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible();
  await expect(app.getByText(HELPDESK_TEXTS_DE['helpdesk.intro'])).toBeVisible();
  await expect(app.getByRole('heading', { level: 2, name: 'Konto und Anmeldung' })).toBeVisible();
  await expect(app.getByRole('heading', { level: 2, name: 'Zertifikate und CME-Punkte' })).toBeVisible();
  const search = app.getByRole('searchbox', { name: HELPDESK_TEXTS_DE['helpdesk.search.label'] });
  await search.fill('Zertifikat');
  await expect(app.getByText(/Antworten? pass(t|en) zu „Zertifikat“\./)).toBeVisible();
  await search.fill('');
  const question = app.getByRole('button', { name: 'Ich habe mein Passwort vergessen. Was nun?' });
  await question.press('Enter');
  await expect(app.getByRole('link', { name: 'Passwort vergessen' })).toHaveAttribute('href', `/forgotpassword/${instance}/${event}/de-DE`);
  await expect(app.getByRole('heading', { level: 3, name: HELPDESK_TEXTS_DE['helpdesk.contact.title'] })).toBeVisible();
  await expectNoSeriousViolations(page, 'helpdesk de-DE');
});

/**
 * ehc2026 shows no cookie banner and has no help-desk widget, and ehc2025 (which has both) is past its congress, so its
 * pages lead to the holding page. So these tests give ehc2026's configuration the demo widget and the banner of ehc2025
 * (server/db/seed/footer.ts) on the way to the page: the client's rules are what is tested.
 */
async function withConsentGatedWidget(page: Page) {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('setname') !== 'config_json') return route.fallback();
    const response = await route.fetch();
    const resources = (await response.json()) as { resourcename: string; resourcevalue: string }[];
    const patched = resources.map((resource) => {
      if (resource.resourcename !== 'config_json') return resource;
      const config = JSON.parse(resource.resourcevalue) as Record<string, unknown>;
      config.showCookieBanner = true;
      config.freshworks = { url: '/demo/widgets/helpdesk.js', id: '201000000' };
      return { ...resource, resourcevalue: JSON.stringify(config) };
    });
    await route.fulfill({ response, json: patched });
  });
}

test.describe('the live help desk follows the cookie choice', () => {
  const widgetBox = (page: Page) => page.locator('vmx-app [data-helpdesk-widget]');
  const marker = (page: Page) => page.locator('[data-vmx-demo-widget="helpdesk"]');
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this platform' });

  test('before a choice: a note and a button to the cookie settings, and no widget code', async ({ page }) => {
    await withConsentGatedWidget(page);
    await openHelpdesk(page, helpdeskPath('en-GB'));
    await expect(widgetBox(page)).toHaveAttribute('data-helpdesk-widget', 'consent');
    await expect(widgetBox(page)).toContainText('It loads only once you have made a choice in the cookie settings.');
    expect(await page.locator('script[data-vmx-third-party]').count()).toBe(0);
    await expectNoSeriousViolations(page, 'helpdesk waiting for consent');

    await widgetBox(page).getByRole('button', { name: 'Open the cookie settings' }).click();
    // The banner opens on its options, with focus in them.
    await expect(banner(page).getByRole('group', { name: 'Your cookie choice' })).toBeVisible();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics cookies' })).toBeFocused();
    await expect(marker(page)).toHaveCount(0);
  });

  test('after a choice: the widget loads and the button opens it', async ({ page }) => {
    await withConsentGatedWidget(page);
    await openHelpdesk(page, helpdeskPath('en-GB'));
    await banner(page).getByRole('button', { name: 'Accept necessary cookies only' }).click();
    // No reload for this choice: the page follows it at once.
    await expect(widgetBox(page)).toHaveAttribute('data-helpdesk-widget', 'ready');
    await expect(marker(page)).toBeVisible();
    await widgetBox(page).getByRole('button', { name: 'Open the live help desk' }).click();
    await expect(marker(page)).toHaveText('Demo help desk open (201000000)');
  });
});
