/**
 * The programme's detail pages: a session (facts, presentations, star, .ics, rating, notes and comments),
 * a presentation (and its player route), a speaker (and the message to them), the not-found state, and
 * a Session policy that closes a session to a visitor.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { createConfirmedAccount, DEMO, expect, signInOnLoginPage, test, expectNoSeriousViolations, eventId } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;

interface Session {
  Id: number;
  Name: string;
  RoomName: string;
  Presentations: {
    Id: number;
    Title: string;
    SpeakerId: number | null;
    SpeakerFirstname: string;
    SpeakerSurname: string;
    StartDateTime: string;
  }[];
}

/** A session without a Session policy (10001 and 10002 carry one) that has presentations. */
async function openSession(request: APIRequestContext, sessionId = 10003): Promise<Session> {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as Session[];
  const session = sessions.find((entry) => entry.Id === sessionId);
  expect(session?.Presentations.length).toBeGreaterThan(0);
  return session!;
}

async function signIn(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const { email, password } = await createConfirmedAccount(request, baseURL, label);
  await signInOnLoginPage(page, email, password);
  return email;
}

const app = (page: Page) => page.locator('vmx-app');

test('a session page shows its facts and its presentations in time order, each linking to its page and speaker', async ({
  page,
  request,
}) => {
  const session = await openSession(request);
  const viewCounts: string[] = [];
  page.on('request', (sent) => {
    if (/SetSessionViewCount/i.test(sent.url())) viewCounts.push(sent.url());
  });
  await page.goto(`${base}/session/${session.Id}`);
  const article = app(page).locator('[part="session"]');
  await expect(article.getByRole('heading', { level: 2, name: session.Name })).toBeVisible();
  await expect(article).toContainText(session.RoomName);
  const ordered = [...session.Presentations].sort((a, b) => a.StartDateTime.localeCompare(b.StartDateTime));
  const items = article.locator('[data-presentation-id]');
  await expect(items).toHaveCount(ordered.length);
  for (const [index, presentation] of ordered.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link', { name: presentation.Title })).toHaveAttribute('href', `${base}/presentation/${presentation.Id}`);
    await expect(item.getByRole('link', { name: `${presentation.SpeakerFirstname} ${presentation.SpeakerSurname}` })).toHaveAttribute(
      'href',
      `${base}/faculty/${presentation.SpeakerId}`,
    );
  }
  // The time in the event's time zone (Europe/Berlin in June: UTC+2): 06:30Z is 08:30.
  await expect(article.locator('dd').first()).toContainText('08:30–10:00');
  // One view counted for this page view.
  await expect.poll(() => viewCounts.length).toBe(1);
  expect(viewCounts[0]).toContain(`sessionid=${session.Id}`);
});

test('a starred session stays starred after a reload', async ({ page, request, baseURL }) => {
  const session = await openSession(request);
  await signIn(page, request, baseURL!, 'detail-star');
  await page.goto(`${base}/session/${session.Id}`);
  const article = app(page).locator('[part="session"]');
  await article.getByRole('button', { name: `Add ${session.Name} to my programme` }).click();
  await expect(article.getByRole('button', { name: `Remove ${session.Name} from my programme` })).toHaveAttribute('data-favourite', 'on');
  await page.reload();
  await expect(
    app(page)
      .locator('[part="session"]')
      .getByRole('button', { name: `Remove ${session.Name} from my programme` }),
  ).toHaveAttribute('data-favourite', 'on');
});

test('the Add to calendar link opens an .ics file with the session as a VEVENT', async ({ page, request }) => {
  const session = await openSession(request);
  await page.goto(`${base}/session/${session.Id}`);
  const link = app(page).getByRole('link', { name: 'Add to calendar' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  await expect(link).toHaveAttribute('download', '');
  const reply = await request.get((await link.getAttribute('href'))!);
  expect(reply.ok()).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(await reply.text()));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent).not.toBeNull();
  expect(vevent!.getFirstPropertyValue('dtstart')).not.toBeNull();
});

