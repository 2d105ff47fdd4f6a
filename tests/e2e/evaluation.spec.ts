/**
 * Session and event evaluation (docs/rules/content-areas.md sections 2, 4, 7 and 8; docs/rules/shell-access-identity.md
 * section 4, "Session evaluation modal"): the survey page lists the sessions to evaluate with their done
 * flags and sorts; the evaluation modal shows the survey, insists on the mandatory questions, saves,
 * thanks, and the row shows done; a second evaluation is refused with the spec's text; before the
 * congress nothing can be evaluated (but by a super user); <vmx-evaluation> does the same on a host page.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accessToken, createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';
import { answerSurveyPage } from './surveys';

const { instance, event, language } = DEMO;
const surveyPath = `/${instance}/${event}/${language}/survey`;

const MANDATORY = 'There are mandatory questions which are not answered. Please check, thank you.';
const ALREADY_DONE = 'You have already evaluated. Thank you!';
const THANKS = 'Thank you for your participation in the survey. If you would like to return please press the close button.';

interface SessionForEvaluation {
  SessionId: number;
  SessionName: string;
  StartDateTime: string;
  EvaluationDone: boolean;
}

/** The server's list for the signed-in user of page. */
async function serverSessions(page: Page, request: APIRequestContext): Promise<SessionForEvaluation[]> {
  const token = await accessToken(page);
  const reply = await request.get(`/api/modules/SessionsForEvaluation?eventid=${await eventId(request)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as SessionForEvaluation[];
}

async function signInFresh(page: Page, request: APIRequestContext, baseURL: string, label: string): Promise<void> {
  const { email, password } = await createConfirmedAccount(request, baseURL, label);
  await signInOnLoginPage(page, email, password);
}

const rowOf = (root: Locator, sessionId: number) => root.locator(`[part="evaluation-row"][data-session-id="${sessionId}"]`);

/** Answers page by page, pressing Next, up to the last page (its Complete button). */
async function answerAllPages(dialog: Locator): Promise<void> {
  for (;;) {
    await answerSurveyPage(dialog);
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    if (!(await next.isVisible())) return;
    await next.click();
  }
}

async function answerAndComplete(dialog: Locator): Promise<void> {
  await answerAllPages(dialog);
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
}

test('a signed-out visitor is sent to sign in and comes back to the survey page', async ({ page, request, baseURL }) => {
  await page.goto(surveyPath);
  await expect(page).toHaveURL(new RegExp(`/login/${instance}/${event}/${language}\\?returnUrl=${encodeURIComponent(surveyPath)}$`));
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'evaluation-return');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${surveyPath}$`));
  await expect(page.locator('vmx-app').getByRole('heading', { name: 'Sessions to evaluate' })).toBeVisible();
});

test('the survey page lists the sessions to evaluate with their start, sorted by status or title', async ({ page, request, baseURL }) => {
  await signInFresh(page, request, baseURL!, 'evaluation-list');
  const sessions = await serverSessions(page, request);
  expect(sessions.length).toBeGreaterThan(1);
  await page.goto(surveyPath);
  const app = page.locator('vmx-app');
  const rows = app.locator('[part="evaluation-row"]');
  await expect(rows).toHaveCount(sessions.length);
  // The congress took place in June 2026: every session has started, none is evaluated yet.
  await expect(app.locator('[part="evaluation-row"][data-state="open"]')).toHaveCount(sessions.length);
  await expect(rows.first()).toContainText('Not evaluated yet');
  await expect(rows.first()).toContainText(/Start: \d{2} \w+ 2026, \d{2}:\d{2}/);

  const names = async () => rows.locator('h3').allTextContents();
  const byTitle = [...sessions].sort(
    (a, b) => a.SessionName.localeCompare(b.SessionName, undefined, { sensitivity: 'base' }) || a.SessionId - b.SessionId,
  );
  await app.getByLabel('Sort by').selectOption('title');
  await expect(page).toHaveURL(/[?&]sort=title/);
  await expect.poll(names).toEqual(byTitle.map((session) => session.SessionName));
  await app.getByLabel('Sort by').selectOption('status');
  await expect(page).toHaveURL(/[?&]sort=status/);
  await expectNoSeriousViolations(page, 'survey page');
});

