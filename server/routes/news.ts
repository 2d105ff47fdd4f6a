/**
 * The news page (docs/rules/content-areas.md section 2, News; the rules name no calls for it, so these are ours, in
 * the style of section 7's module calls):
 *   GET /api/Modules/News?eventid&language&display&company&skip&take   NewsPage: newest first, one page; display
 *       industry keeps the exhibitors' articles, company one exhibitor's; Companies lists every exhibitor with
 *       industry news (the filter's choices)
 *   GET /api/Modules/NewsArticle?eventid&language&id                     NewsArticle with its body; 404 unknown id
 *   GET /media/news/{eventId}/{id}.svg                                    an article's generated picture
 * A language without articles falls back to the event's default. Paths answer in the case variants of caseVariants.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { NewsArticle, NewsArticleSummary, NewsCategory, NewsCompany, NewsPage } from '../../src/contracts';
import { NEWS_DISPLAYS, NEWS_ID_PATTERN, NEWS_MAX_TAKE, NEWS_PAGE_SIZE } from '../../src/core/news/news';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseParams, parseQuery } from '../http/validation';
import { escapeXml } from '../http/xml';
import { hash } from '../media/logo';

const newsId = () => z.string().trim().regex(NEWS_ID_PATTERN, 'must be an id of letters, digits, - and _');
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`);

const ListQuery = z.object({
  eventid: numericId(),
  language: languageCode().optional(),
  display: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(NEWS_DISPLAYS, { message: `must be one of ${NEWS_DISPLAYS.join(', ')}` }))
    .optional(),
  company: newsId().optional(),
  skip: wholeNumber(100_000).optional(),
  take: wholeNumber(NEWS_MAX_TAKE)
    .refine((value) => value >= 1, 'must be at least 1')
    .optional(),
});
const ArticleQuery = z.object({ eventid: numericId(), language: languageCode().optional(), id: newsId() });
const PictureParams = z.object({ eventid: numericId(), file: text() });

const PICTURE_COLOURS = ['#0b5cad', '#0f766e', '#7c3aed', '#b45309', '#15803d', '#be123c'];

export interface NewsRouteDeps {
  db: Kysely<Database>;
}

const docs = apiDocs('News');

export const newsRoutes: FastifyPluginAsync<NewsRouteDeps> = async (app, { db }) => {
  const { get } = caseVariantRoutes(app);

  /** The language the event has articles in: the one asked for, else the event's default. */
  async function articleLanguage(event: EventRow, requested: string | undefined): Promise<string> {
    const language = eventLanguage(event, requested);
    const any = await db
      .selectFrom('news_articles')
      .select('id')
      .where('event_id', '=', event.id)
      .where('language', '=', language)
      .limit(1)
      .executeTakeFirst();
    return any ? language : event.default_language;
  }

  function articles(event: EventRow, language: string) {
    return db
      .selectFrom('news_articles')
      .leftJoin('company_accounts', (join) =>
        join
          .onRef('company_accounts.company_account_id', '=', 'news_articles.company_account_id')
          .onRef('company_accounts.event_id', '=', 'news_articles.event_id'),
      )
      .where('news_articles.event_id', '=', event.id)
      .where('news_articles.language', '=', language);
  }

  get('/api/Modules/News', docs('One page of the news, newest first', { querystring: ListQuery }), async (request): Promise<NewsPage> => {
    const query = parseQuery(ListQuery, request);
    const event = await requireEvent(db, { id: query.eventid });
    const language = await articleLanguage(event, query.language);
    let filtered = articles(event, language);
    if (query.display === 'industry') filtered = filtered.where('news_articles.category', '=', 'industry');
    if (query.company !== undefined) filtered = filtered.where('news_articles.company_account_id', '=', query.company);
    const [rows, total, companies] = await Promise.all([
      filtered
        .select([
          'news_articles.id',
          'news_articles.title',
          'news_articles.teaser',
          'news_articles.published_at',
          'news_articles.category',
          'news_articles.image_url',
          'news_articles.company_account_id',
          'company_accounts.name as company_name',
        ])
        .orderBy('news_articles.published_at', 'desc')
        .orderBy('news_articles.id')
        .offset(query.skip ?? 0)
        .limit(query.take ?? NEWS_PAGE_SIZE)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      articles(event, language)
        .where('news_articles.category', '=', 'industry')
        .where('company_accounts.name', 'is not', null)
        .select(['news_articles.company_account_id', 'company_accounts.name'])
        .distinct()
        .execute(),
    ]);
    const collator = new Intl.Collator(language);
    return {
      Items: rows.map(summary),
      Total: Number(total.count),
      Companies: companies
        .flatMap((row): NewsCompany[] =>
          row.company_account_id && row.name ? [{ CompanyAccountId: row.company_account_id, Name: row.name }] : [],
        )
        .sort((a, b) => collator.compare(a.Name, b.Name)),
    };
  });

  get(
    '/api/Modules/NewsArticle',
    docs('One news article with its body', { querystring: ArticleQuery }),
    async (request): Promise<NewsArticle> => {
      const query = parseQuery(ArticleQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const language = await articleLanguage(event, query.language);
      const row = await articles(event, language)
        .where('news_articles.id', '=', query.id)
        .select([
          'news_articles.id',
          'news_articles.title',
          'news_articles.teaser',
          'news_articles.body',
          'news_articles.published_at',
          'news_articles.category',
          'news_articles.image_url',
          'news_articles.company_account_id',
          'company_accounts.name as company_name',
        ])
        .executeTakeFirst();
      if (!row) throw new NotFoundError(`the event has no news article ${query.id}`);
      return { ...summary(row), Body: row.body };
    },
  );

  app.get('/media/news/:eventid/:file', async (request, reply) => {
    const { eventid, file } = parseParams(PictureParams, request);
    const id = /^[A-Za-z0-9_-]{1,64}\.svg$/.test(file) ? file.slice(0, -4) : null;
    const event = id === null ? undefined : await db.selectFrom('events').selectAll().where('id', '=', eventid).executeTakeFirst();
    const row =
      event &&
      id !== null &&
      (await db
        .selectFrom('news_articles')
        .select(['id', 'category'])
        .where('event_id', '=', event.id)
        .where('id', '=', id)
        .where('language', '=', event.default_language)
        .executeTakeFirst());
    if (!row) throw new NotFoundError(`no news picture ${file}`);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml; charset=utf-8')
      .send(newsPictureSvg(row.id, row.category === 'industry'));
  });
};

