import type { AccessTicket } from '../core/access/model';

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

// ---- identity (docs/rules/shell-access-identity.md sections 3, 4, 7 and 8) ----

/** The event a request is made for. */
export interface ContextModel {
  EContext: 'Event';
  Short: string;
  DefaultReturnUrl?: string;
}

/** POST /api/Token/ValidateLoginFromBody */
export interface LoginRequest {
  Email: string;
  Password: string;
  AcceptTermsOfUse: boolean;
  RememberMe: boolean;
  ContextModel: ContextModel;
}

/** A 200 from login is one of these strings (JSON) or the signed-in user's data. */
export type LoginStatus = 'Unconfirmed' | 'Lockout' | 'Terms';

export interface LoginData {
  /** Signed, expiring bearer token. */
  accessToken: string;
  /** ISO 8601 instant the token expires. */
  validUntil: string;
  userId: number;
  email: string;
  firstname: string;
  surname: string;
  hasTicket: boolean;
  /** True on the user's first sign-in for this event (exhibitor staff go to their lounge then). */
  initialLogin: boolean;
}

export type LoginResult = LoginStatus | LoginData;

// ---- single sign-on (docs/rules/shell-access-identity.md sections 4 and 7) ----

/** GET /v2/event/{eventShort}/config/sso/links: the providers on the event's login page. */
export interface SsoLink {
  Provider: string;
  Label: string;
}

export type SsoStatusAction = 'ExternalUserReadyToLogin' | 'ExternalUserNeedsPasswordConfirmation' | 'ExternalUserNeedsRegistration';

/**
 * The evaluated SSO user of /api/token/external/correlate, register and confirm (section 4, single
 * sign-on). redirect and user are set once the person is signed in (ExternalUserReadyToLogin).
 */
export interface SsoEvaluation {
  statusAction: SsoStatusAction;
  areTermsAccepted: boolean;
  /** An account with the provider's e-mail exists and is linked after its password is confirmed. */
  transfer: boolean;
  userDataComparisonNeeded: boolean;
  redirect: { token: string; redirectUrl: string } | null;
  user: LoginData | null;
  /** Who the provider says the person is (ours: shown on the correlate page). */
  external: { provider: string; email: string; firstname: string; surname: string };
}

/** GET /api/user/ExternalUserCompareData: the profile next to what the provider reported. */
export interface ExternalUserCompareData {
  Provider: string;
  Fields: Array<{ Name: 'Firstname' | 'Surname'; Current: string; External: string; Differs: boolean }>;
}

/** POST /api/Token/CreateAccountFromBody?confirmUrl */
export interface CreateAccountRequest {
  Firstname: string;
  Surname: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  AcceptTermsOfUse: boolean;
  ContextModel: ContextModel;
}

/** POST /api/Token/ManageTransferFromBody?confirmUrl */
export interface TransferAccountRequest {
  Email: string;
  /** The signed transfer token the older system handed out. */
  Encrypted: string;
  ManageUserId: string;
  Password: string;
  ConfirmPassword: string;
  AcceptTermsOfUse: boolean;
  ContextModel: ContextModel;
}

/**
 * POST /api/Modules/ValidateRegistrationLogin?eventid&surname&regnumber: signed in only (401 otherwise);
 * 200 when the registration is the signed-in user's own, TicketGrade being the grade now on its ticket
 * (OnboardingV2); someone else's registration answers 404 like none, so the call tells nobody whether a
 * person holds a ticket.
 */
export interface RegistrationValidation {
  valid: boolean;
  eventId: number;
  VisitorId: string;
  TicketTypeName: string;
  IsValid: boolean;
  TicketGrade: string;
}

/** POST /api/Token/ForgotPasswordFromBody?context&shortname&language&returnUrl */
export interface ForgotPasswordRequest {
  Email: string;
}

/** POST /api/Token/SendConfirmationFromBody */
export interface SendConfirmationRequest {
  Email: string;
  ContextModel: ContextModel;
}