test('a signed-in user writes a note, a comment shown as literal text, a reply, and likes the comment', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await openSession(request, 10005);
  await signIn(page, request, baseURL!, 'detail-notes');
  await page.goto(`${base}/session/${session.Id}`);
  const notes = app(page).locator('[part="notes"]');

  const myNotes = notes.locator('[data-part="notes"]');
  await myNotes.getByLabel('New note').fill('Remember the slide on dosing');
  await myNotes.getByRole('button', { name: 'Save note' }).click();
  await expect(myNotes.locator('[data-note-id]')).toContainText('Remember the slide on dosing');
  await expect(myNotes.getByLabel('New note')).toHaveValue('');

  const comments = notes.locator('[data-part="comments"]');
  const comment = `<b>bold</b> claim ${Date.now()}`;
  await comments.getByLabel('Your comment').fill(comment);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const entry = comments.locator('[data-note-id]').filter({ hasText: comment }).first();
  // Shown as text: the tags are visible characters and no <b> element exists.
  await expect(entry).toContainText('<b>bold</b>');
  await expect(entry.locator('b')).toHaveCount(0);

  await entry.getByRole('button', { name: 'Reply' }).click();
  // One level of replies: a reply has no Reply button of its own.
  await comments.getByLabel(/Your reply to/).fill('A reply to that');
  await comments.getByRole('button', { name: 'Post reply' }).click();
  await expect(comments.locator('ul[aria-label="Replies"] [data-note-id]')).toContainText('A reply to that');
  await expect(entry.getByRole('button', { name: 'Reply' })).toHaveCount(1);

  // The comment's own button comes first; its reply (inside the thread) has one of its own.
  await entry.getByRole('button', { name: 'Like (0)' }).first().click();
  await expect(entry.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(entry.getByRole('button', { name: 'Like (0)' })).toHaveCount(1);

  // The note stays private and the comment public after a reload.
  await page.reload();
  await expect(app(page).locator('[data-part="notes"] [data-note-id]')).toContainText('Remember the slide on dosing');
  await expect(app(page).locator('[data-part="comments"]')).toContainText(comment);
});

test('a comment over 4000 characters is refused with a clear error and the text is kept', async ({ page, request, baseURL }) => {
  const session = await openSession(request, 10006);
  await signIn(page, request, baseURL!, 'detail-limit');
  await page.goto(`${base}/session/${session.Id}`);
  const comments = app(page).locator('[data-part="comments"]');
  const field = comments.getByLabel('Your comment');
  await field.fill('x'.repeat(4001));
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments).toContainText('This is too long: at most 4,000 characters.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('x'.repeat(4001));
});

test('a comment another user reported is hidden for the reporter, who is told so', async ({ page, request, baseURL, browser }) => {
  const session = await openSession(request, 10007);
  const text = `Worth reporting ${Date.now()}`;
  // Another user writes the comment, in a page of their own.
  const author = await browser.newPage({ baseURL });
  await signIn(author, request, baseURL!, 'detail-author');
  await author.goto(`${base}/session/${session.Id}`);
  await app(author).locator('[data-part="comments"]').getByLabel('Your comment').fill(text);
  await app(author).locator('[data-part="comments"]').getByRole('button', { name: 'Post comment' }).click();
  await expect(app(author).locator('[data-part="comments"]')).toContainText(text);
  await author.close();

  await signIn(page, request, baseURL!, 'detail-reporter');
  await page.goto(`${base}/session/${session.Id}`);
  const entry = app(page).locator('[data-part="comments"] [data-note-id]').filter({ hasText: text });
  await entry.getByRole('button', { name: 'Report' }).click();
  const dialog = app(page).getByRole('dialog', { name: 'Report this comment?' });
  await dialog.getByRole('button', { name: 'Report as inappropriate' }).click();
  await expect(app(page).locator('[data-part="comments"] [data-hidden="reported"]')).toContainText(
    'You reported this comment as inappropriate',
  );
  await expect(app(page).locator('[data-part="comments"]')).not.toContainText(text);
});

