/**
 * Networking's safety (issue 22; contracts/messaging.ts, "Safety") in <vmx-app>, against the reference server's seeded
 * network (server/db/seed/networking.ts): a participant blocks another from the network page (asked first), after
 * which neither finds the other, and unblocks them again from the networking settings' list; a participant reports a
 * message of someone else from their conversation, the event's moderator removes it on the moderation page (reached
 * from the inbox's link), and the reporter's open conversation shows it removed, live; the moderator suspends the
 * sender of another reported message, who may then network no more, and lifts the suspension again, after which the
 * sender writes again. axe-core finds no serious or critical violation on each new page and dialog.
 *
 * Each test signs in seeded networkers no other spec file signs in (a sign-in signs the account's other sessions out),
 * in browser contexts of their own.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const myArea = (module: string) => `/myarea/${instance}/${event}/${language}/${module}`;
const app = (page: Page) => page.locator('vmx-app');
const dialogOf = (page: Page) => page.locator('vmx-app dialog[open]');
/** Findable networkers (server/db/seed/networking.ts): Amara takes messages from everyone, Ingrid from contacts. */
const AMARA = 'amara.okafor@ehc2026.test';
const INGRID = 'ingrid.johansson@ehc2026.test';
/** Sofia shows no name and takes messages from everyone; Kenji takes messages from no one, but may write. */
const SOFIA = 'sofia.rossi@ehc2026.test';
const KENJI = 'kenji.tanaka@ehc2026.test';
/** A moderator of ehc2026: the preview super user (seed/identity.ts), whom the server lets moderate. */
const MODERATOR = 'moderator@ehc2026.test';

/** A browser context of its own, signed in as a seeded account. */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInOnLoginPage(page, email, PASSWORD);
  return { context, page };
}

/** Kenji writes `text` to Sofia (who shows no name: "Participant") from the network; the conversation's path. */
async function kenjiWritesToSofia(kenji: Page, text: string): Promise<string> {
  await kenji.goto(myArea('network'));
  await app(kenji).getByRole('searchbox', { name: 'Search by name, area of interest, country or profession' }).fill('Cardiac nurse');
  await app(kenji).getByRole('button', { name: 'Write to Participant' }).click();
  await expect(kenji).toHaveURL(new RegExp(`${myArea('inbox')}/\\d+$`));
  const field = app(kenji).getByRole('textbox', { name: 'Message to Participant' });
  await field.fill(text);
  await field.press('Enter');
  await expect(app(kenji).locator('[part="message"]').filter({ hasText: text })).toHaveAttribute('data-state', 'sent');
  return new URL(kenji.url()).pathname;
}

/** Searches the network and waits for the count the search says. */
async function search(page: Page, query: string, count: string): Promise<void> {
  await app(page).getByRole('searchbox', { name: 'Search by name, area of interest, country or profession' }).fill(query);
  await expect(app(page).locator('[data-networking="count"]')).toHaveText(count);
}

test('a participant blocks another from the network: neither finds the other, until the block is lifted in the settings', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ingrid = await signedIn(browser, baseURL!, INGRID);
  await ingrid.page.goto(myArea('network'));
  await search(ingrid.page, 'Okafor', '1 person found');

  const amara = await signedIn(browser, baseURL!, AMARA);
  await amara.page.goto(myArea('network'));
  await search(amara.page, 'Johansson', '1 person found');
  const block = app(amara.page).getByRole('button', { name: 'Block Ingrid Johansson' });
  await block.click();
  const dialog = dialogOf(amara.page);
  await expect(dialog.getByRole('heading', { name: 'Block Ingrid Johansson?' })).toBeVisible();
  await expect(dialog).toContainText('Ingrid Johansson is not told that you blocked them.');
  await expectNoSeriousViolations(amara.page, 'block dialog');
  // Escape cancels, and focus is back on the button.
  await amara.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(block).toBeFocused();

  await block.click();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // The card leaves the search; the page says what happened, and focus is there.
  await expect(app(amara.page).locator('[data-networking="safety-notice"]')).toBeFocused();
  await expect(app(amara.page).locator('[data-networking="safety-notice"]')).toHaveText('You blocked Ingrid Johansson.');
  await expect(app(amara.page).locator('[data-networking="count"]')).toHaveText('No one found');
  await expectNoSeriousViolations(amara.page, 'network after a block');

  // Ingrid no longer finds Amara, and is not told why.
  await ingrid.page.reload();
  await search(ingrid.page, 'Okafor', 'No one found');

  // Amara's settings list Ingrid, with Unblock; unblocked, each finds the other again.
  await amara.page.goto(myArea('networking_settings'));
  const blocked = app(amara.page).getByRole('region', { name: 'Blocked people' });
  await expect(blocked).toContainText('Ingrid Johansson');
  await expectNoSeriousViolations(amara.page, 'networking settings with blocked people');
  await blocked.getByRole('button', { name: 'Unblock Ingrid Johansson' }).click();
  await expect(blocked).toContainText('You have not blocked anyone.');
  await expect(blocked.getByRole('heading', { name: 'Blocked people' })).toBeFocused();
  await ingrid.page.reload();
  await search(ingrid.page, 'Okafor', '1 person found');
  await amara.context.close();
  await ingrid.context.close();
});

