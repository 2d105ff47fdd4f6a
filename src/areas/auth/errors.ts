/**
 * What the identity service's errors mean to a person: each failure becomes a text key of the auth
 * texts, so that it reads in the event's language (the server's messages are English, for developers).
 */
import { HttpError } from '../../api/http';
import type { ErrorBody } from '../../contracts';
import type { AuthTextKey } from '../../core/authTexts';

/** The field a 400 names, if any. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as Partial<ErrorBody> | null;
  return typeof body?.field === 'string' ? body.field : null;
}

/** The warnings of the server's password strength check (zxcvbn's keys) that have a text of their own. */
const WEAK_PASSWORD_TEXTS: Record<string, AuthTextKey> = {
  common: 'auth.passwordWeak.common',
  userInputs: 'auth.passwordWeak.personal',
};

/**
 * What a new password the server refused means: too easy to guess (reason weak-password, with the
 * checker's warning: common, personal data, or otherwise guessable), or else the password rule.
 */
export function passwordFailureText(error: unknown): AuthTextKey {
  const body = error instanceof HttpError ? (error.body as Partial<ErrorBody> | null) : null;
  if (body?.reason !== 'weak-password') return 'auth.passwordRule';
  return WEAK_PASSWORD_TEXTS[body.warning ?? ''] ?? 'auth.passwordWeak.guessable';
}

/**
 * What a failed account transfer (ManageTransferFromBody) means: a problem of a password field, or of
 * the whole form. refused: the link cannot move an account (not valid, or the account was moved already:
 * the server tells these apart only in its English message), so the person is offered sign-in and reset.
 */
export type TransferFailure =
  { field: 'Password' | 'ConfirmPassword'; text: AuthTextKey } | { field: null; text: AuthTextKey; refused: boolean };

export function transferFailure(error: unknown, acceptedTerms: boolean): TransferFailure {
  if (!(error instanceof HttpError)) return { field: null, text: 'auth.error.generic', refused: false };
  if (error.status === 400) {
    // The form checks the same password rules first, so these are rare; any other field is the link's.
    const field = serverField(error);
    if (field === 'Password') return { field, text: passwordFailureText(error) };
    if (field === 'ConfirmPassword') return { field, text: 'auth.passwordMismatch' };
    return { field: null, text: 'auth.transfer.refused', refused: true };
  }
  if (error.status === 403) {
    return acceptedTerms
      ? { field: null, text: 'auth.transfer.refused', refused: true }
      : { field: null, text: 'auth.error.terms', refused: false };
  }
  return { field: null, text: 'auth.error.generic', refused: false };
}

/**
 * What a failed registration check (ValidateRegistrationLogin, AuthPage) means. A 400 is a surname or
 * number the server cannot even look up (too long): no such registration either.
 */
export function registrationFailure(error: unknown): AuthTextKey {
  if (!(error instanceof HttpError)) return 'auth.error.generic';
  if (error.status === 404 || error.status === 400) return 'auth.registration.notFound';
  if (error.status === 403) return 'auth.registration.otherAccount';
  return 'auth.error.generic';
}

/** A one-time code of an e-mailed link that did not work (ConfirmEmailFromBody, ResetPasswordFromBody). */
export function codeFailure(error: unknown): AuthTextKey {
  if (!(error instanceof HttpError) || error.status !== 400) return 'auth.error.generic';
  const reason = (error.body as Partial<ErrorBody> | null)?.reason;
  return reason === 'used' ? 'auth.code.used' : reason === 'expired' ? 'auth.code.expired' : 'auth.code.invalid';
}

/** A failed reset: a password the server refused (on its field), or the link's code. */
export function resetFailure(error: unknown): { field: 'password' | 'confirmation' | null; text: AuthTextKey } {
  const field = serverField(error);
  if (field === 'Password') return { field: 'password', text: passwordFailureText(error) };
  if (field === 'ConfirmPassword') return { field: 'confirmation', text: 'auth.passwordMismatch' };
  return { field: null, text: codeFailure(error) };
}

const ACCOUNT_FIELD_TEXTS: Record<string, AuthTextKey> = {
  Firstname: 'auth.required',
  Surname: 'auth.required',
  Email: 'auth.invalidEmail',
  Password: 'auth.passwordRule',
  ConfirmPassword: 'auth.passwordMismatch',
};

/** A failed account creation: a field the server refused, the terms (403), or anything else. */
export function createAccountFailure(error: unknown): { field: string | null; text: AuthTextKey } {
  const field = serverField(error);
  if (field === 'Password') return { field, text: passwordFailureText(error) };
  if (field && field in ACCOUNT_FIELD_TEXTS) return { field, text: ACCOUNT_FIELD_TEXTS[field]! };
  if (error instanceof HttpError && error.status === 403) return { field: null, text: 'auth.error.terms' };
  return { field: null, text: 'auth.error.generic' };
}

/**
 * A failed single sign-on step (section 8: the password confirmation's 401, or no reply, is the one
 * message about the password). confirm: linking by password; register: a new account.
 */
export function ssoFailure(error: unknown, step: 'confirm' | 'register'): AuthTextKey {
  if (!(error instanceof HttpError)) return 'auth.error.generic';
  if (step === 'confirm' && (error.status === 401 || error.code !== 'status')) return 'auth.sso.confirm.failed';
  if (error.status === 403) return 'auth.error.terms';
  if (step === 'register' && error.status === 409) return 'auth.sso.register.exists';
  // The optional password of a new account: say why it was refused.
  if (step === 'register' && error.status === 400 && serverField(error) === 'Password') return passwordFailureText(error);
  return 'auth.error.generic';
}
