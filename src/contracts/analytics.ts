/**
 * Ours (issue 23): first-party tracking. The spec names what is tracked (shell-access-identity.md sections 3, 7 and 9:
 * advertisement popup link, footer social media, footer box, header menu click, login/logout, page open and leave,
 * video progress markers every 25 percent; content-areas.md section 7 "Tracking": the numeric user id plus a fixed
 * offset, date, time, source and element, a geo lookup by IP) but sends it to third parties; VMX keeps it on its own
 * server and turns it into dashboards and attendance.
 *
 *   POST /api/Analytics/Events      body TrackingBatch (JSON; sent as text/plain by navigator.sendBeacon, which
 *                                   cannot set a content type that needs a preflight): 204 when stored; 400 naming
 *                                   the field for an unknown kind, an oversized batch or event; 413 over the byte limit.
 *
 * Consent decides what is personal (shell-access-identity.md section 4; the analytics consent cookie):
 * - without it the client sends `consent: false` and no visitor id or token; the server keeps the event with no
 *   identifier at all (a count: what happened, where, the country and device class);
 * - with it the client sends a random visitor id (kept in the browser while consent lasts), and the server keeps it
 *   with each event (unique visitors); when the event's app config has advancedUserTracking and the visitor is signed
 *   in, the client also sends their access token and the server records the user id plus ANALYTICS_USER_OFFSET.
 * The server never stores the IP: it looks the country up (an offline database) and drops the address.
 *
 * What was recorded about a person (my area): the events of their analytics user (bearer token) and of the visitor
 * id of this browser (header ANALYTICS_VISITOR_HEADER: an unguessable id, not put in an address that could be logged).
 *   GET    /api/Analytics/Me?eventid       { Events: RecordedEvent[] }, newest first
 *   DELETE /api/Analytics/Me?eventid       204: those raw events deleted (the roll-ups hold counts without any id)
 * Either a bearer token or the visitor header is needed (401 without both). Paths in their case variants.
 */

/** Path of the ingestion endpoint (POST), relative to the API base. */
export const ANALYTICS_EVENTS_PATH = 'api/Analytics/Events';

/** Path of a person's own recorded events (GET, DELETE), relative to the API base. */
export const ANALYTICS_ME_PATH = 'api/Analytics/Me';

/** The header that carries this browser's visitor id to ANALYTICS_ME_PATH. */
export const ANALYTICS_VISITOR_HEADER = 'X-Vmx-Visitor';

/** At most this many events in one batch (a larger one is refused whole: 400 naming `events`). */
export const ANALYTICS_MAX_BATCH = 100;

/** A batch's body over this many bytes is refused (413) before it is parsed. */
export const ANALYTICS_MAX_BATCH_BYTES = 64 * 1024;

/** Text fields of an event (page, element, source, target id) are cut to this many characters by the client and refused over it by the server. */
export const ANALYTICS_MAX_FIELD = 200;

/** content-areas.md section 7, "Tracking": advanced tracking records the numeric user id plus a fixed offset. */
export const ANALYTICS_USER_OFFSET = 1_000_000;

/** How often the client sends what it collected while the page stays open (and always on page leave, by beacon). */
export const ANALYTICS_FLUSH_MS = 10_000;

/** shell-access-identity.md section 9: the player reports its progress at every 25 percent of a recording. */
export const VIDEO_PROGRESS_STEP_PERCENT = 25;

/** A live stream has no percent: while it plays the player reports the seconds watched this often. */
export const LIVE_WATCH_INTERVAL_MS = 60_000;

/**
 * What is tracked. The spec's custom actions, the programme's and the player's:
 * - page-open / page-leave: target `page` with the route name (section 7), except an exhibitor's profile: target
 *   `company` with its company account id (the sponsor's profile views); page-leave's `seconds` is the time on it;
 * - header-menu, footer-social, footer-box: `element` names the item (its menu key, network or box title);
 * - ad-impression, ad-click: target `ad` (ad-click is the advertisement popup's link, section 7);
 * - login, logout;
 * - session-open: target `session` (a session page opened); favourite: target `session` or `presentation`, value 1
 *   when added and 0 when removed; search-empty: a programme search that found nothing (`element` the query, cut);
 * - profile-tab: target `company`, element the tab; file-download: target `company`, element the file's name;
 * - video-progress: a recording reached `value` percent (25, 50, 75, 100); target `session` (a session's recording),
 *   `episode` (TV) or `company` (a webcast, element its id); `seconds` watched since the previous marker;
 * - live-watch: target `room` (the live room's id), `seconds` watched in the last LIVE_WATCH_INTERVAL_MS.
 */
