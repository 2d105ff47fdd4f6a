/**
 * The exhibitor profile (docs/rules/content-areas.md sections 2, 4 and 7): details and tabs in the address, the
 * sanitised description, the entry rule (lower-case retry, not found, coming soon, the 2D booth and its
 * skips), the HCP confirmation, the booth guru, the view count, the sponsor's embedded profile, and axe.
 * Companies are chosen through the API by their flags rather than assumed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accessToken, createConfirmedAccount, DEMO, expect, expectNoSeriousViolations, eventId, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

interface Profile {
  CompanyAccountId: string;
  Name: string;
  SponsorType: string;
  isPublic: boolean;
  PublicationState: number;
  Enable2DBooth: boolean;
  HcpOnly: boolean;
  HcpConfig: { showCloseButton: boolean; showDenyButton: boolean; denyAsCloseButton: boolean } | null;
  HasBoothGuru: boolean;
  ContactEmail: string | null;
  Website: string | null;
  ViewCount: number;
}

async function profileOf(request: APIRequestContext, id: string): Promise<Profile> {
  const response = await request.get(`/api/exhibition/CompanyAccount/${await eventId(request)}/${language}/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Profile;
}

/** A public, published company without a 2D booth or HCP restriction (the plain profile), with products. */
async function plainCompany(
  request: APIRequestContext,
  needs: { guru?: boolean } = {},
): Promise<Profile & { products: { Name: string }[] }> {
  const id = await eventId(request);
  const accounts = (await (await request.get(`/api/exhibition/CompanyAccounts?eventid=${id}&language=${language}`)).json()) as Profile[];
  for (const account of accounts) {
    if (!account.isPublic || account.PublicationState !== 0 || account.Enable2DBooth || account.HcpOnly) continue;
    if (account.CompanyAccountId !== account.CompanyAccountId.toLowerCase()) continue;
    const profile = await profileOf(request, account.CompanyAccountId);
    if (needs.guru && !profile.HasBoothGuru) continue;
    const products = (await (
      await request.get(`/api/exhibition/ExhibitiorProducts/${id}/${language}/${account.CompanyAccountId}`)
    ).json()) as { Name: string }[];
    if (products.length > 0 && profile.Website) return { ...profile, products };
  }
  throw new Error('no plain company with products in the seed');
}

const app = (page: Page) => page.locator('vmx-app');
const article = (page: Page) => app(page).locator('[part="exhibitor-profile"]');

test('a public company’s profile shows its details and tabs; switching tabs changes the address, a reload opens the same tab, arrow keys move', async ({
  page,
  request,
}) => {
  const company = await plainCompany(request);
  await page.goto(`${base}/profile/${company.CompanyAccountId}`);
  const profile = article(page);
  await expect(profile.getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await expect(profile).toContainText(company.SponsorType);
  const website = profile.getByRole('link', { name: company.Website! });
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);
  // The view count is the company's figure (ExhibitorProfile.tsx): a visitor sees none.
  await expect(profile.locator('[data-views]')).toHaveCount(0);

  await profile.getByRole('tab', { name: 'Products' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${company.CompanyAccountId}/products$`));
  await expect(profile.getByRole('tabpanel')).toContainText(company.products[0]!.Name);
  await page.reload();
  await expect(article(page).getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  await expect(article(page).getByRole('tabpanel')).toContainText(company.products[0]!.Name);

  // Keyboard: the selected tab has focus; ArrowLeft goes back to the profile tab (and the address follows).
  await article(page).getByRole('tab', { name: 'Products' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(article(page).getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(article(page).getByRole('tab', { name: 'Profile' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/profile/${company.CompanyAccountId}$`));
  await expectNoSeriousViolations(page, 'profile');
});

