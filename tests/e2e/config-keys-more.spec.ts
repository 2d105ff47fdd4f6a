/**
 * More of the event configuration the spec names, as a visitor meets it (docs/rules/shell-access-identity.md sections 2,
 * 3 and 7): ExternalVirtualMeetingUrl with GetVMToken, useCompanyAccountsV2, the query flags lounge and previewLounge,
 * and ExternalUserData filling in account creation from an EventsAir code.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { CompanyAccount, CompanyProfile, VmToken } from '../../src/contracts';
import { EVENT_KEY_TEXTS } from '../../src/core/eventKeyTexts';
import { DEMO_EXTERNAL_AUTHORIZATION_CODES } from '../../server/db/seed/specCalls';
import { EVENT_KEY_TEXTS_DE } from '../../server/db/seed/texts-de/eventKeys';
import { createConfirmedAccount, DEMO, eventId, expectNoSeriousViolations, expect, signInOnLoginPage, test } from './fixtures';

const { instance, event } = DEMO;
const TEXTS = { 'en-GB': EVENT_KEY_TEXTS, 'de-DE': EVENT_KEY_TEXTS_DE } as const;
const LANGUAGES = ['en-GB', 'de-DE'] as const;
const MEETING = 'https://meet.example/ehc2026/plenary';

/** Answers config_json with the seeded configuration, changed as given (top-level keys replaced). */
async function configWith(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route('**/api/modules/GetResources?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('setname') !== 'config_json') return route.continue();
    const rows = (await (await route.fetch()).json()) as { resourcename: string; resourcevalue: string }[];
    await route.fulfill({
      json: rows.map((row) =>
        row.resourcename === 'config_json'
          ? { ...row, resourcevalue: JSON.stringify({ ...JSON.parse(row.resourcevalue), ...change }) }
          : row,
      ),
    });
  });
}

test.describe('ExternalVirtualMeetingUrl with GetVMToken', () => {
  for (const language of LANGUAGES) {
    test(`home offers the virtual meeting and sends a signed-out visitor to sign in first (${language})`, async ({ page }) => {
      const texts = TEXTS[language];
      await configWith(page, { ExternalVirtualMeetingUrl: MEETING });
      const tokenCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/GetVMToken')) tokenCalls.push(request.url());
      });
      await page.goto(`/home/${instance}/${event}/${language}`);
      const join = page.locator('vmx-app [data-virtual-meeting]').getByRole('link', { name: texts['virtualMeeting.join'] });
      await expect(join).toBeVisible();
      await expect(page.locator('vmx-app [data-virtual-meeting]')).toContainText(texts['virtualMeeting.hint']);
      const href = new URL((await join.getAttribute('href'))!, page.url());
      expect(href.pathname).toBe(`/login/${instance}/${event}/${language}`);
      expect(href.searchParams.get('returnUrl')).toBe(`/home/${instance}/${event}/${language}`);
      // The token names a user: nobody asks for one without a user.
      expect(tokenCalls).toEqual([]);
      await expectNoSeriousViolations(page, `virtual meeting ${language}`);
    });
  }

  test('without the key, or with an address that is not http(s), home has no way into a virtual meeting', async ({ page }) => {
    await page.goto(`/home/${instance}/${event}/en-GB`);
    await expect(page.locator('vmx-app h1')).toBeVisible();
    await expect(page.locator('vmx-app [data-virtual-meeting]')).toHaveCount(0);
    await configWith(page, { ExternalVirtualMeetingUrl: 'javascript:alert(1)' });
    await page.reload();
    await expect(page.locator('vmx-app h1')).toBeVisible();
    await expect(page.locator('vmx-app [data-virtual-meeting]')).toHaveCount(0);
  });

  test("a signed-in user's click opens the meeting with a fresh VM token in a POST body, never in an address", async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createConfirmedAccount(request, baseURL!, 'vm-token');
    await configWith(page, { ExternalVirtualMeetingUrl: MEETING });
    const meetingRequests: Request[] = [];
    await page.context().route('https://meet.example/**', async (route) => {
      meetingRequests.push(route.request());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meeting</title><h1>Meeting room</h1>' });
    });
    // Every token the platform was given: a busy page may ask again (a refetch), and the click sends the newest.
    const tokens: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/Core/GetVMToken/')) tokens.push(response.json().then((body) => (body as VmToken).Token));
    });
    const issuedResponse = page.waitForResponse((response) => response.url().includes('/api/Core/GetVMToken/'));
    await signInOnLoginPage(page, account.email, account.password);
    const issued = await issuedResponse;
    expect(issued.status()).toBe(200);
    expect(new URL(issued.url()).searchParams.get('eventid')).toBe(String(await eventId(request)));
    expect(((await issued.json()) as VmToken).Token.split('.')).toHaveLength(3);

    const popup = page.waitForEvent('popup');
    await page.locator('vmx-app [data-virtual-meeting]').getByRole('button', { name: EVENT_KEY_TEXTS['virtualMeeting.join'] }).click();
    const meeting = await popup;
    await expect(meeting.locator('h1')).toHaveText('Meeting room');
    expect(meetingRequests).toHaveLength(1);
    const sent = meetingRequests[0]!;
    expect(sent.method()).toBe('POST');
    expect(sent.url()).toBe(MEETING);
    const token = new URLSearchParams(sent.postData() ?? '').get('token') ?? '';
    expect(await Promise.all(tokens)).toContain(token);
    // Nowhere in an address: not the meeting's, not the platform page's.
    expect(meeting.url()).not.toContain(token);
    expect(page.url()).not.toContain(token);
    // The token does not stay in the page once sent.
    expect(await page.locator('vmx-app form[hidden] input[name="token"]').inputValue()).toBe('');
  });
});

