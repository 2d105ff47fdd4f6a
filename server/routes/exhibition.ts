/**
 * Exhibitors and symposia (docs/rules/content-areas.md sections 2, 3 and 7, "Exhibitors and symposia"):
 *   GET  /api/exhibition/CompanyAccounts?eventid&language (and CompanyAccountsV2: the same list)
 *   GET  /api/exhibition/CompanyAccount/{eventid}/{language}/{id}   the profile; the id matches exactly
 *   GET  /api/Exhibition/CompanyAccountVMXBooth/{eventid}/{language}?id   404 without a 2D booth
 *   GET  /api/exhibition/getChatModel?eventid&id   RestoreId: the handle of the caller's conversation with the
 *                                                   company (server/networking/companies.ts; null before it, anonymous)
 *   POST /api/exhibition/saveChatModel?eventid&id&restoreId   opens it (a networking participant: routes/messaging.ts)
 *   GET  /api/Exhibition/GetDistributionFile?distributionUrl   302 to a seeded file only (no open redirect)
 *   GET  /api/exhibition/ExhibitiorProducts/{eventid}/{language}/{id} and ExhibitiorProductsForEvent/{eventid}/{language}
 *   GET  /api/exhibition/ExhibitiorMeetings/{eventid}/{language}/{id} and ExhibitiorMeetingsForEvent/{eventid}/{language}
 *   GET  /api/exhibition/ExhibitiorSymposia/{eventid}/{language}/{id}?onlypublic (default true)
 *   GET  /api/exhibition/Symposia/{eventid}/{language}   the public symposia of all companies
 *   GET  /api/Exhibition/ExhibitiorWebcasts?eventid&language&id and ExhibitiorPresentations (same query)
 *   POST /api/exhibition/CreateProductRating?eventid&pExhibitorProductId&pRatingValue   signed in
 *   GET  /api/Exhibition/ExhibitorLounge/{eventid}/de-DE?id&language   in the page's language (ours: the query's language)
 *   GET  /api/Exhibition/SetCompanyAccountViewCount/{eventid}?id   counts one view
 *   POST /api/exhibition/SymposiumLead?eventid&sessionid   ours (the symposia leads dialog), signed in
 *   GET  /media/products/{eventid}/{id}.svg and /media/booths/{companyAccountId}.svg   generated pictures
 * Paths answer in the case variants of caseVariants.ts. Content answers in the asked language: its texts go
 * through the event's content translations (server/exhibition/contentLanguage.ts). The spec's spelling
 * "Exhibitior" is kept.
 *
 * Access (docs/rules/shell-access-identity.md section 6, decided for the bearer user by server/access/caller.ts): an
 * HCP-only company's products, webcasts, presentations and files are left out, and its meeting and lounge
 * links are null, for a caller who is not a healthcare professional; only a healthcare professional rates
 * its products (403). Its 2D booth's video and file hotspots come without their Url. A lounge's MeetingUrl
 * is null for an anonymous caller. Private symposia
 * (onlypublic=false) are for the company's staff and preview super users: 401 anonymous, 403 otherwise.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { NEW_CHAT_RESTORE_ID } from '../../src/contracts';
import type {
  BoothHotspot,
  ChatModel,
  CompanyAccount,
  CompanyBooth,
  CompanyProfile,
  CompanyViewCount,
  ExhibitorHcpConfig,
  ExhibitorLounge,
  ExhibitorMeeting,
  ExhibitorPresentation,
  ExhibitorProduct,
  ExhibitorWebcast,
  ProductRatingResult,
  SymposiumSession,
} from '../../src/contracts';
import { programmeView, viewSessions, type ProgrammeCache } from './programme';
import { byteOrder } from '../db/connection';
import { requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariantRoutes } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { callerAccess, markPerCaller, type CallerAccess } from '../access/caller';
import { boothSvg, productSvg } from '../exhibition/images';
import { apiDocs } from '../http/apiDocs';
import { contentTranslations, translated } from '../exhibition/contentLanguage';
import { chatCompanyFor, companyConversationOf, openCompanyConversation, type ChatCompany } from '../networking/companies';
import { networkingCaller } from '../networking/participant';

export interface ExhibitionRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** The app's programme cache: symposia are the programme's sessions. */
  programme: ProgrammeCache;
}

