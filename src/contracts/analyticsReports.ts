/**
 * Ours (issue 23): what first-party tracking (contracts/analytics.ts) becomes for the people who read it. Apart from
 * the tracking contract, whose constants the tracker loads on every tracked page (its own chunk, within issue 23's
 * 2 kB): these serve my area and the dashboards only.
 *
 * What was recorded about a person (my area): the events of their analytics user (bearer token) and of the visitor
 * id of this browser (header ANALYTICS_VISITOR_HEADER: an unguessable id, not put in an address that could be logged).
 *   GET    /api/Analytics/Me?eventid       { Events: RecordedEvent[], Total, User: RecordedAnalyticsUser | null }, newest first
 *   DELETE /api/Analytics/Me?eventid       204: those raw events and the analytics user deleted (the roll-ups hold
 *                                          counts without any id)
 * Either a bearer token or the visitor header is needed (401 without both). Paths in their case variants.
 *
 * The dashboards: a company's (its staff) and the event's (super users), read from the roll-ups.
 */
import type { TrackingKind, TrackingTarget } from './analytics';

/** Path of a person's own recorded events (GET, DELETE), relative to the API base. */
export const ANALYTICS_ME_PATH = 'api/Analytics/Me';

/** The header that carries this browser's visitor id to ANALYTICS_ME_PATH. */
export const ANALYTICS_VISITOR_HEADER = 'X-Vmx-Visitor';

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

/**
 * The spec's analytics user (content-areas.md section 7, "Tracking": UserId, UserIsHcp, country code, visitor type,
 * area of interest, profession, city, gender, external id, device) as recorded about a person for the event: their
 * profile's facts as they were at their latest batch recorded with their id (advanced tracking), never the name.
 */
export interface RecordedAnalyticsUser {
  /** The user id plus ANALYTICS_USER_OFFSET. */
  AnalyticsUserId: number;
  /** Whether the profile said health care professional; null not answered. */
  IsHcp: boolean | null;
  /** ISO 3166-1 alpha-2 looked up from the address the batch came from ('' not found). */
  Country: string;
  /** The participant type of their ticket for the event ('' without one). */
  VisitorType: string;
  /** Areas of interest: the profile's selected interests. */
  Interests: string[];
  Profession: string;
  City: string;
  /** true male, false female, null not given (as the profile's Gender). */
  Gender: boolean | null;
  /** The profile's import id (the external registration system's id), '' when none. */
  ExternalId: string;
  Device: string;
  /** ISO 8601 instants of the first and the latest batch recorded with their id. */
  FirstSeen: string;
  LastSeen: string;
}

/**
 * GET ANALYTICS_ME_PATH's answer: the newest ANALYTICS_ME_MAX of a person's recorded events, how many there are in all,
 * and their analytics user (null without a sign-in or when none was recorded).
 */
export interface RecordedEvents {
  Events: RecordedEvent[];
  Total: number;
  User: RecordedAnalyticsUser | null;
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
  /** Distinct visitors with the analytics consent over the range: each once, however many days, hours and pages. */
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
  /** Viewers of its webcasts: each once per bucket, and once in the range's total. */
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
  /** Distinct visitors who opened a page in the bucket (each once, whatever the pages). */
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

/** How many analytics users share one value of a fact (a profession, a visitor type). */
export interface DashboardShare {
  /** The value; '' for "not given" and for the values folded together because fewer than DASHBOARD_MIN_GROUP share them. */
  Key: string;
  Users: number;
}

/**
 * A group of analytics users smaller than this is not shown on its own (folded into Key ''): a rare profession or
 * visitor type in a small congress could point to one person.
 */
export const DASHBOARD_MIN_GROUP = 5;

/**
 * The analytics users (advanced tracking: users who consented and were tracked with their user id) seen in the
 * range, in aggregate only: counts, never a user. Seen: their first and latest recorded batch span the range.
 */
export interface EventDashboardTrackedUsers {
  Total: number;
  /** By the profile's health care professional answer. */
  Hcp: number;
  NotHcp: number;
  HcpNotGiven: number;
  /** By profession and by visitor type (the ticket's participant type), the most first. */
  Professions: DashboardShare[];
  VisitorTypes: DashboardShare[];
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
  TrackedUsers: EventDashboardTrackedUsers;
}
