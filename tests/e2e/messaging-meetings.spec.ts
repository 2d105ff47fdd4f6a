/**
 * Issue 22's meetings and messages to speakers in <vmx-app> (contracts/messaging.ts, "Meetings" and "Speakers"),
 * against the reference server's seed: a signed-in participant finds "Chat with …" on the page of the programme's
 * speaker who takes messages (server/db/seed/community.ts: speaker@ehc2026.test is the first highlighted author's
 * account), which opens their conversation in the inbox, and writes there; in that conversation, in a second browser
 * context, the participant proposes a meeting from the "Propose a meeting" dialog (in the congress's time zone), the
 * speaker sees it arrive live and accepts it, the participant sees it accepted live, both download its calendar file
 * (.ics), and the meeting hub lists it under "Your meetings". axe-core finds no serious or critical violation on the
 * speaker's page, the dialog and the meeting hub.
 *
 * Accounts: Nora Brandt (server/db/seed/networking.ts) and the speaker, whom no other spec signs in: a sign-in signs
 * the account's other sessions out (single login), and spec files run side by side.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { accessToken, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const NORA = { email: 'nora.brandt@ehc2026.test', name: 'Nora Brandt' } as const;
const SPEAKER_EMAIL = 'speaker@ehc2026.test';
const myArea = (module: string) => `/myarea/${instance}/${event}/${language}/${module}`;
const app = (page: Page) => page.locator('vmx-app');

/** A browser context of its own, signed in on the login page. */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInOnLoginPage(page, email, PASSWORD);
  return { context, page };
}

