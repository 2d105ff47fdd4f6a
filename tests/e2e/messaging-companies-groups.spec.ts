/**
 * Issue 22's company chat and groups in <vmx-app> (contracts/messaging.ts, "Companies" and "Groups"), against the
 * reference server's seeded community (server/db/seed/community.ts): a visitor writes to a company from the chat tab
 * of its profile; a member of the company's staff, in a second browser context, finds the conversation in the lounge
 * ("Visitors’ conversations") and in the inbox, and answers; the visitor, whose conversation is open, sees the answer
 * arrive live with the staff member's name and company. Two participants join a topic group from my area's groups and
 * talk live in it, and one leaves it. A session's page links to the session's group, which a ticket holder joins.
 * axe-core finds no serious or critical violation on each new page.
 *
 * Accounts: seeded networkers no other spec signs in (Lucas Moreau, Paul Weber, Greta Holm), and the second
 * member of the staff company's staff (Sabine Vogt). A sign-in signs the account's other sessions out (single login)
 * and staff@'s first sign-in is tests/e2e/access.spec.ts's to make (it lands in the lounge), so neither the demo
 * attendee nor staff@ is used here: spec files run side by side.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { accessToken, DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const base = `/${instance}/${event}/${language}`;
const myArea = (module: string) => `/myarea/${instance}/${event}/${language}/${module}`;
const app = (page: Page) => page.locator('vmx-app');

const VISITOR = { email: 'lucas.moreau@ehc2026.test', name: 'Lucas Moreau' } as const;
const STAFF = { email: 'sabine.vogt@ehc2026.test', name: 'Sabine Vogt' } as const;
// The groups' pair, whom no other browser test signs in (a sign-in signs the account's other sessions out).
const PAUL = { email: 'paul.weber@ehc2026.test', name: 'Paul Weber' } as const;
const GRETA = { email: 'greta.holm@ehc2026.test', name: 'Greta Holm' } as const;
/** A seeded topic group none of the three is in (server/db/seed/community.ts). */
const TOPIC = 'Early-career clinicians';
/** A session of the programme without a Session policy (tests/e2e/programme-detail.spec.ts). */
const SESSION_ID = 10003;

