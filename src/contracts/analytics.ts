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
 * What it becomes for the people who read it (a person's own recorded events, the dashboards): contracts/analyticsReports.ts.
 */

/** Path of the ingestion endpoint (POST), relative to the API base. */
export const ANALYTICS_EVENTS_PATH = 'api/Analytics/Events';

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
