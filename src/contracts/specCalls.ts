/**
 * Wire types of the calls the rule pages name without fixing their answer (docs/rules/shell-access-identity.md
 * section 7, "Module and core API"; docs/rules/content-areas.md section 7, "Texts, configuration, general"):
 * the virtual-meeting token, the industry landing model and the external registration data of EventsAir,
 * and the fixed basic credential. Calls: src/api/core.ts and src/api/identity.ts; the reference server
 * answers them in server/routes/specCalls.ts.
 */
import type { Ticket, UserProfile } from './identity';

/**
 * The fixed basic credential (docs/rules/shell-access-identity.md section 6, "Credentials on calls": "a few calls use
 * a fixed basic credential instead"). Ours: it names VMX's web client and is no secret (every browser that
 * loads VMX can read it), so it sits here in the open; it only tells the server which client asks. What
 * protects the call it goes with is that call's own one-time code (ExternalUserData's
 * externalAuthorizationCode). The one call that sends it: ExternalUserData (src/api/identity.ts).
 */
export const FIXED_BASIC_CREDENTIAL = { username: 'vmx-web', password: 'public-client' } as const;

/**
 * GET /api/Core/GetVMToken/?eventid (section 7 gives no answer; ours): a token for the event's external
 * virtual meeting (config_json ExternalVirtualMeetingUrl) that names the signed-in user, valid for an hour.
 */
export interface VmToken {
  Token: string;
  /** ISO 8601 instant. */
  ValidUntil: string;
}

/** One company on the industry landing page (GET /api/modules/IndustryLandingModel; ours). */
export interface IndustryLandingCompany {
  CompanyAccountId: string;
  Name: string;
  LogoPath: string;
  /** Platinum, Gold or Bronze. */
  SponsorType: string;
}

/**
 * GET /api/modules/IndustryLandingModel?shortname&language: "the industry landing page's model"
 * (docs/rules/content-areas.md section 7). Ours: a heading and an introduction from the event's resource set
 * IndustryLandingModel (resources `title` and `intro`, plain text), the sponsors by tier (Platinum, Gold,
 * Bronze, then by name) and the number of published exhibitors.
 */
export interface IndustryLandingModel {
  EventId: number;
  Language: string;
  Title: string;
  Intro: string;
  Sponsors: IndustryLandingCompany[];
  ExhibitorCount: number;
}

/** The resource set IndustryLandingModel reads its heading and introduction from. */
export const INDUSTRY_LANDING_RESOURCE_SET = 'IndustryLandingModel';

/**
 * GET /api/custominterfaces/EventsAir/EventsAir/ExternalUserData?eventid&externalAuthorizationCode: the
 * registration the external registration system (EventsAir) handed the visitor a one-time code for
 * (docs/rules/shell-access-identity.md section 7). Ours: the person's name and address and the registration, so
 * that account creation and registration linking can be filled in; 404 for a code that is unknown, used
 * or expired.
 */
export interface ExternalUserData {
  EventId: number;
  Firstname: string;
  Surname: string;
  Email: string;
  /** The registration number (VisitorId of the ticket it becomes). */
  RegistrationNumber: string;
  TicketTypeName: string;
  ParticipantTypeName: string;
  /** ISO 8601 instant after which the code no longer works. */
  ValidUntil: string;
}

/**
 * GET /api/Core/UserComplete?eventid: "the complete user" (docs/rules/shell-access-identity.md section 7). Ours:
 * the profile plus the per-event data.
 */
export interface UserComplete extends UserProfile {
  EventId: number;
  EventShort: string;
  EmailConfirmed: boolean;
  TermsAcceptedAt: string | null;
  /** The user's first sign-in for this event (null: never signed in for it). */
  FirstLoginAt: string | null;
  Tickets: Ticket[];
}

/** The query parameter an external registration system hands the code on in (ours: the name of the call's parameter). */
export const EXTERNAL_AUTHORIZATION_CODE_PARAM = 'externalAuthorizationCode';
