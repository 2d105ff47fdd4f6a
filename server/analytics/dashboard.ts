/**
 * The dashboards' figures (src/contracts/analytics.ts, "Dashboards"): a company's for its staff and the event's for its
 * super users. Everything but "now" is read from analytics_rollups (one grain of one event over a range, as its index
 * serves it): per hour for a range up to DASHBOARD_HOURLY_UP_TO_HOURS, else per day; the live rooms' peaks and the
 * sessions' live attendance from the minute grain. "Now" reads the raw events of the last DASHBOARD_NOW_MINUTES.
 * Aggregates only: no visitor is named, except a symposium lead (they asked the company to contact them).
 *
 * Unique visitors are never added up from roll-up rows (a visitor is in several: hours, pages, countries): a bucket's
 * come from analytics_unique_counts, a range's (a total, a page's, a country's, a sponsor's) from the union of its days'
 * visitor lists, one read per scope (rangeUniques, uniques.ts). A range's are those of the UTC days its buckets lie in.
 *
 * The roll-ups keep no element, so a company's tabs and files by name come from the raw events while the retention
 * keeps them; their totals come from the roll-ups. Day buckets are UTC days, as the roll-ups' are.

 */
import { sql, type Kysely } from 'kysely';
import {
  DASHBOARD_HOURLY_UP_TO_HOURS,
  DASHBOARD_NOW_MINUTES,
  type CompanyDashboard,
  type CompanyDashboardAd,
  type CompanyDashboardBucket,
  type DashboardCount,
  type DashboardGrain,
  type EventDashboard,
  type EventDashboardRoom,
  type EventDashboardSession,
  type EventDashboardSponsor,
} from '../../src/contracts';
import type { Database } from '../db/schema';
import { bucketUniques, companyCountryId, rangeUniques } from './uniques';
import { trackedUsers } from './trackedUsers';

type Db = Kysely<Database>;

