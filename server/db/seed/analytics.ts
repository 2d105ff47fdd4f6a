/**
 * A congress's worth of tracking for the demo event (issue 23; the dashboards read it): roll-up rows as the roll-up
 * job (server/analytics/rollups.ts) would have written them from the visitors' events, drawn from a seeded random
 * source, so that every machine gets the same figures. Minute rows for the live rooms during their sessions, hour and
 * day rows for everything: page opens of the event's pages and the companies' profiles, profile tabs, file downloads,
 * webcast progress, the sessions' recordings watched on demand and the advertisements' impressions and clicks; in a
 * spread of countries and device classes. With alive dates, plus a few raw events (profile tabs and file downloads by
 * name, which the roll-ups do not keep), as the retention still holds them during the congress.
 *
 * The unique visitors (analytics_unique_counts, analytics_visitor_index, analytics_visitor_days) come from a drawn
 * population of VISITORS (numbered as the roll-up would, under the keys of seedVisitorId's ids): each
 * roll-up row's visitors are drawn from it (those of the row's country and device, where there are), and every scope's
 * figures follow from who was drawn, as the roll-up counts them from raw events: so a visitor of several hours, pages
 * or days counts once in a day and in the congress's total, and a total is never more than its views.
 *
 * Only what lies before `until` (alive dates: the seed's clock; the congress is under way) is drawn: history, not the
 * future. In alive mode the roll-up job rebuilds today's and yesterday's buckets from the raw events, so that what is
 * recorded for real takes their place.
 */
import type { Insertable, Transaction } from 'kysely';
import type { AnalyticsEventTable, AnalyticsRollupTable } from '../analyticsTables';
import {
  visitorIndexesBlob,
  visitorKey,
  type AnalyticsUniqueCountTable,
  type AnalyticsVisitorDayTable,
  type AnalyticsVisitorIndexTable,
} from '../analyticsUniqueTables';
import type { Database, ProgrammeSessionTable } from '../schema';
import { createRandom, type Random } from './prng';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Where visitors came from (ISO 3166-1 alpha-2; '' a local address) and how often, as a European congress's. */
const COUNTRIES: readonly (readonly [string, number])[] = [
  ['DE', 30],
  ['AT', 8],
  ['CH', 8],
  ['GB', 8],
  ['FR', 8],
  ['IT', 7],
  ['ES', 6],
  ['US', 6],
  ['NL', 5],
  ['PL', 4],
  ['SE', 3],
  ['BE', 3],
  ['', 4],
];
const DEVICES: readonly (readonly [string, number])[] = [
  ['desktop', 60],
  ['mobile', 30],
  ['tablet', 10],
];

/** The pages visitors open (route names), and how much. */
const PAGES: readonly (readonly [string, number])[] = [
  ['HomePage', 40],
  ['ProgramPage', 35],
  ['PagSearchPage', 12],
  ['SessionPage', 30],
  ['PresentationPage', 14],
  ['ListPage', 18],
  ['ProfilePage', 10],
  ['LivePage', 25],
  ['PersonalProgramPage', 8],
  ['MyAreaPage', 6],
  ['PosterPage', 7],
  ['NewsPage', 5],
  ['TvPage', 4],
  ['HelpdeskPage', 2],
];

/** The visitor id of the seed's visitor n (1…VISITORS). */
const seedVisitorId = (visitor: number) => `seed-${visitor}`;

/** The demo congress's visitors with the analytics consent, drawn from for the unique visitors. */
const VISITORS = 600;

const TABS = ['profile', 'products', 'webcasts', 'files', 'lounge', 'chat', 'meetings', 'presentations'] as const;

/** How much attention a company draws by its sponsorship. */
const TIER_WEIGHT: Record<string, number> = { Platinum: 8, Gold: 4, Bronze: 2 };

/** Congress hours in UTC (07:00 to 19:00 in Europe/Berlin in June) and how busy each is. */
const FIRST_HOUR = 5;
const HOURS = 12;
const busy = (hour: number) => 0.35 + Math.sin(((hour + 0.5) / HOURS) * Math.PI) * 0.65;

