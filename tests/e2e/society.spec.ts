/**
 * The society's own pages on the standalone platform, in en-GB and de-DE: award winners by category (winners with
 * initials, citation and links into the programme), preceptorships (dates in the language's format, places, safe
 * ways to apply, filters by topic and country kept in the address), and the world village (searchable like the
 * exhibitor list, each society's profile at ?id= as a deep link that Back leaves). Keyboard use and axe on each.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AwardCategory, Preceptorship, WorldVillageSociety } from '../../src/contracts';
import { SOCIETY_TEXTS_DE } from '../../server/db/seed/texts-de/society';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const LANGUAGES = ['en-GB', 'de-DE'] as const;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as T;
}

async function open(page: Page, path: string, ready: string): Promise<Locator> {
  await page.goto(path);
  const app = page.locator('vmx-app');
  await expect(app.locator(ready).first()).toBeVisible();
  return app;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test('the award winners page shows every category, award and winner with citation, and links a speaking winner to the programme', async ({
      page,
      request,
    }) => {
      const categories = await api<AwardCategory[]>(
        request,
        `/api/Modules/AwardWinners?eventid=${await eventId(request)}&language=${language}`,
      );
      const app = await open(page, `/${instance}/${event}/${language}/award-winners`, '[part="award-winner"]');
      await expect(app.locator('[part="award-category"] h2')).toHaveText(categories.map((category) => category.Name));
      const awards = categories.flatMap((category) => category.Awards);
      await expect(app.locator('[part="award"] h3')).toHaveText(awards.map((award) => award.Name));
      const winners = awards.flatMap((award) => award.Winners);
      await expect(app.locator('[part="award-winner"] h4')).toHaveText(winners.map((winner) => winner.Name));
      const honorary = categories[2]!.Awards.find((award) => award.Winners.length === 2)!;
      const first = app.locator(`[part="award"][data-award="${honorary.Id}"] [part="award-winner"]`).first();
      await expect(first.locator('blockquote')).toHaveText(honorary.Winners[0]!.Citation);
      await expect(first).toContainText(language === 'de-DE' ? 'Frankreich' : 'France');
      // No photo: the initials stand in.
      await expect(first.locator('span[aria-hidden="true"]')).toHaveText('JM');

      const speaking = winners.find((winner) => winner.PresentationId !== null)!;
      const talk = app.locator(`[data-winner="${speaking.Id}"] a[data-link="presentation"]`);
      await expect(talk).toHaveAttribute('href', `/${instance}/${event}/${language}/presentation/${speaking.PresentationId}`);
      await expect(app.locator(`[data-winner="${speaking.Id}"] a[data-link="speaker"]`)).toHaveAttribute(
        'href',
        `/${instance}/${event}/${language}/faculty/${speaking.SpeakerId}`,
      );
      // By keyboard: the talk link takes the focus and Enter opens the presentation in the programme.
      await talk.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/presentation/${speaking.PresentationId}$`));
      await expect(app.getByText(speaking.PresentationTitle!).first()).toBeVisible();
      await page.goBack();
      await expect(app.locator('[part="award-winner"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, `award winners ${language}`);
    });

    test('the preceptorships page shows host centre, dates in the language’s format, places and safe ways to apply, and filters by topic and country', async ({
      page,
      request,
    }) => {
      const list = await api<Preceptorship[]>(
        request,
        `/api/Modules/Preceptorships?eventid=${await eventId(request)}&language=${language}`,
      );
      const path = `/preceptorships/${instance}/${event}/${language}`;
      const app = await open(page, path, '[part="preceptorship"]');
      const cards = app.locator('[part="preceptorship"]');
      await expect(cards).toHaveCount(list.length);
      const berlin = cards.first();
      await expect(berlin.locator('h3')).toHaveText(list[0]!.Title);
      await expect(berlin).toContainText(list[0]!.HostCentre);
      const dates = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
        new Date(`${list[0]!.StartDate}T12:00:00Z`),
        new Date(`${list[0]!.EndDate}T12:00:00Z`),
      );
      await expect(berlin.locator('[data-dates]')).toHaveText(dates);
      await expect(berlin).toContainText(language === 'de-DE' ? '6 Plätze' : '6 places');
      await expect(berlin.locator('a[data-apply="online"]')).toHaveAttribute('href', list[0]!.ApplyUrl!);
      const byMail = list.find((item) => item.ApplyUrl === null && item.ApplyEmail)!;
      await expect(app.locator(`[data-preceptorship="${byMail.Id}"] a[data-apply="email"]`)).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${byMail.ApplyEmail!.replace('.', '\\.')}\\?subject=`),
      );
      // No application link anywhere is anything but https or mailto.
      const hrefs = await app.locator('a[data-apply]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.every((href) => /^(https:|mailto:)/.test(href))).toBe(true);

      // Filter by topic with the keyboard, then by country; each filter is in the address and Back undoes it.
      const filters = app.locator('[part="preceptorship-filters"]');
      await expect(filters.locator('label').first()).toContainText(
        language === 'de-DE' ? SOCIETY_TEXTS_DE['preceptorships.topic'] : 'Topic',
      );
      const topic = filters.locator('select').first();
      await topic.focus();
      await topic.selectOption('nephrology');
      await expect(page).toHaveURL(/topic=nephrology/);
      const nephrology = list.filter((item) => item.Topic === 'nephrology');
      await expect(cards).toHaveCount(nephrology.length);
      await filters.locator('select').nth(1).selectOption('AT');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(language === 'de-DE' ? 'Wien' : 'Vienna');
      await page.goBack();
      await expect(cards).toHaveCount(nephrology.length);
      await expectNoSeriousViolations(page, `preceptorships ${language}`);
    });

    test('the world village is searchable like the exhibitor list, and each society has a profile at a deep link that Back leaves', async ({
      page,
      request,
    }) => {
      const id = await eventId(request);
      const list = await api<WorldVillageSociety[]>(request, `/api/Modules/WorldVillage?eventid=${id}&language=${language}`);
      const path = `/worldvillage/${instance}/${event}/${language}`;
      const app = await open(page, path, '[part="society-card"]');
      const cards = app.locator('[part="society-card"]');
      await expect(cards).toHaveCount(list.length);
      await expectNoSeriousViolations(page, `world village ${language}`);

      // A typo still finds the nephrology societies (the general fuzzy search).
      const search = app.getByRole('searchbox');
      await search.fill('nephrolgy');
      const nephrology = list.filter((society) => society.Tags.includes('nephrology'));
      await expect(cards).toHaveCount(nephrology.length);
      await expect(page).toHaveURL(/q=nephrolgy/);
      await search.fill('');
      const kind = app.locator('[part="world-village-search"] select');
      await kind.selectOption('Partner');
      await expect(cards).toHaveCount(list.filter((society) => society.Kind === 'Partner').length);
      await kind.selectOption('');
      await expect(cards).toHaveCount(list.length);
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      // Open a profile by keyboard: its heading takes the focus; texts, links and contact show.
      const italy = list.find((society) => society.Acronym === 'ISN-IT')!;
      const link = app.locator(`[part="society-card"][data-society="${italy.Id}"] a`).first();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?id=${italy.Id}$`));
      const profile = app.locator('[part="society-profile"]');
      await expect(profile.locator('h2')).toHaveText(italy.Name);
      await expect(profile.locator('h2')).toBeFocused();
      await expect(profile).toContainText(language === 'de-DE' ? 'Italien' : 'Italy');
      await expect(profile.locator(`a[href="mailto:${italy.Email}"]`)).toBeVisible();
      await expect(profile.getByRole('link', { name: italy.Links[1]!.Label })).toHaveAttribute('href', italy.Links[1]!.Url);
      await expect(profile.locator('img')).toHaveAttribute('src', italy.LogoPath);
      await expectNoSeriousViolations(page, `society profile ${language}`);
      // Back returns to the list.
      await page.goBack();
      await expect(cards).toHaveCount(list.length);

      // The deep link opens the profile directly; an unknown id says so.
      await page.goto(`${path}?id=${italy.Id}`);
      await expect(profile.locator('h2')).toHaveText(italy.Name);
      await page.goto(`${path}?id=999`);
      await expect(app.locator('[data-not-found]')).toHaveText(
        language === 'de-DE' ? SOCIETY_TEXTS_DE['worldVillage.notFound'] : 'There is no such society in the world village.',
      );
    });
  });
}
