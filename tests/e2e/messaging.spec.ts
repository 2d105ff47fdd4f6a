/**
 * Networking and one-to-one messages (issue 22; contracts/messaging.ts) in <vmx-app>, against the reference server's
 * seeded network (server/db/seed/networking.ts): opting in to being found in the networking settings; finding people
 * by name and by area of interest (a hidden name is not found by name); a contact request with a note, answered by its
 * receiver; two participants in two browser contexts writing to each other live both ways, the header's unread badge
 * counting up and clearing when the conversation is read; a message written offline, shown as not sent yet, kept, and
 * sent once when the connection returns. axe-core finds no serious or critical violation on each new page.
 *
 * Each test signs in seeded networkers of its own (not the demo attendee, whom other spec files sign in: a sign-in
 * signs the account's other sessions out).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const myArea = (module: string) => `/myarea/${instance}/${event}/${language}/${module}`;
const messagesPath = `/messages/${instance}/${event}/${language}`;
const app = (page: Page) => page.locator('vmx-app');
/** Two networkers who take messages from everyone (server/db/seed/networking.ts). */
const PRIYA = 'priya.sharma@ehc2026.test';
const MATEO = 'mateo.garcia@ehc2026.test';
/** The messages of the open conversation with `name`, or those of them holding `text`. */
const messagesWith = (page: Page, name: string, text?: string) => {
  const all = app(page)
    .getByRole('region', { name: `Messages with ${name}` })
    .locator('[part="message"]');
  return text === undefined ? all : all.filter({ hasText: text });
};
/** The count on the header's account button (none while there is nothing unread). */
const headerBadge = (page: Page) => page.locator('vmx-app [data-header="user-menu"] [data-header="unread"]');

/** A browser context of its own, signed in as a seeded networker (`firstname.surname@ehc2026.test`). */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInOnLoginPage(page, email, PASSWORD);
  return { context, page };
}

