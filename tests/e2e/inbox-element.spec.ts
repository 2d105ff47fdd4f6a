/**
 * <vmx-inbox> on a society's page (demo/cms.html, the member sidebar: the classic script tag, hostile global CSS) against
 * the reference server (issue 22, "Embedding"): a visitor is asked to sign in on the platform; a member signs in with the
 * page's <vmx-login> and the inbox beside it follows (one event context); the unread count in its heading, the
 * conversations, one opened in place (the page's address never changes) and read, a message written there reaching the
 * other person live in <vmx-app> (a second browser) and their answer coming back live, "Back to conversations" with
 * focus on the row; the unread count the same in the inbox and in <vmx-app>'s header in another tab; a message written
 * offline in the inbox sent once when the connection returns. axe-core finds no serious or critical violation.
 *
 * Nadia Rahman and Oskar Lindberg (server/db/seed/networking.ts) are this file's own: no other spec signs them in (a
 * sign-in signs the account's other sessions out, and spec files run side by side).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const NADIA = 'nadia.rahman@ehc2026.test';
const OSKAR = 'oskar.lindberg@ehc2026.test';
const SOCIETY_PAGE = '/demo/cms.html';

const inboxOf = (page: Page) => page.locator('vmx-inbox');
/** The pill beside the inbox's heading (none while nothing is unread). */
const inboxCount = (page: Page) => inboxOf(page).locator('h2 [data-unread]');
/** The count on <vmx-app>'s account button (none while nothing is unread). */
const headerBadge = (page: Page) => page.locator('vmx-app [data-header="user-menu"] [data-header="unread"]');
const rowWith = (page: Page, name: string) =>
  inboxOf(page).locator('[part="inbox-conversations"] [data-conversation]').filter({ hasText: name });
/** The messages of the conversation open in the inbox (or in <vmx-app>), or those of them holding `text`. */
const messagesIn = (root: ReturnType<Page['locator']>, name: string, text?: string) => {
  const all = root.getByRole('region', { name: `Messages with ${name}` }).locator('[part="message"]');
  return text === undefined ? all : all.filter({ hasText: text });
};

const isChatHub = (url: string) => new URL(url).pathname.endsWith('/hubs/chat');

/**
 * Resolves when the page's chat-hub socket has its first frame from the server (the handshake's answer): from then on
 * the page hears what is sent. Asked for before the page opens, so that no frame goes unseen.
 */
function chatHubReady(page: Page): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) => {
      if (isChatHub(socket.url())) socket.once('framereceived', () => resolve());
    }),
  );
}

async function newContext(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** Nadia on the society's page, signed in with its <vmx-login>: her inbox shows her conversations. */
async function nadiaOnSocietyPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; conversation: string }> {
  const { context, page } = await newContext(browser, baseURL);
  await page.goto(SOCIETY_PAGE);
  const login = page.locator('#cms-login');
  await login.getByLabel('E-mail').fill(NADIA);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  const row = rowWith(page, 'Oskar Lindberg');
  await expect(row).toBeVisible();
  return { context, page, conversation: (await row.getAttribute('data-conversation'))! };
}

/** Oskar in <vmx-app> (his own browser), in his conversation with Nadia. */
async function oskarInConversation(
  browser: Browser,
  baseURL: string,
  conversation: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newContext(browser, baseURL);
  await signInOnLoginPage(page, OSKAR, PASSWORD);
  await page.goto(`/myarea/${instance}/${event}/${language}/inbox/${conversation}`);
  await expect(page.locator('vmx-app').getByRole('region', { name: 'Messages with Nadia Rahman' })).toBeVisible();
  return { context, page };
}