export interface AnalyticsSeedInput {
  eventId: number;
  /** The congress's first and last day (the event row's start_date and end_date, on the seed's calendar). */
  start: string;
  end: string;
  sessions: readonly ProgrammeSessionTable[];
  /** The poster room has no live stream. */
  liveRoomIds: ReadonlySet<number>;
  /** Nothing at or after this instant (ms); null: the whole congress. */
  until: number | null;
  seed: number;
}

type Key = string;
interface Figures {
  events: number;
  visitors: number;
  seconds: number;
}

function weighted(random: Random, list: readonly (readonly [string, number])[]): string {
  const total = list.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random.next() * total;
  for (const [value, weight] of list) {
    at -= weight;
    if (at < 0) return value;
  }
  return list[list.length - 1]![0];
}

/** The roll-up rows, drawn; returned rather than inserted, so that a test can count them. */
export function drawAnalyticsHistory(
  input: AnalyticsSeedInput & {
    companies: readonly { id: string; tier: string }[];
    ads: readonly number[];
    files: ReadonlyMap<string, string[]>;
  },
): {
  rollups: Insertable<AnalyticsRollupTable>[];
  events: Insertable<AnalyticsEventTable>[];
  uniqueCounts: Insertable<AnalyticsUniqueCountTable>[];
  visitorIndex: Insertable<AnalyticsVisitorIndexTable>[];
  visitorDays: Insertable<AnalyticsVisitorDayTable>[];
} {
  const random = createRandom(input.seed);
  const seen = drawVisitors(input.seed);
  const until = input.until ?? Infinity;
  const minutes = new Map<Key, Figures>();
  const hours = new Map<Key, Figures>();
  // Buckets repeat: each one's ISO text is made once.
  const isoOf = new Map<number, string>();
  const iso = (ms: number) => {
    let text = isoOf.get(ms);
    if (text === undefined) isoOf.set(ms, (text = new Date(ms).toISOString()));
    return text;
  };
  const key = (bucket: number, kind: string, type: string, id: string, country: string, device: string) =>
    `${iso(bucket)}|${kind}|${type}|${id}|${country}|${device}`;
  const add = (map: Map<Key, Figures>, k: Key, events: number, visitors: number, seconds: number) => {
    const figures = map.get(k) ?? { events: 0, visitors: 0, seconds: 0 };
    figures.events += events;
    figures.visitors = map === minutes ? figures.visitors + visitors : Math.max(figures.visitors, visitors);
    figures.seconds += seconds;
    map.set(k, figures);
  };
  /** Events of an hour, split over a main country and device and one more (the roll-ups' rows per country and device). */
  const hourly = (hour: number, kind: string, type: string, id: string, events: number, perEvent: number, visitorShare: number) => {
    if (events <= 0 || hour >= until) return;
    // Small counts stay in one row: fewer rows to insert, as few events come from few places.
    const first = events < 8 ? events : Math.max(1, Math.round(events * (0.55 + random.next() * 0.25)));
    const parts = [first, events - first];
    for (const part of parts) {
      if (part <= 0) continue;
      const k = key(hour, kind, type, id, weighted(random, COUNTRIES), weighted(random, DEVICES));
      const visitors = Math.min(part, Math.max(1, Math.round(part * visitorShare)));
      const figures = hours.get(k) ?? { events: 0, visitors: 0, seconds: 0 };
      figures.events += part;
      figures.visitors += visitors;
      seen.add(hour, kind, type, id, k.split('|')[4]!, k.split('|')[5]!, visitors);
      figures.seconds += Math.round(part * perEvent);
      hours.set(k, figures);
    }
  };

  const firstDay = Math.floor(Date.parse(input.start) / DAY_MS) * DAY_MS;
  const lastDay = Math.floor(Date.parse(input.end) / DAY_MS) * DAY_MS;
  const congressHours: number[] = [];
  for (let day = firstDay; day <= lastDay; day += DAY_MS) {
    for (let h = 0; h < HOURS; h++) congressHours.push(day + (FIRST_HOUR + h) * HOUR_MS);
  }

  for (const hour of congressHours) {
    const load = busy((hour % DAY_MS) / HOUR_MS - FIRST_HOUR);
    for (const [page, weight] of PAGES)
      hourly(hour, 'page-open', 'page', page, Math.round(weight * load * (4 + random.next() * 4)), 0, 0.7);
    hourly(hour, 'login', '', '', Math.round(load * (20 + random.int(0, 20))), 0, 0.95);
    for (const company of input.companies) {
      const weight = TIER_WEIGHT[company.tier] ?? 1;
      // A plain exhibitor is not visited every hour.
      if (weight === 1 && !random.chance(0.2)) continue;
      const views = Math.round(weight * load * (1 + random.next() * 3));
      hourly(hour, 'page-open', 'company', company.id, views, 0, 0.8);
      hourly(hour, 'profile-tab', 'company', company.id, Math.round(views * (0.4 + random.next() * 0.4)), 0, 0.8);
      if (weight > 1) {
        hourly(hour, 'file-download', 'company', company.id, Math.round(views * random.next() * 0.2), 0, 0.9);
        hourly(hour, 'video-progress', 'company', company.id, Math.round(views * random.next() * 0.25), 240, 0.5);
      }
    }
    for (const ad of input.ads) {
      const impressions = Math.round(load * (20 + random.int(0, 60)));
      hourly(hour, 'ad-impression', 'ad', String(ad), impressions, 0, 0.6);
      hourly(hour, 'ad-click', 'ad', String(ad), Math.round(impressions * random.next() * 0.06), 0, 1);
    }
  }

  // The live rooms: each viewer reports once a minute while a session runs; recordings are watched after it.
  for (const session of input.sessions) {
    if (session.is_cancelled || !input.liveRoomIds.has(session.room_id)) continue;
    const start = Date.parse(session.start_date_time);
    const end = Date.parse(session.end_date_time);
    const audience = 15 + random.int(0, session.is_highlighted ? 220 : 90);
    const room = String(session.room_id);
    for (let minute = start; minute < end && minute < until; minute += MINUTE_MS) {
      // Viewers arrive over the first ten minutes and some leave towards the end.
      const ramp = Math.min(1, (minute - start) / (10 * MINUTE_MS) + 0.2) * (end - minute < 10 * MINUTE_MS ? 0.8 : 1);
      const viewers = Math.max(1, Math.round(audience * ramp * (0.9 + random.next() * 0.2)));
      // Every third minute shows a second country and device (the rest: fewer rows, the same viewers).
      const main = (minute - start) % (3 * MINUTE_MS) === 0 ? Math.round(viewers * 0.6) : viewers;
      for (const [country, device, count] of [
        ['DE', 'desktop', main],
        [weighted(random, COUNTRIES), weighted(random, DEVICES), viewers - main],
      ] as const) {
        if (count <= 0) continue;
        add(minutes, key(minute, 'live-watch', 'room', room, '', ''), count, count, count * 60);
        add(hours, key(Math.floor(minute / HOUR_MS) * HOUR_MS, 'live-watch', 'room', room, country, device), count, count, count * 60);
      }
    }
    for (const hour of congressHours) {
      if (hour < end || !random.chance(0.3)) continue;
      hourly(hour, 'video-progress', 'session', String(session.id), random.int(1, 12), 420, 0.5);
    }
  }

  const rows = (grain: string, map: Map<Key, Figures>): Insertable<AnalyticsRollupTable>[] =>
    [...map].map(([k, figures]) => {
      const [bucket, kind, targetType, targetId, country, device] = k.split('|') as [string, string, string, string, string, string];
      return {
        event_id: input.eventId,
        grain,
        bucket,
        kind,
        target_type: targetType,
        target_id: targetId,
        country,
        device,
        events: figures.events,
        visitors: figures.visitors,
        seconds: figures.seconds,
      };
    });
  // A day's rows from its hours': a visitor of several hours of a day is one of the day's.
  const days = new Map<Key, Figures & { most: number }>();
  for (const [k, figures] of hours) {
    const [bucket, ...rest] = k.split('|');
    const day = `${bucket!.slice(0, 10)}T00:00:00.000Z|${rest.join('|')}`;
    const total = days.get(day) ?? { events: 0, visitors: 0, seconds: 0, most: 0 };
    total.events += figures.events;
    total.visitors += figures.visitors;
    total.most = Math.max(total.most, figures.visitors);
    total.seconds += figures.seconds;
    days.set(day, total);
  }
  // A visitor of several hours of a day is one of the day's: a quarter of the hours' visitors come back.
  for (const total of days.values()) total.visitors = Math.min(total.events, Math.max(total.most, Math.round(total.visitors * 0.75)));

  // A few raw events: tabs and files by name for the sponsors, on the congress's days. Only when the congress is under
  // way (alive dates): on its fixed dates it lies beyond the retention, which would delete them at the server's start.
  const events: Insertable<AnalyticsEventTable>[] = [];
  for (const company of input.until === null ? [] : input.companies) {
    if (!TIER_WEIGHT[company.tier]) continue;
    const files = input.files.get(company.id) ?? [];
    for (let i = 0; i < 2 + TIER_WEIGHT[company.tier]! * 2; i++) {
      const at = random.pick(congressHours) + random.int(0, HOUR_MS - 1);
      if (at >= until) continue;
      const download = files.length > 0 && random.chance(0.3);
      events.push({
        event_id: input.eventId,
        kind: download ? 'file-download' : 'profile-tab',
        occurred_at: new Date(at).toISOString(),
        page: 'ProfilePage',
        element: download ? random.pick(files) : random.pick(TABS),
        target_type: 'company',
        target_id: company.id,
        value: null,
        seconds: null,
        visitor: random.chance(0.7) ? seedVisitorId(random.int(1, 400)) : null,
        analytics_user: null,
        country: weighted(random, COUNTRIES),
        device: weighted(random, DEVICES),
      });
    }
  }
  return { rollups: [...rows('minute', minutes), ...rows('hour', hours), ...rows('day', days)], events, ...seen.rows(input.eventId) };
}

