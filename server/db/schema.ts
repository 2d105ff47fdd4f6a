/**
 * Table types of the reference database. Column names are snake_case; routes map rows to the wire
 * shapes of src/contracts explicitly. Flags are integers 0/1 and instants ISO 8601 text, so the
 * same queries run on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';
import type { SocietyDatabase } from './societyTables';
import type { SpecCallDatabase } from './specCallTables';
import type { SubmissionSocialDatabase } from './submissionSocialTables';
import type { AssemblyDatabase } from './assemblyTables';
import type { TvDatabase } from './tvTables';
import type { AnonymousSurveyDatabase } from './anonymousSurveyTables';
import type { ContentVersionDatabase } from './contentVersions';
import type { MessagingDatabase } from './messagingTables';
import type { MessagingCommunityDatabase } from './messagingCommunityTables';
import type { ProgrammeImportDatabase } from './programmeImportTables';
import type { ProgrammeEditDatabase } from './programmeEditTables';
import type { ExhibitorImportDatabase } from './exhibitorImportTables';
import type { UserNotificationDatabase } from './userNotificationTables';
import type { AnalyticsDatabase } from './analyticsTables';
import type { AttendanceDatabase } from './attendanceTables';
import type { AnalyticsUserDatabase } from './analyticsUserTables';
import type { AnalyticsUniqueDatabase } from './analyticsUniqueTables';

/** SocietyDatabase: the society pages' tables (societyTables.ts); SpecCallDatabase: specCallTables.ts. */
export interface Database
  extends
    SocietyDatabase,
    SpecCallDatabase,
    SubmissionSocialDatabase,
    AssemblyDatabase,
    TvDatabase,
    AnonymousSurveyDatabase,
    ContentVersionDatabase,
    MessagingDatabase,
    MessagingCommunityDatabase,
    ProgrammeImportDatabase,
    ProgrammeEditDatabase,
    ExhibitorImportDatabase,
    UserNotificationDatabase,
    AnalyticsDatabase,
    AttendanceDatabase,
    AnalyticsUserDatabase,
    AnalyticsUniqueDatabase {
  instances: InstanceTable;
  domains: DomainTable;
  events: EventTable;
  resources: ResourceTable;
  company_accounts: CompanyAccountTable;
  rss_items: RssItemTable;
  users: UserTable;
  user_events: UserEventTable;
  tickets: TicketTable;
  ticket_sync: TicketSyncTable;
  codes: CodeTable;
  sessions: SessionTable;
  outbox: OutboxTable;
  settings: SettingTable;
  legacy_accounts: LegacyAccountTable;
  sso_links: SsoLinkTable;
  external_logins: ExternalLoginTable;
  content_pages: ContentPageTable;
  dashboard_modules: DashboardModuleTable;
  advertisements: AdvertisementTable;
  push_notifications: PushNotificationTable;
  programme_rooms: ProgrammeRoomTable;
  programme_session_types: ProgrammeSessionTypeTable;
  programme_groups: ProgrammeGroupTable;
  programme_authors: ProgrammeAuthorTable;
  programme_abstracts: ProgrammeAbstractTable;
  programme_abstract_authors: ProgrammeAbstractAuthorTable;
  programme_sessions: ProgrammeSessionTable;
  programme_session_groups: ProgrammeSessionGroupTable;
  programme_session_chairs: ProgrammeSessionChairTable;
  programme_presentations: ProgrammePresentationTable;
  programme_versions: ProgrammeVersionTable;
  personal_schedule_entries: PersonalScheduleEntryTable;
  session_ratings: SessionRatingTable;
  programme_view_counts: ProgrammeViewCountTable;
  notes: NoteTable;
  note_likes: NoteLikeTable;
  note_reports: NoteReportTable;
  company_profiles: CompanyProfileTable;
  distribution_files: DistributionFileTable;
  exhibitor_products: ExhibitorProductTable;
  product_ratings: ProductRatingTable;
  exhibitor_meetings: ExhibitorMeetingTable;
  exhibitor_webcasts: ExhibitorWebcastTable;
  exhibitor_presentations: ExhibitorPresentationTable;
  exhibitor_lounges: ExhibitorLoungeTable;
  exhibitor_booths: ExhibitorBoothTable;
  symposia: SymposiumTable;
  company_view_counts: CompanyViewCountTable;
  symposium_leads: SymposiumLeadTable;
  survey_sets: SurveySetTable;
  survey_results: SurveyResultTable;
  evaluation_surveys: EvaluationSurveyTable;
  evaluations_done: EvaluationDoneTable;
  charity_projects: CharityProjectTable;
  charity_challenges: CharityChallengeTable;
  charity_points: CharityPointsTable;
  user_documents: UserDocumentTable;
  terms_entries: TermsEntryTable;
  news_articles: NewsArticleTable;
  job_postings: JobPostingTable;
}