test('an attendee opts in to being found in the networking settings; before, the network says nothing of them is shown', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await signedIn(browser, baseURL!, 'thomas.becker@ehc2026.test');
  await page.goto(myArea('network'));
  await expect(app(page).getByText(/Other participants cannot find you/u)).toBeVisible();
  await app(page).getByRole('link', { name: 'Change your networking settings' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea('networking_settings')}$`));

  const findable = app(page).getByRole('checkbox', { name: 'Let other participants find me in the network' });
  await expect(findable).not.toBeChecked();
  await expect(
    app(page).getByText('Off until you turn it on. Until then, nothing about you is shown to other participants.'),
  ).toBeVisible();
  await expect(app(page).getByRole('checkbox', { name: 'Your name' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'networking settings');

  await findable.check();
  await expect(app(page).getByRole('checkbox', { name: 'Your name' })).toBeEnabled();
  await app(page).getByRole('checkbox', { name: 'Your profession' }).uncheck();
  await app(page).getByRole('radio', { name: 'Every participant' }).check();
  await app(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(app(page).getByRole('status').filter({ hasText: 'Your networking settings are saved.' })).toBeVisible();

  // Saved on the server: a new page load shows the same choices, and the network no longer says they are hidden.
  await page.reload();
  await expect(app(page).getByRole('checkbox', { name: 'Let other participants find me in the network' })).toBeChecked();
  await expect(app(page).getByRole('checkbox', { name: 'Your profession' })).not.toBeChecked();
  await expect(app(page).getByRole('radio', { name: 'Every participant' })).toBeChecked();
  await page.goto(myArea('network'));
  await expect(app(page).getByRole('heading', { name: 'Find people' })).toBeVisible();
  await expect(app(page).getByText(/Other participants cannot find you/u)).toHaveCount(0);
  await context.close();
});

test('finds seeded people by name and by area of interest, but a hidden name is not found by name', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await signedIn(browser, baseURL!, 'jan.novak@ehc2026.test');
  await page.goto(myArea('network'));
  const count = app(page).locator('[data-networking="count"]');
  await expect(count).toHaveText(/^\d+ people in the network$/u);
  await expectNoSeriousViolations(page, 'network');

  const search = app(page).getByRole('searchbox', { name: 'Search by name, area of interest, country or profession' });
  await search.fill('Okafor');
  await expect(count).toHaveText('1 person found');
  const amara = app(page)
    .locator('[part="network-person"]')
    .filter({ has: page.getByRole('heading', { name: 'Amara Okafor' }) });
  await expect(amara).toContainText('Cardiologist');
  await expect(amara.getByRole('button', { name: 'Connect with Amara Okafor' })).toBeVisible();

  await search.fill('Pulmonology');
  await expect(app(page).getByRole('heading', { name: 'Elena Petrova', level: 4 })).toBeVisible();
  await expect(app(page).getByRole('heading', { name: 'Amara Okafor', level: 4 })).toHaveCount(0);

  // Sofia Rossi shows no name: she is not found by it, and where she shows she is "Participant".
  await search.fill('Rossi');
  await expect(count).toHaveText('No one found');
  await search.fill('Cardiac nurse');
  await expect(app(page).getByRole('heading', { name: 'Participant', level: 4 })).toBeVisible();
  await context.close();
});

test('sends a contact request with a note from a dialog, and its receiver accepts it', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const sender = await signedIn(browser, baseURL!, PRIYA);
  await sender.page.goto(myArea('network'));
  await app(sender.page).getByRole('searchbox').fill('Haddad');
  await expect(app(sender.page).locator('[data-networking="count"]')).toHaveText('1 person found');
  const connect = app(sender.page).getByRole('button', { name: 'Connect with Fatima Haddad' });
  await connect.click();
  const dialog = sender.page.locator('vmx-app dialog[open]');
  await expect(dialog.getByRole('heading', { name: 'Connect with Fatima Haddad' })).toBeVisible();
  await expectNoSeriousViolations(sender.page, 'connect dialog');
  // Escape closes it and gives focus back to the button that opened it.
  await sender.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(connect).toBeFocused();

  await connect.click();
  await dialog.getByRole('textbox', { name: 'A note (optional)' }).fill('We met at the paediatric cardiology breakfast.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
  const fatimaCard = app(sender.page).locator('[data-networking="search"] [part="network-person"]').filter({ hasText: 'Fatima Haddad' });
  await expect(fatimaCard.getByText('Request sent')).toBeFocused();
  await expect(app(sender.page).locator('[data-networking="outgoing"]')).toContainText('Fatima Haddad');

  const receiver = await signedIn(browser, baseURL!, 'fatima.haddad@ehc2026.test');
  await receiver.page.goto(myArea('network'));
  const requests = app(receiver.page).getByRole('region', { name: 'Requests to you' });
  await expect(requests).toContainText('We met at the paediatric cardiology breakfast.');
  await requests.getByRole('button', { name: 'Accept the request of Priya Sharma' }).click();
  await expect(app(receiver.page).getByRole('region', { name: 'Requests to you' })).toHaveCount(0);
  await expect(app(receiver.page).getByRole('region', { name: 'Your contacts' })).toContainText('Priya Sharma');
  await sender.context.close();
  await receiver.context.close();
});

/** Priya opens her conversation with Mateo from the network (both take messages from everyone) and is in it. */
async function openConversationWithMateo(page: Page): Promise<string> {
  await page.goto(myArea('network'));
  await app(page).getByRole('searchbox').fill('García');
  await expect(app(page).locator('[data-networking="count"]')).toHaveText('1 person found');
  await app(page).getByRole('button', { name: 'Write to Mateo García' }).click();
  await expect(page).toHaveURL(new RegExp(`${myArea('inbox')}/\\d+$`));
  const heading = app(page).getByRole('heading', { name: 'Conversation with Mateo García' });
  await expect(heading).toBeFocused();
  return new URL(page.url()).pathname;
}

test('two participants write to each other live both ways; the unread badge counts up and clears once read', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const priya = await signedIn(browser, baseURL!, PRIYA);
  const mateo = await signedIn(browser, baseURL!, MATEO);
  await mateo.page.goto(messagesPath);
  await expect(app(mateo.page).locator('[part="inbox-conversations"]')).toBeVisible();
  await expect(headerBadge(mateo.page)).toHaveCount(0);

  const conversation = await openConversationWithMateo(priya.page);
  await expectNoSeriousViolations(priya.page, 'conversation');
  const field = app(priya.page).getByRole('textbox', { name: 'Message to Mateo García' });
  await field.fill('Hello Mateo, the slides are at https://ehc2026.example/slides.');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  const priyaLog = app(priya.page).getByRole('region', { name: 'Messages with Mateo García' });
  await expect(messagesWith(priya.page, 'Mateo García', 'the slides are at')).toHaveAttribute('data-state', 'sent');

  // Mateo's page hears it live: the conversation appears in his list, the badge counts it.
  await expect(headerBadge(mateo.page)).toHaveText('1');
  const row = app(mateo.page).locator(`[data-conversation] a[href="${conversation}"]`);
  await expect(row).toContainText('1 unread message');
  await field.fill('Are you at the poster session later?');
  await field.press('Enter');
  await expect(headerBadge(mateo.page)).toHaveText('2');
  await expect(row).toContainText('2 unread messages');
  await expect(app(mateo.page).getByRole('button', { name: /Account of Mateo García, 2 unread messages/u })).toBeVisible();
  await expectNoSeriousViolations(mateo.page, 'messages page');

  // Reading the conversation clears the count, on the page and on the server.
  await row.click();
  await expect(mateo.page).toHaveURL(new RegExp(`${conversation}$`));
  const mateoLog = app(mateo.page).getByRole('region', { name: 'Messages with Priya Sharma' });
  await expect(mateoLog).toContainText('Are you at the poster session later?');
  const link = mateoLog.getByRole('link', { name: 'https://ehc2026.example/slides' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(headerBadge(mateo.page)).toHaveCount(0);
  await expectNoSeriousViolations(mateo.page, 'inbox conversation');

  // And back: Priya's open conversation shows Mateo's answer as it is sent.
  const answer = app(mateo.page).getByRole('textbox', { name: 'Message to Priya Sharma' });
  await answer.fill('Yes, at 15:30. See you there!');
  await answer.press('Enter');
  await expect(priyaLog).toContainText('Yes, at 15:30. See you there!');
  await expect(headerBadge(priya.page)).toHaveCount(0);

  await mateo.page.reload();
  await expect(app(mateo.page).getByRole('region', { name: 'Messages with Priya Sharma' })).toContainText('Yes, at 15:30.');
  await expect(headerBadge(mateo.page)).toHaveCount(0);
  await priya.context.close();
  await mateo.context.close();
});

test('a message written offline shows as not sent yet, is kept, and is sent once when the connection returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const priya = await signedIn(browser, baseURL!, PRIYA);
  const mateo = await signedIn(browser, baseURL!, MATEO);
  const conversation = await openConversationWithMateo(priya.page);
  await mateo.page.goto(conversation);
  const mateoLog = app(mateo.page).getByRole('region', { name: 'Messages with Priya Sharma' });
  await expect(mateoLog).toBeVisible();

  await priya.context.setOffline(true);
  const field = app(priya.page).getByRole('textbox', { name: 'Message to Mateo García' });
  await field.fill('Written on the train, offline.');
  await field.press('Enter');
  const pending = messagesWith(priya.page, 'Mateo García', 'Written on the train, offline.');
  await expect(pending).toHaveAttribute('data-state', 'waiting');
  await expect(pending).toContainText('Not sent yet: it will be sent when you are back online.');
  // Kept in local storage with its UUID, for a reload.
  const kept = await priya.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('vmx-outbox:'))
      .map((key) => localStorage.getItem(key)),
  );
  expect(kept.join('')).toContain('Written on the train, offline.');
  await expect(mateoLog).not.toContainText('Written on the train');

  await priya.context.setOffline(false);
  await expect(pending).toHaveAttribute('data-state', 'sent');
  await expect(pending).toHaveCount(1);
  await expect(messagesWith(mateo.page, 'Priya Sharma', 'Written on the train, offline.')).toHaveCount(1);
  // Once on the server too, and nothing left in the outbox.
  await mateo.page.reload();
  await expect(messagesWith(mateo.page, 'Priya Sharma', 'Written on the train, offline.')).toHaveCount(1);
  expect(await priya.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vmx-outbox:')))).toEqual([]);
  await priya.context.close();
  await mateo.context.close();
});

test('a message whose sending fails on the network is kept over a reload, and sent once when the network returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const priya = await signedIn(browser, baseURL!, PRIYA);
  const conversation = await openConversationWithMateo(priya.page);
  // The browser says it is online, but every message sent is lost on the way.
  let lost = 0;
  await priya.page.route('**/api/Messages/Conversations/*/Messages*', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    lost++;
    return route.abort('internetdisconnected');
  });
  const field = app(priya.page).getByRole('textbox', { name: 'Message to Mateo García' });
  await field.fill('Sent through a captive portal.');
  await field.press('Enter');
  const message = messagesWith(priya.page, 'Mateo García', 'Sent through a captive portal.');
  await expect(message).toHaveAttribute('data-state', 'waiting');

  // A reload keeps it (local storage), still waiting, and tries again as the page starts.
  await priya.page.reload();
  await expect(message).toHaveAttribute('data-state', 'waiting');
  await expect.poll(() => lost).toBeGreaterThan(1);

  await priya.page.unroute('**/api/Messages/Conversations/*/Messages*');
  await priya.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(message).toHaveAttribute('data-state', 'sent');
  await priya.page.goto(conversation);
  await expect(message).toHaveCount(1);
  await priya.context.close();
});

test('the messages page asks a visitor to sign in, and shows the inbox in German', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(messagesPath);
  const signedOut = app(page).locator('[data-networking="signed-out"]');
  await expect(signedOut).toContainText('Sign in to read and write your messages.');
  await expect(signedOut.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(messagesPath)}`,
  );

  const { context, page: german } = await signedIn(browser, baseURL!, 'elena.petrova@ehc2026.test');
  await german.goto(`/messages/${instance}/${event}/de-DE`);
  await expect(app(german).getByRole('heading', { name: 'Unterhaltungen' })).toBeVisible();
  await expect(app(german).getByRole('link', { name: 'Personen im Netzwerk finden' }).first()).toBeVisible();
  await expectNoSeriousViolations(german, 'messages de-DE');
  await context.close();
});
