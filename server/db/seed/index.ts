/**
 * The deterministic seed: the same scale gives the same rows on every run and every machine, because
 * every random choice comes from a PRNG with a fixed seed.
 */
import type { Kysely } from 'kysely';
import type { Database, ProgrammeSessionTable } from '../schema';
import { DEMO_DOMAINS, DEMO_EVENTS, DEMO_INSTANCE, DEMO_SSO_LINKS, OAUTH_DEMO_INSTANCE, type EventSeed } from './catalogue';
import { loadTokenSecret } from '../../identity/secrets';
import { drawCompanies, eventCompanyAccounts } from './companies';
import { eventContentPages, eventDashboardModules } from './content';
import { eventAdvertisements, eventPushNotifications } from './advertising';
import { DEMO_EVENT_ID, demoPasswordHash, seedIdentity } from './identity';
import { eventNewsItems } from './news';
import { eventNewsArticles } from './newsArticles';
import { eventJobPostings } from './jobPostings';
import { createRandom } from './prng';
import { eventResources } from './resources';
import { eventHeaderResources } from './header';
import { footerModelResources } from './footer';
import { helpdeskFaqResources } from './helpdesk';
import { drawProgramme, insertProgramme } from './programme';
import { writeContentVersions } from '../contentVersions';
import { drawExhibition, insertExhibition } from './exhibition';
import { seedCharityAndSurveys } from './charity';
import { seedSocietyPages } from './society';
import { seedSubmissions } from './submissions';
import { seedSocialFeed } from './socialFeed';
import { seedTv } from './tv';
import { seedAssembly } from './assembly';
import { industryLandingResources, seedExternalRegistrations } from './specCalls';
import { seedCalendar, type SeedCalendar, type SeedDates } from './dates';
import { seedNetworking } from './networking';
import { seedCommunity } from './community';
import { seedAnalytics } from './analytics';

/**
 * Per scale: companies per event, and the programme of the current edition (sessions approximate,
 * presentations and speakers exact). large is the benchmarks' congress (ARCHITECTURE.md, Reference server).
 */
export const SEED_SCALES = {
  demo: { companies: 150, sessions: 120, presentations: 500, speakers: 300 },
  large: { companies: 600, sessions: 5000, presentations: 25_000, speakers: 8000 },
} as const;
export type SeedScale = keyof typeof SEED_SCALES;

const SEED = 20260610;
/** The programme draws from a stream of its own, so it leaves the rest of the seed unchanged. */
const PROGRAMME_STREAM = 0x50524f47;
/** The exhibition (profiles, products, lounges, booths...) draws from its own stream too. */
const EXHIBITION_STREAM = 0x45584842;
/** And the tracking history (seed/analytics.ts). */
const ANALYTICS_STREAM = 0x414e4c59;

export interface SeedSummary {
  scale: SeedScale;
  events: string[];
  companyAccounts: number;
  resources: number;
  rssItems: number;
  users: number;
  tickets: number;
  sessions: number;
  presentations: number;
  speakers: number;
}

export interface SeedOptions {
  /** VMX_TOKEN_SECRET, when set (the seeded transfer signature is keyed with the server's secret). */
  tokenSecret?: string | null;
  /** PUBLIC_URL, when set: the origin of links in seeded e-mails (default http://localhost:8080). */
  publicUrl?: string | null;
  /** SEED_DATES (server/db/seed/dates.ts): `fixed` (the default here, for tests) or `alive` around `now`. */
  dates?: SeedDates;
  /** The clock at seed time (epoch ms) for alive dates; default the server's clock. */
  now?: number;
}

/**
 * The origin of links in seeded e-mails: PUBLIC_URL, else the local address on the configured port
 * (PORT=0 picks a port only when listening: then npm start's http://localhost:8080).
 */
export function seedPublicUrl(config: { port: number; identity: { publicUrl?: string | null } }): string | null {
  return config.identity.publicUrl ?? (config.port ? `http://localhost:${config.port}` : null);
}

/** When the demo accounts were created and accepted the terms (fixed, so the seed stays deterministic). */
const SEEDED_AT = '2025-11-03T09:00:00.000Z';