/** The spec's instance config (docs/rules/shell-access-identity.md section 3). */
export interface InstanceTable {
  name: string;
  default_event: string;
  default_language: string;
  signalr_hub: string;
  webforms_url: string;
  identity_url: string;
  /** Single sign-on start, relative to identity_url (null: no single sign-on). */
  sso_url: string | null;
  sso_context: string | null;
  sso_provider: string | null;
  /** The survey API's base ("{survey api}"): an http(s) URL or a path under the API base; default /surveyapi. */
  survey_url: string;
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

/** Exhibitor company accounts of an event (docs/rules/content-areas.md section 3). */
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
  /** 0 published, 1 coming soon (docs/rules/content-areas.md section 4). */
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

// ---- identity (migration 0002; docs/rules/shell-access-identity.md sections 3, 4 and 7) ----

/** Accounts. The e-mail is stored trimmed and lower-cased, so that it is unique case-insensitively. */
export interface UserTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  surname: string;
  /** scrypt$N$r$p$salt$hash (base64url salt and hash); see server/identity/password.ts. */
  password_hash: string;
  email_confirmed: number;
  terms_accepted_at: string | null;
  failed_logins: number;
  locked_until: string | null;
  /** 1 male, 0 female, null not given (the wire's Gender true/false/null). */
  gender: number | null;
  birthday: string | null;
  profession: string | null;
  health_care_professional: number | null;
  import_id: string | null;
  /** JSON array of strings. */
  selected_interests: string;
  country_id: string | null;
  city: string | null;
  country_practice_id: string | null;
  country_residence_id: string | null;
  profile_picture_path: string | null;
  society_member_type: string | null;
  /** For exhibitor staff: the company whose staff the user is. */
  company_account_id: string | null;
  created_at: string;
}

/** Per user and event: the user form and the first sign-in (LoginData.initialLogin). */
export interface UserEventTable {
  user_id: number;
  event_id: number;
  user_form_complete: number;
  first_login_at: string | null;
}

/** Booked tickets (the wire's Ticket), per user per event. */
export interface TicketTable {
  id: Generated<number>;
  user_id: number;
  event_id: number;
  participant_type_name: string;
  ticket_type_name: string;
  is_valid: number;
  is_payed: number;
  ticket_grade: string | null;
  company_account_id: string | null;
  enable_hcp: number;
  society_member_type: string | null;
  country: string | null;
  ticket_from: string | null;
  ticket_to: string | null;
  visitor_id: string | null;
}

/** Events whose ticket sync is not working: 'gone' makes BookedTickets answer 410. No row: working. */
export interface TicketSyncTable {
  event_id: number;
  status: string;
}

