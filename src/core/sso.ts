/**
 * Single sign-on rules (docs/rules/shell-access-identity.md sections 4 and 7): where the sign-on starts, and which
 * step the correlate page shows for an evaluated SSO user.
 */
import type { SsoEvaluation, SsoSettings } from '../contracts';

/** The query names the correlate page reads. ssoError is ours: the server's callback sets it. */
export const SSO_ERROR_QUERY = 'ssoError';

export interface SsoStart {
  /** identityUrl plus the instance's sso url; relative to the API base when identityUrl is empty. */
  path: string;
  query: Record<string, string>;
}

/**
 * Section 7, navigation redirects: "identity url plus the sso url with shortname, language, returnUrl,
 * optional context, provider". returnUrl is where the identity service sends the person back: the
 * correlate page, absolute, since it leaves this site.
 */
export function ssoStart(
  identityUrl: string,
  sso: SsoSettings,
  params: { event: string; language: string; returnUrl: string; provider?: string | null },
): SsoStart {
  const base = identityUrl.replace(/\/+$/, '');
  const path = base && !/^https?:/i.test(sso.url) ? `${base}/${sso.url.replace(/^\/+/, '')}` : sso.url;
  const provider = params.provider ?? sso.provider;
  return {
    path,
    query: {
      shortname: params.event,
      language: params.language,
      returnUrl: params.returnUrl,
      ...(sso.context ? { context: sso.context } : {}),
      ...(provider ? { provider } : {}),
    },
  };
}

/**
 * The correlate page's step for an evaluation (section 4, single sign-on): a user ready to log in with
 * accepted terms proceeds to user sync; otherwise the terms, password confirmation or registration step.
 */
export type SsoStep = 'sync' | 'terms' | 'confirm' | 'register';

export function ssoStep(evaluation: Pick<SsoEvaluation, 'statusAction' | 'areTermsAccepted'>): SsoStep {
  switch (evaluation.statusAction) {
    case 'ExternalUserReadyToLogin':
      return evaluation.areTermsAccepted ? 'sync' : 'terms';
    case 'ExternalUserNeedsPasswordConfirmation':
      return 'confirm';
    case 'ExternalUserNeedsRegistration':
      return 'register';
  }
}

/** What went wrong at the provider, as the callback reports it: the person cancelled, or anything else. */
export function ssoErrorKind(value: string | undefined): 'cancelled' | 'failed' | null {
  if (!value) return null;
  return value === 'access_denied' ? 'cancelled' : 'failed';
}