/**
 * The population of visitors (each with a country and device class) and who of them was seen in which scope
 * (server/analytics/uniques.ts) and hour. Its own random source: the roll-up rows are drawn as without it.
 */
function drawVisitors(seed: number) {
  const random = createRandom(seed + 1);
  const byPlace = new Map<string, number[]>();
  const everyone: number[] = [];
  for (let visitor = 1; visitor <= VISITORS; visitor++) {
    const place = `${weighted(random, COUNTRIES)}|${weighted(random, DEVICES)}`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), visitor]);
    everyone.push(visitor);
  }
  /** scope → scope id → hour (ms) → visitors. */
  const scopes = new Map<string, Map<string, Map<number, Set<number>>>>();
  const see = (scope: string, id: string, hour: number, visitors: readonly number[]) => {
    const ids = scopes.get(scope) ?? new Map<string, Map<number, Set<number>>>();
    scopes.set(scope, ids);
    const hours = ids.get(id) ?? new Map<number, Set<number>>();
    ids.set(id, hours);
    const set = hours.get(hour) ?? new Set<number>();
    hours.set(hour, set);
    for (const visitor of visitors) set.add(visitor);
  };
  return {
    /** `count` visitors of a roll-up row's place, seen in the scopes its events count in (uniques.ts). */
    add(hour: number, kind: string, type: string, id: string, country: string, device: string, count: number) {
      if (kind !== 'page-open' && kind !== 'video-progress') return;
      const pool = byPlace.get(`${country}|${device}`) ?? everyone;
      const drawn = new Set<number>();
      while (drawn.size < Math.min(count, pool.length)) drawn.add(random.pick(pool));
      const visitors = [...drawn];
      if (kind === 'video-progress') {
        if (type === 'session') see('session', id, hour, visitors);
        if (type === 'company') see('company-video', id, hour, visitors);
        return;
      }
      see('event', '', hour, visitors);
      see('country', country, hour, visitors);
      see('device', device, hour, visitors);
      if (type === 'page') see('page', id, hour, visitors);
      if (type === 'company') {
        see('company', id, hour, visitors);
        see('company-country', `${id}|${country}`, hour, visitors);
      }
    },
    rows(eventId: number) {
      const uniqueCounts: Insertable<AnalyticsUniqueCountTable>[] = [];
      const visitorDays: Insertable<AnalyticsVisitorDayTable>[] = [];
      // Visitor n is number n - 1, under the key of the id the seeded raw events give them.
      const visitorIndex = Array.from({ length: VISITORS }, (_, index) => ({
        event_id: eventId,
        visitor_key: visitorKey(seedVisitorId(index + 1)),
        idx: index,
      }));
      for (const [scope, ids] of scopes) {
        for (const [id, hours] of ids) {
          const days = new Map<number, Set<number>>();
          for (const [hour, visitors] of hours) {
            const bucket = new Date(hour).toISOString();
            uniqueCounts.push({ event_id: eventId, grain: 'hour', bucket, scope, scope_id: id, visitors: visitors.size });
            const day = Math.floor(hour / DAY_MS) * DAY_MS;
            days.set(day, new Set([...(days.get(day) ?? []), ...visitors]));
          }
          for (const [dayMs, visitors] of days) {
            const day = new Date(dayMs).toISOString();
            uniqueCounts.push({ event_id: eventId, grain: 'day', bucket: day, scope, scope_id: id, visitors: visitors.size });
            const indexes = [...visitors].map((visitor) => visitor - 1);
            visitorDays.push({ event_id: eventId, scope, scope_id: id, day, visitor_indexes: visitorIndexesBlob(indexes) });
          }
        }
      }
      return { uniqueCounts, visitorIndex, visitorDays };
    },
  };
}

