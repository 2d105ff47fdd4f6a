/**
 * The charity challenge (docs/rules/content-areas.md sections 2, 3, 4 and 7, "Charity") on the standalone platform
 * (<vmx-app>, /{i}/{e}/{l}/charity and /charity/project/{id}) and in <vmx-charity-highscore>: projects
 * with banners and challenges, signing in to take part, a challenge's survey completed with the server's
 * count of correct answers turned into points, the challenge done, an embedded highscore on the same page
 * following at once, the element's view and project-id attributes, and accessibility.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CharityChallenge, CharityHighscore, CharityProject, HighscoreEntry } from '../../src/contracts';
import { CHARITY_TEXTS_DE } from '../../server/db/seed/texts-de/charity';
import { createConfirmedAccount, DEMO, eventId, expect, expectNoSeriousViolations, signInOnLoginPage, test } from './fixtures';

const { instance, event, language } = DEMO;
const charityPath = `/${instance}/${event}/${language}/charity`;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as T;
}

const projectsOf = async (request: APIRequestContext) =>
  api<CharityProject[]>(request, `/api/Exhibition/EventProjects/${await eventId(request)}/${language}`);
const challengesOf = async (request: APIRequestContext) =>
  api<CharityChallenge[]>(request, `/api/Exhibition/EventChallenges/${await eventId(request)}/${language}`);
const highscoreOf = async (request: APIRequestContext, projectId?: number) =>
  api<CharityHighscore>(
    request,
    projectId === undefined
      ? `/api/Exhibition/CharityHighscore/${await eventId(request)}/${language}`
      : `/api/Exhibition/CharityHighscoreForProject/${await eventId(request)}/${language}?projectId=${projectId}`,
  );

/** The rows of a highscore table as "rank|name|points". */
async function rowsOf(root: Locator): Promise<string[]> {
  const rows = root.locator('[part="highscore"] tbody tr[data-entry]');
  return rows.evaluateAll((items) => items.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim()).join('|')));
}

/** What the table should show for a list: ranks shared by equal points, numbers in en-GB. */
function expectedRows(entries: HighscoreEntry[]): string[] {
  const number = new Intl.NumberFormat(language);
  let rank = 0;
  return entries.map((entry, index) => {
    if (index === 0 || entry.Points !== entries[index - 1]!.Points) rank = index + 1;
    return `${number.format(rank)}|${entry.Name}|${number.format(entry.Points)}`;
  });
}

async function openCharity(page: Page, path = charityPath): Promise<Locator> {
  await page.goto(path);
  const app = page.locator('vmx-app');
  await expect(app.locator('[part="charity-challenge"]').first()).toBeVisible();
  return app;
}