test('a session evaluation asks for the mandatory answers, saves, thanks, shows done and offers no second Evaluate', async ({
  page,
  request,
  baseURL,
}) => {
  await signInFresh(page, request, baseURL!, 'evaluation-session');
  const [first] = await serverSessions(page, request);
  await page.goto(surveyPath);
  const app = page.locator('vmx-app');
  const row = rowOf(app, first!.SessionId);
  const evaluate = row.getByRole('button', { name: `Evaluate ${first!.SessionName}` });
  await evaluate.click();

  const dialog = app.getByRole('dialog', { name: `Evaluation: ${first!.SessionName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'evaluation modal');

  // The session evaluation has two pages: Next and Complete refuse to go on without the mandatory answers,
  // with section 8's message.
  const next = dialog.getByRole('button', { name: 'Next', exact: true });
  const complete = dialog.getByRole('button', { name: 'Complete', exact: true });
  await next.click();
  await expect(dialog.getByText(MANDATORY)).toBeVisible();
  await answerSurveyPage(dialog);
  await next.click();
  await expect(complete).toBeVisible();
  await complete.click();
  await expect(dialog.getByText(MANDATORY)).toBeVisible();
  await expect(dialog.getByText(THANKS)).toHaveCount(0);
  await answerSurveyPage(dialog);
  await complete.click();
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await expect
    .poll(async () => (await serverSessions(page, request)).find((session) => session.SessionId === first!.SessionId)?.EvaluationDone)
    .toBe(true);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The sessions to evaluate were read again: the row says it is evaluated and no longer offers Evaluate; focus,
  // which went back to the button, is on the row's status now.
  await expect(row).toHaveAttribute('data-state', 'done');
  await expect(row).toContainText('Evaluated');
  await expect(evaluate).toHaveCount(0);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.locator('[data-status="done"]')).toBeFocused();
  // After a reload too (the done flag is the server's).
  await page.reload();
  await expect(rowOf(app, first!.SessionId)).toHaveAttribute('data-state', 'done');
  await expect(rowOf(app, first!.SessionId).getByRole('button')).toHaveCount(0);
});

test('the event evaluation is saved once; a second one says it was given already', async ({ page, request, baseURL }) => {
  await signInFresh(page, request, baseURL!, 'evaluation-event');
  await page.goto(surveyPath);
  const app = page.locator('vmx-app');
  const button = app.getByRole('button', { name: 'Evaluate the congress' });
  await button.click();
  const dialog = app.getByRole('dialog', { name: 'Evaluation of the congress' });
  await expect(dialog).toBeVisible();
  await answerAndComplete(dialog);
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(button).toBeFocused();

  await button.click();
  await expect(dialog.getByText(ALREADY_DONE)).toBeVisible();
  const token = await accessToken(page);
  const survey = await request.get(`/api/Survey/Event?eventid=${await eventId(request)}&userid=${await userIdOf(page)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await survey.json()) as { EvaluationDone: boolean }).EvaluationDone).toBe(true);
});

async function userIdOf(page: Page): Promise<number> {
  const stored = await page.evaluate("localStorage.getItem('vmx.demo.session')");
  return (JSON.parse(String(stored)) as { userId: number }).userId;
}

test('before the congress no session can be evaluated, except by a super user, in the app and embedded', async ({
  page,
  request,
  baseURL,
}) => {
  await signInFresh(page, request, baseURL!, 'evaluation-early');
  const sessions = await serverSessions(page, request);
  await page.clock.install({ time: new Date('2026-05-01T08:00:00Z') });
  await page.goto(surveyPath);
  const app = page.locator('vmx-app');
  const rows = app.locator('[part="evaluation-row"]');
  await expect(rows).toHaveCount(sessions.length);
  await expect(app.locator('[part="evaluation-row"][data-state="not-yet"]')).toHaveCount(sessions.length);
  await expect(rows.getByRole('button')).toHaveCount(0);
  await expect(rows.first()).toContainText(/Opens when the session starts \(\d{2} \w+ 2026, \d{2}:\d{2}\)/);

  // Super users bypass the start-time check (docs/rules/shell-access-identity.md section 6).
  await page.evaluate("localStorage.setItem('sUser', 'true')");
  await page.reload();
  await expect(app.locator('[part="evaluation-row"][data-state="open"]')).toHaveCount(sessions.length);

  // The remembered mode holds for <vmx-evaluation> on a host page too, without <vmx-app>.
  await page.goto('/demo/evaluation.html');
  await expect(page.locator('#evaluation [part="evaluation-row"][data-state="open"]')).toHaveCount(sessions.length);
});