/** One-time codes of the e-mailed links. Only a hash of the code is stored. */
export interface CodeTable {
  id: string;
  kind: 'confirm' | 'reset' | 'transfer';
  user_id: number;
  /** sha256 (hex) of the code. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Sign-in sessions; the token's sid. Revoked by logout, a password reset or a remote logout. */
export interface SessionTable {
  id: string;
  user_id: number;
  event_short: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Every e-mail the server sends (GET /dev/outbox shows them; SMTP when configured). */
export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
}

/** Server settings, e.g. the generated token-signing secret. */
export interface SettingTable {
  key: string;
  value: string;
}

/** Accounts of the older "Manage" system that can be moved over (ManageTransferFromBody). */
export interface LegacyAccountTable {
  manage_user_id: string;
  /** Lower-cased. */
  email: string;
  firstname: string;
  surname: string;
  transferred_at: string | null;
}

/** A single sign-on provider an event offers on its login page (GET /v2/event/{eventShort}/config/sso/links). */
export interface SsoLinkTable {
  event_id: number;
  provider: string;
  label: string;
  position: number;
}

/** An external identity (provider + subject) linked to an account, with the profile it last reported. */
export interface ExternalLoginTable {
  provider: string;
  subject: string;
  user_id: number;
  email: string;
  firstname: string;
  surname: string;
  linked_at: string;
  updated_at: string;
}

// ---- content (migration 0004-content; docs/rules/content-areas.md sections 2 and 7) ----

/** Content pages of an event per language (/page/{pageName}); list groups them for /list/{page}. */
export interface ContentPageTable {
  event_id: number;
  language: string;
  page_name: string;
  /** The list the page belongs to (e.g. info, news), or null for none. */
  list: string | null;
  position: number;
  title: string;
  summary: string;
  /** HTML as an editor wrote it; the client sanitises it. */
  html: string;
}

/** The my-area dashboard boxes of an event per language (title, button and description per module). */
export interface DashboardModuleTable {
  event_id: number;
  language: string;
  module: string;
  position: number;
  title: string;
  button_text: string;
  description: string;
}

// ---- advertising (migration 0005-advertising; docs/rules/shell-access-identity.md sections 3 and 7) ----

/** An advertisement popup of an event per language (section 3, Advertisement). */
export interface AdvertisementTable {
  id: Generated<number>;
  event_id: number;
  language: string;
  position: number;
  /** The route name it shows on. */
  vmx_page: string;
  display_from: string | null;
  display_to: string | null;
  channel_id: string | null;
  /** JSON list of company account ids (CompanyAccountIds). */
  company_account_ids: string;
  /** JSON list (CompanyAccountIdsShowOnProfile). */
  company_account_ids_show_on_profile: string;
  show_in_seconds: number;
  background_color: string | null;
  headline_top: string | null;
  headline_bottom: string | null;
  picture_file_path: string | null;
  video_file_path: string | null;
  /** HTML as an editor wrote it; the client sanitises it. */
  text: string | null;
  optional_link: string | null;
  optional_link_target: string | null;
  optional_link_button_text: string | null;
}

/** A published push notification (section 7); text is HTML as given, sanitised by the client. */
export interface PushNotificationTable {
  id: Generated<number>;
  event_id: number;
  language: string;
  title: string;
  text: string;
  link: string | null;
  created_at: string;
}

// ---- programme (migration 0006-programme; docs/rules/content-areas.md sections 3 and 7, "Programme") ----

export interface ProgrammeRoomTable {
  event_id: number;
  id: number;
  name: string;
  position: number;
}

/** A session type per language (Plenary, Symposium, Poster session...); is_poster drives the day counts (section 5). */
export interface ProgrammeSessionTypeTable {
  event_id: number;
  id: number;
  language: string;
  name: string;
  is_poster: number;
  /** The type's default session colour, #rrggbb. */
  color: string;
}

/** A session group per language (a topic track); the client derives tags from group names (section 3). */
export interface ProgrammeGroupTable {
  event_id: number;
  id: number;
  language: string;
  name: string;
}

/** A person of the programme: speaker, chair or abstract author. */
export interface ProgrammeAuthorTable {
  event_id: number;
  id: number;
  /** Academic title, e.g. Prof. Dr. (null: none). */
  title: string | null;
  firstname: string;
  surname: string;
  affiliation: string;
  city: string;
  country: string;
  picture_path: string | null;
  /** Shown by PAGAuthorsHighlighted (invited faculty). */
  is_highlighted: number;
  /** Where SendCustomMail (ContactSpeaker) writes to; never published (migration 0007). */
  email: string | null;
}

export interface ProgrammeAbstractTable {
  event_id: number;
  id: number;
  /** The abstract number printed in the programme, e.g. P-0042. */
  number: string;
  title: string;
  /** Plain text, paragraphs separated by blank lines. */
  body: string;
}

export interface ProgrammeAbstractAuthorTable {
  event_id: number;
  abstract_id: number;
  author_id: number;
  position: number;
  is_presenting: number;
}

export interface ProgrammeSessionTable {
  event_id: number;
  id: number;
  /** The session code printed in the programme, e.g. S-104. */
  code: string;
  name: string;
  session_type_id: number;
  room_id: number;
  /** ISO 8601 instants in UTC (…Z); the client shows them in the event's time zone. */
  start_date_time: string;
  end_date_time: string;
  color: string;
  image_thumb_path: string | null;
  /** The sponsoring company of an industry session (company_accounts of the same event), else null. */
  company_account_id: string | null;
  /** Scientific, Industry... (HighlightedSessions' programGrade). */
  programme_grade: string;
  hide_on_scheduler: number;
  is_highlighted: number;
  /** 0021 (programmeImportTables.ts): cancelled, still shown, marked. */
  is_cancelled: number;
}

export interface ProgrammeSessionGroupTable {
  event_id: number;
  session_id: number;
  group_id: number;
}

export interface ProgrammeSessionChairTable {
  event_id: number;
  session_id: number;
  author_id: number;
  position: number;
}

export interface ProgrammePresentationTable {
  event_id: number;
  id: number;
  session_id: number;
  position: number;
  title: string;
  start_date_time: string;
  end_date_time: string;
  speaker_id: number | null;
  abstract_id: number | null;
  is_poster: number;
  /** The poster board number, e.g. P-0042 (posters only). */
  poster_number: string | null;
  is_highlighted: number;
}

/** Changes whenever the event's programme is rewritten: the programme routes' cache key and ETag input. */
export interface ProgrammeVersionTable {
  event_id: number;
  version: string;
}

// ---- personal programme, ratings, view counts, notes (migration 0007-personal-programme) ----

/** A starred session, presentation or speaker (exactly one of the three ids is set). */
export interface PersonalScheduleEntryTable {
  /** Also the insertion order the lists are answered in. */
  id: Generated<number>;
  event_id: number;
  user_id: number;
  session_id: number | null;
  presentation_id: number | null;
  /** A programme author. */
  speaker_id: number | null;
  /** PersonalProgramUser's pProgramType (the client sends Speaker); speakers only. */
  program_type: string | null;
  created_at: string;
}

/** One rating per user and session; a second one replaces the first. */
export interface SessionRatingTable {
  event_id: number;
  user_id: number;
  session_id: number;
  rating: number;
  content: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProgrammeViewCountTable {
  event_id: number;
  item_type: 'session' | 'presentation';
  item_id: number;
  view_count: number;
}

/** A private note (is_note 1) or a public comment on a session or a presentation (exactly one is set). */
export interface NoteTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  session_id: number | null;
  presentation_id: number | null;
  is_note: number;
  /** Plain text as the user wrote it (trimmed); never interpreted as HTML. */
  content: string;
  visibility: 'private' | 'public';
  /** The public comment this one answers. */
  parent_id: number | null;
  created_at: string;
}

export interface NoteLikeTable {
  note_id: number;
  user_id: number;
  created_at: string;
}

/** A user's report of a comment as inappropriate. */
export interface NoteReportTable {
  note_id: number;
  user_id: number;
  created_at: string;
}

// ---- exhibitors and symposia (migration 0008-exhibition; docs/rules/content-areas.md sections 3 and 7) ----

/** A company's profile in one event, beyond the logo grid's fields of company_accounts. */
export interface CompanyProfileTable {
  event_id: number;
  company_account_id: string;
  /** JSON array of therapeutic areas. */
  tags: string;
  short_description: string | null;
  /** HTML from the company (the client sanitises it). */
  description: string | null;
  website: string | null;
  contact_email: string | null;
  phone: string | null;
  address: string | null;
  /** The floorplan's show-more target: a platform path or an http(s) URL; null: the profile. */
  deep_link: string | null;
  has_lounge: number;
  has_chat: number;
  has_booth_guru: number;
  hcp_only: number;
  /** JSON ExhibitorHcpConfig; null: defaults. */
  hcp_config: string | null;
}

/** Files a company hands out; GetDistributionFile redirects only to these URLs. */
export interface DistributionFileTable {
  event_id: number;
  company_account_id: string;
  position: number;
  name: string;
  url: string;
}

export interface ExhibitorProductTable {
  event_id: number;
  id: number;
  company_account_id: string;
  name: string;
  category: string;
  short: string | null;
  description: string | null;
  website: string | null;
  /** JSON array of strings. */
  tags: string;
  image_path: string | null;
}

/** One rating per user and product; a second replaces the first. */
export interface ProductRatingTable {
  event_id: number;
  user_id: number;
  product_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}

export interface ExhibitorMeetingTable {
  event_id: number;
  id: number;
  company_account_id: string;
  title: string;
  description: string | null;
  start_date_time: string;
  end_date_time: string;
  join_url: string | null;
}

export interface ExhibitorWebcastTable {
  event_id: number;
  id: number;
  company_account_id: string;
  title: string;
  description: string | null;
  video_url: string;
  thumbnail_path: string | null;
  duration_minutes: number;
}

export interface ExhibitorPresentationTable {
  event_id: number;
  id: number;
  company_account_id: string;
  title: string;
  speaker_name: string | null;
  url: string;
}

/** A company's lounge; one text (the spec fixes the lounge language to de-DE). */
export interface ExhibitorLoungeTable {
  event_id: number;
  company_account_id: string;
  title: string;
  welcome: string;
  /** JSON array of { Name, Role }. */
  staff: string;
  meeting_url: string | null;
  open_from: string | null;
  open_until: string | null;
}

/** The 2D booth of a company with Enable2DBooth. */
export interface ExhibitorBoothTable {
  event_id: number;
  company_account_id: string;
  background_image_path: string;
  /** JSON array of BoothHotspot. */
  hotspots: string;
}

/** Whether a symposium (a programme session with a company) is public; a session without a row is. */
export interface SymposiumTable {
  event_id: number;
  session_id: number;
  is_public: number;
}

export interface CompanyViewCountTable {
  event_id: number;
  company_account_id: string;
  view_count: number;
}

/** A request for information or a call back about a symposium (the symposia leads dialog). */
export interface SymposiumLeadTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  session_id: number;
  company_account_id: string;
  kind: 'info' | 'callback';
  phone: string | null;
  message: string | null;
  created_at: string;
}

