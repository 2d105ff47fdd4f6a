/** <vmx-app> on the standalone page: it owns the address and resolves the routes of the spec. */
import { expect, test } from './fixtures';

const EVENT_NAME = 'EHC 2026 – European Health Congress';

/** body: what the page's own content shows, for the routes whose area gives them one. */
const SAMPLE: { path: string; route: string; title: string; body?: string }[] = [
  { path: '/home/demo/ehc2026/en-GB', route: 'HomePage', title: `${EVENT_NAME} - Home` },
  { path: '/login/demo/ehc2026/en-GB?returnUrl=%2Fhome%2Fdemo%2Fehc2026%2Fen-GB', route: 'LoginPage', title: `${EVENT_NAME} - Sign in` },
  { path: '/demo/ehc2026/en-GB/auth/login', route: 'LoginPage', title: `${EVENT_NAME} - Sign in` },
  {
    path: '/demo/ehc2026/en-GB/page/imprint',
    route: 'ContentPage',
    title: `${EVENT_NAME} - Information`,
    body: '[part="content-page"][data-page="imprint"]',
  },
  { path: '/demo/ehc2026/en-GB/list/news', route: 'ListPage', title: `${EVENT_NAME} - Overview`, body: '[part="content-list"]' },
  { path: '/demo/ehc2026/en-GB/list', route: 'ListPage', title: `${EVENT_NAME} - Overview`, body: '[part="content-list"]' },
  { path: '/contact/demo/ehc2026/en-GB', route: 'ContactPage', title: `${EVENT_NAME} - Get in touch`, body: '[part="contact-form"]' },
  { path: '/demo/ehc2026/en-GB/profile/CA-0001/lounge', route: 'ProfilePage', title: `${EVENT_NAME} - Exhibition` },
  {
    path: '/industrylandingpage/demo/ehc2026/en-GB/overview/CA-0001',
    route: 'IndustryLandingPageProfile',
    title: `${EVENT_NAME} - Exhibition`,
  },
  { path: '/demo/ehc2026/en-GB/session/1234', route: 'SessionPage', title: `${EVENT_NAME} - Session` },
  { path: '/demo/ehc2026/en-GB/facultySearch', route: 'FacultySearchPage', title: `${EVENT_NAME} - Faculty` },
  { path: '/presentationplayer/demo/ehc2026/en-GB/p-77', route: 'PresentationPlayerPage', title: `${EVENT_NAME} - Presentation` },
  { path: '/demo/ehc2026/en-GB/charity/project/7', route: 'CharityProjectPage', title: `${EVENT_NAME} - Charity` },
  { path: '/demo/ehc2026/en-GB/award-winners', route: 'AwardWinnersPage', title: `${EVENT_NAME} - Award Winners` },
  { path: '/demo/ehc2026/en-GB/submission/abstracts/step/2', route: 'SubmissionPage', title: `${EVENT_NAME} - Submission` },
];

for (const { path, route, title, body } of SAMPLE) {
  test(`${path} shows the ${route} page with its title${body ? ' and its body' : ''}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(`vmx-app main[data-route="${route}"]`)).toBeVisible();
    await expect(page).toHaveTitle(title);
    if (body) await expect(page.locator(`vmx-app main[data-route="${route}"] ${body}`).first()).toBeVisible();
  });
}

test('my area asks a visitor who is not signed in to sign in first', async ({ page }) => {
  await page.goto('/myarea/demo/ehc2026/en-GB/program');
  await expect(page).toHaveURL(/\/login\/demo\/ehc2026\/en-GB\?returnUrl=/);
  await expect(page.locator('vmx-app main[data-route="LoginPage"]')).toBeVisible();
});

test('a title configured for a page wins over the readable name', async ({ page }) => {
  await page.goto('/contact/demo/ehc2026/en-GB');
  await expect(page).toHaveTitle(`${EVENT_NAME} - Get in touch`);
  await expect(page.locator('vmx-app h1')).toHaveText('Get in touch');
});

test('the root path redirects to the home page of the domain default', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home\/demo\/ehc2026\/en-GB$/);
  // The home page is headed by the congress's name; the tab names the page.
  await expect(page.locator('vmx-app h1')).toHaveText(EVENT_NAME);
  await expect(page).toHaveTitle(`${EVENT_NAME} - Home`);
});

test('an older programme address redirects to its modern page', async ({ page }) => {
  await page.goto('/program/demo/ehc2026/en-GB?session=42');
  await expect(page).toHaveURL(/\/demo\/ehc2026\/en-GB\/session\/42$/);
  await expect(page.locator('vmx-app main[data-route="SessionPage"]')).toBeVisible();
});

test('an unknown instance leads to the not-found page', async ({ page }) => {
  await page.goto('/home/nosuchsociety/ehc2026/en-GB');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.locator('vmx-app h1')).toHaveText('Page not found');
  await expect(page).toHaveTitle('VMX - Page not found');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/is/not/a/route/at/all');
  await expect(page.locator('vmx-app h1')).toHaveText('Page not found');
});

test('the German address shows German texts and title', async ({ page }) => {
  await page.goto('/home/demo/ehc2026/de-DE');
  await expect(page.locator('vmx-app a', { hasText: 'Zum Programm' }).first()).toBeVisible();
  await expect(page).toHaveTitle(/ - Startseite$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.locator('vmx-logo-grid [part="tier-title"]').first()).toHaveText('Platin-Partner');
});

test('following a link inside the app changes the page without reloading it', async ({ page }) => {
  // A link in a content page's HTML from the server, to another content page.
  await page.goto('/demo/ehc2026/en-GB/page/welcome');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.locator('vmx-app a', { hasText: 'Help with the platform' }).click();
  await expect(page).toHaveURL(/\/demo\/ehc2026\/en-GB\/page\/help$/);
  await expect(page.locator('vmx-app [part="content-page"] h2').first()).toHaveText('Help');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.goBack();
  await expect(page.locator('vmx-app [part="content-page"] > h2')).toHaveText('Welcome to EHC 2026 – European Health Congress');
});