test('<vmx-evaluation> on a host page lists and evaluates, and opens a session given by session-id', async ({ page, request, baseURL }) => {
  // Signed out: a sign-in link to the platform, coming back to the survey page.
  await page.goto('/demo/evaluation.html');
  const element = page.locator('#evaluation');
  await expect(element.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    new RegExp(`/login/${instance}/${event}/${language}\\?returnUrl=${encodeURIComponent(surveyPath)}$`),
  );

  await signInFresh(page, request, baseURL!, 'evaluation-element');
  const [first, second] = await serverSessions(page, request);
  await page.goto('/demo/evaluation.html');
  await expect(element.locator('[part="evaluation-row"]').first()).toBeVisible();
  await rowOf(element, first!.SessionId)
    .getByRole('button', { name: `Evaluate ${first!.SessionName}` })
    .click();
  const dialog = element.getByRole('dialog', { name: `Evaluation: ${first!.SessionName}` });
  await answerAndComplete(dialog);
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(element, first!.SessionId)).toHaveAttribute('data-state', 'done');
  expect(new URL(page.url()).pathname).toBe('/demo/evaluation.html');
  await expectNoSeriousViolations(page, 'embedded evaluation');

  // session-id opens that session's evaluation straight away.
  await page.evaluate(
    `document.querySelector('main').insertAdjacentHTML('beforeend', '<vmx-evaluation id="direct" instance="demo" event="ehc2026" language="en-GB" api-base="/" session-id="${second!.SessionId}"></vmx-evaluation>')`,
  );
  await expect(page.locator('#direct').getByRole('dialog', { name: `Evaluation: ${second!.SessionName}` })).toBeVisible();
});

test('a refused save keeps the answers to try again; an evaluation given meanwhile elsewhere says it was given already', async ({
  page,
  request,
  baseURL,
}) => {
  await signInFresh(page, request, baseURL!, 'evaluation-refused');
  const [first, second] = await serverSessions(page, request);
  await page.goto(surveyPath);
  const app = page.locator('vmx-app');

  await rowOf(app, first!.SessionId)
    .getByRole('button', { name: `Evaluate ${first!.SessionName}` })
    .click();
  const dialog = app.getByRole('dialog', { name: `Evaluation: ${first!.SessionName}` });
  await answerAllPages(dialog);
  await page.route('**/surveyapi/Survey/SaveSurvey', (route) => route.fulfill({ status: 500, json: { message: 'down for a moment' } }));
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Your answers could not be sent. They are still here: please try again.' }),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your comments' })).toHaveValue('Clear and useful, thank you.');
  await page.unroute('**/surveyapi/Survey/SaveSurvey');
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The second session is evaluated in another window while this one is open: the server refuses the
  // second result (409), and the modal says the evaluation was given already.
  await rowOf(app, second!.SessionId)
    .getByRole('button', { name: `Evaluate ${second!.SessionName}` })
    .click();
  const other = app.getByRole('dialog', { name: `Evaluation: ${second!.SessionName}` });
  await answerAllPages(other);
  const token = await accessToken(page);
  const userId = await userIdOf(page);
  const headers = { Authorization: `Bearer ${token}` };
  const survey = (await (
    await request.get(`/api/Survey/Session?eventid=${await eventId(request)}&userid=${userId}&id=${second!.SessionId}`, { headers })
  ).json()) as { SurveyItemSetId: number };
  const saved = await request.post('/surveyapi/Survey/SaveSurvey', {
    headers,
    data: {
      Context: 'Session',
      ContextShort: event,
      Instance: instance,
      Result: JSON.stringify({ overall: 4, relevance: 'some', bias: 'yes', comment: 'From the other window.' }),
      SurveyItemSetId: survey.SurveyItemSetId,
      SurveyEnitity: { Id: second!.SessionId, UserId: userId },
    },
  });
  expect(saved.ok()).toBe(true);
  expect((await request.post(`/api/Survey/SessionEvaluationDone?userid=${userId}&sessionid=${second!.SessionId}`, { headers })).ok()).toBe(
    true,
  );
  await other.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(other.getByText(ALREADY_DONE)).toBeVisible();
  await expect(other.getByText(THANKS)).toHaveCount(0);
  await other.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(app, second!.SessionId)).toHaveAttribute('data-state', 'done');
});