test('a member reads and writes in <vmx-inbox> on the society page, live with <vmx-app>, and the unread counts agree', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A visitor: asked to sign in, on the platform (platform-url), coming back here.
  const visitor = await newContext(browser, baseURL!);
  await visitor.page.goto(SOCIETY_PAGE);
  const signedOut = inboxOf(visitor.page).locator('[data-networking="signed-out"]');
  await expect(signedOut).toContainText('Sign in to read and write your messages.');
  await expect(signedOut.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `${new URL(baseURL!).origin}/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(SOCIETY_PAGE)}`,
  );
  await visitor.context.close();

  // Signed in with the page's sign-in box: the inbox beside it follows, with Oskar's two messages unread.
  const nadia = await nadiaOnSocietyPage(browser, baseURL!);
  const inbox = inboxOf(nadia.page);
  await expect(inbox.getByRole('heading', { name: /^Your messages\s*,\s*2 unread messages$/u })).toBeVisible();
  await expect(inboxCount(nadia.page)).toHaveText('2');
  const row = rowWith(nadia.page, 'Oskar Lindberg');
  await expect(row).toContainText('Shall we have lunch afterwards?');
  await expect(row).toContainText('2 unread messages');
  await expectNoSeriousViolations(nadia.page, 'society page, inbox');

  const oskar = await oskarInConversation(browser, baseURL!, nadia.conversation);
  const oskarApp = oskar.page.locator('vmx-app');

  // Opened in place: the page's address stays, the heading takes focus, and the conversation is read.
  await row.getByRole('link').click();
  const heading = inbox.getByRole('heading', { name: 'Conversation with Oskar Lindberg' });
  await expect(heading).toBeFocused();
  expect(new URL(nadia.page.url()).pathname + new URL(nadia.page.url()).search).toBe(SOCIETY_PAGE);
  await expect(messagesIn(inbox, 'Oskar Lindberg', 'Shall we have lunch afterwards?')).toHaveCount(1);
  await expect(inboxCount(nadia.page)).toHaveCount(0);

  // Written here, read there as it is sent; and the answer comes back live.
  const field = inbox.getByRole('textbox', { name: 'Message to Oskar Lindberg' });
  await field.fill('Lunch sounds good. Meet at the registration desk at 13:00?');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(messagesIn(inbox, 'Oskar Lindberg', 'registration desk at 13:00')).toHaveAttribute('data-state', 'sent');
  await expect(messagesIn(oskarApp, 'Nadia Rahman', 'registration desk at 13:00')).toHaveCount(1);
  const answer = oskarApp.getByRole('textbox', { name: 'Message to Nadia Rahman' });
  await answer.fill('Perfect, see you there.');
  await answer.press('Enter');
  await expect(messagesIn(inbox, 'Oskar Lindberg', 'Perfect, see you there.')).toHaveCount(1);
  await expectNoSeriousViolations(nadia.page, 'society page, conversation open');

  // Back to the list, focus on the conversation's row.
  await inbox.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(row.getByRole('link')).toBeFocused();
  await expect(heading).toHaveCount(0);
  await expect(row).toContainText('Perfect, see you there.');

  // <vmx-app> in another tab of Nadia's browser (the same sign-in): its header and the inbox count the same.
  const appTab = await nadia.context.newPage();
  // The tab reads its count as it starts and then hears the changes on its chat hub: the next message waits for it.
  const chatHub = chatHubReady(appTab);
  await appTab.goto(`/home/${instance}/${event}/${language}`);
  await expect(appTab.locator('vmx-app [data-header="user-menu"]')).toBeVisible();
  await expect(headerBadge(appTab)).toHaveCount(0);
  await chatHub;
  await answer.fill('One more thing: bring your poster tube.');
  await answer.press('Enter');
  await expect(inboxCount(nadia.page)).toHaveText('1');
  await expect(row).toContainText('1 unread message');
  await expect(headerBadge(appTab)).toHaveText('1');
  // Read in the inbox: cleared in both.
  await nadia.page.bringToFront();
  await row.getByRole('link').click();
  await expect(messagesIn(inbox, 'Oskar Lindberg', 'bring your poster tube')).toHaveCount(1);
  await expect(inboxCount(nadia.page)).toHaveCount(0);
  await expect(headerBadge(appTab)).toHaveCount(0);

  await nadia.context.close();
  await oskar.context.close();
});

