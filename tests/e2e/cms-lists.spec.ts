/**
 * <vmx-news> and <vmx-jobs> on the society's CMS page (demo/cms.html): the congress's news, newest first with "Show
 * more" by the element's page-size, and its job postings with search and filters, both inside the element (the
 * host page's address never changes); an article or a posting opens on the platform (platform-url). German by the
 * language attribute, axe, and a page with one of them downloads only that element's code.
 */
import type { Page } from '@playwright/test';
import type { NewsPage } from '../../src/contracts';
import { JOBS_TEXTS } from '../../src/core/jobs/texts';
import { NEWS_TEXTS } from '../../src/core/news/texts';
import { JOBS_TEXTS_DE } from '../../server/db/seed/texts-de/jobs';
import { NEWS_TEXTS_DE } from '../../server/db/seed/texts-de/news';
import { eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const CMS = '/demo/cms.html';
const news = (page: Page) => page.locator('vmx-news [part="news"]');
const jobs = (page: Page) => page.locator('vmx-jobs [part="jobs"]');

/** The tag an element module defines (defineElement({ tag: ... }) in src/elements/<tag>.ts), as built. */
const DEFINED_TAG = /\btag:\s*[`'"](vmx-[a-z-]+)[`'"]/g;

async function openCms(page: Page) {
  await page.goto(CMS);
  await expect(news(page).locator('li [data-article]').first()).toBeVisible();
  await expect(jobs(page).locator('li [data-job]').first()).toBeVisible();
}

test('<vmx-news> on the CMS page lists the newest articles first, shows more by its page-size, and keeps the address', async ({
  page,
  baseURL,
  request,
}) => {
  await openCms(page);
  const cards = news(page).locator('li [data-article]');
  // page-size="3": three at first, three more with each "Show more".
  await expect(cards).toHaveCount(3);
  await expect(cards.first().locator('h2')).toHaveText('Welcome to Berlin: the congress opens tomorrow');
  await expect(news(page).locator('[data-news-count]')).toHaveText('Showing 3 of 12 articles');
  await news(page).getByRole('button', { name: NEWS_TEXTS['news.more'] }).click();
  await expect(cards).toHaveCount(6);
  await expect(cards.nth(3).locator('h2 a')).toBeFocused();
  const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));

  // The choice of news changes the list, not the host page.
  await news(page).getByRole('link', { name: NEWS_TEXTS['news.filter.industry'] }).click();
  await expect(news(page).getByRole('link', { name: NEWS_TEXTS['news.filter.industry'] })).toHaveAttribute('aria-current', 'page');
  await expect(news(page).locator('li [data-category="congress"]')).toHaveCount(0);
  await expect(cards).toHaveCount(3);
  const industry = (await (
    await request.get(`/api/Modules/News?eventid=${await eventId(request)}&language=en-GB&display=industry&take=60`)
  ).json()) as NewsPage;
  const company = industry.Companies[0]!;
  await news(page).getByLabel(NEWS_TEXTS['news.company.label']).selectOption(company.CompanyAccountId);
  await expect(
    news(page)
      .locator('li [data-article]')
      .first()
      .getByRole('link', { name: `From ${company.Name}` }),
  ).toHaveAttribute('href', `${baseURL}/demo/ehc2026/en-GB/profile/${company.CompanyAccountId}`);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(CMS);
});

test('an article of <vmx-news> opens on the platform', async ({ page, baseURL }) => {
  await openCms(page);
  const link = news(page).locator('li [data-article="n-1"] h2 a');
  await expect(link).toHaveAttribute('href', `${baseURL}/news/demo/ehc2026/en-GB?article=n-1`);
  await link.click();
  await expect(page).toHaveURL(/\/news\/demo\/ehc2026\/en-GB\?article=n-1$/);
  await expect(page.locator('vmx-app [part="news-article"] h2')).toHaveText('Welcome to Berlin: the congress opens tomorrow');
});

