/**
 * Content: the my-area dashboard (docs/rules/content-areas.md section 7, GET /api/Modules/EventDashboard?eventid&language),
 * and ours where the spec names a page but not its call: content pages (/page/{pageName}), their lists
 * (/list/{page}) and the contact form's e-mail (section 7: "path not shown"), written to the outbox.
 *
 * Access (docs/rules/shell-access-identity.md section 6, decided for the bearer user by server/access/caller.ts): a
 * content page closed by the Page policy of ContentPage or by a Url policy on its address is not served
 * (401 anonymous, 403 otherwise), as the client closes the page itself.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ContentPage, ContentPageSlice, DashboardModule } from '../../src/contracts';
import { buildPath } from '../../src/core/routes';
import { callerAccess, markPerCaller } from '../access/caller';
import type { Database } from '../db/schema';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import { caseVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { escapeXml } from '../http/xml';
import { queueMail } from '../identity/mail';
import { HttpProblem, type Identity } from '../identity/service';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { apiDocs } from '../http/apiDocs';

/** Ours: the most list entries one request returns. */
export const CONTENT_PAGES_MAX_TAKE = 50;
/** Ours: where the demo's contact form goes. */
export const CONTACT_ADDRESS = (event: EventRow) => `contact@${event.short}.example`;

const DashboardQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const ContentPageQuery = z.object({
  shortname: text(),
  language: languageCode().optional(),
  pageName: text()
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - and _'),
});
const count = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`);
const ContentPagesQuery = z.object({
  shortname: text(),
  language: languageCode().optional(),
  list: text().max(100).optional(),
  skip: count(1_000_000).optional(),
  take: count(CONTENT_PAGES_MAX_TAKE)
    .refine((value) => value > 0, 'must be at least 1')
    .optional(),
});
const ContactQuery = z.object({ eventid: numericId() });
const ContactBody = z.object({
  FromAddresses: z
    .array(z.object({ Name: z.string().trim().max(200), Address: z.string().trim().email('must be an e-mail address') }))
    .length(1, 'must hold exactly one sender'),
  Subject: text().max(200),
  Content: text().max(10_000),
});

export interface ContentRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  now?: () => number;
}

const docs = apiDocs('Content');

export const contentRoutes: FastifyPluginAsync<ContentRouteDeps> = async (app, { db, identity, now = Date.now }) => {
  /** The event's language asked for; a language without rows falls back to the event's default. */
  async function withFallback<T>(event: EventRow, requested: string | undefined, read: (language: string) => Promise<T[]>): Promise<T[]> {
    const language = eventLanguage(event, requested);
    const rows = await read(language);
    if (rows.length > 0 || language === event.default_language) return rows;
    return read(event.default_language);
  }

  const dashboard = async (request: { query: unknown }): Promise<DashboardModule[]> => {
    const query = parseQuery(DashboardQuery, request);
    const event = await requireEvent(db, { id: query.eventid });
    const rows = await withFallback(event, query.language, (language) =>
      db
        .selectFrom('dashboard_modules')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('language', '=', language)
        .orderBy('position')
        .execute(),
    );
    return rows.map((row) => ({ Module: row.module, Title: row.title, ButtonText: row.button_text, Description: row.description }));
  };
  for (const url of caseVariants('/api/Modules/EventDashboard'))
    app.get(url, docs('The my-area dashboard modules', { querystring: DashboardQuery }), dashboard);

  app.get(
    '/api/Public/ContentPage',
    docs('One content page by name', { querystring: ContentPageQuery }),
    async (request, reply): Promise<ContentPage> => {
      const query = parseQuery(ContentPageQuery, request);
      const event = await requireEvent(db, { short: query.shortname });
      const language = eventLanguage(event, query.language);
      // Page names match case-insensitively: people type addresses.
      const [row] = await withFallback(event, query.language, (language) =>
        db
          .selectFrom('content_pages')
          .selectAll()
          .where('event_id', '=', event.id)
          .where('language', '=', language)
          .where((eb) => eb(eb.fn('lower', ['page_name']), '=', query.pageName.toLowerCase()))
          .execute(),
      );
      if (!row) throw new NotFoundError(`no content page ${query.pageName} for event ${event.short}`);
      // The address the client checks its Url policies against (location.pathname), in the stored spelling.
      const path = buildPath('ContentPage', { instance: event.instance, event: event.short, language, pageName: row.page_name });
      const access = await callerAccess({ db, identity }, request, reply, event, language);
      markPerCaller(reply, access);
      if (![access.decide('Page', 'ContentPage'), access.decide('Url', path)].every((result) => result.allowed)) {
        throw new HttpProblem(access.user ? 403 : 401, access.user ? 'This page is closed to you' : 'Sign in to see this page');
      }
      return { PageName: row.page_name, Title: row.title, Html: row.html, List: row.list };
    },
  );

  app.get(
    '/api/Public/ContentPages',
    docs('A slice of the content pages of a list', { querystring: ContentPagesQuery }),
    async (request): Promise<ContentPageSlice> => {
      const query = parseQuery(ContentPagesQuery, request);
      const event = await requireEvent(db, { short: query.shortname });
      const skip = query.skip ?? 0;
      const take = query.take ?? 10;
      const rows = await withFallback(event, query.language, (language) => {
        let select = db
          .selectFrom('content_pages')
          .select(['page_name', 'title', 'summary'])
          .where('event_id', '=', event.id)
          .where('language', '=', language);
        if (query.list !== undefined) select = select.where((eb) => eb(eb.fn('lower', ['list']), '=', query.list!.toLowerCase()));
        return select.orderBy('position').execute();
      });
      return {
        Items: rows.slice(skip, skip + take).map((row) => ({ PageName: row.page_name, Title: row.title, Summary: row.summary })),
        HasMore: rows.length > skip + take,
      };
    },
  );

  const contact = async (request: { query: unknown; body: unknown }) => {
    const query = parseQuery(ContactQuery, request);
    const body = parseBody(ContactBody, request);
    const event = await requireEvent(db, { id: query.eventid });
    const from = body.FromAddresses[0]!;
    const text = `From: ${from.Name} <${from.Address}>\n\n${body.Content}`;
    await queueMail(
      db,
      {
        to: CONTACT_ADDRESS(event),
        subject: `[${event.short}] ${body.Subject}`,
        text,
        html: `<p>From: ${escapeXml(from.Name)} &lt;${escapeXml(from.Address)}&gt;</p><pre>${escapeXml(body.Content)}</pre>`,
      },
      now(),
    );
    return { sent: true as const };
  };
  for (const url of caseVariants('/api/Mail/SendContactForm'))
    app.post(url, docs("Sends the contact form's message to the event", { querystring: ContactQuery, body: ContactBody }), contact);
};
