/**
 * Table types of the reference database. Column names are snake_case; routes map rows to the wire
 * shapes of src/api/types.ts explicitly. Flags are integers 0/1 and instants ISO 8601 text, so the
 * same queries run on SQLite and PostgreSQL.
 */

export interface Database {
  instances: InstanceTable;
  domains: DomainTable;
  events: EventTable;
  resources: ResourceTable;
  company_accounts: CompanyAccountTable;
  rss_items: RssItemTable;
}

/** The spec's instance config (shell-access-identity.md section 3). */
export interface InstanceTable {
  name: string;
  default_event: string;
  default_language: string;
  signalr_hub: string;
  webforms_url: string;
  identity_url: string;
}

/** The domain map: a web host's default instance, event and language (section 1). */
export interface DomainTable {
  host: string;
  instance: string;
  event: string;
  language: string;
}

export interface EventTable {
  /** The numeric event id the API's eventid parameters take. */
  id: number;
  /** The event short name of the address, lower-case. */
  short: string;
  instance: string;
  name: string;
  time_zone: string;
  start_date: string;
  end_date: string;
  /** JSON array of language codes, e.g. ["en-GB","de-DE"]. */
  languages: string;
  default_language: string;
}

/** GetResources rows: one value per event, set, language and name. */
export interface ResourceTable {
  event_id: number;
  setname: string;
  language: string;
  resourcename: string;
  resourcevalue: string;
}

/** Exhibitor company accounts of an event (content-areas.md section 3). */
export interface CompanyAccountTable {
  event_id: number;
  company_account_id: string;
  name: string;
  /** Platinum, Gold, Bronze or Exhibitor. */
  sponsor_type: string;
  logo_path: string;
  custom_logo_link: string | null;
  custom_pdf_link: string | null;
  custom_button_text_label: string | null;
  is_public: number;
  /** 0 published, 1 coming soon (content-areas.md section 4). */
  publication_state: number;
  enable_2d_booth: number;
  /** Comma-separated booth numbers, e.g. "A12,B03". */
  booth_numbers: string;
  /** Ranking position for the "ranking" exhibitor sort. */
  sort: number;
}

/** Items of an event's news feed, served as RSS 2.0 per language. */
export interface RssItemTable {
  event_id: number;
  language: string;
  position: number;
  title: string;
  /** Path on the platform (made absolute when the feed is served). */
  link: string;
  description: string;
  pub_date: string;
}