/** POST /api/token/ResetPasswordFromBody?context&shortName&language&returnUrl */
export interface ResetPasswordRequest {
  Email: string;
  Password: string;
  ConfirmPassword: string;
  Code: string;
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

/** GET /api/Core/User?eventid (docs/rules/shell-access-identity.md section 3, User). */
export interface UserProfile {
  UserId: number;
  Email: string;
  Firstname: string;
  Surname: string;
  /** true male, false female, null not given. */
  Gender: boolean | null;
  Birthday: string | null;
  Profession: string | null;
  HealthCareProfessional: boolean | null;
  ImportId: string | null;
  SelectedInterests: string[];
  Contact: { CountryId: string | null; City: string | null };
  CountryPracticeId: string | null;
  CountryResidenceId: string | null;
  ProfilePicturePath: string | null;
  SocietyMemberType: string | null;
  /** The company whose staff the user is, for exhibitor staff. */
  CompanyAccountId: string | null;
  hasTicket: boolean;
  /** Whether the user form (UserFormPage) has been filled in for this event. */
  UserFormComplete: boolean;
}

/**
 * GET /api/modules/BookedTickets?eventid: 200 with these, or 204 / 410 passed on as they are. The shape
 * is the one the access rules read (core/access/model.ts).
 */
export type Ticket = AccessTicket;

/** An access policy (docs/rules/shell-access-identity.md sections 3 and 6), from config_json accessPolicies. */
export interface AccessPolicy {
  Name: string;
  Version: string;
  Type: 'Session' | 'Page' | 'Url' | 'Key';
  Identifier: string;
  Effect: 'Allow' | 'Deny';
  Requirements: { PrincipalField: string; Values: string[] }[];
  ConditionType: 'All' | 'Any';
}

/**
 * GET /api/Core/GetVMXHeader?shortname&language (docs/rules/shell-access-identity.md sections 3 and 7): the header
 * model (EventLogo, EventLanguages, menuItems, theme) with the header config beside it (config: banners,
 * menu, background, tileNavigation, ...). The client reads it with core/header parseHeaderModel, which
 * tolerates any shape; the server writes these fields.
 */
export interface VmxHeaderReply {
  EventLogo: string;
  EventLanguages: string[];
  menuItems: unknown[];
  theme: 'one' | 'two' | 'three';
  config: Record<string, unknown>;
}

/**
 * GET /api/Core/FooterModel?context&shortName&language (docs/rules/shell-access-identity.md sections 3 and 7): the
 * footer model. Grids and SessionColor are ours (the spec's footer grids and session colour, section 2).
 * The client reads it with core/footer parseFooterModel, which tolerates any shape.
 */
export interface FooterModelReply {
  Template: 'Small' | 'Large';
  Logo: string | null;
  LogoUrl: string | null;
  /** HTML. */
  Text: string | null;
  TextCopyright: string | null;
  Background: string | null;
  TextColor: string | null;
  LinkColor: string | null;
  Links: { Name: string; Description: string | null; Links: FooterLinkReply[] }[];
  Icons: FooterLinkReply[];
  /** Rows of components; empty: the industry config's footerGrids (config_json industryConfig.footerGrids). */
  Grids: FooterGridComponentReply[][];
  SessionColor: string | null;
}

/** Open: _blank, _self, or modal (imprint, terms and help open in the iframe modal; Type names them too). */
export interface FooterLinkReply {
  Name: string;
  Url: string;
  Open: string | null;
  Icon: string | null;
  Type?: 'imprint' | 'terms' | 'help' | null;
}

/** A footer grid component: name FooterBox, LogoGrid or Html; size is a column span of 12. */
export interface FooterGridComponentReply {
  name: string;
  props: Record<string, unknown>;
  size: number;
  gridAreas: string | null;
  draft: boolean;
  inAppAppearanceActive: boolean;
}

/** Where the reference server keeps an event's footer model: one resource of this set per language (ours). */
export const FOOTER_MODEL_RESOURCE = { setname: 'FooterModel', resourcename: 'model' } as const;

// ---- advertisements and push notifications (docs/rules/shell-access-identity.md sections 3 and 7) ----

/** GET /api/Exhibition/EventAdvertisement/{eventId}/{language}: section 3's Advertisement, as the server writes it. */
export interface AdvertisementReply {
  id: number;
  displayFromDate: string | null;
  displayToDate: string | null;
  vmxPage: string;
  channelId: string | null;
  CompanyAccountIds: string[];
  CompanyAccountIdsShowOnProfile: string[];
  showInSeconds: number;
  backgroundColor: string | null;
  headlineTop: string | null;
  headlineBottom: string | null;
  pictureFilePath: string | null;
  videoFilePath: string | null;
  /** HTML as an editor wrote it; the client sanitises it. */
  text: string | null;
  optionalLink: string | null;
  optionalLinkTarget: string | null;
  optionalLinkButtonText: string | null;
}

/**
 * GET /api/Exhibition/EventPushnotifications/{eventId}/{language} (bearer token) and its static
 * fallback file; also NotificationAdded's argument (src/realtime/types.ts HubNotification). The spec
 * names no fields: these are ours. text is HTML as written; the client sanitises it.
 */
export interface PushNotificationReply {
  id: number;
  title: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** POST /api/Exhibition/PushNotification (ours; service token): publishes one notification. */
export interface PublishNotificationRequest {
  /** The event's short name or id. */
  event: string;
  /** Default: the event's default language. */
  language?: string;
  title: string;
  text: string;
  link?: string | null;
}

// ---- programme (docs/rules/content-areas.md sections 3 and 7, "Programme") ----
//
// Section 3 names the Session fields (Id ... Chairs) and the programme day's counts; it shows no other
// programme record, so the rest is ours, in the same PascalCase style: a session also carries its
// SessionTypeId, RoomId/RoomName, Code, ProgramGrade, IsPoster, HideOnScheduler and Highlighted, and ids in
// its groups, presentations and chairs; ProgrammePresentation, ProgrammeAuthor, ProgrammeRoom,
// ProgrammeAbstract and ProgrammeData below are entirely ours. Instants are ISO 8601 in UTC (…Z); the
// client shows them in the event's time zone (ProgrammeData.TimeZone). Names of session types and groups
// follow the request's language; titles of sessions and talks are English in every language, as at the
// congresses the demo imitates.

/** A session group (a topic track); tags derive from group names. */
export interface ProgrammeGroup {
  Id: number;
  Name: string;
}

/** A presentation as its session lists it (section 3: Title, SpeakerFirstname, SpeakerSurname). */
export interface ProgrammeSessionPresentation {
  Id: number;
  Title: string;
  SpeakerId: number | null;
  SpeakerFirstname: string | null;
  SpeakerSurname: string | null;
  StartDateTime: string;
  EndDateTime: string;
}

/** A chair of a session (section 3: Firstname, Surname). */
export interface ProgrammeChair {
  Id: number;
  Firstname: string;
  Surname: string;
}

/** GET /api/Modules/PAGSessionsV2, HighlightedSessions, SelectedSessions: section 3's Session. */
export interface ProgrammeSession {
  Id: number;
  Code: string;
  Name: string;
  SessionType: string;
  SessionTypeId: number;
  IsPoster: boolean;
  StartDateTime: string;
  EndDateTime: string;
  RoomId: number;
  RoomName: string;
  ImageThumbPath: string | null;
  Color: string;
  CompanyAccountId: string | null;
  CompanyAccountName: string | null;
  SponsorType: string | null;
  /** Scientific, Industry, Educational or Society. */
  ProgramGrade: string;
  HideOnScheduler: boolean;
  Highlighted: boolean;
  groups: ProgrammeGroup[];
  Presentations: ProgrammeSessionPresentation[];
  Chairs: ProgrammeChair[];
}

/** GET /api/Modules/PAGPresentations (one entry per presentation) and HighlightedPresentation. */
export interface ProgrammePresentation {
  Id: number;
  SessionId: number;
  SessionName: string;
  /** 1-based order within the session. */
  Position: number;
  Title: string;
  StartDateTime: string;
  EndDateTime: string;
  RoomId: number;
  RoomName: string;
  SpeakerId: number | null;
  SpeakerTitle: string | null;
  SpeakerFirstname: string | null;
  SpeakerSurname: string | null;
  SpeakerAffiliation: string | null;
  AbstractId: number | null;
  IsPoster: boolean;
  PosterNumber: string | null;
  Highlighted: boolean;
}

/** GET /api/Modules/PAGAuthors and PAGAuthorsHighlighted: speakers, chairs and abstract authors. */
export interface ProgrammeAuthor {
  Id: number;
  Title: string | null;
  Firstname: string;
  Surname: string;
  Affiliation: string;
  City: string;
  Country: string;
  PicturePath: string | null;
  Highlighted: boolean;
  /** Sessions the person chairs. */
  ChairSessionIds: number[];
  /** Presentations the person gives. */
  PresentationIds: number[];
  AbstractIds: number[];
}

/** GET /api/Modules/PAGRooms. */
export interface ProgrammeRoom {
  Id: number;
  Name: string;
  Sort: number;
}

export interface ProgrammeAbstractAuthor {
  Id: number;
  Firstname: string;
  Surname: string;
  Affiliation: string;
  Presenting: boolean;
}

/** GET /api/Modules/PAGAbstracts. */
export interface ProgrammeAbstract {
  Id: number;
  Number: string;
  Title: string;
  /** Plain text; paragraphs separated by a blank line. */
  Text: string;
  PresentationId: number | null;
  SessionId: number | null;
  Authors: ProgrammeAbstractAuthor[];
}

/** A programme day (section 3), date YYYY-MM-DD in the event's time zone. */
export interface ProgrammeDay {
  date: string;
  sessionsCount: number;
  PosterSessionsCount: number;
  SessionsHideOnSchedulerCount: number;
  PosterSessionsHideOnSchedulerCount: number;
}

export interface ProgrammeSessionType {
  Id: number;
  Name: string;
  IsPoster: boolean;
  Color: string;
}

/** GET /api/Modules/PAGData: the programme's metadata, or null when the event has no programme. */
export interface ProgrammeData {
  EventId: number;
  /** Changes whenever the programme does; the large lists' ETags follow it. */
  Version: string;
  TimeZone: string;
  Days: ProgrammeDay[];
  SessionTypes: ProgrammeSessionType[];
  Groups: ProgrammeGroup[];
  Rooms: ProgrammeRoom[];
  ProgramGrades: string[];
  SessionsCount: number;
  PresentationsCount: number;
  AuthorsCount: number;
  AbstractsCount: number;
}

// ---- personal programme, ratings, view counts (docs/rules/content-areas.md sections 3 and 7) ----
// Section 3 names the schedule entry (SessionId, PresentationId, UserId) and the three favourite lists; the
// reply shapes below are ours, in the same style.

/** One entry of a personal programme: a starred session, presentation or speaker. */
export interface PersonalScheduleEntry {
  UserId: number;
  SessionId: number | null;
  PresentationId: number | null;
  /** A starred speaker (PersonalProgramUser; the author's id). */
  SpeakerId: number | null;
}

/**
 * GET /api/Modules/PagPersonalSchedule, and the reply of every PersonalProgram* change: the signed-in
 * user's whole personal programme after the change.
 */
export interface PersonalSchedule {
  Entries: PersonalScheduleEntry[];
  SessionIds: number[];
  PresentationIds: number[];
  SpeakerIds: number[];
}

/** GET /api/Exhibition/GetSessionRating and CreateSessionRating (section 3: content text and Rating value). */
export interface SessionRating {
  SessionId: number;
  /** The signed-in user's own rating, or null when they have not rated. */
  Rating: number | null;
  Content: string | null;
  /** Over all users. */
  Average: number | null;
  Count: number;
}

/** GET /api/App/SetSessionViewCount and SetPresentationViewCount. */
export interface ViewCount {
  ViewCount: number;
}

// ---- notes and comments (docs/rules/content-areas.md sections 3 and 7, "Notes, comments, mail") ----

/**
 * A note (private, isNote true) or comment (public, isNote false) on a session or presentation. Section 3
 * names sessionId, presentationId, userId, isNote, content, visibility, parentId and noteId; the author's
 * name, the time, the likes and the reported flag are ours. content is plain text, never HTML.
 */
export interface NoteRecord {
  noteId: number;
  sessionId: number | null;
  presentationId: number | null;
  userId: number;
  authorName: string;
  isNote: boolean;
  content: string;
  /** 'private' for notes, 'public' for comments. */
  visibility: 'private' | 'public';
  /** The comment this one answers; null for a top-level one. */
  parentId: number | null;
  createdAt: string;
  likeCount: number;
  /** Whether the signed-in user liked it. */
  likedByMe: boolean;
  /** Whether the signed-in user reported it as inappropriate. */
  reportedByMe: boolean;
}

/** GET /api/App/SetNoteLikeCount: the note's likes after the call. */
export interface NoteLikes {
  noteId: number;
  likeCount: number;
  likedByMe: boolean;
}

// ---- mail (docs/rules/content-areas.md section 3, "Mail") ----

/** docs/rules/content-areas.md section 3, Mail: the addresses with Name and Address. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** POST /api/Mail/SendCustomMail body. */
export interface CustomMail {
  ToAddresses: MailAddress[];
  FromAddresses: MailAddress[];
  Subject: string;
  Content: string;
}

// ---------------------------------------------------------------------------------------------------------
// Exhibitors and symposia (docs/rules/content-areas.md sections 3 and 7, "Exhibitors and symposia"). Where the spec
// names fields they are its names; where it says "field details not shown" the fields are ours.

/** A booth of an exhibitor (section 3: ExhibitorBooths.BoothNumber). */
export interface ExhibitorBooth {
  BoothNumber: string;
}

/**
 * GET /api/exhibition/CompanyAccounts and CompanyAccountsV2 (?eventid&language): the event's exhibitors for
 * the exhibitor list, published (PublicationState 0) and coming soon (1) alike, public or not.
 */
export interface CompanyAccount extends PublicCompanyAccount {
  /** The same as Name (section 3 names both). */
  CompanyAccountName: string;
  /** Section 3: defaults to an empty list. */
  Tags: string[];
  ExhibitorBooths: ExhibitorBooth[];
  /** The booth numbers, ascending (A03 before A12 before B01). */
  BoothNumbers: string[];
  /** The ranking sort: 1 comes first. */
  Sort: number;
  /** 0 published, 1 coming soon (section 4). */
  PublicationState: number;
  Enable2DBooth: boolean;
  /** Where the floorplan's show-more button leads (a platform path or an http(s) URL); null: the profile. */
  DeepLink: string | null;
  /** Ours: company content for healthcare professionals only (the HCP confirmation comes first). */
  HcpOnly: boolean;
  /** Ours: one line for the list card, plain text. */
  ShortDescription: string | null;
}

/** Section 3, "Exhibitor HCP configuration". */
export interface ExhibitorHcpConfig {
  showCloseButton: boolean;
  showDenyButton: boolean;
  denyAsCloseButton: boolean;
}

/** A file a company hands out (GET /api/Exhibition/GetDistributionFile?distributionUrl opens it). */
export interface DistributionFile {
  Name: string;
  /** http(s) URL. */
  Url: string;
}

/** GET /api/exhibition/CompanyAccount/{eventid}/{language}/{id}: one company's profile; 404 when unknown. */
export interface CompanyProfile extends CompanyAccount {
  /** HTML from the company (the client sanitises it). */
  Description: string | null;
  Website: string | null;
  ContactEmail: string | null;
  Phone: string | null;
  Address: string | null;
  DistributionFiles: DistributionFile[];
  /** The company has a lounge (GET /api/Exhibition/ExhibitorLounge). */
  HasLounge: boolean;
  /** A chat with the company's staff is offered (getChatModel). */
  HasChat: boolean;
  /** A booth guru answers contact requests (the booth guru dialog). */
  HasBoothGuru: boolean;
  /** How the HCP confirmation looks for this company; null: defaults (no close, no deny button). */
  HcpConfig: ExhibitorHcpConfig | null;
  ViewCount: number;
}

/** A clickable spot of a 2D booth. */
export interface BoothHotspot {
  Id: number;
  Label: string;
  /** What it opens: a video, a distribution file, a web page, the lounge or the chat. */
  Kind: 'video' | 'file' | 'link' | 'lounge' | 'chat';
  /** For video, file and link: an http(s) URL; null for an HCP-only company's video or file when the caller is not a healthcare professional. */
  Url: string | null;
  /** Position on the booth image, per cent of its width and height. */
  X: number;
  Y: number;
}

/** GET /api/Exhibition/CompanyAccountVMXBooth/{eventid}/{language}?id: the 2D booth; 404 without one. */
export interface CompanyBooth {
  CompanyAccountId: string;
  Name: string;
  BackgroundImagePath: string;
  Hotspots: BoothHotspot[];
}

/** GET /api/exhibition/getChatModel?eventid&id; POST saveChatModel?eventid&id&restoreId (signed in). */
export interface ChatModel {
  CompanyAccountId: string;
  Enabled: boolean;
  /** The signed-in user's conversation with the company, to restore it; null for none or anonymous. */
  RestoreId: string | null;
}

/** GET /api/exhibition/ExhibitiorProducts/{eventid}/{language}/{id} and ExhibitiorProductsForEvent. */
export interface ExhibitorProduct {
  Id: number;
  CompanyAccountId: string;
  /** Section 3's CompanyName. */
  CompanyName: string;
  Name: string;
  /** HTML (sanitised by the client). */
  Description: string | null;
  Category: string;
  /** A one-line summary. */
  Short: string | null;
  Website: string | null;
  Tags: string[];
  ImagePath: string | null;
  /** Mean of the ratings, null when none. */
  RatingAverage: number | null;
  RatingCount: number;
}

/** POST /api/exhibition/CreateProductRating?eventid&pExhibitorProductId&pRatingValue (1-5, signed in). */
export interface ProductRatingResult {
  ProductId: number;
  RatingAverage: number | null;
  RatingCount: number;
  /** The signed-in user's rating, replaced by a new one. */
  UserRating: number;
}

/** GET /api/exhibition/ExhibitiorMeetings/{eventid}/{language}/{id} and ExhibitiorMeetingsForEvent. */
export interface ExhibitorMeeting {
  Id: number;
  CompanyAccountId: string;
  CompanyName: string;
  Title: string;
  Description: string | null;
  StartDateTime: string;
  EndDateTime: string;
  /** Where to join (http(s)); null until announced. */
  JoinUrl: string | null;
  HcpOnly: boolean;
}

/** GET /api/Exhibition/ExhibitiorWebcasts?eventid&language&id. */
export interface ExhibitorWebcast {
  Id: number;
  CompanyAccountId: string;
  Title: string;
  Description: string | null;
  /** http(s) video URL (HLS or a file). */
  VideoUrl: string;
  ThumbnailPath: string | null;
  DurationMinutes: number;
}

/** GET /api/Exhibition/ExhibitiorPresentations?eventid&language&id: a company's own presentations (slides). */
export interface ExhibitorPresentation {
  Id: number;
  CompanyAccountId: string;
  Title: string;
  SpeakerName: string | null;
  /** http(s) URL of the slides or recording. */
  Url: string;
}

/**
 * GET /api/exhibition/ExhibitiorSymposia/{eventid}/{language}/{id}?onlypublic (default true) and
 * GET /api/exhibition/Symposia/{eventid}/{language}: satellite symposia are programme sessions of a
 * company (section 3, "Session (symposium)"), with IsPublic (ours: a private symposium is for invited
 * guests; onlypublic=false lists it too).
 */
export interface SymposiumSession extends ProgrammeSession {
  IsPublic: boolean;
}

/** GET /api/Exhibition/ExhibitorLounge/{eventid}/de-DE?id: the company's lounge (one language: de-DE). */
export interface ExhibitorLounge {
  CompanyAccountId: string;
  Title: string;
  /** HTML (sanitised by the client). */
  Welcome: string;
  Staff: { Name: string; Role: string }[];
  /** Where the lounge's video room is (http(s)); null when closed. */
  MeetingUrl: string | null;
  OpenFrom: string | null;
  OpenUntil: string | null;
}

/** GET /api/Exhibition/SetCompanyAccountViewCount/{eventId}?id: counts one view. */
export interface CompanyViewCount {
  CompanyAccountId: string;
  ViewCount: number;
}

// ---------------------------------------------------------------------------------------------------------
// Charity, evaluation and surveys, documents and terms (docs/rules/content-areas.md sections 3, 4 and 7). Where the
// spec names fields they are its names (SurveyEnitity keeps its spelling); the rest is ours.

/** Which survey a request is for: a charity challenge, a session or the event evaluation, a my-area form. */
export type SurveyContext = 'Charity' | 'Session' | 'Event' | 'Submission';

/**
 * The survey request (section 3: a challenge's SurveyRequest; ours: the same shape for every survey). It
 * is the body of POST {survey api}/Survey/Surveyjs. SurveyEnitity.Id is the challenge, session, event or
 * form the survey is about; UserId is the signed-in user's (0 anonymous).
 */
export interface SurveyRequest {
  SurveyItemSetId: number;
  Context: SurveyContext;
  /** The event's short name. */
  ContextShort: string;
  Instance: string;
  Language: string;
  SurveyEnitity: { Id: number; UserId: number };
  /** Section 3: the user has finished this survey already. */
  EvaluationDone: boolean;
}

/** POST {survey api}/Survey/Surveyjs: the SurveyJS model of the request's survey set. */
export interface SurveyModelReply {
  SurveyItemSetId: number;
  /** A SurveyJS model (JSON). Quiz answers are never sent: the server keeps them. */
  Model: Record<string, unknown>;
  /** The signed-in user's own saved answers for this entity (a form shown again), or null. */
  Data: Record<string, unknown> | null;
}

/** Section 3, "Survey save payload": the body of POST {survey api}/Survey/SaveSurvey. */
export interface SurveySavePayload {
  Context: SurveyContext;
  ContextShort: string;
  Instance: string;
  /** The SurveyJS result (survey.data) as JSON text. */
  Result: string;
  SurveyItemSetId: number;
  SurveyEnitity: { Id: number; UserId: number };
}

/**
 * SaveSurvey's reply (ours). CorrectAnswers is always null: a charity quiz's count is told only once the
 * challenge is closed, by ChallengeEvaluationDone (a count told on saving would let a user search for the
 * answers).
 */
export interface SurveySaveReply {
  Saved: true;
  CorrectAnswers: null;
}

/** A banner of a charity project (section 3: BannerFiles with Key). */
export interface CharityBannerFile {
  Key: string;
  /** http(s) or a path under the API base. */
  Url: string;
}

/** GET /api/Exhibition/EventProjects/{eventId}/{language}: the projects points are collected for. */
export interface CharityProject {
  Id: number;
  Name: string;
  /** HTML (sanitised by the client). */
  Description: string;
  BannerFiles: CharityBannerFile[];
}

/**
 * GET /api/Exhibition/EventChallenges/{eventId}/{language} and ExhibitorChallenges/{eventId}/{language}?id:
 * quiz challenges; a company's challenges carry its CompanyAccountId.
 */
export interface CharityChallenge {
  Id: number;
  Name: string;
  Description: string;
  CompanyAccountId: string | null;
  CompanyAccountName: string | null;
  /** Points for each correct answer. */
  PointsPerCorrectAnswer: number;
  SurveyRequest: SurveyRequest;
}

/** One line of a highscore (section 3: Points per entry). */
export interface HighscoreEntry {
  Id: string;
  Name: string;
  Points: number;
}

/**
 * GET /api/Exhibition/CharityHighscore/{eventId}/{language} and CharityHighscoreForProject/...?projectId:
 * the four highscores, each sorted by points (most first, then by name). Participants are named by first
 * name and the surname's initial.
 */
export interface CharityHighscore {
  Projects: HighscoreEntry[];
  Challenges: HighscoreEntry[];
  Companies: HighscoreEntry[];
  Participants: HighscoreEntry[];
}

/** POST /api/Survey/ChallengeEvaluationDone/{eventId}/{language}?userid&challengeid&charityProjectId&correctedAnswers. */
export interface ChallengeEvaluationDoneReply {
  ChallengeId: number;
  CharityProjectId: number;
  Points: number;
  /** Ours: the server's count of correct answers, told now that the challenge is closed for the user. */
  CorrectAnswers: number;
}

/** GET /api/modules/SessionsForEvaluation?eventid (section 3, "Session for evaluation"); the signed-in user's done flags. */
export interface SessionForEvaluation {
  SessionId: number;
  SessionName: string;
  /** A programme date-time (event wall clock, read with the CET rule). */
  StartDateTime: string;
  EvaluationDone: boolean;
}

/** POST /api/Survey/EventEvaluationDone?userid&eventid and SessionEvaluationDone?userid&sessionid. */
export interface EvaluationDoneReply {
  EvaluationDone: true;
}

/** Ours: the state of a my-area form (section 4: Done, Accepted and Rejected hide every button). */
export type FormStatus = 'Open' | 'Submitted' | 'Done' | 'Accepted' | 'Rejected';

/**
 * GET /api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName: the signed-in
 * user's documents (section 7: EventShort, SocietyShort, FileType). FileType "Form" is a my-area form
 * (a survey with a Status); the others are files, downloaded through UserDocument?id.
 */
export interface UserDocument {
  Id: number;
  Name: string;
  EventShort: string;
  SocietyShort: string;
  /** PDF, Form, ... */
  FileType: string;
  /** ISO 8601. */
  Created: string;
  /** Forms only; null for files. */
  Status: FormStatus | null;
  /** Forms only: the survey to show. */
  SurveyRequest: SurveyRequest | null;
}

/** GET /api/custominterfaces/oauth/UserConsent/TermsAndConditions?pContext&pLanguage(&pContextId). */
export interface TermsEntry {
  Id: number;
  Title: string;
  /** HTML (sanitised by the client). */
  Content: string;
  IsPrivacyPolicy: boolean;
}