test.describe('useCompanyAccountsV2', () => {
  test('true loads the exhibitor list from CompanyAccountsV2; unset from CompanyAccounts', async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/exhibition\/CompanyAccounts(V2)?$/i.test(path)) listCalls.push(path);
    });
    await page.goto('/demo/exhibitors.html');
    await expect(page.locator('#partners [part="exhibitor"]').first()).toBeVisible();
    expect(listCalls).toEqual(['/api/exhibition/CompanyAccounts']);

    listCalls.length = 0;
    await configWith(page, { useCompanyAccountsV2: true });
    await page.reload();
    await expect(page.locator('#partners [part="exhibitor"]').first()).toBeVisible();
    expect(listCalls).toEqual(['/api/exhibition/CompanyAccountsV2']);
  });
});

/** A published company with a 2D booth and a lounge, not HCP-only: its profile address leads to the booth. */
async function boothCompanyWithLounge(request: APIRequestContext): Promise<CompanyProfile> {
  const id = await eventId(request);
  const accounts = (await (await request.get(`/api/exhibition/CompanyAccounts?eventid=${id}&language=en-GB`)).json()) as CompanyAccount[];
  for (const account of accounts.filter((candidate) => candidate.Enable2DBooth && !candidate.HcpOnly && candidate.PublicationState === 0)) {
    const profile = (await (
      await request.get(`/api/exhibition/CompanyAccount/${id}/en-GB/${account.CompanyAccountId}`)
    ).json()) as CompanyProfile;
    if (profile.HasLounge) return profile;
  }
  throw new Error('the seed has no public company with a 2D booth and a lounge');
}

