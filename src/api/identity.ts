/**
 * Typed calls of the identity service and the user calls of the core API (docs/rules/shell-access-identity.md
 * section 7). Failures reject with HttpError; its body is the server's ErrorBody.
 */
import type { Http } from './http';
import type {
  ContextModel,
  CreateAccountRequest,
  LoginRequest,
  LoginResult,
  RegistrationValidation,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  SendConfirmationRequest,
  Ticket,
  TransferAccountRequest,
  UserComplete,
  UserProfile,
  ExternalUserData,
} from '../contracts';
import { FIXED_BASIC_CREDENTIAL } from '../contracts';

export interface PageAddress {
  event: string;
  language: string;
}

export function contextModel(event: string, defaultReturnUrl?: string): ContextModel {
  return { EContext: 'Event', Short: event, ...(defaultReturnUrl ? { DefaultReturnUrl: defaultReturnUrl } : {}) };
}

export function login(http: Http, request: LoginRequest) {
  return http.post<LoginResult>('/api/Token/ValidateLoginFromBody', request);
}

/** confirmUrl: the confirmation page the e-mailed link opens. */
export function createAccount(http: Http, request: CreateAccountRequest, confirmUrl: string) {
  return http.post<unknown>('/api/Token/CreateAccountFromBody', request, { confirmUrl });
}

/** Moves an account of the older Manage system (section 7); confirmUrl as for createAccount. */
export function transferAccount(http: Http, request: TransferAccountRequest, confirmUrl: string) {
  return http.post<unknown>('/api/Token/ManageTransferFromBody', request, { confirmUrl });
}

export function sendConfirmation(http: Http, email: string, event: string) {
  return http.post<unknown>('/api/Token/SendConfirmationFromBody', {
    Email: email,
    ContextModel: contextModel(event),
  } satisfies SendConfirmationRequest);
}

export function confirmEmail(http: Http, { event, language }: PageAddress, userId: string, code: string, returnUrl: string) {
  return http.post<unknown>('/api/token/ConfirmEmailFromBody', undefined, {
    userId,
    code,
    context: 'Event',
    shortName: event,
    returnUrl,
    language,
  });
}

export function forgotPassword(http: Http, { event, language }: PageAddress, email: string, returnUrl: string) {
  return http.post<unknown>('/api/Token/ForgotPasswordFromBody', { Email: email } satisfies ForgotPasswordRequest, {
    context: 'Event',
    shortname: event,
    language,
    returnUrl,
  });
}

export function resetPassword(http: Http, { event, language }: PageAddress, request: ResetPasswordRequest, returnUrl: string) {
  return http.post<unknown>('/api/token/ResetPasswordFromBody', request, {
    context: 'Event',
    shortName: event,
    language,
    returnUrl,
  });
}

export function logout(http: Http, returnUrl: string) {
  return http.post<unknown>('/api/Token/LougoutFromBody', undefined, { returnUrl });
}

/** Records that the signed-in user accepts the event's terms of use (section 7, core API). */
export function setTermsAccepted(http: Http, event: string) {
  return http.get<unknown>('/api/core/SetTermsAccepted', { context: 'Event', shortName: event });
}

export function getUser(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<UserProfile>('/api/Core/User', { eventid: eventId }, signal);
}

/**
 * 200 gives the tickets; 204 gives null (no tickets); 410 rejects with its status, as the spec passes it on.
 * externalAuthorizationCode: the stored code of the external registration system, sent along once
 * (docs/rules/shell-access-identity.md section 7); the caller removes it afterwards.
 */
export function getBookedTickets(http: Http, eventId: number, signal?: AbortSignal, externalAuthorizationCode?: string | null) {
  return http.get<Ticket[] | null>('/api/modules/BookedTickets', { eventid: eventId, externalAuthorizationCode }, signal);
}

/** GET /api/Core/UserComplete?eventid: the complete user (docs/rules/shell-access-identity.md section 7). */
export function getUserComplete(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<UserComplete>('/api/Core/UserComplete', { eventid: eventId }, signal);
}

/** An HTTP Basic Authorization header value (RFC 7617) for an ASCII user name and password. */
export function basicAuthorization({ username, password }: { username: string; password: string }): string {
  return `Basic ${btoa(`${username}:${password}`)}`;
}

/**
 * GET /api/custominterfaces/EventsAir/EventsAir/ExternalUserData?eventid&externalAuthorizationCode: the
 * registration behind an EventsAir code, sent with the fixed basic credential instead of the user's token
 * (docs/rules/shell-access-identity.md sections 6 and 7).
 */
export function getExternalUserData(http: Http, eventId: number, externalAuthorizationCode: string, signal?: AbortSignal) {
  return http.request<ExternalUserData>('GET', '/api/custominterfaces/EventsAir/EventsAir/ExternalUserData', {
    query: { eventid: eventId, externalAuthorizationCode },
    anonymous: true,
    headers: { Authorization: basicAuthorization(FIXED_BASIC_CREDENTIAL) },
    signal,
  });
}

/** POST /api/Modules/ValidateRegistrationLogin: links the signed-in user's own registration (AuthPage). */
export function validateRegistration(http: Http, eventId: number, surname: string, registrationNumber: string) {
  return http.post<RegistrationValidation>('/api/Modules/ValidateRegistrationLogin', undefined, {
    eventid: eventId,
    surname,
    regnumber: registrationNumber,
  });
}

/** POST /api/Core/User?eventid: the user's own profile (200 is success). */
export function saveUser(http: Http, eventId: number, profile: UserProfile) {
  return http.post<UserProfile>('/api/Core/User', profile, { eventid: eventId });
}