test('a participant reports a message, a moderator removes it, and the reporter’s open conversation shows it removed, live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const text = `Buy cheap followers now at https://spam.example/${Date.now()}`;

  // Kenji writes to Sofia (who shows no name: "Participant"), from the network.
  const kenji = await signedIn(browser, baseURL!, KENJI);
  const conversation = await kenjiWritesToSofia(kenji.page, text);

  // Sofia reports it from her open conversation.
  const sofia = await signedIn(browser, baseURL!, SOFIA);
  await sofia.page.goto(conversation);
  const log = app(sofia.page).getByRole('region', { name: 'Messages with Kenji Tanaka' });
  const reported = log.locator('[part="message"]').filter({ hasText: text });
  await expect(reported).toBeVisible();
  const report = reported.getByRole('button', { name: 'Report message from Kenji Tanaka' });
  await report.click();
  const dialog = dialogOf(sofia.page);
  await expect(dialog.getByRole('heading', { name: 'Report a message' })).toBeVisible();
  await expect(dialog).toContainText(text);
  await expectNoSeriousViolations(sofia.page, 'report dialog');
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('textbox', { name: 'A note for the organisers (optional)' }).fill('Sent to everyone at the congress.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
  await expect(reported.getByRole('status')).toHaveText('Thanks — the organisers will review it.');

  // The moderator finds it through the inbox's link, and removes the message after confirming.
  const moderator = await signedIn(browser, baseURL!, MODERATOR);
  await moderator.page.goto(myArea('inbox'));
  await app(moderator.page).getByRole('link', { name: 'Reports to review' }).click();
  await expect(moderator.page).toHaveURL(new RegExp(`${myArea('moderation')}$`));
  const card = app(moderator.page).locator('[part="moderation-report"]').filter({ hasText: text });
  await expect(card).toContainText('Spam or advertising');
  await expect(card).toContainText('Sent to everyone at the congress.');
  await expect(card.getByRole('heading', { name: 'Message from Kenji Tanaka' })).toBeVisible();
  await expectNoSeriousViolations(moderator.page, 'moderation page');
  await card.getByRole('button', { name: 'Remove the message from Kenji Tanaka' }).click();
  const confirm = dialogOf(moderator.page);
  await expect(confirm.getByRole('heading', { name: 'Remove this message?' })).toBeVisible();
  await expectNoSeriousViolations(moderator.page, 'remove dialog');
  await confirm.getByRole('button', { name: 'Remove message' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByText('Done: Message removed.')).toBeFocused();
  await expect(card.locator('[data-networking="report-status"]')).toHaveText('Message removed');

  // Sofia's open conversation (and Kenji's) shows it removed, without a reload.
  await expect(log).toContainText('This message was removed by a moderator.');
  await expect(log).not.toContainText(text);
  const kenjiLog = app(kenji.page).getByRole('region', { name: 'Messages with Participant' });
  await expect(kenjiLog).toContainText('This message was removed by a moderator.');
  await expect(kenjiLog).not.toContainText(text);
  // And so it stays.
  await sofia.page.reload();
  await expect(app(sofia.page).getByRole('region', { name: 'Messages with Kenji Tanaka' })).toContainText(
    'This message was removed by a moderator.',
  );
  await kenji.context.close();
  await sofia.context.close();
  await moderator.context.close();
});

test('the moderation page tells someone who is not a moderator that only moderators see reports', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, page } = await signedIn(browser, baseURL!, SOFIA);
  await page.goto(myArea('inbox'));
  await expect(app(page).locator('[part="inbox-conversations"]')).toBeVisible();
  await expect(app(page).getByRole('link', { name: 'Reports to review' })).toHaveCount(0);
  await page.goto(myArea('moderation'));
  await expect(app(page).getByText('Only the event’s moderators see reports.')).toBeVisible();
  await expectNoSeriousViolations(page, 'moderation page, not a moderator');
  await context.close();
});

