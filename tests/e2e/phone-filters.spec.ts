/**
 * The lists on a phone (issue 18, defect 5): the programme's search view and the exhibitor list show results on
 * the first screen, their filters behind one Filters button in a sheet (a modal dialog: Tab stays inside,
 * Escape closes it, focus returns to the button), chips for the active filters, and the filters inline on a
 * wide screen. And "did you mean" for a search that finds nothing.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event, language } = DEMO;
const base = `/${instance}/${event}/${language}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Session {
  Name: string;
  groups: { Name: string }[] | null;
  Chairs: { Firstname: string | null; Surname: string | null }[] | null;
}

async function allSessions(request: APIRequestContext): Promise<Session[]> {
  return (await (
    await request.get(`/api/Modules/PAGSessionsV2?eventid=${await eventId(request)}&language=${language}`)
  ).json()) as Session[];
}

const app = (page: Page) => page.locator('vmx-app');
const sessionCount = (root: Locator) => root.getByRole('status').filter({ hasText: /^[\d,]+ sessions?$/ });
const exhibitorCount = (root: Locator) => root.getByRole('status').filter({ hasText: /^[\d,]+ exhibitors?$/ });
const numberIn = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/[^\d]/g, ''));
const filtersButton = (root: Locator) => root.getByRole('button', { name: /^Filters/ });
const sheet = (root: Locator) => root.getByRole('dialog', { name: 'Filters' });

/** The first box of locator lies wholly inside the viewport (the first screen, without scrolling). */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
}

/** Whether the deepest focused element (through shadow roots) is inside the filter sheet. */
function focusInSheet(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.closest('dialog[part="filter-sheet"]') !== null && active !== null;
  });
}

/** The accessible name of the deepest focused element's text (through shadow roots). */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent ?? '';
  });
}

test('on a phone the programme and the exhibitor list show a result on the first screen, their filters behind one Filters button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(sessionCount(root)).toBeVisible();
  await expectOnFirstScreen(page, root.locator('[part="result"]').first());
  await expect(filtersButton(root)).toBeVisible();
  await expect(root.getByRole('combobox', { name: 'Day' })).toBeHidden();

  await page.goto(`${base}/industryLanding`);
  await expect(exhibitorCount(root)).toBeVisible();
  await expectOnFirstScreen(page, root.locator('[part="exhibitor"]').first());
  await expect(filtersButton(root)).toBeVisible();
  await expect(root.getByRole('combobox', { name: 'Sponsor type' })).toBeHidden();
});

test('the sheet’s filters narrow the programme, each active filter shows as a chip that removes it, and Clear all removes them all', async ({
  page,
  request,
}) => {
  const sessions = await allSessions(request);
  const cardiology = sessions.filter((session) => (session.groups ?? []).some((group) => group.Name === 'Cardiology')).length;
  expect(cardiology).toBeGreaterThan(0);
  expect(cardiology).toBeLessThan(sessions.length);
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(sessionCount(root)).toHaveText(`${sessions.length} sessions`);

  await filtersButton(root).click();
  await expect(sheet(root)).toBeVisible();
  await sheet(root).getByRole('checkbox', { name: 'Cardiology' }).check();
  await sheet(root)
    .getByRole('button', { name: `Show ${cardiology} results` })
    .click();
  await expect(sheet(root)).toBeHidden();
  await expect(sessionCount(root)).toHaveText(`${cardiology} sessions`);
  await expect(filtersButton(root)).toHaveAccessibleName('Filters (1 active)');
  await expect(filtersButton(root)).toBeFocused();

  const chip = root.getByRole('button', { name: 'Remove filter: Cardiology' });
  await expect(chip).toBeVisible();
  await expectNoSeriousViolations(page, 'phone programme with a chip');
  await chip.click();
  await expect(sessionCount(root)).toHaveText(`${sessions.length} sessions`);
  await expect(chip).toHaveCount(0);

  // Two filters, two chips; Clear all.
  await filtersButton(root).click();
  await sheet(root).getByRole('checkbox', { name: 'Cardiology' }).check();
  await sheet(root).getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Hall B' });
  await expectNoSeriousViolations(page, 'phone programme filter sheet');
  await sheet(root)
    .getByRole('button', { name: /^Show \d+ results?$/ })
    .click();
  await expect(root.getByRole('button', { name: /^Remove filter: / })).toHaveCount(2);
  await expect(root.getByRole('button', { name: 'Remove filter: Hall B' })).toBeVisible();
  await root.getByRole('button', { name: 'Clear all' }).click();
  await expect(root.getByRole('button', { name: /^Remove filter: / })).toHaveCount(0);
  await expect(sessionCount(root)).toHaveText(`${sessions.length} sessions`);
});