/**
 * A browser context of its own, signed in on the login page. Where the sign-in lands is not asserted: a member of a
 * company's staff goes to the company's lounge on their first sign-in, everyone else home.
 */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/(home/${instance}/${event}/${language}|${instance}/${event}/${language}/profile/[^/]+/lounge)$`),
  );
  return { context, page };
}

/** The company whose staff the signed-in user of `page` is (their ticket names it, as the server reads it): its id and name. */
async function staffCompany(request: APIRequestContext, page: Page): Promise<{ id: string; name: string }> {
  const id = await eventId(request);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const tickets = (await (await request.get(`/api/modules/BookedTickets?eventid=${id}`, { headers })).json()) as {
    CompanyAccountId: string | null;
  }[];
  const companyAccountId = tickets.find((ticket) => ticket.CompanyAccountId)?.CompanyAccountId;
  expect(companyAccountId).toBeTruthy();
  const profile = await request.get(`/api/exhibition/CompanyAccount/${id}/${language}/${companyAccountId}`);
  expect(profile.ok()).toBe(true);
  const { Name } = (await profile.json()) as { Name: string };
  return { id: companyAccountId!, name: Name };
}

test('a visitor writes to a company from its profile; its staff find it in the lounge and the inbox and answer, live and by name', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const visitor = await signedIn(browser, baseURL!, VISITOR.email);
  const staff = await signedIn(browser, baseURL!, STAFF.email);
  const company = await staffCompany(request, staff.page);

  // The chat tab (?lounge keeps a company with a 2D booth, as this one has, on its profile: core/exhibitors/loungeFlags.ts).
  await visitor.page.goto(`${base}/profile/${company.id}/chat?lounge`);
  const field = app(visitor.page).getByRole('textbox', { name: `Your message to ${company.name}` });
  await expect(field).toBeVisible();
  await expectNoSeriousViolations(visitor.page, 'profile chat tab');
  const question = `Do you ship samples to Lyon? (${Date.now()})`;
  await field.fill(question);
  await app(visitor.page).getByRole('button', { name: 'Send' }).click();
  await expect(app(visitor.page).getByRole('status').filter({ hasText: 'Sent. The company’s staff answer in your inbox.' })).toBeVisible();
  await expect(field).toHaveValue('');
  const open = app(visitor.page).getByRole('link', { name: 'Open the conversation' });
  await expect(open).toHaveAttribute('href', new RegExp(`^${myArea('inbox')}/\\d+$`));
  const conversation = (await open.getAttribute('href'))!;

  // The visitor opens it: named by the company, the question in it.
  await open.click();
  await expect(visitor.page).toHaveURL(new RegExp(`${conversation}$`));
  await expect(app(visitor.page).getByRole('heading', { name: `Conversation with ${company.name}` })).toBeFocused();
  const visitorLog = app(visitor.page).getByRole('region', { name: `Messages with ${company.name}` });
  await expect(visitorLog).toContainText(question);
  await expectNoSeriousViolations(visitor.page, 'company conversation (visitor)');

  // The staff member finds it in the company's lounge, under the visitor's name.
  await staff.page.goto(`${base}/profile/${company.id}/lounge?lounge`);
  const lounge = app(staff.page).getByRole('region', { name: 'Visitors’ conversations' });
  const row = lounge.getByRole('link', { name: new RegExp(VISITOR.name, 'u') });
  await expect(row).toHaveAttribute('href', conversation);
  await expect(row).toContainText('unread');
  await expectNoSeriousViolations(staff.page, 'lounge with the visitors’ conversations');

  // And in the inbox: the visitor's name "for" the company, in the list and the conversation.
  await staff.page.goto(myArea('inbox'));
  const listed = app(staff.page).locator(`[data-conversation] a[href="${conversation}"]`);
  await expect(listed).toContainText(`${VISITOR.name} · for ${company.name}`);
  await listed.click();
  await expect(app(staff.page).getByRole('heading', { name: `Conversation with ${VISITOR.name}` })).toBeFocused();
  await expect(app(staff.page).locator('[data-networking="conversation-detail"]')).toContainText(`for ${company.name}`);
  await expect(app(staff.page).getByRole('region', { name: `Messages with ${VISITOR.name}` })).toContainText(question);
  await expectNoSeriousViolations(staff.page, 'company conversation (staff)');

  const answer = app(staff.page).getByRole('textbox', { name: `Message to ${VISITOR.name}` });
  await answer.fill('Yes, from our warehouse in Lyon itself.');
  await answer.press('Enter');

  // The visitor sees the answer arrive, with who wrote it and for which company.
  const answered = visitorLog.locator('[part="message"]').filter({ hasText: 'Yes, from our warehouse in Lyon itself.' });
  await expect(answered).toHaveCount(1);
  await expect(answered.locator('.vmx-message-meta strong')).toHaveText(`${STAFF.name} · ${company.name}`);
  await visitor.context.close();
  await staff.context.close();
});

test('two participants join a topic group and talk in it live; one leaves it again', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const paul = await signedIn(browser, baseURL!, PAUL.email);
  const greta = await signedIn(browser, baseURL!, GRETA.email);

  /** Joins the topic group from the list and opens its conversation; the group's address. */
  const joinAndOpen = async (page: Page): Promise<string> => {
    await page.goto(myArea('groups'));
    const topics = app(page).getByRole('region', { name: 'Topic groups' });
    const card = topics.getByRole('listitem', { name: TOPIC });
    const join = card.getByRole('button', { name: `Join ${TOPIC}` });
    await join.click();
    // One button whose words change: focus stays on it.
    await expect(card.getByRole('button', { name: `Leave ${TOPIC}` })).toBeFocused();
    const open = card.getByRole('link', { name: `Open ${TOPIC}` });
    await expect(open).toHaveAttribute('href', new RegExp(`^${myArea('groups')}/\\d+$`));
    await open.click();
    await expect(app(page).getByRole('heading', { name: TOPIC })).toBeFocused();
    return new URL(page.url()).pathname;
  };

  await paul.page.goto(myArea('groups'));
  await expect(app(paul.page).getByRole('region', { name: 'Session groups' })).toBeVisible();
  await expectNoSeriousViolations(paul.page, 'groups');
  const group = await joinAndOpen(paul.page);
  expect(await joinAndOpen(greta.page)).toBe(group);
  await expectNoSeriousViolations(greta.page, 'group conversation');

  const kenjiField = app(paul.page).getByRole('textbox', { name: `Message to ${TOPIC}` });
  await kenjiField.fill('Anyone looking for a fellowship in electrophysiology?');
  await kenjiField.press('Enter');
  const gretaLog = app(greta.page).getByRole('region', { name: `Messages with ${TOPIC}` });
  const fromPaul = gretaLog.locator('[part="message"]').filter({ hasText: 'Anyone looking for a fellowship' });
  await expect(fromPaul.locator('.vmx-message-meta strong')).toHaveText(PAUL.name);

  const ingridField = app(greta.page).getByRole('textbox', { name: `Message to ${TOPIC}` });
  await ingridField.fill('Yes! Heart failure, but open to EP.');
  await ingridField.press('Enter');
  const paulLog = app(paul.page).getByRole('region', { name: `Messages with ${TOPIC}` });
  const fromGreta = paulLog.locator('[part="message"]').filter({ hasText: 'Heart failure, but open to EP.' });
  await expect(fromGreta.locator('.vmx-message-meta strong')).toHaveText(GRETA.name);

  // Greta leaves: back to the groups, where the group offers Join again.
  await app(greta.page).getByRole('button', { name: 'Leave group' }).click();
  await expect(greta.page).toHaveURL(new RegExp(`${myArea('groups')}$`));
  await expect(
    app(greta.page)
      .getByRole('region', { name: 'Topic groups' })
      .getByRole('button', { name: `Join ${TOPIC}` }),
  ).toBeVisible();
  await paul.context.close();
  await greta.context.close();
});

test('a session’s page links a ticket holder to the session’s group, which they join there', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A visitor who is not signed in gets no link.
  await page.goto(`${base}/session/${SESSION_ID}`);
  await expect(app(page).locator('[part="session"]')).toBeVisible();
  await expect(app(page).getByRole('link', { name: 'Discuss in the session’s group' })).toHaveCount(0);

  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as { Id: number; Name: string }[];
  const session = sessions.find((entry) => entry.Id === SESSION_ID)!;

  const paul = await signedIn(browser, baseURL!, PAUL.email);
  await paul.page.goto(`${base}/session/${SESSION_ID}`);
  const link = app(paul.page).getByRole('link', { name: 'Discuss in the session’s group' });
  await expect(link).toHaveAttribute('href', myArea(`groups/session-${SESSION_ID}`));
  await link.click();
  await expect(paul.page).toHaveURL(new RegExp(`${myArea(`groups/session-${SESSION_ID}`)}$`));
  const groupPage = app(paul.page).locator('[part="groups"]');
  await expect(groupPage.getByRole('heading', { name: session.Name })).toBeVisible();
  await expectNoSeriousViolations(paul.page, 'session group before joining');
  await groupPage.getByRole('button', { name: `Join ${session.Name}` }).click();
  await expect(app(paul.page).getByRole('textbox', { name: `Message to ${session.Name}` })).toBeVisible();
  await expect(app(paul.page).getByRole('button', { name: 'Leave group' })).toBeVisible();

  // Joined, it is among the session groups of the list.
  await app(paul.page).getByRole('link', { name: 'All groups' }).first().click();
  await expect(app(paul.page).getByRole('region', { name: 'Session groups' }).getByRole('listitem', { name: session.Name })).toBeVisible();
  await paul.context.close();
});