test('a moderator suspends a sender, who networks no more, and lifts the suspension: the sender writes again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const text = `You will regret ignoring me ${Date.now()}`;
  const kenji = await signedIn(browser, baseURL!, KENJI);
  const conversation = await kenjiWritesToSofia(kenji.page, text);

  // Sofia reports it.
  const sofia = await signedIn(browser, baseURL!, SOFIA);
  await sofia.page.goto(conversation);
  const log = app(sofia.page).getByRole('region', { name: 'Messages with Kenji Tanaka' });
  const reported = log.locator('[part="message"]').filter({ hasText: text });
  await reported.getByRole('button', { name: 'Report message from Kenji Tanaka' }).click();
  const dialog = dialogOf(sofia.page);
  await dialog.getByRole('radio', { name: 'Harassment or threats' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reported.getByRole('status')).toHaveText('Thanks — the organisers will review it.');

  // The moderator suspends Kenji, after confirming.
  const moderator = await signedIn(browser, baseURL!, MODERATOR);
  await moderator.page.goto(myArea('moderation'));
  const open = app(moderator.page).locator('[part="moderation-report"]').filter({ hasText: text });
  await open.getByRole('button', { name: 'Remove the message and suspend Kenji Tanaka' }).click();
  const confirm = dialogOf(moderator.page);
  await expect(confirm.getByRole('heading', { name: 'Suspend Kenji Tanaka?' })).toBeVisible();
  await expectNoSeriousViolations(moderator.page, 'suspend dialog');
  await confirm.getByRole('button', { name: 'Suspend sender' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(open.getByText('Done: Sender suspended.')).toBeFocused();
  await expect(open.locator('[data-networking="report-sender"]')).toHaveText('Kenji Tanaka (suspended)');

  // Kenji may network no more.
  await kenji.page.goto(myArea('network'));
  await expect(app(kenji.page).getByText(/The organisers have suspended your networking at this congress/u)).toBeVisible();

  // The report is among the suspensions; the moderator lifts it there, after confirming.
  await app(moderator.page).getByRole('tab', { name: 'Sender suspended' }).click();
  const suspended = app(moderator.page).locator('[part="moderation-report"]').filter({ hasText: text });
  await expect(suspended.locator('[data-networking="report-sender"]')).toHaveText('Kenji Tanaka (suspended)');
  await expectNoSeriousViolations(moderator.page, 'moderation page, suspended senders');
  const lift = suspended.getByRole('button', { name: 'Lift the suspension of Kenji Tanaka' });
  await lift.click();
  await expect(confirm.getByRole('heading', { name: 'Lift the suspension of Kenji Tanaka?' })).toBeVisible();
  await expectNoSeriousViolations(moderator.page, 'lift dialog');
  // Escape cancels, and focus is back on the button.
  await moderator.page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(lift).toBeFocused();
  await lift.click();
  await confirm.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(suspended.getByText('Done: Kenji Tanaka can network again.')).toBeFocused();
  await expect(suspended.locator('[data-networking="report-sender"]')).toHaveText('Kenji Tanaka (suspension lifted)');
  await expect(suspended.locator('[data-networking="report-status"]')).toHaveText('Sender suspended');
  await expectNoSeriousViolations(moderator.page, 'moderation page after lifting a suspension');

  // At once, Kenji networks and writes again, and Sofia's open conversation shows his new message.
  const again = `Sorry, that was out of line ${Date.now()}`;
  await kenjiWritesToSofia(kenji.page, again);
  await expect(log).toContainText(again);
  await kenji.context.close();
  await sofia.context.close();
  await moderator.context.close();
});