test('the description is sanitised: no script runs and no onerror attribute reaches the DOM', async ({ page, request }) => {
  const company = await profileOf(request, 'ca-0008');
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // ca-0008 has a 2D booth: preview keeps it on the profile.
  await page.goto(`${base}/profile/ca-0008?preview=true`);
  const description = article(page).locator('[part="exhibitor-description"]');
  await expect(description).toContainText('We test your sanitiser.');
  expect(await description.locator('script, [onerror]').count()).toBe(0);
  expect(await description.locator('a[href^="javascript:"]').count()).toBe(0);
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  // The broken image has failed (complete, with no pixels): an onerror handler would have opened its alert by now.
  await expect
    .poll(() => description.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
    .toBe(true);
  expect(dialogs).toEqual([]);
});

test('an upper-case id is retried lower-cased and the address is replaced', async ({ page, request }) => {
  const company = await plainCompany(request);
  await page.goto(`${base}/profile/${company.CompanyAccountId.toUpperCase()}`);
  await expect(page).toHaveURL(new RegExp(`/profile/${company.CompanyAccountId}$`));
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
});

test('an unknown id shows not found with a link back to the exhibitor list', async ({ page }) => {
  await page.goto(`${base}/profile/no-such-company`);
  const state = app(page).locator('[data-profile-state="not-found"]');
  await expect(state.getByRole('heading', { name: 'This exhibitor could not be found.' })).toBeVisible();
  await expect(state.getByRole('link', { name: 'Back to the exhibitors' })).toHaveAttribute('href', `${base}/industryLanding`);
});

test('a coming-soon company shows the coming-soon page', async ({ page, request }) => {
  expect((await profileOf(request, 'ca-0001')).PublicationState).toBe(1);
  await page.goto(`${base}/profile/ca-0001`);
  await expect(app(page).locator('[data-profile-state="coming-soon"]').getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  await expect(app(page).getByRole('dialog')).toHaveCount(0);
});

test('a published company with a 2D booth goes to the booth page, but not in preview and not right after an initial login', async ({
  page,
  request,
}) => {
  const company = await profileOf(request, 'ca-0002');
  expect(company.PublicationState).toBe(0);
  expect(company.Enable2DBooth).toBe(true);
  await page.goto(`${base}/profile/ca-0002`);
  await expect(page).toHaveURL(new RegExp(`/booth/${instance}/${event}/${language}\\?id=ca-0002$`));

  await page.goto(`${base}/profile/ca-0002?preview=true`);
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/ca-0002\?preview=true$/);

  // A login stamp under 4 s old (set before the page's scripts run) skips the redirect too.
  await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), `vmx.initialLoginStamp.${instance}`);
  await page.goto(`${base}/profile/ca-0002`);
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/ca-0002$/);
});