test('a write answered 401 keeps the typed text and says that notes need an account', async ({ page, request, baseURL }) => {
  const session = await openSession(request, 10008);
  await signIn(page, request, baseURL!, 'detail-expired');
  await page.goto(`${base}/session/${session.Id}`);
  const myNotes = app(page).locator('[data-part="notes"]');
  await expect(myNotes.getByLabel('New note')).toBeVisible();
  await page.route('**/api/App/CreateNote**', (route) =>
    route.fulfill({ status: 401, body: '{"message":"unauthorized"}', contentType: 'application/json' }),
  );
  await myNotes.getByLabel('New note').fill('Typed before the sign-in ended');
  await myNotes.getByRole('button', { name: 'Save note' }).click();
  await expect(myNotes.getByRole('alert')).toContainText('Notes and comments need an account');
  await expect(myNotes.getByRole('link', { name: 'Sign in to write notes and comments' })).toBeVisible();
  await expect(myNotes.getByLabel('New note')).toHaveValue('Typed before the sign-in ended');
});

test('a visitor who is not signed in is offered sign-in for notes, comments and the rating', async ({ page, request }) => {
  const session = await openSession(request);
  await page.goto(`${base}/session/${session.Id}`);
  const notes = app(page).locator('[part="notes"]');
  await expect(notes).toContainText('Notes and comments need an account.');
  const signIn = notes.getByRole('link', { name: 'Sign in to write notes and comments' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(`${base}/session/${session.Id}`)}`,
  );
  await expect(notes.getByRole('textbox')).toHaveCount(0);
  const rating = app(page).locator('[part="rating"]');
  await expect(rating.getByRole('link', { name: 'Sign in to rate this session' })).toBeVisible();
  await expect(rating.getByRole('radio')).toHaveCount(0);
});

test('a signed-in user rates a session with the keyboard and sees their rating and the average', async ({ page, request, baseURL }) => {
  const session = await openSession(request, 10009);
  await signIn(page, request, baseURL!, 'detail-rating');
  await page.goto(`${base}/session/${session.Id}`);
  const rating = app(page).locator('[part="rating"]');
  await expect(rating.getByRole('group', { name: 'Your rating' })).toBeVisible();
  await rating.getByRole('radio', { name: '3 of 5 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await rating.getByLabel('Comment (optional)').fill('Clear and useful');
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating).toContainText('Thank you, your rating is saved.');
  await expect(rating).toContainText('Your rating: 4 of 5');
  await expect(rating).toContainText('Average 4.0 of 5 (ratings: 1)');
  await page.reload();
  await expect(app(page).locator('[part="rating"]').getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
});

test('a presentation page shows its session, speaker and abstract; the player route says there is no recording', async ({
  page,
  request,
}) => {
  const id = await eventId(request);
  const presentations = (await (await request.get(`/api/Modules/PAGPresentations?eventid=${id}&language=${language}`)).json()) as {
    Id: number;
    Title: string;
    SessionId: number;
    SessionName: string;
    SpeakerId: number;
    SpeakerSurname: string;
    AbstractId: number | null;
  }[];
  const presentation = presentations.find((entry) => entry.AbstractId !== null && entry.SessionId > 10002)!;
  await page.goto(`${base}/presentation/${presentation.Id}`);
  const article = app(page).locator('[part="presentation"]');
  await expect(article.getByRole('heading', { level: 2, name: presentation.Title })).toBeVisible();
  await expect(article.getByRole('link', { name: presentation.SessionName })).toHaveAttribute(
    'href',
    `${base}/session/${presentation.SessionId}`,
  );
  await expect(article.getByRole('link', { name: new RegExp(presentation.SpeakerSurname) })).toHaveAttribute(
    'href',
    `${base}/faculty/${presentation.SpeakerId}`,
  );
  await expect(article.getByRole('heading', { level: 3, name: 'Abstract' })).toBeVisible();
  await expect(article.locator('[data-abstract-id]')).toContainText('Background');
  await expect(article.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /DownloadOutlookAppointmentPresentation/);

  await page.goto(`/presentationplayer/${instance}/${event}/${language}/${presentation.Id}`);
  await expect(app(page).locator('[part="presentation"]')).toContainText('No recording is available for this presentation yet.');
});

test('a message to a speaker needs a subject, reaches the speaker’s address, and the dialog closes by itself', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await openSession(request);
  const speaker = session.Presentations[0]!;
  await signIn(page, request, baseURL!, 'detail-message');
  await page.goto(`${base}/faculty/${speaker.SpeakerId}`);
  const article = app(page).locator('[part="faculty"]');
  await expect(article.getByRole('heading', { level: 2 })).toContainText(`${speaker.SpeakerFirstname} ${speaker.SpeakerSurname}`);
  await expect(article.getByRole('link', { name: speaker.Title })).toBeVisible();

  await article.getByRole('button', { name: 'Send a message' }).click();
  const dialog = app(page).getByRole('dialog', { name: /Message to/ });
  await expect(dialog.getByLabel('Your e-mail')).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expectNoSeriousViolations(page, 'speaker-message dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Please enter a subject.');
  await expect(dialog.getByLabel('Subject')).toBeFocused();

  const subject = `Question about your talk ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Could you share the slides?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText('Your message has been sent.');
  // docs/rules/content-areas.md section 9: the dialog closes by itself after 3 seconds.
  await expect(dialog).toBeHidden({ timeout: 6000 });

  const mails = (await (await request.get('/dev/outbox')).json()) as { to: string; subject: string; text: string }[];
  const mail = mails.find((entry) => entry.subject === subject);
  expect(mail?.to).toMatch(new RegExp(`\\.${speaker.SpeakerId}@speakers\\.${event}\\.test$`));
  const forSpeaker = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(mail!.to)}`)).json()) as {
    subject: string;
    text: string;
  }[];
  expect(forSpeaker.find((entry) => entry.subject === subject)?.text).toContain('Could you share the slides?');
});

test('a visitor who is not signed in is offered sign-in instead of a message to a speaker', async ({ page, request }) => {
  const session = await openSession(request);
  await page.goto(`${base}/faculty/${session.Presentations[0]!.SpeakerId}`);
  await expect(app(page).getByRole('link', { name: 'Sign in to send a message' })).toHaveAttribute(
    'href',
    new RegExp(`^/login/${instance}/${event}/${language}\\?returnUrl=`),
  );
  await expect(app(page).getByRole('button', { name: 'Send a message' })).toHaveCount(0);
});

test('an unknown session id shows the not-found state with a way back to the search', async ({ page }) => {
  await page.goto(`${base}/session/99999999`);
  await expect(app(page).getByRole('heading', { level: 2, name: 'This item is not in the programme.' })).toBeVisible();
  await expect(app(page).getByRole('link', { name: 'Back to the programme search' })).toHaveAttribute('href', `${base}/search`);
});

test('axe finds no serious or critical violation on a signed-in session page', async ({ page, request, baseURL }) => {
  const session = await openSession(request);
  await signIn(page, request, baseURL!, 'detail-axe');
  await page.goto(`${base}/session/${session.Id}`);
  await expect(app(page).locator('[part="notes"] [data-part="comments"]')).toBeVisible();
  await expect(app(page).locator('[part="rating"]').getByRole('radio')).toHaveCount(5);
  await expectNoSeriousViolations(page, 'session page');
});

test('a session an HCP policy closes shows a visitor its name and time only, and the access-denied dialog leads to the search', async ({
  page,
  request,
}) => {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as Session[];
  const closed = sessions.find((entry) => entry.Id === 10002)!;
  await page.goto(`${base}/session/10002`);
  const article = app(page).locator('[part="session"]');
  await expect(article).toHaveAttribute('data-access', 'denied');
  await expect(article.getByRole('heading', { level: 2, name: closed.Name })).toBeVisible();
  await expect(article.locator('[data-presentation-id]')).toHaveCount(0);
  await expect(app(page).locator('[part="notes"]')).toHaveCount(0);
  await expect(app(page).locator('[part="rating"]')).toHaveCount(0);
  const dialog = app(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/search`));
});