test('a message written offline in <vmx-inbox> shows as not sent yet, and is sent once when the connection returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const nadia = await nadiaOnSocietyPage(browser, baseURL!);
  const oskar = await oskarInConversation(browser, baseURL!, nadia.conversation);
  const inbox = inboxOf(nadia.page);
  await rowWith(nadia.page, 'Oskar Lindberg').getByRole('link').click();
  const field = inbox.getByRole('textbox', { name: 'Message to Oskar Lindberg' });
  await expect(field).toBeVisible();

  // A text of this run's own: what an earlier run wrote is in the conversation too.
  const text = `Written offline on the society page (${Date.now()}).`;
  await nadia.context.setOffline(true);
  await field.fill(text);
  await field.press('Enter');
  const pending = messagesIn(inbox, 'Oskar Lindberg', text);
  await expect(pending).toHaveAttribute('data-state', 'waiting');
  await expect(pending).toContainText('Not sent yet: it will be sent when you are back online.');
  await expect(messagesIn(oskar.page.locator('vmx-app'), 'Nadia Rahman', text)).toHaveCount(0);

  await nadia.context.setOffline(false);
  await expect(pending).toHaveAttribute('data-state', 'sent');
  await expect(pending).toHaveCount(1);
  await expect(messagesIn(oskar.page.locator('vmx-app'), 'Nadia Rahman', text)).toHaveCount(1);
  // Once on the server, and nothing left in the outbox.
  await oskar.page.reload();
  await expect(messagesIn(oskar.page.locator('vmx-app'), 'Nadia Rahman', text)).toHaveCount(1);
  expect(await nadia.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vmx-outbox:')))).toEqual([]);

  await nadia.context.close();
  await oskar.context.close();
});

test('beside <vmx-app> on one page, <vmx-inbox> shares its event context: one chat-hub connection, one count', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const home = `/home/${instance}/${event}/${language}`;
  const { context, page } = await newContext(browser, baseURL!);
  await signInOnLoginPage(page, NADIA, PASSWORD);
  const sockets: string[] = [];
  let closed = 0;
  page.on('websocket', (socket) => {
    if (!isChatHub(socket.url())) return;
    sockets.push(socket.url());
    socket.on('close', () => closed++);
  });
  const chatHub = chatHubReady(page);
  await page.goto(home);
  await expect(page.locator('vmx-app [data-header="user-menu"]')).toBeVisible();
  // An inbox beside the app, as a host page's script could add it (the autoloader defines tags added later). Not
  // written into the served page with page.route: Chromium takes an intercepted page for a public one and then refuses
  // its sockets to this local server (Local Network Access).
  await page.evaluate(
    (attributes) => {
      const inbox = document.createElement('vmx-inbox');
      for (const [name, value] of Object.entries(attributes)) inbox.setAttribute(name, value);
      document.body.append(inbox);
    },
    { instance, event, language, 'api-base': '/' },
  );
  const row = rowWith(page, 'Oskar Lindberg');
  await expect(row).toBeVisible();
  await chatHub;
  // What is unread now (the seeded messages, unless an earlier test read them): the same in both.
  const before = (await inboxCount(page).count()) === 0 ? 0 : Number(await inboxCount(page).textContent());
  if (before === 0) await expect(headerBadge(page)).toHaveCount(0);
  else await expect(headerBadge(page)).toHaveText(String(before));

  const oskar = await oskarInConversation(browser, baseURL!, (await row.getAttribute('data-conversation'))!);
  const answer = oskar.page.locator('vmx-app').getByRole('textbox', { name: 'Message to Nadia Rahman' });
  const text = `Written while you were on the home page (${Date.now()}).`;
  await answer.fill(text);
  await answer.press('Enter');
  await expect(inboxCount(page)).toHaveText(String(before + 1));
  await expect(headerBadge(page)).toHaveText(String(before + 1));
  await expect(row).toContainText(text);
  // The app's live messaging and the inbox's are one: one socket to the chat hub on the page.
  expect(sockets, `chat-hub sockets opened (${closed} of them closed since)`).toHaveLength(1);

  await row.getByRole('link').click();
  await expect(inboxOf(page).getByRole('heading', { name: 'Conversation with Oskar Lindberg' })).toBeFocused();
  await expect(inboxCount(page)).toHaveCount(0);
  await expect(headerBadge(page)).toHaveCount(0);
  expect(sockets, `chat-hub sockets opened (${closed} of them closed since)`).toHaveLength(1);
  await context.close();
  await oskar.context.close();
});