test('the charity page shows every project with its banner and every challenge, and asks a visitor to sign in to take part', async ({
  page,
  request,
}) => {
  const [projects, challenges] = await Promise.all([projectsOf(request), challengesOf(request)]);
  expect(projects.length).toBeGreaterThan(0);
  const app = await openCharity(page);
  await expect(app.getByRole('heading', { level: 1, name: 'Charity' })).toBeVisible();

  const projectCards = app.locator('[part="charity-project"]');
  await expect(projectCards).toHaveCount(projects.length);
  for (const project of projects) {
    const card = projectCards.filter({ has: page.getByRole('heading', { name: project.Name, exact: true }) });
    const banner = card.locator('img[data-banner]');
    await expect(banner).toHaveAttribute('src', new RegExp(`${project.BannerFiles[0]!.Url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // The banner really loads.
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(card.getByRole('link', { name: `More about ${project.Name}` })).toHaveAttribute(
      'href',
      `${charityPath}/project/${project.Id}`,
    );
  }

  const challengeCards = app.locator('[part="charity-challenge"]');
  await expect(challengeCards).toHaveCount(challenges.length);
  expect(await challengeCards.locator('h3').allTextContents()).toEqual(challenges.map((challenge) => challenge.Name));
  // A visitor starts nothing: each challenge asks to sign in, coming back here afterwards.
  await expect(app.getByRole('button', { name: /^Start / })).toHaveCount(0);
  await expect(app.getByRole('radio')).toHaveCount(0);
  const signIn = challengeCards.first().getByRole('link', { name: 'Sign in to take part' });
  await expect(signIn).toHaveAttribute('href', `/login/${instance}/${event}/${language}?returnUrl=${encodeURIComponent(charityPath)}`);

  // The highscores, by tab, as the server ranks them.
  const highscore = await highscoreOf(request);
  const tabs = app.getByRole('tablist', { name: 'Highscore lists' });
  await expect(tabs.getByRole('tab')).toHaveText(['Projects', 'Challenges', 'Companies', 'Participants']);
  const panel = app.getByRole('tabpanel');
  await expect.poll(() => rowsOf(panel)).toEqual(expectedRows(highscore.Projects));
  await tabs.getByRole('tab', { name: 'Participants' }).click();
  await expect(panel.locator('caption')).toHaveText('Highscore: Participants');
  await expect.poll(() => rowsOf(panel)).toEqual(expectedRows(highscore.Participants));
  // Keyboard: arrow keys move between the tabs.
  await tabs.getByRole('tab', { name: 'Participants' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Companies' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => rowsOf(panel)).toEqual(expectedRows(highscore.Companies));

  await expectNoSeriousViolations(page, 'charity page, signed out');
});

test("the charity page speaks the event language: the organiser's configured intro in the default language, the German texts in German", async ({
  page,
}) => {
  let app = await openCharity(page);
  await expect(app.locator('[data-intro]')).toHaveText('Answer quiz challenges and collect points for a project of your choice.');
  app = await openCharity(page, `/${instance}/${event}/de-DE/charity`);
  await expect(app.locator('[data-intro]')).toHaveText(CHARITY_TEXTS_DE['charity.intro']);
  await expect(app.getByRole('heading', { level: 2, name: 'Projekte' })).toBeVisible();
  await expect(app.getByRole('tablist', { name: 'Bestenlisten' }).getByRole('tab')).toHaveText([
    'Projekte',
    'Challenges',
    'Firmen',
    'Teilnehmende',
  ]);
  await expect(app.getByRole('link', { name: 'Anmelden, um mitzumachen' }).first()).toBeVisible();
});

test('a signed-in person completes a challenge: the points are the server count of correct answers, the challenge is done, and an embedded highscore on the page follows without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const [projects, challenges] = await Promise.all([projectsOf(request), challengesOf(request)]);
  const project = projects.find((candidate) => candidate.Id === 2)!;
  const challenge = challenges.find((candidate) => candidate.Id === 12)!;
  const { email, password } = await createConfirmedAccount(request, baseURL!, 'charity');
  await signInOnLoginPage(page, email, password);

  // The project page preselects its project and shows that project's highscores.
  const other = projects.find((candidate) => candidate.Id === 3)!;
  let app = await openCharity(page, `${charityPath}/project/${other.Id}`);
  await expect(app.getByRole('radio', { name: other.Name })).toBeChecked();
  await expect(app.getByRole('heading', { level: 2, name: `Highscores for ${other.Name}` })).toBeVisible();
  await expect.poll(async () => rowsOf(app.getByRole('tabpanel'))).toEqual(expectedRows((await highscoreOf(request, other.Id)).Projects));

  // On the charity page nothing is preselected: starting asks for the project first.
  app = await openCharity(page);
  const card = app.locator(`[part="charity-challenge"][data-challenge="${challenge.Id}"]`);
  await card.getByRole('button', { name: `Start ${challenge.Name}` }).click();
  await expect(app.getByRole('alert').filter({ hasText: 'Please choose the project your points support first.' })).toBeVisible();
  await expect(app.getByRole('radio').first()).toBeFocused();
  await app.getByRole('radio', { name: project.Name }).check();

  // A host page's own <vmx-charity-highscore> beside <vmx-app>: the same event context.
  const before = (await highscoreOf(request)).Projects.find((entry) => entry.Id === String(project.Id))?.Points ?? 0;
  await page.evaluate(
    `document.body.insertAdjacentHTML('beforeend', '<vmx-charity-highscore id="embedded" instance="${instance}" event="${event}" language="${language}" api-base="/" view="projects"></vmx-charity-highscore>')`,
  );
  const embedded = page.locator('#embedded');
  const embeddedRow = embedded.locator(`tr[data-entry="${project.Id}"]`);
  if (before > 0) await expect(embeddedRow).toHaveAttribute('data-points', String(before));
  else await expect(embedded.locator('caption')).toHaveText('Highscore: Projects');

  // Another challenge can be put aside: its survey goes, the focus returns to its start button.
  const putAside = challenges.find((candidate) => candidate.Id === 11)!;
  await app.getByRole('button', { name: `Start ${putAside.Name}` }).click();
  await expect(app.getByRole('region', { name: putAside.Name, exact: true })).toBeVisible();
  await app.getByRole('button', { name: 'Choose another challenge' }).click();
  await expect(app.getByRole('region', { name: putAside.Name, exact: true })).toHaveCount(0);
  await expect(app.getByRole('button', { name: `Start ${putAside.Name}` })).toBeFocused();

  // Selecting the challenge loads its survey.
  await card.getByRole('button', { name: `Start ${challenge.Name}` }).click();
  // exact: the challenge's own section is named "Challenge: …" and holds the survey region.
  const survey = app.getByRole('region', { name: challenge.Name, exact: true });
  await expect(survey).toBeVisible();
  await expect(app.getByRole('heading', { name: `Challenge: ${challenge.Name}` })).toBeFocused();
  await expect(app.getByText(`Your points go to ${project.Name}.`)).toBeVisible();
  await expect(card.getByText('In progress')).toBeVisible();

  // Two right answers, one wrong: the server counts 2 correct, 10 points each.
  await survey.getByText('20–30 seconds', { exact: true }).click();
  await survey.getByText('Before touching a patient', { exact: true }).click();
  await survey.getByText('After touching a patient', { exact: true }).click();
  await survey.getByText('Yes', { exact: true }).click();
  await survey.getByRole('button', { name: 'Complete' }).click();

  const result = app.locator('[part="charity-result"]');
  await expect(result).toHaveText(`Thank you! 2 correct answers in ${challenge.Name}: 20 points for ${project.Name}.`);
  await expect(result).toBeFocused();
  // The survey is cleared and the challenge is done: it cannot be started again.
  await expect(survey).toHaveCount(0);
  await expect(card.getByText('Done: you have completed this challenge')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // The embedded element and the page's own highscore follow without a reload.
  await expect(embeddedRow).toHaveAttribute('data-points', String(before + 20));
  await expect(embeddedRow.locator('td').last()).toHaveText(new Intl.NumberFormat(language).format(before + 20));
  const tabs = app.getByRole('tablist', { name: 'Highscore lists' });
  await tabs.getByRole('tab', { name: 'Participants' }).click();
  const userId = await page.evaluate<number>(`JSON.parse(localStorage.getItem('vmx.${instance}.session')).userId`);
  await expect(app.getByRole('tabpanel').locator(`tr[data-entry="${userId}"]`)).toHaveAttribute('data-points', '20');
  await expect(app.getByRole('tabpanel').locator(`tr[data-entry="${userId}"] th`)).toHaveText('Test C.');

  await expectNoSeriousViolations(page, 'charity page, after a challenge');

  // The server keeps it done.
  await page.reload();
  app = page.locator('vmx-app');
  await expect(
    app.locator(`[part="charity-challenge"][data-challenge="${challenge.Id}"]`).getByText('Done: you have completed this challenge'),
  ).toBeVisible();
  await expect(app.getByRole('button', { name: `Start ${challenge.Name}` })).toHaveCount(0);
});

test('<vmx-charity-highscore> shows the list its view attribute names (projects when unknown) and only a project with project-id', async ({
  page,
  request,
}) => {
  const highscore = await highscoreOf(request);
  await page.goto('/demo/charity.html');
  const projects = page.locator('#projects');
  const participants = page.locator('#participants');
  await expect(projects.locator('caption')).toHaveText('Highscore: Projects');
  await expect.poll(() => rowsOf(projects)).toEqual(expectedRows(highscore.Projects));
  await expect(participants.locator('caption')).toHaveText('Highscore: Participants');
  await expect.poll(() => rowsOf(participants)).toEqual(expectedRows(highscore.Participants));
  await expect(projects.getByRole('link', { name: 'Take part in the charity challenge' })).toHaveAttribute(
    'href',
    new RegExp(`${charityPath}$`),
  );
  await expect(participants.getByRole('link')).toHaveCount(0);

  await participants.evaluate((element) => element.setAttribute('view', 'challenges'));
  await expect(participants.locator('caption')).toHaveText('Highscore: Challenges');
  await expect.poll(() => rowsOf(participants)).toEqual(expectedRows(highscore.Challenges));
  await participants.evaluate((element) => element.setAttribute('view', 'COMPANIES'));
  await expect.poll(() => rowsOf(participants)).toEqual(expectedRows(highscore.Companies));
  await participants.evaluate((element) => element.setAttribute('view', 'leaderboard'));
  await expect(participants.locator('caption')).toHaveText('Highscore: Projects');
  await expect.poll(() => rowsOf(participants)).toEqual(expectedRows(highscore.Projects));

  const forProject = await highscoreOf(request, 2);
  const name = (await projectsOf(request)).find((project) => project.Id === 2)!.Name;
  await participants.evaluate((element) => {
    element.setAttribute('view', 'challenges');
    element.setAttribute('project-id', '2');
  });
  await expect(participants.locator('caption')).toHaveText(`Highscore: Challenges for ${name}`);
  await expect.poll(() => rowsOf(participants)).toEqual(expectedRows(forProject.Challenges));

  await expectNoSeriousViolations(page, 'demo/charity.html');
});