/** A product rating is a whole number of stars (as session ratings are). */
export const PRODUCT_RATING_MIN = 1;
export const PRODUCT_RATING_MAX = 5;
/** Ours: the longest chat restore id kept. */
export const RESTORE_ID_MAX = 200;
/** Ours: a symposium lead's message and phone number. */
export const LEAD_MESSAGE_MAX = 2000;
export const LEAD_PHONE_PATTERN = /^[0-9 +\-/()]{7,30}$/;
/** Ours: the longest distribution URL looked at. */
const DISTRIBUTION_URL_MAX = 2000;
/** Ours: the booth hotspots that open an HCP-only company's restricted content (its videos and files). */
export const HCP_HOTSPOT_KINDS: ReadonlySet<BoothHotspot['Kind']> = new Set(['video', 'file']);
/** Generated pictures change only with a new seed. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

const companyId = () => text().max(200, 'must be at most 200 characters long');
const EventQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const EventLanguageParams = z.object({ eventid: numericId(), language: languageCode() });
const CompanyParams = EventLanguageParams.extend({ id: companyId() });
const CompanyQuery = z.object({ id: companyId() });
/** Ours: the lounge's path language is always de-DE (section 7), so the page's language comes as a query parameter. */
const LoungeQuery = CompanyQuery.extend({ language: languageCode().optional() });
const EventCompanyQuery = z.object({ eventid: numericId(), id: companyId(), language: languageCode().optional() });
const SaveChatQuery = EventCompanyQuery.extend({
  restoreId: z.string().trim().min(1, 'must not be empty').max(RESTORE_ID_MAX, `must be at most ${RESTORE_ID_MAX} characters long`),
});
const SymposiaQuery = z.object({ onlypublic: z.enum(['true', 'false'], { message: 'must be true or false' }).default('true') });
const ViewCountParams = z.object({ eventid: numericId() });
const DistributionQuery = z.object({
  distributionUrl: text().max(DISTRIBUTION_URL_MAX, `must be at most ${DISTRIBUTION_URL_MAX} characters long`),
});
const ratingMessage = `must be a whole number from ${PRODUCT_RATING_MIN} to ${PRODUCT_RATING_MAX}`;
const RatingQuery = z.object({
  eventid: numericId(),
  pExhibitorProductId: numericId(),
  pRatingValue: z
    .string()
    .trim()
    .regex(/^-?\d+$/, ratingMessage)
    .transform(Number)
    .pipe(z.number().min(PRODUCT_RATING_MIN, ratingMessage).max(PRODUCT_RATING_MAX, ratingMessage)),
});
const LeadQuery = z.object({ eventid: numericId(), sessionid: numericId() });
const LeadBody = z
  .object({
    Kind: z.enum(['info', 'callback'], { message: 'must be info or callback' }),
    Phone: z.string().trim().regex(LEAD_PHONE_PATTERN, 'must be 7 to 30 digits, spaces, +, -, / or parentheses').optional(),
    Message: z.string().trim().max(LEAD_MESSAGE_MAX, `must be at most ${LEAD_MESSAGE_MAX} characters long`).optional(),
  })
  .refine((body) => body.Kind !== 'callback' || body.Phone !== undefined, { path: ['Phone'], message: 'Required for a callback' });
const FileParams = z.object({ file: text() });
const ProductImageParams = FileParams.extend({ eventid: numericId() });

type CompanyRow = Awaited<ReturnType<typeof companyRows>>[number];

const docs = apiDocs('Exhibition');