test('<vmx-jobs> on the CMS page lists the postings, its search and filters narrow them, and the address never changes', async ({
  page,
  baseURL,
}) => {
  await openCms(page);
  const postings = jobs(page).locator('li [data-job]');
  await expect(postings).toHaveCount(10);
  await expect(jobs(page).locator('[data-jobs-count]')).toHaveText('10 jobs');
  await jobs(page).getByLabel(JOBS_TEXTS['jobs.search.label']).fill('fellowship');
  await expect(jobs(page).locator('[data-jobs-count]')).toHaveText('2 jobs');
  await jobs(page).getByLabel(JOBS_TEXTS['jobs.location.label']).selectOption('Zurich');
  await expect(postings).toHaveCount(1);
  await expect(postings).toHaveAttribute('data-job', 'j-6');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(CMS);
  await jobs(page).getByRole('button', { name: JOBS_TEXTS['jobs.clear'] }).click();
  await expect(postings).toHaveCount(10);
  await jobs(page).getByLabel(JOBS_TEXTS['jobs.kind.label']).selectOption('residency');
  await expect(postings).toHaveCount(2);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(CMS);

  // A posting, and an exhibitor's profile, open on the platform.
  await jobs(page).getByRole('button', { name: JOBS_TEXTS['jobs.clear'] }).click();
  await expect(jobs(page).locator('[data-job="j-1"] [data-employer] a')).toHaveAttribute(
    'href',
    new RegExp(`^${baseURL}/demo/ehc2026/en-GB/profile/ca-\\d+$`),
  );
  const title = jobs(page).locator('[data-job="j-5"] h2 a');
  await expect(title).toHaveAttribute('href', `${baseURL}/demo/ehc2026/en-GB/jobs/j-5`);
  await title.click();
  await expect(page).toHaveURL(/\/demo\/ehc2026\/en-GB\/jobs\/j-5$/);
  await expect(page.locator('vmx-app [part="job"] h2')).toHaveText('EHS research fellowship in prevention');
});

test('language="de-DE" turns <vmx-news> and <vmx-jobs> German, their links too', async ({ page, baseURL }) => {
  await openCms(page);
  await page.locator('vmx-news').evaluate((element) => element.setAttribute('language', 'de-DE'));
  const first = news(page).locator('li [data-article]').first();
  await expect(first.locator('h2')).toHaveText('Willkommen in Berlin: Morgen beginnt der Kongress');
  await expect(first.locator('time')).toHaveText('Dienstag, 09. Juni 2026');
  await expect(news(page).locator('[data-news-count]')).toHaveText('3 von 12 Beiträgen');
  await expect(news(page).getByRole('button', { name: NEWS_TEXTS_DE['news.more'] })).toBeVisible();
  await expect(first.locator('h2 a')).toHaveAttribute('href', `${baseURL}/news/demo/ehc2026/de-DE?article=n-1`);
  // The jobs share the event context, so they follow the switch.
  await expect(jobs(page).locator('[data-jobs-count]')).toHaveText('10 Stellen');
  await expect(jobs(page).locator('[data-job="j-5"] h2')).toHaveText('EHS-Forschungsstipendium Prävention');
  await jobs(page).getByLabel(JOBS_TEXTS_DE['jobs.location.label']).selectOption('Zürich');
  await expect(jobs(page).locator('li [data-job]')).toHaveCount(1);
  await expect(jobs(page).locator('li [data-job] h2 a')).toHaveAttribute('href', new RegExp(`^${baseURL}/demo/ehc2026/de-DE/jobs/j-\\w+$`));
  expect(new URL(page.url()).pathname).toBe(CMS);
  await expectNoSeriousViolations(page, 'CMS page with news and jobs, de-DE');
});

test('the CMS page with the news and the jobs has no serious accessibility violation', async ({ page }) => {
  await openCms(page);
  await expectNoSeriousViolations(page, 'CMS page with news and jobs');
});

for (const [tag, otherBody] of [
  ['vmx-news', /\/chunks\/(JobsElement|JobList|JobFacts)-/],
  ['vmx-jobs', /\/chunks\/(NewsElement|NewsList)-/],
] as const) {
  test(`a page with only <${tag}> downloads its code and no other element's`, async ({ page }) => {
    const scripts: Promise<{ path: string; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.text().then((text) => ({ path: new URL(response.url()).pathname, text })));
      }
    });
    // A host page of its own on the server's origin: the ESM autoloader and the one element.
    await page.route('**/demo/only-one-list.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>One list</title><script type="module" src="/vmx.js"></script></head><body><main><${tag} instance="demo" event="ehc2026" language="en-GB" api-base="/"></${tag}></main></body></html>`,
      }),
    );
    await page.goto('/demo/only-one-list.html');
    await expect(page.locator(`${tag} li`).first()).toBeVisible();
    const loaded = await Promise.all(scripts);
    // Every element module it downloaded defines this tag; the other list's body never came.
    const defined = new Set(loaded.flatMap(({ text }) => [...text.matchAll(DEFINED_TAG)].map((match) => match[1])));
    expect([...defined]).toEqual([tag]);
    expect(loaded.map(({ path }) => path).filter((path) => otherBody.test(path))).toEqual([]);
    const others = ['vmx-app', 'vmx-programme', 'vmx-exhibitors', tag === 'vmx-news' ? 'vmx-jobs' : 'vmx-news'];
    expect(await page.evaluate(`${JSON.stringify(others)}.filter((name) => customElements.get(name))`)).toEqual([]);
  });
}