interface SummaryRow {
  id: string;
  title: string;
  teaser: string;
  published_at: string;
  category: string;
  image_url: string;
  company_account_id: string | null;
  company_name: string | null;
}

function summary(row: SummaryRow): NewsArticleSummary {
  const category: NewsCategory = row.category === 'industry' ? 'industry' : 'congress';
  return {
    Id: row.id,
    Title: row.title,
    Teaser: row.teaser,
    PublishedAt: row.published_at,
    Category: category,
    ImageUrl: row.image_url,
    CompanyAccountId: row.company_account_id,
    CompanyName: row.company_name,
  };
}

/**
 * A 1200x630 picture (the usual share-image ratio) of soft shapes in one colour per article; decorative, so it
 * carries no text (the page gives it an empty alt).
 */
export function newsPictureSvg(id: string, industry: boolean): string {
  const h = hash(id);
  const colour = PICTURE_COLOURS[h % PICTURE_COLOURS.length]!;
  const x = 200 + (h % 800);
  const y = 120 + ((h >>> 8) % 380);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" aria-hidden="true">` +
    `<rect width="1200" height="630" fill="${escapeXml(colour)}"/>` +
    `<circle cx="${x}" cy="${y}" r="260" fill="#ffffff" fill-opacity="0.14"/>` +
    `<circle cx="${1200 - x}" cy="${630 - y}" r="180" fill="#ffffff" fill-opacity="0.1"/>` +
    (industry ? `<rect x="0" y="590" width="1200" height="40" fill="#000000" fill-opacity="0.18"/>` : '') +
    `</svg>`
  );
}