export const TRACKING_KINDS = [
  'page-open',
  'page-leave',
  'header-menu',
  'footer-social',
  'footer-box',
  'ad-impression',
  'ad-click',
  'login',
  'logout',
  'session-open',
  'favourite',
  'search-empty',
  'profile-tab',
  'file-download',
  'video-progress',
  'live-watch',
] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const TRACKING_TARGETS = ['page', 'ad', 'session', 'presentation', 'company', 'episode', 'room'] as const;
export type TrackingTarget = (typeof TRACKING_TARGETS)[number];

export interface TrackedEvent {
  kind: TrackingKind;
  /** When it happened in the browser, ISO 8601 (the server keeps it unless it lies in the future or beyond a day back). */
  at: string;
  /** The route name of the page it happened on (source, section 7). */
  page?: string;
  /** The element: a menu key, a tab, a file name, a search (section 7). */
  element?: string;
  targetType?: TrackingTarget;
  targetId?: string;
  /** favourite: 1 added, 0 removed; video-progress: the percent reached. */
  value?: number;
  /** page-leave: seconds on the page; video-progress and live-watch: seconds watched. */
  seconds?: number;
}

export interface TrackingBatch {
  /** The event's numeric id (the page's event). */
  eventId: number;
  /** Whether the visitor gave the analytics consent; false: no visitor id and no token may be sent. */
  consent: boolean;
  /** A random id of this browser, kept while consent lasts (unique visitors). */
  visitor?: string;
  /** The signed-in user's access token, sent only with consent when the event has advancedUserTracking. */
  token?: string;
  /** The device class the browser reports (from its width and pointer): never the user agent. */
  device?: 'mobile' | 'tablet' | 'desktop';
  events: TrackedEvent[];
}

/** One recorded event as a person reads it about themselves (ANALYTICS_ME_PATH). */
export interface RecordedEvent {
  Kind: TrackingKind;
  At: string;
  Page: string;
  Element: string;
  TargetType: TrackingTarget | '';
  TargetId: string;
  Value: number | null;
  Seconds: number | null;
  Country: string;
  Device: string;
  /** Whether it was recorded with the user's id (advanced tracking) rather than this browser's visitor id only. */
  WithUserId: boolean;
}

/** GET ANALYTICS_ME_PATH's answer: the newest ANALYTICS_ME_MAX of a person's recorded events, and how many there are in all. */
export interface RecordedEvents {
  Events: RecordedEvent[];
  Total: number;
}

/** At most this many recorded events in one answer of ANALYTICS_ME_PATH (the newest; Total counts all). */
export const ANALYTICS_ME_MAX = 1000;

// ---- Dashboards (issue 23): aggregates read from analytics_rollups; no visitor is named but a lead ----
/*
 *   GET /api/Analytics/Dashboard/Company?eventid&companyaccountid[&from&to][&format=csv]
 *       CompanyDashboard: the company's own staff only (their ticket names the company); 401 signed out, 403 anyone else.
 *   GET /api/Analytics/Dashboard/Event?eventid[&from&to][&format=csv]
 *       EventDashboard: the event's preview super users only; 401 signed out, 403 anyone else.
 * from / to: ISO 8601 instants, to exclusive; default the event's days. At most DASHBOARD_MAX_DAYS apart.
 * format=csv: the same figures as a CSV file (text/csv, an attachment), formula-like cells escaped.
 */

/** Paths of the dashboards (GET), relative to the API base. */
export const ANALYTICS_COMPANY_DASHBOARD_PATH = 'api/Analytics/Dashboard/Company';
export const ANALYTICS_EVENT_DASHBOARD_PATH = 'api/Analytics/Dashboard/Event';

/** A dashboard's range may span at most this many days. */
export const DASHBOARD_MAX_DAYS = 62;

/** A range up to this many hours is shown per hour, a longer one per day. */
export const DASHBOARD_HOURLY_UP_TO_HOURS = 48;

/** "Visitors now": the raw events of this last stretch of time. */
export const DASHBOARD_NOW_MINUTES = 5;

