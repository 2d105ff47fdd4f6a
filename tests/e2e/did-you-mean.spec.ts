/**
 * "Did you mean" beyond the programme list (issue 18, search that helps): a search of the exhibitor list and a
 * search of the programme's timetable grid that find nothing offer terms of their own vocabulary, and one click
 * on a term searches for it and shows results, in English and in German.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;

const LANGUAGES = {
  'en-GB': {
    exhibitorSearch: 'Search the exhibitors',
    programmeSearch: 'Search the programme',
    noResultsFor: (query: string) => `No results for “${query}”.`,
    didYouMean: 'Did you mean',
  },
  'de-DE': {
    exhibitorSearch: 'Aussteller durchsuchen',
    programmeSearch: 'Programm durchsuchen',
    noResultsFor: (query: string) => `Keine Ergebnisse für „${query}“.`,
    didYouMean: 'Meinten Sie',
  },
} as const;

const app = (page: Page) => page.locator('vmx-app');

/** A chair's surname of at least seven letters, and the same with its fourth letter dropped (which no session holds). */
async function misspeltSurname(
  request: APIRequestContext,
  language: string,
): Promise<{ surname: string; misspelt: string; sessionIds: string[] }> {
  const sessions = (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as { Id: number; Chairs?: { Surname?: string }[] }[];
  const surname = sessions.flatMap((session) => session.Chairs ?? []).find((chair) => (chair.Surname ?? '').length >= 7)?.Surname;
  expect(surname).toBeTruthy();
  const misspelt = surname!.slice(0, 3) + surname!.slice(4);
  expect(sessions.some((session) => JSON.stringify(session).toLowerCase().includes(misspelt.toLowerCase()))).toBe(false);
  const sessionIds = sessions
    .filter((session) => session.Chairs?.some((chair) => chair.Surname === surname))
    .map((session) => String(session.Id));
  return { surname: surname!, misspelt, sessionIds };
}

/** Searches for a misspelt term, checks the empty state, and clicks the suggestion; the search box then holds it and has focus. */
async function pickSuggestion(root: Locator, box: Locator, texts: (typeof LANGUAGES)[keyof typeof LANGUAGES], typed: string, term: string) {
  await box.fill(typed);
  await expect(root.locator('[part="no-results"]')).toContainText(texts.noResultsFor(typed));
  const suggestions = root.getByRole('list', { name: texts.didYouMean });
  const suggestion = suggestions.getByRole('button', { name: term, exact: true });
  await expect(suggestion).toBeVisible();
  expect(await suggestions.getByRole('button').count()).toBeLessThanOrEqual(5);
  await suggestion.click();
  await expect(box).toHaveValue(term);
  await expect(box).toBeFocused();
  await expect(root.locator('[part="no-results"]')).toHaveCount(0);
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test(`an exhibitor search that finds nothing offers a close company name, and one click shows those companies (${language})`, async ({
    page,
  }) => {
    await page.goto(`/${instance}/${event}/${language}/industryLanding`);
    const root = app(page);
    const box = root.getByRole('searchbox', { name: texts.exhibitorSearch });
    await expect(root.locator('[part="exhibitor"]').first()).toBeVisible();
    // "Meidcal": two letters swapped in "Medical", which many company names end with; the fuzzy search finds nothing.
    await box.fill('Meidcal');
    await expect(root.locator('[part="exhibitor"]')).toHaveCount(0);
    await expectNoSeriousViolations(page, `exhibitor did you mean (${language})`);
    await pickSuggestion(root, box, texts, 'Meidcal', 'Medical');
    await expect(root.locator('[part="exhibitor"]').first()).toBeVisible();
    await expect(root.locator('[part="exhibitor"]').first()).toContainText('Medical');
  });

  test(`a timetable search that finds nothing on any day offers the speaker's name, and one click shows their sessions in the grid (${language})`, async ({
    page,
    request,
  }) => {
    const { surname, misspelt, sessionIds } = await misspeltSurname(request, language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/${instance}/${event}/${language}/search?layout=grid`);
    const root = app(page);
    await expect(root.getByRole('grid')).toBeVisible();
    const box = root.getByRole('searchbox', { name: texts.programmeSearch });
    await box.fill(misspelt);
    const timetable = root.locator('[part="timetable"]');
    await expect(timetable.locator('[part="no-results"]')).toBeVisible();
    await expect(root.getByRole('grid')).toHaveCount(0);
    await expectNoSeriousViolations(page, `timetable did you mean (${language})`);
    await pickSuggestion(timetable, box, texts, misspelt, surname);
    // The count says the search finds sessions, and one of the day tabs shows them in the grid.
    const count = root.getByRole('status').filter({ hasText: /^\d+ (sessions?|Sitzung(en)?)$/ });
    await expect.poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
    // A session the speaker chairs is a cell of one of the days.
    const chaired = root.locator(sessionIds.map((id) => `[part="cell"][data-session-id="${id}"]`).join(', '));
    const tabs = timetable.locator('[part="days"] a');
    for (let i = 0; (await chaired.count()) === 0 && i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      // The tab is current in the same render as its day's cells.
      await expect(tabs.nth(i)).toHaveAttribute('aria-current', 'date');
    }
    await expect(chaired.first()).toBeVisible();
  });
}