test('HCP dialog: accepting shows the content and is remembered on reload (the company’s HcpConfig shows Close and Decline)', async ({
  page,
  request,
}) => {
  const company = await profileOf(request, 'ca-0001');
  expect(company.HcpOnly).toBe(true);
  expect(company.HcpConfig).toEqual({ showCloseButton: true, showDenyButton: true, denyAsCloseButton: false });
  // ca-0001 is coming soon: preview shows its profile.
  await page.goto(`${base}/profile/ca-0001?preview=true`);
  const dialog = app(page).getByRole('dialog', { name: 'Healthcare professionals only' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No, I am not' })).toBeVisible();
  await expect(article(page)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'HCP dialog');
  await dialog.getByRole('button', { name: 'Yes, I am' }).click();
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await page.reload();
  await expect(article(page).getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await expect(app(page).getByRole('dialog')).toHaveCount(0);
});

test('HCP dialog: a signed-in user’s acceptance is saved to their profile', async ({ page, request, baseURL }) => {
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'hcp-accept');
  await signInOnLoginPage(page, email, password);
  await page.goto(`${base}/profile/ca-0001?preview=true`);
  await app(page).getByRole('dialog', { name: 'Healthcare professionals only' }).getByRole('button', { name: 'Yes, I am' }).click();
  await expect(article(page)).toBeVisible();
  const token = await accessToken(page);
  const user = (await (
    await request.get(`/api/Core/User?eventid=${await eventId(request)}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { HealthCareProfessional: boolean | null };
  expect(user.HealthCareProfessional).toBe(true);
});

test('HCP dialog: declining hides the content, is remembered as a refusal, and goes back to where the visitor came from', async ({
  page,
}) => {
  await page.goto(`${base}/industryLanding`);
  await page.goto(`${base}/profile/ca-0001?preview=true`);
  const dialog = app(page).getByRole('dialog', { name: 'Healthcare professionals only' });
  await dialog.getByRole('button', { name: 'No, I am not' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/industryLanding$`));
  expect(await page.evaluate(() => localStorage.getItem('hcp'))).toBe('declined');
  // Still asked next time, nothing of the company shown.
  await page.goto(`${base}/profile/ca-0001?preview=true`);
  await expect(app(page).getByRole('dialog', { name: 'Healthcare professionals only' })).toBeVisible();
  await expect(article(page)).toHaveCount(0);
});

test('HCP dialog: Close (and a refusal configured to act as Close) leaves for home without showing the content', async ({
  page,
  request,
}) => {
  const closeOnly = await profileOf(request, 'ca-0005');
  expect(closeOnly.HcpConfig).toEqual({ showCloseButton: true, showDenyButton: false, denyAsCloseButton: false });
  await page.goto(`${base}/profile/ca-0005?preview=true`);
  const dialog = app(page).getByRole('dialog', { name: 'Healthcare professionals only' });
  await expect(dialog.getByRole('button', { name: 'No, I am not' })).toHaveCount(0);
  await expect(article(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));

  const denyAsClose = await profileOf(request, 'ca-0004');
  expect(denyAsClose.HcpConfig).toEqual({ showCloseButton: false, showDenyButton: true, denyAsCloseButton: true });
  await page.goto(`${base}/profile/ca-0004?preview=true`);
  const second = app(page).getByRole('dialog', { name: 'Healthcare professionals only' });
  await expect(second.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await second.getByRole('button', { name: 'No, I am not' }).click();
  await expect(page).not.toHaveURL(/\/profile\//);
  // Acting as Close: nothing is remembered.
  expect(await page.evaluate(() => localStorage.getItem('hcp'))).toBeNull();
});

test('the booth guru dialog offers sign-in to a visitor, and sends a signed-in user’s message to the company', async ({
  page,
  request,
  baseURL,
}) => {
  const company = await plainCompany(request, { guru: true });
  await page.goto(`${base}/profile/${company.CompanyAccountId}`);
  const open = article(page).getByRole('button', { name: 'Contact a booth guru' });
  await open.click();
  const dialog = app(page).getByRole('dialog', { name: 'Contact the booth' });
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    new RegExp(`^/login/${instance}/${event}/${language}\\?returnUrl=`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  const { email, password } = await createConfirmedAccount(request, baseURL!, 'booth-guru');
  await signInOnLoginPage(page, email, password);
  await page.goto(`${base}/profile/${company.CompanyAccountId}`);
  await article(page).getByRole('button', { name: 'Contact a booth guru' }).click();
  const form = app(page).getByRole('dialog', { name: 'Contact the booth' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toContainText('Please write a message.');
  await form.getByLabel('Your message').fill('Do you have samples of your newest product?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent.');
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(company.ContactEmail!)}`)).json()) as {
    subject: string;
    text: string;
  }[];
  const sent = mails.find((mail) => mail.text.includes('Do you have samples of your newest product?'));
  expect(sent?.subject).toBe('Question from the exhibition');
  expect(sent?.text).toContain(email);
});

test('a view is counted once per profile view', async ({ page, request }) => {
  const company = await plainCompany(request);
  const before = (await profileOf(request, company.CompanyAccountId)).ViewCount;
  const counted: string[] = [];
  page.on('request', (sent) => {
    if (/SetCompanyAccountViewCount/i.test(sent.url())) counted.push(sent.url());
  });
  await page.goto(`${base}/profile/${company.CompanyAccountId}`);
  await expect(article(page)).toBeVisible();
  await article(page).getByRole('tab', { name: 'Products' }).click();
  await expect.poll(async () => (await profileOf(request, company.CompanyAccountId)).ViewCount).toBe(before + 1);
  expect(counted).toHaveLength(1);
});

test('a visitor sees no view count on a company page (no public "0 views"); the company sees it in preview', async ({ page, request }) => {
  const company = await plainCompany(request);
  await page.goto(`${base}/profile/${company.CompanyAccountId}`);
  const profile = article(page);
  await expect(profile.getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  await expect(profile).not.toContainText(/\b\d+ views?\b/);
  await expect(profile.locator('[data-views]')).toHaveCount(0);

  await page.goto(`${base}/profile/${company.CompanyAccountId}?preview=true`);
  await expect(article(page).locator('[data-views]')).toContainText(/\d+ views?/);
});

test('the sponsor demo page shows the profile inside <vmx-exhibitor-profile>, with its tabs kept inside and the booth on the platform', async ({
  page,
  request,
}) => {
  const company = await profileOf(request, 'ca-0030');
  await page.goto('/demo/sponsor.html');
  const element = page.locator('vmx-exhibitor-profile');
  await expect(element.getByRole('heading', { level: 2, name: company.Name })).toBeVisible();
  // ca-0030 receives at a 2D booth: the element links to it on the platform instead of leaving the sponsor's site.
  if (company.PublicationState === 0 && company.Enable2DBooth) {
    await expect(element.locator('[data-profile-state="booth"] a')).toHaveAttribute(
      'href',
      new RegExp(`/booth/${instance}/${event}/${language}\\?id=ca-0030$`),
    );
  }
  await element.getByRole('tab', { name: 'Lounge' }).click();
  await expect(element.getByRole('tabpanel')).toContainText(/lounge/i);
  await expect(page).toHaveURL(/\/demo\/sponsor\.html$/);
  await expectNoSeriousViolations(page, 'sponsor page');
});
