/**
 * Issue 22's meetings and messages to speakers in <vmx-app> (contracts/messaging.ts, "Meetings" and "Speakers"),
 * against the reference server's seed: a signed-in participant finds "Chat with …" on the page of the programme's
 * speaker who takes messages (server/db/seed/community.ts: speaker@ehc2026.test is the first highlighted author's
 * account), which opens their conversation in the inbox, and writes there; in that conversation, in a second browser
 * context, the participant proposes a meeting from the "Propose a meeting" dialog (in the congress's time zone), the
 * speaker sees it arrive live and accepts it, the participant sees it accepted live, both download its calendar file
 * (.ics), and the meeting hub lists it under "Your meetings". From the meeting hub, with no conversation yet, an
 * attendee proposes a meeting to an exhibitor (the dialog asks whom to meet: the exhibitors that offer a chat and the
 * attendee's contacts); a member of the company's staff, on the hub in a second browser context, sees it arrive
 * waiting for an answer and accepts it, and both download its calendar file. The dialog keeps focus inside and gives
 * it back to the button that opened it. axe-core finds no serious or critical violation on the speaker's page, the
 * dialogs and the meeting hub.
 *
 * Accounts: Nora Brandt and Ruth Ebner (server/db/seed/networking.ts), the speaker and Henrik Lund, the staff company's
 * third member of staff (server/db/seed/community.ts), whom no other spec signs in: a sign-in signs the account's
 * other sessions out (single login), and spec files run side by side.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { accessToken, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const PASSWORD = 'vmx-demo-2026';
const NORA = { email: 'nora.brandt@ehc2026.test', name: 'Nora Brandt' } as const;
const SPEAKER_EMAIL = 'speaker@ehc2026.test';
const RUTH = { email: 'ruth.ebner@ehc2026.test', name: 'Ruth Ebner' } as const;
/** A member of the staff of the demo's company that offers a chat (staff@ehc2026.test's company). */
const HENRIK_EMAIL = 'henrik.lund@ehc2026.test';
const COMPANY = { id: 'ca-0030', name: 'Nephrovita Pharma' } as const;
const myArea = (module: string) => `/myarea/${instance}/${event}/${language}/${module}`;
const meetingHub = `/meetinghub/${instance}/${event}/${language}`;
const app = (page: Page) => page.locator('vmx-app');

/** A browser context of its own, signed in on the login page. */
async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInOnLoginPage(page, email, PASSWORD);
  return { context, page };
}

