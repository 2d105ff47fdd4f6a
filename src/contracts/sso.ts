/**
 * Contracts of single sign-on (docs/rules/shell-access-identity.md sections 4 and 7): the event's providers and
 * the evaluated external user. Calls: src/api/sso.ts; the reference server answers them in
 * server/routes/sso.ts. The instance's sso settings are in core.ts (InstanceInfo).
 */

import type { LoginData } from './identity';

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