export const exhibitionRoutes: FastifyPluginAsync<ExhibitionRouteDeps> = async (app, { db, identity, programme }) => {
  allowEmptyJsonBody(app);
  const { get, post } = caseVariantRoutes(app);
  const inLanguage = contentTranslations(db);
  /** A reply in the asked language. */
  const inLanguageOf = async <T>(eventId: number, language: string | undefined, reply: T): Promise<T> =>
    translated(reply, await inLanguage(eventId, language));

  /** The caller's access for the event; the reply is then per caller, so no shared cache keeps it. */
  const accessOf = async (request: FastifyRequest, reply: FastifyReply, event: EventRow, language?: string): Promise<CallerAccess> => {
    const access = await callerAccess({ db, identity }, request, reply, event, language);
    markPerCaller(reply, access);
    return access;
  };
  /** Whether the caller may have the restricted content of a company (HCP-only ones: healthcare professionals). */
  const mayHaveHcpContent = (access: CallerAccess, company: { hcp_only: number | null }) => company.hcp_only !== 1 || access.hcp();

  for (const path of ['/api/exhibition/CompanyAccounts', '/api/exhibition/CompanyAccountsV2']) {
    get(path, docs("The event's company accounts", { querystring: EventQuery }), async (request): Promise<CompanyAccount[]> => {
      const query = parseQuery(EventQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      return inLanguageOf(event.id, query.language, (await companyRows(db, event.id)).map(companyAccount));
    });
  }

  get(
    '/api/exhibition/CompanyAccount/:eventid/:language/:id',
    docs("A company's profile", { params: CompanyParams }),
    async (request, reply): Promise<CompanyProfile> => {
      const params = parseParams(CompanyParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      const row = await requireCompany(db, event.id, params.id);
      const hcpContent = mayHaveHcpContent(await accessOf(request, reply, event, params.language), row);
      const [files, views] = await Promise.all([
        db
          .selectFrom('distribution_files')
          .select(['name', 'url'])
          .where('event_id', '=', event.id)
          .where('company_account_id', '=', row.company_account_id)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('company_view_counts')
          .select('view_count')
          .where('event_id', '=', event.id)
          .where('company_account_id', '=', row.company_account_id)
          .executeTakeFirst(),
      ]);
      return inLanguageOf(event.id, params.language, {
        ...companyAccount(row),
        Description: row.description,
        Website: row.website,
        ContactEmail: row.contact_email,
        Phone: row.phone,
        Address: row.address,
        DistributionFiles: hcpContent ? files.map((file) => ({ Name: file.name, Url: file.url })) : [],
        HasLounge: row.has_lounge === 1,
        HasChat: row.has_chat === 1,
        HasBoothGuru: row.has_booth_guru === 1,
        HcpConfig: row.hcp_config ? (JSON.parse(row.hcp_config) as ExhibitorHcpConfig) : null,
        ViewCount: Number(views?.view_count ?? 0),
      });
    },
  );

  get(
    '/api/Exhibition/CompanyAccountVMXBooth/:eventid/:language',
    docs("A company's virtual booth", { params: EventLanguageParams, querystring: CompanyQuery }),
    async (request, reply): Promise<CompanyBooth> => {
      const params = parseParams(EventLanguageParams, request);
      const { id } = parseQuery(CompanyQuery, request);
      const event = await requireEvent(db, { id: params.eventid });
      const company = await requireCompany(db, event.id, id);
      const booth = await db
        .selectFrom('exhibitor_booths')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('company_account_id', '=', id)
        .executeTakeFirst();
      if (!booth || company.enable_2d_booth !== 1) throw new NotFoundError(`company ${id} has no 2D booth`);
      const hotspots = JSON.parse(booth.hotspots) as BoothHotspot[];
      const hcpContent = mayHaveHcpContent(await accessOf(request, reply, event, params.language), company);
      return inLanguageOf(event.id, params.language, {
        CompanyAccountId: id,
        Name: company.name,
        BackgroundImagePath: booth.background_image_path,
        // An HCP-only company's videos and files are its restricted content: their addresses are withheld.
        Hotspots: hcpContent
          ? hotspots
          : hotspots.map((hotspot) => (HCP_HOTSPOT_KINDS.has(hotspot.Kind) ? { ...hotspot, Url: null } : hotspot)),
      });
    },
  );

  get(
    '/api/exhibition/getChatModel',
    docs("A company's chat model, with the caller's restore id", { querystring: EventCompanyQuery }),
    async (request, reply): Promise<ChatModel> => {
      const user = (await identity.optionalUser(request, reply))?.user ?? null;
      const query = parseQuery(EventCompanyQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const company = await requireCompany(db, event.id, query.id);
      reply.header('cache-control', 'private, no-store');
      return chatModel(db, event.id, company, user?.id ?? null);
    },
  );

  post(
    '/api/exhibition/saveChatModel',
    docs("Opens the caller's conversation with a company's staff (restoreId: `new`, or the handle held)", { querystring: SaveChatQuery }),
    async (request, reply): Promise<ChatModel> => {
      const { user, event, query } = await networkingCaller({ db, identity }, request, reply, SaveChatQuery);
      const company = await chatCompanyFor(db, event.id, query.id, user.id);
      const held = await companyConversationOf(db, event.id, company.company_account_id, user.id);
      if (query.restoreId !== NEW_CHAT_RESTORE_ID && query.restoreId !== (held ? String(held.id) : null)) {
        throw new BadRequestError(
          'restoreId',
          `querystring.restoreId: must be ${NEW_CHAT_RESTORE_ID} or the handle of your conversation with the company`,
        );
      }
      const at = new Date(identity.now()).toISOString();
      const { created } = await db
        .transaction()
        .execute((trx) => openCompanyConversation(trx, event.id, company.company_account_id, user.id, at));
      reply.status(created ? 201 : 200);
      return chatModel(db, event.id, company, user.id);
    },
  );

  get(
    '/api/Exhibition/GetDistributionFile',
    docs('A distribution file (a download of an exhibitor)', { querystring: DistributionQuery }),
    async (request, reply) => {
      const { distributionUrl } = parseQuery(DistributionQuery, request);
      if (!isHttpUrl(distributionUrl)) throw new BadRequestError('distributionUrl', 'querystring.distributionUrl: must be an http(s) URL');
      // Only the files companies hand out: anything else would make this an open redirect.
      const file = await db.selectFrom('distribution_files').select('url').where('url', '=', distributionUrl).limit(1).executeTakeFirst();
      if (!file) throw new NotFoundError('no such distribution file');
      return reply.header('cache-control', 'no-store').redirect(file.url, 302);
    },
  );

  get(
    '/api/exhibition/ExhibitiorProducts/:eventid/:language/:id',
    docs("A company's products", { params: CompanyParams }),
    async (request, reply): Promise<ExhibitorProduct[]> => {
      const params = parseParams(CompanyParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      const company = await requireCompany(db, event.id, params.id);
      if (!mayHaveHcpContent(await accessOf(request, reply, event, params.language), company)) return [];
      return inLanguageOf(event.id, params.language, await products(db, event.id, params.id, true));
    },
  );

  get(
    '/api/exhibition/ExhibitiorProductsForEvent/:eventid/:language',
    docs("Every company's products", { params: EventLanguageParams }),
    async (request, reply): Promise<ExhibitorProduct[]> => {
      const params = parseParams(EventLanguageParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      const access = await accessOf(request, reply, event, params.language);
      return inLanguageOf(event.id, params.language, await products(db, event.id, null, access.hcp()));
    },
  );

  get(
    '/api/exhibition/ExhibitiorMeetings/:eventid/:language/:id',
    docs("A company's meetings", { params: CompanyParams }),
    async (request, reply): Promise<ExhibitorMeeting[]> => {
      const params = parseParams(CompanyParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      await requireCompany(db, event.id, params.id);
      const access = await accessOf(request, reply, event, params.language);
      return inLanguageOf(event.id, params.language, await meetings(db, event.id, params.id, access.hcp()));
    },
  );

  get(
    '/api/exhibition/ExhibitiorMeetingsForEvent/:eventid/:language',
    docs("Every company's meetings", { params: EventLanguageParams }),
    async (request, reply): Promise<ExhibitorMeeting[]> => {
      const params = parseParams(EventLanguageParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      const access = await accessOf(request, reply, event, params.language);
      return inLanguageOf(event.id, params.language, await meetings(db, event.id, null, access.hcp()));
    },
  );

  /**
   * The symposia are the programme's own sessions (built and cached for PAGSessionsV2), so a symposium reads
   * as the programme shows it, to this caller (a Session policy that denies them withholds its presentations).
   */
  async function symposia(
    event: EventRow,
    language: string,
    companyAccountId: string | null,
    onlyPublic: boolean,
    access: CallerAccess,
  ): Promise<SymposiumSession[]> {
    const found = await programme.programmeOf(event, language);
    const sessions = found ? viewSessions(found.programme.sessions, programmeView(found.programme, access)) : [];
    const privateIds = new Set(
      (await db.selectFrom('symposia').select('session_id').where('event_id', '=', event.id).where('is_public', '=', 0).execute()).map(
        (row) => row.session_id,
      ),
    );
    return sessions
      .filter(
        (session) => session.CompanyAccountId !== null && (companyAccountId === null || session.CompanyAccountId === companyAccountId),
      )
      .map((session) => ({ ...session, IsPublic: !privateIds.has(session.Id) }))
      .filter((session) => session.IsPublic || !onlyPublic);
  }

  get(
    '/api/exhibition/ExhibitiorSymposia/:eventid/:language/:id',
    docs("A company's symposia", { params: CompanyParams, querystring: SymposiaQuery }),
    async (request, reply): Promise<SymposiumSession[]> => {
      const params = parseParams(CompanyParams, request);
      const query = parseQuery(SymposiaQuery, request);
      const event = await requireEvent(db, { id: params.eventid });
      const company = await requireCompany(db, event.id, params.id);
      const onlyPublic = query.onlypublic === 'true';
      const access = await accessOf(request, reply, event, params.language);
      if (!onlyPublic) {
        if (!access.user) throw new HttpProblem(401, 'Sign in to see the private symposia');
        if (!access.staffOf(company.company_account_id)) throw new HttpProblem(403, "Only the company's staff see its private symposia");
      }
      return symposia(event, params.language, params.id, onlyPublic, access);
    },
  );

  get(
    '/api/exhibition/Symposia/:eventid/:language',
    docs("Every company's symposia", { params: EventLanguageParams }),
    async (request, reply): Promise<SymposiumSession[]> => {
      const params = parseParams(EventLanguageParams, request);
      const event = await requireEvent(db, { id: params.eventid });
      return symposia(event, params.language, null, true, await accessOf(request, reply, event, params.language));
    },
  );

  get(
    '/api/Exhibition/ExhibitiorWebcasts',
    docs("A company's webcasts", { querystring: EventCompanyQuery }),
    async (request, reply): Promise<ExhibitorWebcast[]> => {
      const query = parseQuery(EventCompanyQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const company = await requireCompany(db, event.id, query.id);
      if (!mayHaveHcpContent(await accessOf(request, reply, event, query.language), company)) return [];
      const rows = await db
        .selectFrom('exhibitor_webcasts')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('company_account_id', '=', query.id)
        .orderBy('id')
        .execute();
      const webcasts = rows.map((row) => ({
        Id: row.id,
        CompanyAccountId: row.company_account_id,
        Title: row.title,
        Description: row.description,
        VideoUrl: row.video_url,
        ThumbnailPath: row.thumbnail_path,
        DurationMinutes: row.duration_minutes,
      }));
      return inLanguageOf(event.id, query.language, webcasts);
    },
  );

  get(
    '/api/Exhibition/ExhibitiorPresentations',
    docs("A company's presentations", { querystring: EventCompanyQuery }),
    async (request, reply): Promise<ExhibitorPresentation[]> => {
      const query = parseQuery(EventCompanyQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const company = await requireCompany(db, event.id, query.id);
      if (!mayHaveHcpContent(await accessOf(request, reply, event, query.language), company)) return [];
      const rows = await db
        .selectFrom('exhibitor_presentations')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('company_account_id', '=', query.id)
        .orderBy('id')
        .execute();
      const presentations = rows.map((row) => ({
        Id: row.id,
        CompanyAccountId: row.company_account_id,
        Title: row.title,
        SpeakerName: row.speaker_name,
        Url: row.url,
      }));
      return inLanguageOf(event.id, query.language, presentations);
    },
  );

  post(
    '/api/exhibition/CreateProductRating',
    docs('Rates a product (signed in)', { querystring: RatingQuery }),
    async (request, reply): Promise<ProductRatingResult> => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(RatingQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const product = await db
        .selectFrom('exhibitor_products')
        .select(['id', 'company_account_id'])
        .where('event_id', '=', event.id)
        .where('id', '=', query.pExhibitorProductId)
        .executeTakeFirst();
      if (!product)
        throw new BadRequestError(
          'pExhibitorProductId',
          `querystring.pExhibitorProductId: the event has no product ${query.pExhibitorProductId}`,
        );
      const company = await requireCompany(db, event.id, product.company_account_id);
      if (!mayHaveHcpContent(await accessOf(request, reply, event), company))
        throw new HttpProblem(403, 'This product is for healthcare professionals only');
      const now = new Date(identity.now()).toISOString();
      await db
        .insertInto('product_ratings')
        .values({
          event_id: event.id,
          user_id: user.id,
          product_id: product.id,
          rating: query.pRatingValue,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['event_id', 'user_id', 'product_id']).doUpdateSet({ rating: query.pRatingValue, updated_at: now }),
        )
        .execute();
      const totals = (await ratingTotals(db, event.id, [product.id])).get(product.id);
      reply.header('cache-control', 'private, no-store');
      return {
        ProductId: product.id,
        RatingAverage: totals?.average ?? null,
        RatingCount: totals?.count ?? 0,
        UserRating: query.pRatingValue,
      };
    },
  );

  get(
    '/api/Exhibition/ExhibitorLounge/:eventid/:language',
    docs("A company's lounge", { params: EventLanguageParams, querystring: LoungeQuery }),
    async (request, reply): Promise<ExhibitorLounge> => {
      // The spec fixes the path's language to de-DE; the page's language comes as ?language (ours), so an
      // English page gets the English lounge. Without it the path's language counts.
      const params = parseParams(EventLanguageParams, request);
      const { id, language } = parseQuery(LoungeQuery, request);
      const event = await requireEvent(db, { id: params.eventid });
      const company = await requireCompany(db, event.id, id);
      const access = await accessOf(request, reply, event);
      // The video room is for signed-in callers (and, in an HCP-only company, healthcare professionals).
      const mayJoin = access.user !== null && mayHaveHcpContent(access, company);
      const lounge = await db
        .selectFrom('exhibitor_lounges')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('company_account_id', '=', id)
        .executeTakeFirst();
      if (!lounge) throw new NotFoundError(`company ${id} has no lounge`);
      return inLanguageOf(event.id, language ?? params.language, {
        CompanyAccountId: lounge.company_account_id,
        Title: lounge.title,
        Welcome: lounge.welcome,
        Staff: JSON.parse(lounge.staff) as ExhibitorLounge['Staff'],
        MeetingUrl: mayJoin ? lounge.meeting_url : null,
        OpenFrom: lounge.open_from,
        OpenUntil: lounge.open_until,
      });
    },
  );

  get(
    '/api/Exhibition/SetCompanyAccountViewCount/:eventid',
    docs("Counts a view of a company's profile; its view count", { params: ViewCountParams, querystring: CompanyQuery }),
    async (request, reply): Promise<CompanyViewCount> => {
      const params = parseParams(ViewCountParams, request);
      const { id } = parseQuery(CompanyQuery, request);
      const event = await requireEvent(db, { id: params.eventid });
      await requireCompany(db, event.id, id);
      // One statement, so concurrent views each count.
      const row = await db
        .insertInto('company_view_counts')
        .values({ event_id: event.id, company_account_id: id, view_count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['event_id', 'company_account_id']).doUpdateSet({ view_count: sql<number>`company_view_counts.view_count + 1` }),
        )
        .returning('view_count')
        .executeTakeFirstOrThrow();
      reply.header('cache-control', 'no-store');
      return { CompanyAccountId: id, ViewCount: Number(row.view_count) };
    },
  );

  post(
    '/api/exhibition/SymposiumLead',
    docs("Registers the caller's interest in a symposium (signed in)", { querystring: LeadQuery, body: LeadBody }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(LeadQuery, request);
      const body = parseBody(LeadBody, request);
      const event = await requireEvent(db, { id: query.eventid });
      const session = await db
        .selectFrom('programme_sessions')
        .select(['id', 'company_account_id'])
        .where('event_id', '=', event.id)
        .where('id', '=', query.sessionid)
        .executeTakeFirst();
      if (!session?.company_account_id)
        throw new BadRequestError('sessionid', `querystring.sessionid: the event has no symposium ${query.sessionid}`);
      await db
        .insertInto('symposium_leads')
        .values({
          event_id: event.id,
          user_id: user.id,
          session_id: session.id,
          company_account_id: session.company_account_id,
          kind: body.Kind,
          phone: body.Phone ?? null,
          message: body.Message || null,
          created_at: new Date(identity.now()).toISOString(),
        })
        .execute();
      reply.header('cache-control', 'no-store');
      return { Ok: true };
    },
  );

  app.get('/media/products/:eventid/:file', async (request, reply) => {
    const { eventid, file } = parseParams(ProductImageParams, request);
    const id = /^\d{1,9}\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const product =
      id === null
        ? undefined
        : await db
            .selectFrom('exhibitor_products')
            .select(['id', 'name', 'category'])
            .where('event_id', '=', eventid)
            .where('id', '=', id)
            .executeTakeFirst();
    if (!product) throw new NotFoundError(`no product image ${file}`);
    return reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .type('image/svg+xml; charset=utf-8')
      .send(productSvg(product.id, product.name, product.category));
  });

  app.get('/media/booths/:file', async (request, reply) => {
    const { file } = parseParams(FileParams, request);
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const company = id
      ? await db.selectFrom('company_accounts').select('name').where('company_account_id', '=', id).limit(1).executeTakeFirst()
      : undefined;
    if (!company) throw new NotFoundError(`no booth image ${file}`);
    return reply.header('cache-control', MEDIA_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(boothSvg(id, company.name));
  });
};

/** The event's companies with their profiles, ordered by name then id (byte order, as the logo grid). */
function companyRows(db: Kysely<Database>, eventId: number, id?: string) {
  let query = db
    .selectFrom('company_accounts as c')
    .leftJoin('company_profiles as p', (join) =>
      join.onRef('p.event_id', '=', 'c.event_id').onRef('p.company_account_id', '=', 'c.company_account_id'),
    )
    .selectAll('c')
    .select([
      'p.tags',
      'p.short_description',
      'p.description',
      'p.website',
      'p.contact_email',
      'p.phone',
      'p.address',
      'p.deep_link',
      'p.has_lounge',
      'p.has_chat',
      'p.has_booth_guru',
      'p.hcp_only',
      'p.hcp_config',
    ])
    .where('c.event_id', '=', eventId);
  if (id !== undefined) query = query.where('c.company_account_id', '=', id);
  return query.orderBy(byteOrder(db, 'c.name')).orderBy(byteOrder(db, 'c.company_account_id')).execute();
}

/** The company with exactly this id (case matters: the client retries lower-cased), or a 404. */
async function requireCompany(db: Kysely<Database>, eventId: number, id: string): Promise<CompanyRow> {
  const [row] = await companyRows(db, eventId, id);
  if (!row) throw new NotFoundError(`the event has no company ${id}`);
  return row;
}

function companyAccount(row: CompanyRow): CompanyAccount {
  const boothNumbers = row.booth_numbers ? row.booth_numbers.split(',').filter(Boolean).sort(compareBooths) : [];
  return {
    CompanyAccountId: row.company_account_id,
    Name: row.name,
    CompanyAccountName: row.name,
    LogoPath: row.logo_path,
    SponsorType: row.sponsor_type,
    CustomLogoLink: row.custom_logo_link,
    CustomPdfLink: row.custom_pdf_link,
    CustomButtonTextLabel: row.custom_button_text_label,
    isPublic: row.is_public === 1,
    Tags: row.tags ? (JSON.parse(row.tags) as string[]) : [],
    ExhibitorBooths: boothNumbers.map((BoothNumber) => ({ BoothNumber })),
    BoothNumbers: boothNumbers,
    Sort: row.sort,
    PublicationState: row.publication_state,
    Enable2DBooth: row.enable_2d_booth === 1,
    DeepLink: row.deep_link ?? null,
    HcpOnly: row.hcp_only === 1,
    ShortDescription: row.short_description ?? null,
  };
}

/** Hall letter, then number: A03 before A12 before B01. */
function compareBooths(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The company's chat model; RestoreId: the handle (the id, as text) of the caller's conversation with it, if any. */
async function chatModel(db: Kysely<Database>, eventId: number, company: ChatCompany, userId: number | null): Promise<ChatModel> {
  const own = userId === null ? undefined : await companyConversationOf(db, eventId, company.company_account_id, userId);
  return { CompanyAccountId: company.company_account_id, Enabled: company.has_chat === 1, RestoreId: own ? String(own.id) : null };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

/** Average (two decimals) and count per product. */
async function ratingTotals(
  db: Kysely<Database>,
  eventId: number,
  productIds: readonly number[] | null,
): Promise<Map<number, { average: number; count: number }>> {
  let query = db
    .selectFrom('product_ratings')
    .select((eb) => ['product_id', eb.fn.avg<number | string>('rating').as('average'), eb.fn.countAll<number | string>().as('count')])
    .where('event_id', '=', eventId)
    .groupBy('product_id');
  if (productIds !== null) {
    if (productIds.length === 0) return new Map();
    query = query.where('product_id', 'in', [...productIds]);
  }
  // PostgreSQL answers avg as numeric and count as bigint, both as strings.
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.product_id, { average: Math.round(Number(row.average) * 100) / 100, count: Number(row.count) }]));
}

/** The products of a company or the event; withHcpOnly false leaves out those of HCP-only companies. */
async function products(
  db: Kysely<Database>,
  eventId: number,
  companyAccountId: string | null,
  withHcpOnly: boolean,
): Promise<ExhibitorProduct[]> {
  let query = db
    .selectFrom('exhibitor_products as p')
    .innerJoin('company_accounts as c', (join) =>
      join.onRef('c.event_id', '=', 'p.event_id').onRef('c.company_account_id', '=', 'p.company_account_id'),
    )
    .leftJoin('company_profiles as cp', (join) =>
      join.onRef('cp.event_id', '=', 'p.event_id').onRef('cp.company_account_id', '=', 'p.company_account_id'),
    )
    .selectAll('p')
    .select(['c.name as company_name', 'cp.hcp_only'])
    .where('p.event_id', '=', eventId);
  if (companyAccountId !== null) query = query.where('p.company_account_id', '=', companyAccountId);
  const rows = (await query.orderBy('p.id').execute()).filter((row) => withHcpOnly || row.hcp_only !== 1);
  const totals = await ratingTotals(db, eventId, companyAccountId === null ? null : rows.map((row) => row.id));
  return rows.map((row) => ({
    Id: row.id,
    CompanyAccountId: row.company_account_id,
    CompanyName: row.company_name,
    Name: row.name,
    Description: row.description,
    Category: row.category,
    Short: row.short,
    Website: row.website,
    Tags: JSON.parse(row.tags) as string[],
    ImagePath: row.image_path,
    RatingAverage: totals.get(row.id)?.average ?? null,
    RatingCount: totals.get(row.id)?.count ?? 0,
  }));
}

/** The meetings of a company or the event; withHcpLinks false leaves out the join links of HCP-only companies. */
async function meetings(
  db: Kysely<Database>,
  eventId: number,
  companyAccountId: string | null,
  withHcpLinks: boolean,
): Promise<ExhibitorMeeting[]> {
  let query = db
    .selectFrom('exhibitor_meetings as m')
    .innerJoin('company_accounts as c', (join) =>
      join.onRef('c.event_id', '=', 'm.event_id').onRef('c.company_account_id', '=', 'm.company_account_id'),
    )
    .leftJoin('company_profiles as p', (join) =>
      join.onRef('p.event_id', '=', 'm.event_id').onRef('p.company_account_id', '=', 'm.company_account_id'),
    )
    .selectAll('m')
    .select(['c.name as company_name', 'p.hcp_only'])
    .where('m.event_id', '=', eventId);
  if (companyAccountId !== null) query = query.where('m.company_account_id', '=', companyAccountId);
  const rows = await query.orderBy('m.start_date_time').orderBy('m.id').execute();
  return rows.map((row) => ({
    Id: row.id,
    CompanyAccountId: row.company_account_id,
    CompanyName: row.company_name,
    Title: row.title,
    Description: row.description,
    StartDateTime: row.start_date_time,
    EndDateTime: row.end_date_time,
    JoinUrl: withHcpLinks || row.hcp_only !== 1 ? row.join_url : null,
    HcpOnly: row.hcp_only === 1,
  }));
}
