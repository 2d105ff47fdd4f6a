/**
 * Wire types of the reference API: the shapes both the client (src/api) and the reference server
 * (server/) speak. Paths and casing follow the spec's section 7 of both documents; where the spec says
 * "paths not shown", the path is ours and is marked so.
 */

/** GET /api/modules/GetResources?eventshort|eventid&setname&language */
export interface Resource {
  resourcename: string;
  resourcevalue: string;
}

/** The resource sets the client asks GetResources for. */
export const RESOURCE_SETS = {
  /** Visible texts, one resource per text key. */
  texts: 'VMXTexts',
  /** One resource named config_json whose value is the event's JSON configuration. */
  config: 'config_json',
  /** Theme tokens: resourcename is the token (e.g. color-primary), becomes --vmx-<token>. */
  theme: 'VMXTheme',
  /** Component visibility: resourcename is the component, value JSON {visible, startTime, endTime}. */
  visibility: 'ComponentVisibility',
  /** Ticker fallback texts (content-areas.md section 4, ticker source priority). */
  tickerFallback: 'IndustryLandingPageTickerText',
} as const;

/** GET /api/Event/Shortname?shortName */
export interface EventId {
  Id: number;
}

/** GET /api/Public/EventDetails?shortname&language */
export interface EventDetails {
  Id: number;
  Short: string;
  Instance: string;
  Name: string;
  /** IANA time zone of the venue, e.g. Europe/Berlin. */
  TimeZone: string;
  /** ISO 8601 instants. */
  StartDate: string;
  EndDate: string;
  Languages: string[];
  DefaultLanguage: string;
}

/** GET /api/Core/ServerTime */
export interface ServerTime {
  /** ISO 8601 UTC instant. */
  ServerTime: string;
}

/** GET /api/Public/CompanyAccounts?eventid&language (the logo grid's list). */
export interface PublicCompanyAccount {
  CompanyAccountId: string;
  Name: string;
  /** Absolute path or URL of the logo image. */
  LogoPath: string;
  /** Tier: Platinum, Gold, Bronze, or another sponsor type that is not on the logo grid. */
  SponsorType: string;
  CustomLogoLink: string | null;
  CustomPdfLink: string | null;
  CustomButtonTextLabel: string | null;
  isPublic: boolean;
}

/** GET {origin}/version.json */
export interface VersionInfo {
  Version: string;
  BuildDateTime: string;
  BuildDateTimeHuman: string;
}

/** GET /api/Public/Instance?instance (ours: the spec's "instance config", path not shown). 404 when unknown. */
export interface InstanceInfo {
  Instance: string;
  DefaultEvent: string;
  DefaultLanguage: string;
  signalrHub: string;
  webformsUrl: string;
  identityUrl: string;
}

/** GET /api/Public/DomainDefaults?host (ours: the spec's domain map, path not shown). 404 when unmapped. */
export interface DomainDefaults {
  instance: string;
  event: string;
  language: string;
}

/** Every 400 from the reference server names the offending field. */
export interface BadRequestBody {
  statusCode: 400;
  error: 'Bad Request';
  /** e.g. "querystring.shortName: Required" */
  message: string;
  /** e.g. "shortName" */
  field: string;
}