/** Draws and inserts the demo event's tracking history (after its programme, companies, ads and files). */
export async function seedAnalytics(trx: Transaction<Database>, input: AnalyticsSeedInput): Promise<{ rollups: number; events: number }> {
  const [companies, ads, files] = await Promise.all([
    trx.selectFrom('company_accounts').select(['company_account_id', 'sponsor_type']).where('event_id', '=', input.eventId).execute(),
    trx.selectFrom('advertisements').select('id').where('event_id', '=', input.eventId).orderBy('id').execute(),
    trx.selectFrom('distribution_files').select(['company_account_id', 'name']).where('event_id', '=', input.eventId).execute(),
  ]);
  const fileNames = new Map<string, string[]>();
  for (const file of files) fileNames.set(file.company_account_id, [...(fileNames.get(file.company_account_id) ?? []), file.name]);
  const drawn = drawAnalyticsHistory({
    ...input,
    companies: companies
      .map((company) => ({ id: company.company_account_id, tier: company.sponsor_type }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    ads: ads.map((ad) => ad.id),
    files: fileNames,
  });
  // 11 values a row: well under both dialects' bound-parameter limits.
  for (let i = 0; i < drawn.rollups.length; i += 1000) {
    await trx
      .insertInto('analytics_rollups')
      .values(drawn.rollups.slice(i, i + 1000))
      .execute();
  }
  for (let i = 0; i < drawn.events.length; i += 500) {
    await trx
      .insertInto('analytics_events')
      .values(drawn.events.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < drawn.uniqueCounts.length; i += 1000) {
    await trx
      .insertInto('analytics_unique_counts')
      .values(drawn.uniqueCounts.slice(i, i + 1000))
      .execute();
  }
  for (let i = 0; i < drawn.visitorIndex.length; i += 1000) {
    await trx
      .insertInto('analytics_visitor_index')
      .values(drawn.visitorIndex.slice(i, i + 1000))
      .execute();
  }
  // 5 values a row.
  for (let i = 0; i < drawn.visitorDays.length; i += 1000) {
    await trx
      .insertInto('analytics_visitor_days')
      .values(drawn.visitorDays.slice(i, i + 1000))
      .execute();
  }
  return { rollups: drawn.rollups.length, events: drawn.events.length };
}