/** Which survey a set, a result or a done flag is about (src/contracts SurveyContext). */
export type SurveyContextName = 'Charity' | 'Session' | 'Event' | 'Submission';

/** A SurveyJS model (a survey set) in one language; model is the full JSON, quiz answers included. */
export interface SurveySetTable {
  id: number;
  language: string;
  event_id: number;
  context: SurveyContextName;
  name: string;
  model: string;
}

/** The one saved result of a user for a survey about one entity (challenge, session, event or form). */
export interface SurveyResultTable {
  event_id: number;
  user_id: number;
  context: SurveyContextName;
  entity_id: number;
  survey_set_id: number;
  /** survey.data as JSON text. */
  result: string;
  /** Charity quizzes: the correct answers counted on the server; null otherwise. */
  correct_answers: number | null;
  created_at: string;
  updated_at: string;
}

/** A session (entity_id a session id) or the event (entity_id the event id) that has an evaluation. */
export interface EvaluationSurveyTable {
  event_id: number;
  context: 'Session' | 'Event';
  entity_id: number;
  survey_set_id: number;
}

/** A finished session or event evaluation. */
export interface EvaluationDoneTable {
  event_id: number;
  user_id: number;
  context: 'Session' | 'Event';
  entity_id: number;
  done_at: string;
}