/** The same for a member of a company's staff, whose first sign-in lands in the company's lounge instead of home. */
async function signedInAsStaff(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/login/${instance}/${event}/${language}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/${instance}/${event}/${language}/profile/${COMPANY.id}/lounge$|/home/${instance}/${event}/${language}$`),
  );
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

/**
 * The event's advertisements marked as seen in a context (their cookie, docs/rules/shell-access-identity.md section 3):
 * the meeting hub's popup would otherwise open over the page a few seconds in, whenever its rules let it.
 */
async function adsSeen(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<void> {
  const reply = await request.get(`/api/Exhibition/EventAdvertisement/${await eventId(request)}/${language}`);
  expect(reply.ok()).toBe(true);
  const ads = (await reply.json()) as { id: number }[];
  await context.addCookies(ads.map((ad) => ({ name: `${event}.ad.${ad.id}`, value: String(Date.now()), url: baseURL })));
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

test('from the meeting hub an attendee proposes a meeting to an exhibitor, whose staff accept it there; both download it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const profile = await request.get(`/api/exhibition/CompanyAccount/${await eventId(request)}/${language}/${COMPANY.id}`);
  expect(((await profile.json()) as { Name: string }).Name).toBe(COMPANY.name);
  const ruth = await signedIn(browser, baseURL!, RUTH.email);
  const staff = await signedInAsStaff(browser, baseURL!, HENRIK_EMAIL);
  for (const { context } of [ruth, staff]) await adsSeen(request, context, baseURL!);

  // The staff member has the hub open: the proposal has to come to it live.
  await staff.page.goto(meetingHub);
  const staffOwn = app(staff.page).getByRole('region', { name: 'Your meetings' });
  await expect(staffOwn.getByRole('button', { name: 'Propose a meeting' })).toBeVisible();

  await ruth.page.goto(meetingHub);
  const own = app(ruth.page).getByRole('region', { name: 'Your meetings' });
  await expect(own).toContainText('You have no meetings yet');
  const propose = own.getByRole('button', { name: 'Propose a meeting' });
  // By keyboard: the button opens the dialog, which asks whom to meet first.
  await propose.focus();
  await ruth.page.keyboard.press('Enter');
  const dialog = ruth.page.locator('vmx-app dialog[open]');
  await expect(dialog.getByRole('heading', { name: 'Propose a meeting' })).toBeVisible();
  const partner = dialog.getByLabel('With', { exact: true });
  await expect(partner.locator('optgroup[label="Exhibitors"] > option', { hasText: COMPANY.name })).toHaveCount(1);
  await expectNoSeriousViolations(ruth.page, 'meeting hub with the propose a meeting dialog');
  // Focus stays inside: Tab past the last control comes back to the first, Shift+Tab the other way.
  const controls = dialog.getByRole('button', { name: 'Cancel' });
  await controls.last().focus();
  await ruth.page.keyboard.press('Tab');
  await expect(controls.first()).toBeFocused();
  await ruth.page.keyboard.press('Shift+Tab');
  await expect(controls.last()).toBeFocused();
  // Escape closes it and gives focus back to the button that opened it.
  await ruth.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(propose).toBeFocused();

  await ruth.page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(1);
  // No one chosen: said at the field, which takes focus.
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('Choose whom you would like to meet.')).toBeVisible();
  await expect(partner).toBeFocused();

  const day = daysAhead(4);
  await partner.selectOption({ label: COMPANY.name });
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  await dialog.getByLabel('Start time', { exact: true }).fill('11:30');
  await dialog.getByRole('textbox', { name: 'A note (optional)' }).fill('Could you show me the dialysis registry?');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(propose).toBeFocused();
  await expect(own.getByRole('status').filter({ hasText: `Your proposal was sent to ${COMPANY.name}:` })).toContainText('11:30–12:00');
  const ruthMeeting = own.locator('[part="meeting-request"]').filter({ hasText: '11:30–12:00' });
  await expect(ruthMeeting).toContainText('Waiting for an answer');
  await expect(ruthMeeting).toContainText(`With ${COMPANY.name}`);

  // Live on the staff's hub: waiting for the company's answer, from the attendee.
  const staffMeeting = staffOwn.locator('[part="meeting-request"]').filter({ hasText: '11:30–12:00' });
  await expect(staffMeeting).toContainText('Waiting for an answer');
  await expect(staffMeeting).toContainText(`With ${RUTH.name}`);
  await expect(staffMeeting).toContainText('Could you show me the dialysis registry?');
  await staffMeeting.getByRole('button', { name: /^Accept the meeting on / }).click();
  await expect(staffMeeting).toContainText('Accepted');

  // And live back on the attendee's hub; both download the calendar file.
  await expect(ruthMeeting).toContainText('Accepted');
  for (const [page, meeting] of [
    [ruth.page, ruthMeeting],
    [staff.page, staffMeeting],
  ] as const) {
    const file = await downloadedText(page, () => meeting.getByRole('button', { name: /^Add to calendar \(\.ics\)/ }).click());
    expect(file.name).toMatch(/^meeting-[0-9a-f-]{36}\.ics$/u);
    expect(file.text).toContain('BEGIN:VEVENT');
    expect(file.text).toContain(`DTSTART;TZID=Europe/Berlin:${day.replaceAll('-', '')}T113000`);
  }

  await ruth.context.close();
  await staff.context.close();
});