test.describe('the query flags lounge and previewLounge', () => {
  test('?lounge keeps the visitor on the profile (no booth redirect) with the lounge tab open; without it the booth opens', async ({
    page,
    request,
  }) => {
    const company = await boothCompanyWithLounge(request);
    const profile = `/${instance}/${event}/en-GB/profile/${company.CompanyAccountId}`;
    await page.goto(profile);
    await expect(page).toHaveURL(/\/booth\//);

    await page.goto(`${profile}?lounge`);
    await expect(page.locator('vmx-app [data-lounge]')).toBeVisible();
    await expect(page.locator('vmx-app [role="tab"][aria-selected="true"]')).toHaveText(/lounge/i);
    await expect(page).toHaveURL(new RegExp(`/profile/${company.CompanyAccountId}\\?lounge$`));
    await expect(page.locator('vmx-app [data-lounge-preview]')).toHaveCount(0);

    // Another tab drops the flag from the address (a reload then shows that tab, not the lounge).
    await page.locator('vmx-app').getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${company.CompanyAccountId}$`));
  });

  for (const language of LANGUAGES) {
    test(`?preview&previewLounge opens the lounge with the preview notice; previewLounge alone without it (${language})`, async ({
      page,
      request,
    }) => {
      const company = await boothCompanyWithLounge(request);
      const profile = `/${instance}/${event}/${language}/profile/${company.CompanyAccountId}`;
      await page.goto(`${profile}?preview&previewLounge`);
      await expect(page.locator('vmx-app [data-lounge]')).toBeVisible();
      await expect(page.locator('vmx-app [data-lounge-preview]')).toHaveText(TEXTS[language]['lounge.preview']);
      await expectNoSeriousViolations(page, `lounge preview ${language}`);
      await page.goto(`${profile}?previewLounge`);
      await expect(page.locator('vmx-app [data-lounge]')).toBeVisible();
      await expect(page.locator('vmx-app [data-lounge-preview]')).toHaveCount(0);
    });
  }
});

test.describe('ExternalUserData fills in account creation', () => {
  const cases = [
    {
      language: 'en-GB',
      code: DEMO_EXTERNAL_AUTHORIZATION_CODES[2],
      first: 'Sofia',
      last: 'Lindqvist',
      number: 'EA-2026-0419',
      ticket: 'Full Congress',
    },
    {
      language: 'de-DE',
      code: DEMO_EXTERNAL_AUTHORIZATION_CODES[3],
      first: 'Mateo',
      last: 'García',
      number: 'EA-2026-0420',
      ticket: 'Day Ticket',
    },
  ] as const;
  for (const { language, code, first, last, number, ticket } of cases) {
    test(`a visitor arriving with an EventsAir code finds name and e-mail of the registration filled in (${language})`, async ({
      page,
    }) => {
      const data = page.waitForRequest((request) => request.url().includes('/EventsAir/ExternalUserData'));
      await page.goto(`/createaccount/${instance}/${event}/${language}?externalAuthorizationCode=${code}`);
      const sent = await data;
      // The fixed basic credential, not a user's token.
      expect(sent.headers().authorization).toMatch(/^Basic /);
      const form = page.locator('vmx-app form');
      await expect(form.locator('input[name="Firstname"]')).toHaveValue(first);
      await expect(form.locator('input[name="Surname"]')).toHaveValue(last);
      await expect(form.locator('input[name="Email"]')).toHaveValue(
        `${first.toLowerCase()}.${last.toLowerCase().replace('í', 'i')}@example.org`,
      );
      await expect(form.getByRole('status')).toHaveText(
        TEXTS[language]['externalRegistration.found'].replace('{number}', number).replace('{ticket}', ticket),
      );
      // Reading the registration does not spend the code: the booked-tickets call after sign-in does.
      expect(await page.evaluate(() => sessionStorage.getItem('externalAuthorizationCode'))).toBe(code);
      await expectNoSeriousViolations(page, `create account from EventsAir ${language}`);
    });
  }

  test('an unknown or spent code leaves the form empty and says so', async ({ page }) => {
    await page.goto(`/createaccount/${instance}/${event}/en-GB?externalAuthorizationCode=ehc2026-no-such-code`);
    const form = page.locator('vmx-app form');
    await expect(form.getByRole('status')).toHaveText(EVENT_KEY_TEXTS['externalRegistration.notFound']);
    await expect(form.locator('input[name="Firstname"]')).toHaveValue('');
    await expect(form.locator('input[name="Email"]')).toHaveValue('');
  });
});