/** The speaker who takes messages, as the signed-in user of `page` is told of them (GET /api/Networking/Speakers). */
async function messageableSpeaker(request: APIRequestContext, page: Page): Promise<{ AuthorId: number; UserId: number; Name: string }> {
  const id = await eventId(request);
  const reply = await request.get(`/api/Networking/Speakers?eventid=${id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  const { Speakers } = (await reply.json()) as { Speakers: { AuthorId: number; UserId: number; Name: string }[] };
  expect(Speakers).toHaveLength(1);
  return Speakers[0]!;
}

/** The conversation of the signed-in user of `page` with `userId` (the existing one, or a new one): its id. */
async function conversationWith(request: APIRequestContext, page: Page, userId: number): Promise<number> {
  const id = await eventId(request);
  const reply = await request.post(`/api/Messages/Conversations?eventid=${id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { UserId: userId },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { Id: number }).Id;
}

/** A day some days ahead ('YYYY-MM-DD'): in the future on the congress's wall clock too, whatever the hour. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** What a download holds, as text. */
async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

test('a participant writes to the programme’s speaker who takes messages from the speaker’s page', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const nora = await signedIn(browser, baseURL!, NORA.email);
  const speaker = await messageableSpeaker(request, nora.page);

  await nora.page.goto(`/${instance}/${event}/${language}/faculty/${speaker.AuthorId}`);
  const faculty = app(nora.page).locator('[part="faculty"]');
  await expect(faculty.getByRole('heading', { level: 2 })).toContainText(speaker.Name);
  const chat = faculty.getByRole('button', { name: /^Chat with / });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText(speaker.Name);
  // The e-mail to the speaker stays beside it.
  await expect(faculty.getByRole('button', { name: 'Send a message' })).toBeVisible();
  await expectNoSeriousViolations(nora.page, 'speaker page');

  await chat.click();
  await expect(nora.page).toHaveURL(new RegExp(`${myArea('inbox')}/\\d+$`));
  const heading = app(nora.page).getByRole('heading', { name: `Conversation with ${speaker.Name}` });
  await expect(heading).toBeFocused();
  const field = app(nora.page).getByRole('textbox', { name: `Message to ${speaker.Name}` });
  await field.fill('Dear colleague, thank you for your talk. May I ask about your registry data?');
  await field.press('Enter');
  await expect(
    app(nora.page)
      .getByRole('region', { name: `Messages with ${speaker.Name}` })
      .locator('[part="message"]')
      .filter({ hasText: 'May I ask about your registry data?' }),
  ).toHaveAttribute('data-state', 'sent');

  // The speaker's page offers it to no one else but a signed-in ticket holder: signed out, no chat button.
  const visitor = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/${instance}/${event}/${language}/faculty/${speaker.AuthorId}`);
  await expect(app(anonymous).locator('[part="faculty"]').getByRole('link', { name: 'Sign in to send a message' })).toBeVisible();
  await expect(app(anonymous).getByRole('button', { name: /^Chat with / })).toHaveCount(0);
  await visitor.close();
  await nora.context.close();
});

test('a meeting proposed in a conversation reaches the other side live, who accepts it; both download it, and the hub lists it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const nora = await signedIn(browser, baseURL!, NORA.email);
  const speakerContext = await signedIn(browser, baseURL!, SPEAKER_EMAIL);
  const speaker = await messageableSpeaker(request, nora.page);
  const conversationId = await conversationWith(request, nora.page, speaker.UserId);
  const conversation = myArea(`inbox/${conversationId}`);

  // The speaker has the conversation open: the proposal has to come to it live.
  await speakerContext.page.goto(conversation);
  await expect(app(speakerContext.page).getByRole('heading', { name: /^Conversation with / })).toBeVisible();
  await expect(app(speakerContext.page).getByRole('button', { name: 'Propose a meeting' })).toBeVisible();

  await nora.page.goto(conversation);
  await expect(app(nora.page).getByRole('heading', { name: `Conversation with ${speaker.Name}` })).toBeVisible();
  const propose = app(nora.page).getByRole('button', { name: 'Propose a meeting' });
  await propose.click();
  const dialog = nora.page.locator('vmx-app dialog[open]');
  await expect(dialog.getByRole('heading', { name: `Propose a meeting to ${speaker.Name}` })).toBeVisible();
  await expect(dialog).toContainText(/congress’s time zone: .*\(Europe\/Berlin\)/u);
  await expectNoSeriousViolations(nora.page, 'propose a meeting dialog');
  // Escape closes it and gives focus back to the button that opened it.
  await nora.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(propose).toBeFocused();

  await propose.click();
  // A time that has passed is refused in the dialog.
  await dialog.getByLabel('Date', { exact: true }).fill('2020-03-02');
  await dialog.getByLabel('Start time', { exact: true }).fill('10:00');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('This time has already passed. Choose a time in the future.')).toBeVisible();
  await expect(dialog.getByLabel('Date', { exact: true })).toBeFocused();

  const day = daysAhead(3);
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  await dialog.getByLabel('Start time', { exact: true }).fill('10:00');
  await dialog.getByLabel('Duration', { exact: true }).selectOption({ label: '45 minutes' });
  await dialog.getByRole('textbox', { name: 'A note (optional)' }).fill('Coffee at the poster hall?');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toHaveCount(0);
  const noraMeetings = app(nora.page).getByRole('region', { name: 'Meetings' });
  const noraMeeting = noraMeetings.locator('[part="meeting-request"]');
  await expect(noraMeeting).toHaveCount(1);
  await expect(noraMeeting).toContainText('Waiting for an answer');
  await expect(noraMeeting).toContainText('Proposed by you');
  await expect(noraMeeting).toContainText('10:00–10:45');
  await expect(noraMeeting.getByRole('button', { name: /^Cancel meeting on / })).toBeVisible();

  // Live on the speaker's side: the other side's proposal, to accept or decline.
  const speakerMeeting = app(speakerContext.page).getByRole('region', { name: 'Meetings' }).locator('[part="meeting-request"]');
  await expect(speakerMeeting).toContainText(`Proposed by ${NORA.name}`);
  await expect(speakerMeeting).toContainText('Coffee at the poster hall?');
  await expect(speakerMeeting.getByRole('button', { name: /^Decline the meeting on / })).toBeVisible();
  await expect(speakerMeeting.getByRole('button', { name: /^Cancel meeting/ })).toHaveCount(0);
  await speakerMeeting.getByRole('button', { name: /^Accept the meeting on / }).click();
  await expect(speakerMeeting).toContainText('Accepted');
  await expect(speakerMeeting.getByText(/^You accepted the meeting on /u)).toBeFocused();

  // And live back on the proposer's side.
  await expect(noraMeeting).toContainText('Accepted');
  const noraCalendar = noraMeeting.getByRole('button', { name: /^Add to calendar \(\.ics\)/ });
  await expect(noraCalendar).toBeVisible();

  // Both download the calendar file: fetched with their token, saved from the page.
  for (const [page, calendar] of [
    [nora.page, noraCalendar],
    [speakerContext.page, speakerMeeting.getByRole('button', { name: /^Add to calendar \(\.ics\)/ })],
  ] as const) {
    const file = await downloadedText(page, () => calendar.click());
    expect(file.name).toMatch(/^meeting-[0-9a-f-]{36}\.ics$/u);
    expect(file.text).toContain('BEGIN:VCALENDAR');
    expect(file.text).toContain('BEGIN:VEVENT');
    expect(file.text).toContain(`DTSTART;TZID=Europe/Berlin:${day.replaceAll('-', '')}T100000`);
  }

  // The meeting hub lists it under "Your meetings", with its conversation.
  await nora.page.goto(`/meetinghub/${instance}/${event}/${language}`);
  const own = app(nora.page).getByRole('region', { name: 'Your meetings' });
  const listed = own.locator('[part="meeting-request"]').filter({ hasText: '10:00–10:45' });
  await expect(listed).toContainText('Accepted');
  await expect(listed).toContainText(`With ${speaker.Name}`);
  await expect(listed.getByRole('link', { name: `Open the conversation with ${speaker.Name}` })).toHaveAttribute('href', conversation);
  await expect(app(nora.page).locator('[part="meetings"]')).toBeVisible();
  await expectNoSeriousViolations(nora.page, 'meeting hub');

  await nora.context.close();
  await speakerContext.context.close();
});
