/**
 * Contracts of the core services: the event, the instance and the domain map, the resource sets (texts,
 * configuration, theme, visibility), the server time, the version file, the request context and the error
 * bodies (docs/rules/shell-access-identity.md and docs/rules/content-areas.md, section 7 "Texts, configuration,
 * general" and "Module and core API"). Calls: src/api/core.ts; the reference server answers them in
 * server/routes/public.ts, event.ts, modules.ts, core.ts and version.ts. Paths and casing follow section 7 of
 * both pages; where the rules say "paths not shown", the path is ours and is marked so.
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
  /** Ticker fallback texts (docs/rules/content-areas.md section 4, ticker source priority). */
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
  /**
   * The survey API's base ("{survey api}" in docs/rules/content-areas.md section 7): an http(s) URL, or a path under
   * the API base (the reference server serves it at /surveyapi).
   */
  surveyUrl: string;
  /** Single sign-on start (relative to identityUrl), or null when the instance has none. */
  sso: SsoSettings | null;
}

/** The instance config's sso {url, context, provider} (docs/rules/shell-access-identity.md section 3). */
export interface SsoSettings {
  url: string;
  context: string | null;
  provider: string | null;
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
  /** Ours, on some 400s: why, for the client's own text (a one-time code: invalid, used or expired; weak-password). */
  reason?: string;
  /** Ours, with reason weak-password: the strength checker's warning key (e.g. commons, userInputs). */
  warning?: string;
}

/** The event a request is made for. */
export interface ContextModel {
  EContext: 'Event';
  Short: string;
  DefaultReturnUrl?: string;
}

/** Every 4xx from the identity service: a message for people, and the field when one is to blame. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
  reason?: string;
  warning?: string;
}