test('the exhibitor list’s sheet narrows the list by a topic, and its chip removes it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/industryLanding`);
  const root = app(page);
  await expect(exhibitorCount(root)).toBeVisible();
  const total = await numberIn(exhibitorCount(root));

  await filtersButton(root).click();
  const topic = sheet(root).getByRole('checkbox').first();
  const label = ((await topic.evaluate((input) => input.parentElement?.textContent ?? '')) || '').replace(/\s*\(\d+\)$/, '').trim();
  await topic.check();
  await sheet(root)
    .getByRole('button', { name: /^Show \d+ results?$/ })
    .click();
  await expect.poll(() => numberIn(exhibitorCount(root))).toBeLessThan(total);
  const chip = root.getByRole('button', { name: `Remove filter: ${label}` });
  await expect(chip).toBeVisible();
  await expectNoSeriousViolations(page, 'phone exhibitor list with a chip');
  await chip.click();
  await expect.poll(() => numberIn(exhibitorCount(root))).toBe(total);
});

test('keyboard only: Tab stays inside the filter sheet both ways, Escape closes it, and focus is back on the Filters button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(sessionCount(root)).toBeVisible();
  await root.getByRole('searchbox', { name: 'Search the programme' }).focus();
  await page.keyboard.press('Tab');
  await expect(filtersButton(root)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet(root)).toBeVisible();
  expect(await focusInSheet(page)).toBe(true);

  // More presses than the sheet has controls: focus never leaves it, and it comes round to the first again.
  const controls = await sheet(root).locator('select, input, button').count();
  const seen = new Set<string>();
  for (let press = 0; press < controls + 3; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInSheet(page)).toBe(true);
    seen.add(await focusedText(page));
  }
  expect([...seen].some((text) => /^Show \d+ results$/.test(text))).toBe(true);
  for (let press = 0; press < controls + 3; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInSheet(page)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(sheet(root)).toBeHidden();
  await expect(filtersButton(root)).toBeFocused();
});

test('on a wide screen the filters stay inline and there is no Filters button', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(sessionCount(root)).toBeVisible();
  await expect(root.getByRole('combobox', { name: 'Day' })).toBeVisible();
  await expect(root.getByRole('checkbox', { name: 'Cardiology' })).toBeVisible();
  await expect(filtersButton(root)).toBeHidden();

  await page.goto(`${base}/industryLanding`);
  await expect(exhibitorCount(root)).toBeVisible();
  await expect(root.getByRole('combobox', { name: 'Sponsor type' })).toBeVisible();
  await expect(filtersButton(root)).toBeHidden();
  await expectNoSeriousViolations(page, 'wide exhibitor list');
});

test('a speaker’s surname with one letter wrong finds nothing, offers the right name, and one click on it shows that speaker’s sessions', async ({
  page,
  request,
}) => {
  const sessions = await allSessions(request);
  const surname = sessions.flatMap((session) => session.Chairs ?? []).find((chair) => (chair.Surname ?? '').length >= 7)?.Surname;
  expect(surname).toBeTruthy();
  // One letter dropped from the middle of the name.
  const misspelt = surname!.slice(0, 3) + surname!.slice(4);
  expect(sessions.some((session) => JSON.stringify(session).toLowerCase().includes(misspelt.toLowerCase()))).toBe(false);

  // The list (a phone's layout; a wide screen may show the timetable).
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/search`);
  const root = app(page);
  await expect(sessionCount(root)).toBeVisible();
  const box = root.getByRole('searchbox', { name: 'Search the programme' });
  await box.fill(misspelt);
  await expect(sessionCount(root)).toHaveText('0 sessions');
  await expect(root.getByText(`No results for “${misspelt}”.`)).toBeVisible();
  const suggestions = root.getByRole('list', { name: 'Did you mean' });
  const suggestion = suggestions.getByRole('button', { name: surname!, exact: true });
  await expect(suggestion).toBeVisible();
  expect(await suggestions.getByRole('button').count()).toBeLessThanOrEqual(5);
  await expectNoSeriousViolations(page, 'did you mean');

  await suggestion.click();
  await expect(box).toHaveValue(surname!);
  await expect(box).toBeFocused();
  await expect.poll(() => numberIn(sessionCount(root))).toBeGreaterThan(0);
  await expect(root.locator('[part="result"]').first()).toContainText(surname!);
});