export interface CharityProjectTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  name: string;
  /** HTML. */
  description: string;
  /** JSON: CharityBannerFile[]. */
  banners: string;
}

export interface CharityChallengeTable {
  event_id: number;
  id: number;
  language: string;
  position: number;
  name: string;
  description: string;
  company_account_id: string | null;
  points_per_correct_answer: number;
  survey_set_id: number;
}

/** A user's points from one challenge, given to one project (once per user and challenge). */
export interface CharityPointsTable {
  event_id: number;
  user_id: number;
  challenge_id: number;
  project_id: number;
  correct_answers: number;
  points: number;
  created_at: string;
}

/** A user's file (kind: what the generated PDF shows) or form (file_type 'Form', a Submission survey with a status). */
export interface UserDocumentTable {
  id: number;
  event_id: number;
  user_id: number;
  name: string;
  file_type: string;
  kind: string;
  society_short: string;
  status: 'Open' | 'Submitted' | 'Done' | 'Accepted' | 'Rejected' | null;
  survey_set_id: number | null;
  created_at: string;
}

/** A terms and conditions entry: of the platform (context 'default', context_id 0) or of an event (its id). */
export interface TermsEntryTable {
  id: number;
  context: 'default' | 'event';
  context_id: number;
  language: string;
  position: number;
  title: string;
  /** HTML. */
  content: string;
  is_privacy_policy: number;
}

/** An article of the news page, per language (docs/rules/content-areas.md section 2, News). */
export interface NewsArticleTable {
  event_id: number;
  id: string;
  language: string;
  /** 'congress' or 'industry' (src/contracts/news.ts, NEWS_CATEGORIES). */
  category: string;
  company_account_id: string | null;
  title: string;
  teaser: string;
  /** HTML. */
  body: string;
  image_url: string;
  published_at: string;
}

/** A posting of the job board, per language (docs/rules/content-areas.md section 2, Jobs). */
export interface JobPostingTable {
  event_id: number;
  id: string;
  language: string;
  title: string;
  employer: string;
  company_account_id: string | null;
  location: string;
  /** src/contracts/jobs.ts, JOB_KINDS. */
  kind: string;
  summary: string;
  /** HTML. */
  description: string;
  apply_url: string;
  how_to_apply: string;
  published_at: string;
}