export type DashboardGrain = 'hour' | 'day';

/** A figure per key (a country, a device class, a page, a tab, a file). */
export interface DashboardCount {
  Key: string;
  /** The key as a person reads it (a page's or company's name); the key itself when it has none. */
  Label: string;
  Events: number;
  /** Distinct visitors with the analytics consent, added up over the roll-ups' rows (a day's, a page's). */
  Visitors: number;
  Seconds: number;
}

/** One bucket (an hour or a day) of a company's figures. */
export interface CompanyDashboardBucket {
  /** The bucket's first instant (ISO 8601 UTC). */
  Bucket: string;
  ProfileViews: number;
  UniqueVisitors: number;
  TabViews: number;
  FileDownloads: number;
  /** Viewers of its webcasts (the roll-ups keep no percent: a viewer's plays of a bucket count once). */
  WebcastPlays: number;
  WatchSeconds: number;
  AdImpressions: number;
  AdClicks: number;
  ChatConversations: number;
  Leads: number;
}

export interface CompanyDashboardAd {
  AdId: number;
  /** Its headline, else its page. */
  Label: string;
  Impressions: number;
  Clicks: number;
  /** Clicks per impression, 0 to 1 (0 without impressions). */
  Ctr: number;
}

export interface CompanyDashboardProduct {
  ProductId: number;
  Name: string;
  Ratings: number;
  /** The mean rating, null without one. */
  Average: number | null;
}

/** A symposium lead: they asked the company for information or a call, so the company may know their name. */
export interface CompanyDashboardLead {
  Name: string;
  Kind: 'info' | 'callback';
  SessionName: string;
  At: string;
}

export interface CompanyDashboard {
  EventId: number;
  CompanyAccountId: string;
  CompanyName: string;
  From: string;
  To: string;
  Grain: DashboardGrain;
  Totals: Omit<CompanyDashboardBucket, 'Bucket'> & { AdCtr: number; ProductRatings: number };
  Buckets: CompanyDashboardBucket[];
  /** Profile views by country (ISO 3166-1 alpha-2, '' unknown). */
  Countries: DashboardCount[];
  /** Tab views and file downloads by tab and file: from the raw events while they are kept (the roll-ups keep no element). */
  Tabs: DashboardCount[];
  Files: DashboardCount[];
  Products: CompanyDashboardProduct[];
  Ads: CompanyDashboardAd[];
  Leads: CompanyDashboardLead[];
}

export interface EventDashboardBucket {
  Bucket: string;
  PageViews: number;
  /** Visitors per page, added up (the roll-ups count distinct visitors per page). */
  Visitors: number;
}

export interface EventDashboardRoom {
  RoomId: string;
  Name: string;
  /** The most live-watch reports in one minute: each viewer reports once a minute. */
  PeakViewers: number;
  PeakAt: string | null;
  WatchMinutes: number;
}

export interface EventDashboardSession {
  SessionId: number;
  Name: string;
  RoomName: string;
  Start: string;
  End: string;
  /** Live: minutes watched in its room during its time, and the most viewers in one minute. */
  LiveMinutes: number;
  LivePeak: number;
  /** On demand: its recording's progress markers, their viewers and minutes watched. */
  OnDemandViews: number;
  OnDemandViewers: number;
  OnDemandMinutes: number;
}

export interface EventDashboardSponsor {
  CompanyAccountId: string;
  Name: string;
  ProfileViews: number;
  Visitors: number;
  FileDownloads: number;
  WatchSeconds: number;
}

export interface EventDashboard {
  EventId: number;
  From: string;
  To: string;
  Grain: DashboardGrain;
  Now: {
    /** Distinct visitors with an event in the last DASHBOARD_NOW_MINUTES (raw events). */
    Visitors: number;
    /** Events without a visitor id (no consent) in the same minutes. */
    AnonymousEvents: number;
    Since: string;
  };
  Buckets: EventDashboardBucket[];
  Rooms: EventDashboardRoom[];
  Sessions: EventDashboardSession[];
  /** Page opens by page (route name), the most first. */
  Pages: DashboardCount[];
  Countries: DashboardCount[];
  Devices: DashboardCount[];
  Ads: CompanyDashboardAd[];
  Sponsors: EventDashboardSponsor[];
}
