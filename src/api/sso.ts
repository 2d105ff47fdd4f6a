/**
 * Typed single sign-on calls (docs/rules/shell-access-identity.md section 7). The identity service keeps the
 * sign-on in progress in a cookie scoped to /api/token/external, so these paths are written exactly so
 * (lowercase): a browser sends a cookie only on its path, case-sensitively. The cookie, not a stored
 * token, says who the person is in correlate, register and confirm: they go without the bearer token.
 */
import type { Http } from './http';
import type { ExternalUserCompareData, SsoEvaluation, SsoLink, UserProfile } from '../contracts';

export function getSsoLinks(http: Http, eventShort: string, signal?: AbortSignal) {
  return http.get<SsoLink[]>(`/v2/event/${encodeURIComponent(eventShort)}/config/sso/links`, undefined, signal);
}

/** The evaluated SSO user; signs a linked person in (statusAction ExternalUserReadyToLogin). */
export function correlate(http: Http, returnUrl: string, signal?: AbortSignal) {
  return http.request<SsoEvaluation>('GET', '/api/token/external/correlate', { query: { returnUrl }, signal, anonymous: true });
}

/** A new account for the provider's identity; the terms must be accepted. */
export function registerExternal(http: Http, returnUrl: string) {
  return http.request<SsoEvaluation>('GET', '/api/token/external/register', { query: { acceptedTerms: true, returnUrl }, anonymous: true });
}

/** Links the provider's identity to the existing account with that e-mail, by its password. */
export function confirmExternal(http: Http, password: string, acceptedTerms: boolean, returnUrl: string) {
  return http.request<SsoEvaluation>('POST', '/api/token/external/confirm', {
    body: { Password: password },
    query: { returnUrl, acceptedTerms },
    anonymous: true,
  });
}

/** A password for an account made by single sign-on (bearer), so it can also sign in without it. */
export function registerExternalPassword(http: Http, password: string, confirmation: string) {
  return http.post<unknown>('/api/token/external/register/password', { Password: password, ConfirmPassword: confirmation });
}

/** Bearer: the profile's names next to the provider's. */
export function getExternalCompareData(http: Http, signal?: AbortSignal) {
  return http.get<ExternalUserCompareData>('/api/user/ExternalUserCompareData', undefined, signal);
}

/** Bearer: doSyncContact true takes the provider's names, false keeps the profile's. */
export function syncExternalUser(http: Http, eventShort: string, doSyncContact: boolean) {
  return http.post<UserProfile>('/api/user/SyncExternalUser', undefined, { context: 'Event', shortName: eventShort, doSyncContact });
}