/** True when the database already holds events (main.ts seeds only an empty database). */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seed(db: Kysely<Database>, scale: SeedScale = 'demo', options: SeedOptions = {}): Promise<SeedSummary> {
  const calendar = seedCalendar(options.dates ?? 'fixed', options.now ?? Date.now());
  const companies = drawCompanies(createRandom(SEED), SEED_SCALES[scale].companies);
  const summary: SeedSummary = {
    scale,
    events: [],
    companyAccounts: 0,
    resources: 0,
    rssItems: 0,
    users: 0,
    tickets: 0,
    sessions: 0,
    presentations: 0,
    speakers: 0,
  };
  // Outside the transaction: hashing is slow, and the secret is a setting of its own.
  const passwordHash = await demoPasswordHash();
  const secret = await loadTokenSecret(db, options.tokenSecret);
  let staffCompanyId: string | null = null;
  // What the charity and the evaluations of the current edition link to.
  let demoSessionIds = new Set<number>();
  let demoCompanyIds = new Set<string>();

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('instances').values([DEMO_INSTANCE, OAUTH_DEMO_INSTANCE]).execute();
    await trx.insertInto('domains').values(DEMO_DOMAINS).execute();
    for (const fixedEvent of DEMO_EVENTS) {
      // What derives from the event's dates (news, menus, holding page) reads the moved ones; the programme and
      // the meetings are drawn on the fixed calendar and moved time by time (server/db/seed/dates.ts).
      const event = onCalendar(fixedEvent, calendar);
      // Each event draws from its own stream, so adding an event leaves the others' data unchanged.
      const random = createRandom(SEED ^ event.row.id);
      const accounts = eventCompanyAccounts(random, event.row.id, companies);
      const resources = [
        ...eventResources(event),
        ...eventHeaderResources(event),
        ...footerModelResources(event),
        ...helpdeskFaqResources(event),
        ...industryLandingResources(event),
      ];
      const news = eventNewsItems(event);
      if (event.row.id === DEMO_EVENT_ID) {
        staffCompanyId = accounts.find((account) => account.sponsor_type === 'Platinum' && account.is_public === 1)!.company_account_id;
        demoCompanyIds = new Set(accounts.map((account) => account.company_account_id));
      }
      await trx.insertInto('events').values(event.row).execute();
      for (const rows of chunks(resources)) await trx.insertInto('resources').values(rows).execute();
      for (const rows of chunks(accounts)) await trx.insertInto('company_accounts').values(rows).execute();
      for (const rows of chunks(news)) await trx.insertInto('rss_items').values(rows).execute();
      for (const rows of chunks(eventContentPages(event))) await trx.insertInto('content_pages').values(rows).execute();
      for (const rows of chunks(eventDashboardModules(event))) await trx.insertInto('dashboard_modules').values(rows).execute();
      for (const rows of chunks(eventAdvertisements(event))) await trx.insertInto('advertisements').values(rows).execute();
      const notifications = eventPushNotifications(event).map((row) => ({ ...row, created_at: calendar.instant(row.created_at) }));
      for (const rows of chunks(notifications)) await trx.insertInto('push_notifications').values(rows).execute();
      let programmeSessions: ProgrammeSessionTable[] = [];
      let liveRoomIds = new Set<number>();
      if (event.row.id === DEMO_EVENT_ID) {
        // Only the current edition has a programme (ehc2025's PAGData is null).
        const programme = drawProgramme(
          createRandom(SEED ^ event.row.id ^ PROGRAMME_STREAM),
          fixedEvent,
          SEED_SCALES[scale],
          accounts,
          calendar.instant,
        );
        await insertProgramme(trx, programme);
        programmeSessions = programme.sessions;
        // Every room streams but the last, the poster room (programme.ts).
        liveRoomIds = new Set(programme.rooms.slice(0, -1).map((room) => room.id));
        demoSessionIds = new Set(programme.sessions.map((session) => session.id));
        summary.sessions += programme.sessions.length;
        summary.presentations += programme.presentations.length;
        summary.speakers += programme.authors.length;
        // The news page and the job board (ours: only the current edition has them).
        for (const rows of chunks(eventNewsArticles(event, accounts))) await trx.insertInto('news_articles').values(rows).execute();
        for (const rows of chunks(eventJobPostings(event, accounts))) await trx.insertInto('job_postings').values(rows).execute();
        // The TV page's episodes and the recordings of some presentations (ours: only the current edition has them).
        await seedTv(trx, { eventId: event.row.id, calendar, presentations: programme.presentations });
        await trx
          .insertInto('sso_links')
          .values(DEMO_SSO_LINKS.map((link) => ({ ...link, event_id: event.row.id })))
          .execute();
      }
      const exhibition = drawExhibition(createRandom(SEED ^ event.row.id ^ EXHIBITION_STREAM), fixedEvent.row, accounts, programmeSessions);
      exhibition.meetings = exhibition.meetings.map((meeting) => ({
        ...meeting,
        start_date_time: calendar.instant(meeting.start_date_time),
        end_date_time: calendar.instant(meeting.end_date_time),
      }));
      await insertExhibition(trx, exhibition);
      if (event.row.id === DEMO_EVENT_ID && scale === 'demo') {
        // A congress's tracking history for the dashboards (after the companies, ads, files and programme it names).
        // Only at the demo scale: the large one is for the programme's measurements, which it would slow down.
        await seedAnalytics(trx, {
          eventId: event.row.id,
          start: event.row.start_date,
          end: event.row.end_date,
          sessions: programmeSessions,
          liveRoomIds,
          until: calendar.mode === 'alive' ? (options.now ?? Date.now()) : null,
          seed: SEED ^ event.row.id ^ ANALYTICS_STREAM,
        });
      }
      summary.events.push(event.row.short);
      summary.companyAccounts += accounts.length;
      summary.resources += resources.length;
      summary.rssItems += news.length;
    }
    const identity = await seedIdentity(trx, {
      staffCompanyId: staffCompanyId!,
      passwordHash,
      secret,
      createdAt: calendar.instant(SEEDED_AT),
      publicUrl: options.publicUrl,
      calendar,
    });
    await seedCharityAndSurveys(trx, { sessionIds: demoSessionIds, companyIds: demoCompanyIds, calendar });
    // Award winners, preceptorships and the world village of the current edition (after its programme: winners link to it).
    await seedSocietyPages(trx, { calendar });
    // The call for abstracts (topics, the demo attendee's abstracts; after the accounts) and the social feed's posts.
    await seedSubmissions(trx, { calendar });
    await seedSocialFeed(trx, { calendar });
    // The general assembly of the current edition, at its programme session (after the programme).
    await seedAssembly(trx, { calendar });
    // The EventsAir registrations of the current edition (docs/rules/shell-access-identity.md section 7).
    await seedExternalRegistrations(trx, { calendar });
    // The network of the current edition: its demo attendees and the demo attendee's contacts and messages (after the
    // accounts and the programme, whose areas of interest they chose; last, so the rows before keep their ids).
    const network = await seedNetworking(trx, { passwordHash, createdAt: calendar.instant(SEEDED_AT), calendar });
    // Its company chat and topic groups (after the network, whose people are in them).
    const community = await seedCommunity(trx, {
      passwordHash,
      createdAt: calendar.instant(SEEDED_AT),
      calendar,
      staffCompanyId: staffCompanyId!,
    });
    // Last: the versions of what every page reads at its start, from the rows as seeded.
    await writeContentVersions(trx);
    summary.users = identity.users + network.users + community.users;
    summary.tickets = identity.tickets + network.tickets + community.tickets;
  });
  return summary;
}

/** An event of the catalogue with its dates on the seed's calendar (everything else derives from these). */
function onCalendar(event: EventSeed, calendar: SeedCalendar): EventSeed {
  if (calendar.shiftMs === 0) return event;
  return {
    ...event,
    row: { ...event.row, start_date: calendar.instant(event.row.start_date), end_date: calendar.instant(event.row.end_date) },
  };
}

/** Multi-row inserts are split to stay under SQLite's and PostgreSQL's bound-parameter limits. */
function* chunks<T>(rows: readonly T[], size = 200): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
