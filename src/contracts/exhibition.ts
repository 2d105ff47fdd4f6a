/**
 * Contracts of exhibitors and symposia (docs/rules/content-areas.md sections 3 and 7, "Exhibitors and symposia").
 * Where the rules name fields they are their names; where they say "field details not shown" the fields are
 * ours. Calls: src/api/exhibition.ts; the reference server answers them in server/routes/exhibition.ts.
 */

import type { PublicCompanyAccount } from './partners';
import type { ProgrammeSession } from './programme';

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
