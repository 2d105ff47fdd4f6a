/**
 * Contracts of the identity service and the user calls of the core API: sign-in, accounts, passwords, the
 * user's profile, booked tickets and access policies (docs/rules/shell-access-identity.md sections 3, 4, 6, 7
 * and 8). Calls: src/api/identity.ts; the reference server answers them in server/routes/identity.ts and
 * users.ts. AccessTicket and AccessPolicy are also the shapes core/access reads.
 */

import type { ContextModel } from './core';

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

/** A booked ticket (docs/rules/shell-access-identity.md section 3, Ticket): what core/access reads of one. */
export interface AccessTicket {
  ParticipantTypeName: string;
  TicketTypeName: string;
  IsValid: boolean;
  IsPayed: boolean;
  TicketGrade: string | null;
  CompanyAccountId: string | null;
  EnableHCP: boolean;
  SocietyMemberType: string | null;
  Country: string | null;
  TicketFrom: string | null;
  TicketTo: string | null;
  VisitorId: string | null;
}

/**
 * GET /api/modules/BookedTickets?eventid: 200 with these, or 204 / 410 passed on as they are. The shape
 * is the one the access rules read (AccessTicket, above; core/access reads it).
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
