/**
 * The society's own pages: award winners, preceptorships and the world village. The rules name these screens
 * (docs/rules/content-areas.md section 2) but no calls; VMX decides the calls (server/routes/society.ts) and these
 * shapes, in the API's PascalCase. Texts come in the asked language (the event's default when it has none).
 */

/** One winner of an award. PresentationId and SpeakerId link into the seeded programme when the winner is in it. */
export interface AwardWinner {
  Id: number;
  Name: string;
  Affiliation: string;
  /** The country's name in the asked language. */
  Country: string;
  /** Plain text, a few sentences. */
  Citation: string;
  /** A photo's address, or null (the page shows the winner's initials). */
  PhotoUrl: string | null;
  PresentationId: number | null;
  PresentationTitle: string | null;
  SpeakerId: number | null;
}

export interface Award {
  Id: number;
  Name: string;
  /** Plain text: what the award honours. */
  Description: string;
  Winners: AwardWinner[];
}

/** GET /api/Modules/AwardWinners: the awards by category, in the society's order. */
export interface AwardCategory {
  /** A stable key (research, education, career). */
  Id: string;
  Name: string;
  Awards: Award[];
}

/** GET /api/Modules/Preceptorships: one training programme at a host centre. */
export interface Preceptorship {
  Id: number;
  Title: string;
  /** A stable key of the topic, for filtering; TopicName is its name in the asked language. */
  Topic: string;
  TopicName: string;
  HostCentre: string;
  City: string;
  /** ISO 3166 alpha-2 code; CountryName is its name in the asked language. */
  Country: string;
  CountryName: string;
  /** Calendar dates, YYYY-MM-DD (no time of day, no zone). */
  StartDate: string;
  EndDate: string;
  Places: number;
  /** The last day to apply (YYYY-MM-DD), or null. */
  ApplicationDeadline: string | null;
  /** HTML: shown through ui/SanitizedHtml. */
  Description: string;
  /** Where to apply: an http(s) address, else an e-mail address; either may be null. */
  ApplyUrl: string | null;
  ApplyEmail: string | null;
}

export type SocietyKind = 'National' | 'Partner';

export interface SocietyLink {
  Label: string;
  Url: string;
}

/** GET /api/Modules/WorldVillage (the list) and WorldVillageSociety (one profile): a society of the world village. */
export interface WorldVillageSociety {
  Id: number;
  Name: string;
  Acronym: string;
  Kind: SocietyKind;
  /** ISO 3166 alpha-2 code (null for an international partner); CountryName in the asked language. */
  Country: string | null;
  CountryName: string | null;
  /** One plain sentence for the list. */
  Summary: string;
  /** HTML: the profile's text, shown through ui/SanitizedHtml. */
  Description: string;
  LogoPath: string;
  Website: string | null;
  Email: string | null;
  Phone: string | null;
  Address: string | null;
  Links: SocietyLink[];
  Tags: string[];
}
