/**
 * The news page (docs/rules/content-areas.md section 2: News, /news/{i}/{e}/{l}; areas/community): articles newest
 * first with date, picture, teaser; "Show more"; an article opened in place with its sanitised body, linkable and
 * left with Back; the industry news (the header's "Industry news" item) narrowed to one company, linked to its
 * profile; German; keyboard; axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { NewsPage } from '../../src/contracts';
import { NEWS_TEXTS } from '../../src/core/news/texts';
import { NEWS_TEXTS_DE } from '../../server/db/seed/texts-de/news';
import { DEMO, eventId, expect, expectNoSeriousViolations, test } from './fixtures';

const { instance, event } = DEMO;
const newsPath = (language = 'en-GB', query = '') => `/news/${instance}/${event}/${language}${query}`;

async function industryNews(request: APIRequestContext): Promise<NewsPage> {
  const reply = await request.get(`/api/Modules/News?eventid=${await eventId(request)}&language=en-GB&display=industry&take=60`);
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as NewsPage;
}

async function openNews(page: Page, path: string) {
  await page.goto(path);
  const news = page.locator('vmx-app [part="news"]');
  await expect(news.locator('[data-article]').first()).toBeVisible();
  return news;
}

test('the news page lists the newest six articles with date, picture and teaser, and "Show more" adds the next six', async ({ page }) => {
  const news = await openNews(page, newsPath());
  const cards = news.locator('li [data-article]');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.locator('h2')).toHaveText('Welcome to Berlin: the congress opens tomorrow');
  await expect(first.locator('time')).toHaveText('09 June 2026');
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The picture keeps its 1200 × 630 ratio at the card's width (it once stood 630 px tall in a 220 px column).
  const picture = (await first.locator('img').boundingBox())!;
  expect(picture.height / picture.width).toBeCloseTo(630 / 1200, 1);
  await expect(first).toContainText('Badges, the app and the first plenary');
  await expect(news.locator('[data-news-count]')).toHaveText('Showing 6 of 12 articles');

  await news.getByRole('button', { name: NEWS_TEXTS['news.more'] }).click();
  await expect(cards).toHaveCount(12);
  // The focus goes to the first new article, so a keyboard user reads on where they were.
  await expect(cards.nth(6).locator('h2 a')).toBeFocused();
  await expect(news.getByRole('button', { name: NEWS_TEXTS['news.more'] })).toHaveCount(0);
  const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  await expectNoSeriousViolations(page, 'news list');
});

test('an article opens in place with its body, can be linked to, and Back returns to the list', async ({ page }) => {
  const news = await openNews(page, newsPath());
  await news.locator('li [data-article="n-1"] h2 a').click();
  await expect(page).toHaveURL(/\/news\/demo\/ehc2026\/en-GB\?article=n-1$/);
  const article = page.locator('vmx-app [part="news-article"]');
  await expect(article.locator('h2')).toHaveText('Welcome to Berlin: the congress opens tomorrow');
  await expect(article.locator('h2')).toBeFocused();
  await expect(article.locator('[part="news-body"] li')).toHaveCount(2);
  await expect(article.locator('[part="news-body"] a')).toHaveAttribute('href', '/demo/ehc2026/en-GB/search');
  await expect(news.locator('li [data-article]').first()).toBeHidden();
  await expectNoSeriousViolations(page, 'news article');

  await page.goBack();
  await expect(article).toHaveCount(0);
  await expect(news.locator('li [data-article]').first()).toBeVisible();

  // A copied link opens the article directly; an unknown one says so, with the way back.
  await page.goto(newsPath('en-GB', '?article=n-5'));
  await expect(article.locator('h2')).toHaveText('Final programme published');
  await page.goto(newsPath('en-GB', '?article=n-404'));
  await expect(article.locator('[data-news-article="not-found"]')).toHaveText(NEWS_TEXTS['news.article.notFound']);
  await article.getByRole('link', { name: NEWS_TEXTS['news.back'] }).click();
  await expect(page.locator('vmx-app [part="news"] li [data-article]').first()).toBeVisible();
});

test("the header's industry news shows only the exhibitors' articles, one company at a time, each linked to its profile", async ({
  page,
  request,
}) => {
  const industry = await industryNews(request);
  const company = industry.Companies[0]!;
  const news = await openNews(page, newsPath('en-GB', '?display=industry'));
  await expect(news.getByRole('link', { name: NEWS_TEXTS['news.filter.industry'] })).toHaveAttribute('aria-current', 'page');
  await expect(news.locator('li [data-article]')).toHaveCount(5);
  await expect(news.locator('li [data-category="congress"]')).toHaveCount(0);

  await news.getByLabel(NEWS_TEXTS['news.company.label']).selectOption(company.CompanyAccountId);
  await expect(page).toHaveURL(new RegExp(`display=industry&company=${company.CompanyAccountId}`));
  const expected = industry.Items.filter((item) => item.CompanyAccountId === company.CompanyAccountId).length;
  await expect(news.locator('li [data-article]')).toHaveCount(expected);
  const from = news
    .locator('li [data-article]')
    .first()
    .getByRole('link', { name: `From ${company.Name}` });
  await expect(from).toHaveAttribute('href', `/demo/ehc2026/en-GB/profile/${company.CompanyAccountId}`);
  await expectNoSeriousViolations(page, 'industry news');
});

test('the news page reads German for de-DE, dates in the German way, and works by keyboard', async ({ page }) => {
  const news = await openNews(page, newsPath('de-DE'));
  const first = news.locator('li [data-article]').first();
  await expect(first.locator('h2')).toHaveText('Willkommen in Berlin: Morgen beginnt der Kongress');
  await expect(first.locator('time')).toHaveText('Dienstag, 09. Juni 2026');
  await expect(news.locator('[data-news-count]')).toHaveText('6 von 12 Beiträgen');
  await expect(news.getByRole('button', { name: NEWS_TEXTS_DE['news.more'] })).toBeVisible();

  // Keyboard: focus the first article's title and open it with Enter.
  await first.locator('h2 a').focus();
  await page.keyboard.press('Enter');
  const article = page.locator('vmx-app [part="news-article"]');
  await expect(article.locator('h2')).toBeFocused();
  await expect(article.locator('[part="news-body"]')).toContainText('Die Registrierung öffnet um 07:00 Uhr');
  await expect(article.getByRole('link', { name: NEWS_TEXTS_DE['news.back'] })).toBeVisible();
  await expectNoSeriousViolations(page, 'news de-DE');
});