export interface DashboardRange {
  /** ISO 8601 UTC with milliseconds (as the roll-ups' buckets are written), inclusive. */
  from: string;
  /** Exclusive. */
  to: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function grainOf(range: DashboardRange): DashboardGrain {
  return Date.parse(range.to) - Date.parse(range.from) <= DASHBOARD_HOURLY_UP_TO_HOURS * HOUR_MS ? 'hour' : 'day';
}

/** Every bucket of the grain that starts before `to`, from the one holding `from`. */
export function bucketsOf(range: DashboardRange, grain: DashboardGrain): string[] {
  const step = grain === 'hour' ? HOUR_MS : DAY_MS;
  const start = Math.floor(Date.parse(range.from) / step) * step;
  const end = Date.parse(range.to);
  const buckets: string[] = [];
  for (let at = start; at < end; at += step) buckets.push(new Date(at).toISOString());
  return buckets;
}

/** The bucket of the grain an instant falls in. */
function bucketOf(iso: string, grain: DashboardGrain): string {
  const step = grain === 'hour' ? HOUR_MS : DAY_MS;
  return new Date(Math.floor(Date.parse(iso) / step) * step).toISOString();
}

/** SUM and COUNT come back as strings from PostgreSQL (bigint, numeric). */
const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

interface Summed {
  events: number;
  visitors: number;
  seconds: number;
}

/** The roll-ups of one grain of an event over the range (the bucket of `from` on, before `to`). */
function rollups(db: Db, eventId: number, grain: string, range: DashboardRange) {
  return db
    .selectFrom('analytics_rollups')
    .where('event_id', '=', eventId)
    .where('grain', '=', grain)
    .where('bucket', '>=', grain === 'minute' ? range.from : bucketOf(range.from, grain as DashboardGrain))
    .where('bucket', '<', range.to);
}

const sums = [
  sql<string>`sum(events)`.as('events'),
  sql<string>`sum(visitors)`.as('visitors'),
  sql<string>`sum(seconds)`.as('seconds'),
] as const;

function summed(row: { events: unknown; visitors: unknown; seconds: unknown }): Summed {
  return { events: num(row.events), visitors: num(row.visitors), seconds: num(row.seconds) };
}

function count(key: string, label: string, figures: Summed): DashboardCount {
  return { Key: key, Label: label, Events: figures.events, Visitors: figures.visitors, Seconds: Math.round(figures.seconds) };
}

const byEvents = (a: DashboardCount, b: DashboardCount) => b.Events - a.Events || a.Key.localeCompare(b.Key);

/** The advertisements whose CompanyAccountIds name the company (all of the event's when none is given). */
async function advertisementsOf(db: Db, eventId: number, companyAccountId: string | null) {
  const rows = await db
    .selectFrom('advertisements')
    .select(['id', 'vmx_page', 'headline_top', 'headline_bottom', 'company_account_ids'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return rows.filter((row) => {
    if (companyAccountId === null) return true;
    try {
      const ids: unknown = JSON.parse(row.company_account_ids);
      return Array.isArray(ids) && ids.some((id) => typeof id === 'string' && id.toLowerCase() === companyAccountId.toLowerCase());
    } catch {
      return false;
    }
  });
}

/** Impressions, clicks and CTR of the advertisements over the range. */
async function adPerformance(
  db: Db,
  eventId: number,
  range: DashboardRange,
  grain: DashboardGrain,
  ads: Awaited<ReturnType<typeof advertisementsOf>>,
): Promise<{ ads: CompanyDashboardAd[]; byBucket: Map<string, { impressions: number; clicks: number }> }> {
  const byBucket = new Map<string, { impressions: number; clicks: number }>();
  if (ads.length === 0) return { ads: [], byBucket };
  const rows = await rollups(db, eventId, grain, range)
    .select(['bucket', 'kind', 'target_id', sql<string>`sum(events)`.as('events')])
    .where('target_type', '=', 'ad')
    .where(
      'target_id',
      'in',
      ads.map((ad) => String(ad.id)),
    )
    .where('kind', 'in', ['ad-impression', 'ad-click'])
    .groupBy(['bucket', 'kind', 'target_id'])
    .execute();
  const perAd = new Map<string, { impressions: number; clicks: number }>();
  for (const row of rows) {
    const events = num(row.events);
    const ad = perAd.get(row.target_id) ?? { impressions: 0, clicks: 0 };
    const bucket = byBucket.get(row.bucket) ?? { impressions: 0, clicks: 0 };
    if (row.kind === 'ad-impression') {
      ad.impressions += events;
      bucket.impressions += events;
    } else {
      ad.clicks += events;
      bucket.clicks += events;
    }
    perAd.set(row.target_id, ad);
    byBucket.set(row.bucket, bucket);
  }
  return {
    ads: ads.map((ad) => {
      const figures = perAd.get(String(ad.id)) ?? { impressions: 0, clicks: 0 };
      const label = [ad.headline_top, ad.headline_bottom].filter((part) => part?.trim()).join(' – ') || ad.vmx_page;
      return {
        AdId: ad.id,
        Label: label,
        Impressions: figures.impressions,
        Clicks: figures.clicks,
        Ctr: ctr(figures.clicks, figures.impressions),
      };
    }),
    byBucket,
  };
}

const ctr = (clicks: number, impressions: number) => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0);

/** A company's dashboard. The caller has checked that the company is the event's and the user its staff. */
export async function companyDashboard(
  db: Db,
  eventId: number,
  company: { company_account_id: string; name: string },
  range: DashboardRange,
): Promise<CompanyDashboard> {
  const grain = grainOf(range);
  const id = company.company_account_id;
  const companyRollups = () => rollups(db, eventId, grain, range).where('target_type', '=', 'company').where('target_id', '=', id);
  const firstBucket = bucketOf(range.from, grain);
  const [perBucket, countries, elements, ads, products, chats, leads, profileVisitors, webcastViewers, rangeProfile, rangeWebcast] =
    await Promise.all([
      companyRollups()
        .select(['bucket', 'kind', ...sums])
        .where('kind', 'in', ['page-open', 'profile-tab', 'file-download', 'video-progress'])
        .groupBy(['bucket', 'kind'])
        .execute(),
      companyRollups()
        .select(['country', ...sums])
        .where('kind', '=', 'page-open')
        .groupBy('country')
        .execute(),
      db
        .selectFrom('analytics_events')
        .select(['kind', 'element', sql<string>`count(*)`.as('events'), sql<string>`count(distinct visitor)`.as('visitors')])
        .where('event_id', '=', eventId)
        .where('target_type', '=', 'company')
        .where('target_id', '=', id)
        .where('kind', 'in', ['profile-tab', 'file-download'])
        .where('occurred_at', '>=', range.from)
        .where('occurred_at', '<', range.to)
        .groupBy(['kind', 'element'])
        .execute(),
      advertisementsOf(db, eventId, id).then((list) => adPerformance(db, eventId, range, grain, list)),
      db
        .selectFrom('exhibitor_products as p')
        .leftJoin('product_ratings as r', (join) => join.onRef('r.event_id', '=', 'p.event_id').onRef('r.product_id', '=', 'p.id'))
        .select(['p.id', 'p.name', sql<string>`count(r.rating)`.as('ratings'), sql<string | null>`avg(r.rating)`.as('average')])
        .where('p.event_id', '=', eventId)
        .where('p.company_account_id', '=', id)
        .groupBy(['p.id', 'p.name'])
        .orderBy('p.name')
        .execute(),
      db
        .selectFrom('conversations')
        .select('created_at')
        .where('event_id', '=', eventId)
        .where('kind', '=', 'company')
        .where('company_account_id', '=', id)
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .execute(),
      db
        .selectFrom('symposium_leads as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .leftJoin('programme_sessions as s', (join) => join.onRef('s.event_id', '=', 'l.event_id').onRef('s.id', '=', 'l.session_id'))
        .select(['u.firstname', 'u.surname', 'l.kind', 'l.created_at', 's.name as session_name'])
        .where('l.event_id', '=', eventId)
        .where('l.company_account_id', '=', id)
        .where('l.created_at', '>=', range.from)
        .where('l.created_at', '<', range.to)
        .orderBy('l.created_at', 'desc')
        .execute(),
      bucketUniques(db, eventId, grain, 'company', id, firstBucket, range.to),
      bucketUniques(db, eventId, grain, 'company-video', id, firstBucket, range.to),
      rangeUniques(db, eventId, 'company', range.from, range.to, [id]),
      rangeUniques(db, eventId, 'company-video', range.from, range.to, [id]),
    ]);
  const countryVisitors = await rangeUniques(
    db,
    eventId,
    'company-country',
    range.from,
    range.to,
    countries.map((row) => companyCountryId(id, row.country)),
  );

  const buckets = new Map<string, CompanyDashboardBucket>(
    bucketsOf(range, grain).map((bucket) => [
      bucket,
      {
        Bucket: bucket,
        ProfileViews: 0,
        UniqueVisitors: 0,
        TabViews: 0,
        FileDownloads: 0,
        WebcastPlays: 0,
        WatchSeconds: 0,
        AdImpressions: 0,
        AdClicks: 0,
        ChatConversations: 0,
        Leads: 0,
      },
    ]),
  );
  for (const row of perBucket) {
    const bucket = buckets.get(row.bucket);
    if (!bucket) continue;
    const figures = summed(row);
    if (row.kind === 'page-open') bucket.ProfileViews += figures.events;
    else if (row.kind === 'profile-tab') bucket.TabViews += figures.events;
    else if (row.kind === 'file-download') bucket.FileDownloads += figures.events;
    else bucket.WatchSeconds += Math.round(figures.seconds);
  }
  for (const bucket of buckets.values()) {
    bucket.UniqueVisitors = profileVisitors.get(bucket.Bucket) ?? 0;
    bucket.WebcastPlays = webcastViewers.get(bucket.Bucket) ?? 0;
  }
  for (const [key, figures] of ads.byBucket) {
    const bucket = buckets.get(key);
    if (!bucket) continue;
    bucket.AdImpressions += figures.impressions;
    bucket.AdClicks += figures.clicks;
  }
  for (const chat of chats) {
    const bucket = buckets.get(bucketOf(chat.created_at, grain));
    if (bucket) bucket.ChatConversations++;
  }
  for (const lead of leads) {
    const bucket = buckets.get(bucketOf(lead.created_at, grain));
    if (bucket) bucket.Leads++;
  }

  const list = [...buckets.values()];
  const total = (field: keyof Omit<CompanyDashboardBucket, 'Bucket'>) => list.reduce((sum, bucket) => sum + bucket[field], 0);
  const elementCounts = (kind: string) =>
    elements
      .filter((row) => row.kind === kind)
      .map((row) => count(row.element, row.element, { events: num(row.events), visitors: num(row.visitors), seconds: 0 }))
      .sort(byEvents);
  const productRows = products.map((row) => ({
    ProductId: row.id,
    Name: row.name,
    Ratings: num(row.ratings),
    Average: row.average === null ? null : Math.round(Number(row.average) * 100) / 100,
  }));
  return {
    EventId: eventId,
    CompanyAccountId: id,
    CompanyName: company.name,
    From: range.from,
    To: range.to,
    Grain: grain,
    Totals: {
      ProfileViews: total('ProfileViews'),
      // Each visitor once in the range, not once per bucket.
      UniqueVisitors: rangeProfile.get(id) ?? 0,
      TabViews: total('TabViews'),
      FileDownloads: total('FileDownloads'),
      WebcastPlays: rangeWebcast.get(id) ?? 0,
      WatchSeconds: total('WatchSeconds'),
      AdImpressions: total('AdImpressions'),
      AdClicks: total('AdClicks'),
      AdCtr: ctr(total('AdClicks'), total('AdImpressions')),
      ChatConversations: total('ChatConversations'),
      Leads: total('Leads'),
      ProductRatings: productRows.reduce((sum, product) => sum + product.Ratings, 0),
    },
    Buckets: list,
    Countries: countries
      .map((row) =>
        count(row.country, row.country, { ...summed(row), visitors: countryVisitors.get(companyCountryId(id, row.country)) ?? 0 }),
      )
      .sort(byEvents),
    Tabs: elementCounts('profile-tab'),
    Files: elementCounts('file-download'),
    Products: productRows,
    Ads: ads.ads,
    Leads: leads.map((lead) => ({
      Name: `${lead.firstname} ${lead.surname}`.trim(),
      Kind: lead.kind,
      SessionName: lead.session_name ?? '',
      At: lead.created_at,
    })),
  };
}

interface RoomMinute {
  room: string;
  bucket: string;
  events: number;
  seconds: number;
}

/**
 * The live rooms' minutes in the range, by room and minute (each viewer reports once a minute: a minute's reports are
 * its viewers; a minute is one row per room, without country or device: rollups.ts).
 */
function roomMinutesOf(db: Db, eventId: number, range: DashboardRange): Promise<RoomMinute[]> {
  return db
    .selectFrom('analytics_rollups')
    .select(['target_id', 'bucket', sql<string>`sum(events)`.as('events'), sql<string>`sum(seconds)`.as('seconds')])
    .where('event_id', '=', eventId)
    .where('grain', '=', 'minute')
    .where('target_type', '=', 'room')
    .where('kind', '=', 'live-watch')
    .where('bucket', '>=', range.from)
    .where('bucket', '<', range.to)
    .groupBy(['target_id', 'bucket'])
    .orderBy('target_id')
    .orderBy('bucket')
    .execute()
    .then((rows) => rows.map((row) => ({ room: row.target_id, bucket: row.bucket, events: num(row.events), seconds: num(row.seconds) })));
}

/** At most this many pages and sponsors are listed (the most first). */
const TOP = 20;

/** The event's dashboard for its super users. `now` is the server's clock (ms). */
export async function eventDashboard(db: Db, eventId: number, range: DashboardRange, now: number): Promise<EventDashboard> {
  const grain = grainOf(range);
  const since = new Date(now - DASHBOARD_NOW_MINUTES * 60_000).toISOString();
  const pageOpens = () => rollups(db, eventId, grain, range).where('kind', '=', 'page-open');
  const firstBucket = bucketOf(range.from, grain);
  const uniques = (scope: Parameters<typeof rangeUniques>[2]) => rangeUniques(db, eventId, scope, range.from, range.to);
  const [
    nowRow,
    pageOpenRows,
    pages,
    minutes,
    rooms,
    sessions,
    onDemand,
    sponsorRows,
    companies,
    ads,
    bucketVisitors,
    pageVisitors,
    countryVisitors,
    deviceVisitors,
    sessionViewers,
    sponsorVisitors,
  ] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select([
        sql<string>`count(distinct visitor)`.as('visitors'),
        sql<string>`sum(case when visitor is null then 1 else 0 end)`.as('anonymous'),
      ])
      .where('event_id', '=', eventId)
      .where('occurred_at', '>=', since)
      .executeTakeFirst(),
    // Page opens by bucket, country and device in one reading (the time series, countries and devices add them up).
    pageOpens()
      .select(['bucket', 'country', 'device', ...sums])
      .groupBy(['bucket', 'country', 'device'])
      .execute(),
    pageOpens()
      .select(['target_id', ...sums])
      .where('target_type', '=', 'page')
      .groupBy('target_id')
      .orderBy(sql`sum(events)`, 'desc')
      .orderBy('target_id')
      .limit(TOP)
      .execute(),
    roomMinutesOf(db, eventId, range),
    db.selectFrom('programme_rooms').select(['id', 'name']).where('event_id', '=', eventId).execute(),
    db
      .selectFrom('programme_sessions')
      .select(['id', 'name', 'room_id', 'start_date_time', 'end_date_time'])
      .where('event_id', '=', eventId)
      .where('start_date_time', '<', range.to)
      .where('end_date_time', '>', range.from)
      .orderBy('start_date_time')
      .orderBy('id')
      .execute(),
    rollups(db, eventId, grain, range)
      .select(['target_id', ...sums])
      .where('target_type', '=', 'session')
      .where('kind', '=', 'video-progress')
      .groupBy('target_id')
      .execute(),
    rollups(db, eventId, grain, range)
      .select(['target_id', 'kind', ...sums])
      .where('target_type', '=', 'company')
      .where('kind', 'in', ['page-open', 'file-download', 'video-progress'])
      .groupBy(['target_id', 'kind'])
      .execute(),
    db.selectFrom('company_accounts').select(['company_account_id', 'name']).where('event_id', '=', eventId).execute(),
    advertisementsOf(db, eventId, null).then((list) => adPerformance(db, eventId, range, grain, list)),
    bucketUniques(db, eventId, grain, 'event', '', firstBucket, range.to),
    uniques('page'),
    uniques('country'),
    uniques('device'),
    uniques('session'),
    uniques('company'),
  ]);
  /** A count whose visitors are the range's distinct ones of the scope's id, not the rows' added up. */
  const withUniques = (key: string, figures: Summed, visitors: Map<string, number>) =>
    count(key, key, { ...figures, visitors: visitors.get(key) ?? 0 });

  const bucketRows = new Map<string, Summed>();
  const countries = new Map<string, Summed>();
  const devices = new Map<string, Summed>();
  const addTo = (map: Map<string, Summed>, key: string, figures: Summed) => {
    const total = map.get(key) ?? { events: 0, visitors: 0, seconds: 0 };
    total.events += figures.events;
    total.visitors += figures.visitors;
    total.seconds += figures.seconds;
    map.set(key, total);
  };
  for (const row of pageOpenRows) {
    const figures = summed(row);
    addTo(bucketRows, row.bucket, figures);
    addTo(countries, row.country, figures);
    addTo(devices, row.device, figures);
  }
  const roomNames = new Map(rooms.map((room) => [String(room.id), room.name]));
  // The minute series of each room, in time order (the query's), for the peaks and the sessions' live attendance.
  const roomMinutes = new Map<string, RoomMinute[]>();
  for (const row of minutes) {
    const list = roomMinutes.get(row.room) ?? [];
    list.push(row);
    roomMinutes.set(row.room, list);
  }
  const roomList: EventDashboardRoom[] = [...roomMinutes].map(([roomId, list]) => {
    let peak = list[0]!;
    let seconds = 0;
    for (const minute of list) {
      if (minute.events > peak.events) peak = minute;
      seconds += minute.seconds;
    }
    return {
      RoomId: roomId,
      Name: roomNames.get(roomId) ?? roomId,
      PeakViewers: peak.events,
      PeakAt: peak.bucket,
      WatchMinutes: Math.round(seconds / 60),
    };
  });
  roomList.sort((a, b) => b.PeakViewers - a.PeakViewers || a.Name.localeCompare(b.Name));

  const onDemandBySession = new Map(onDemand.map((row) => [row.target_id, summed(row)]));
  const sessionList: EventDashboardSession[] = sessions.map((session) => {
    const start = new Date(Date.parse(session.start_date_time)).toISOString();
    const end = new Date(Date.parse(session.end_date_time)).toISOString();
    let liveSeconds = 0;
    let livePeak = 0;
    for (const minute of minutesBetween(roomMinutes.get(String(session.room_id)) ?? [], start, end)) {
      liveSeconds += minute.seconds;
      livePeak = Math.max(livePeak, minute.events);
    }
    const recorded = onDemandBySession.get(String(session.id)) ?? { events: 0, visitors: 0, seconds: 0 };
    return {
      SessionId: session.id,
      Name: session.name,
      RoomName: roomNames.get(String(session.room_id)) ?? '',
      Start: session.start_date_time,
      End: session.end_date_time,
      LiveMinutes: Math.round(liveSeconds / 60),
      LivePeak: livePeak,
      OnDemandViews: recorded.events,
      OnDemandViewers: sessionViewers.get(String(session.id)) ?? 0,
      OnDemandMinutes: Math.round(recorded.seconds / 60),
    };
  });

  const companyNames = new Map(companies.map((company) => [company.company_account_id.toLowerCase(), company]));
  const sponsors = new Map<string, EventDashboardSponsor>();
  for (const row of sponsorRows) {
    const company = companyNames.get(row.target_id.toLowerCase());
    if (!company) continue;
    const sponsor = sponsors.get(company.company_account_id) ?? {
      CompanyAccountId: company.company_account_id,
      Name: company.name,
      ProfileViews: 0,
      Visitors: 0,
      FileDownloads: 0,
      WatchSeconds: 0,
    };
    const figures = summed(row);
    if (row.kind === 'page-open') {
      sponsor.ProfileViews += figures.events;
      sponsor.Visitors = sponsorVisitors.get(row.target_id) ?? 0;
    } else if (row.kind === 'file-download') sponsor.FileDownloads += figures.events;
    else sponsor.WatchSeconds += Math.round(figures.seconds);
    sponsors.set(company.company_account_id, sponsor);
  }

  return {
    EventId: eventId,
    From: range.from,
    To: range.to,
    Grain: grain,
    Now: { Visitors: num(nowRow?.visitors), AnonymousEvents: num(nowRow?.anonymous), Since: since },
    Buckets: bucketsOf(range, grain).map((bucket) => {
      const figures = bucketRows.get(bucket);
      return { Bucket: bucket, PageViews: figures?.events ?? 0, Visitors: bucketVisitors.get(bucket) ?? 0 };
    }),
    Rooms: roomList,
    Sessions: sessionList,
    Pages: pages.map((row) => withUniques(row.target_id, summed(row), pageVisitors)),
    Countries: [...countries].map(([key, figures]) => withUniques(key, figures, countryVisitors)).sort(byEvents),
    Devices: [...devices].map(([key, figures]) => withUniques(key, figures, deviceVisitors)).sort(byEvents),
    Ads: ads.ads.sort((a, b) => b.Impressions - a.Impressions || a.AdId - b.AdId),
    Sponsors: [...sponsors.values()].sort((a, b) => b.ProfileViews - a.ProfileViews || a.Name.localeCompare(b.Name)).slice(0, TOP),
    TrackedUsers: await trackedUsers(db, eventId, range),
  };
}

/** The minutes of a time-ordered series in [from, to) (binary search for the first). */
function minutesBetween<T extends { bucket: string }>(list: readonly T[], from: string, to: string): T[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.bucket < from) low = middle + 1;
    else high = middle;
  }
  const found: T[] = [];
  for (let index = low; index < list.length && list[index]!.bucket < to; index++) found.push(list[index]!);
  return found;
}
