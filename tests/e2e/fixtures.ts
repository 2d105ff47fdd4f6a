/** The test function of every browser test: baseURL is the reference server global-setup started. */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from an object pattern in its first parameter; this one has none.
  baseURL: async ({}, use) => {
    const url = process.env.VMX_BASE_URL;
    if (!url) throw new Error('VMX_BASE_URL is not set: tests/e2e/global-setup.ts did not run');
    await use(url);
  },
});

export { expect };

/** The demo congress every test uses (README: demo identifiers). */
export const DEMO = { instance: 'demo', event: 'ehc2026', language: 'en-GB' } as const;

/** A new, confirmed account of its own, for a test that must not share a demo account with others. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  label: string,
): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'own-account-2026';
  const { instance, event, language } = DEMO;
  const created = await request.post(
    `/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(`${baseURL}/confirmation/${instance}/${event}/${language}`)}`,
    {
      data: {
        Firstname: 'Test',
        Surname: label,
        Email: email,
        Password: password,
        ConfirmPassword: password,
        AcceptTermsOfUse: true,
        ContextModel: { EContext: 'Event', Short: event },
      },
    },
  );
  expect(created.ok()).toBe(true);
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
  const link = new URL(mails.flatMap((mail) => mail.links).find((url) => url.includes('/confirmation/'))!);
  const confirmed = await request.post(
    `/api/token/ConfirmEmailFromBody?userId=${link.searchParams.get('userId')}&code=${link.searchParams.get('code')}&context=Event&shortName=${event}&returnUrl=%2F&language=${language}`,
  );
  expect(confirmed.ok()).toBe(true);
  return { email, password };
}

/** Signs in on the login page and waits for the home page. */
export async function signInOnLoginPage(page: Page, email: string, password: string): Promise<void> {
  const { instance, event, language } = DEMO;
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/home/${instance}/${event}/${language}$`));
}

/** axe-core on the whole page (shadow roots included): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${label}: ${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The demo event's numeric id. */
export async function eventId(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`/api/Event/Shortname?shortName=${DEMO.event}`)).json()) as { Id: number }).Id;
}

/** The signed-in user's bearer token, as the page stored it. */
export async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('vmx.demo.session'));
  return (JSON.parse(stored ?? '{}') as { accessToken: string }).accessToken;
}

/** The session ids of a user's personal programme on the server. */
export async function serverSessionIds(request: APIRequestContext, id: number, token: string): Promise<number[]> {
  const reply = await request.get(`/api/Modules/PagPersonalSchedule/?eventid=${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { SessionIds: number[] }).SessionIds;
}
