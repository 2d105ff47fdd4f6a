/** What the identity service's errors mean to a person. */
import { HttpError } from '../../api/http';
import type { ErrorBody } from '../../api/types';
import type { AuthTextKey } from '../../core/authTexts';

/** The server's message for a 4xx (it is written for people), else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status === null || error.status >= 500) return null;
  const body = error.body as Partial<ErrorBody> | null;
  return typeof body?.message === 'string' ? body.message : null;
}

/** The field a 400 names, if any. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as Partial<ErrorBody> | null;
  return typeof body?.field === 'string' ? body.field : null;
}

/**
 * What a failed account transfer (ManageTransferFromBody) means: a problem of a password field, or of
 * the whole form. refused: the link cannot move an account (not valid, or the account was moved already:
 * the server tells these apart only in its English message), so the person is offered sign-in and reset.
 */
export type TransferFailure =
  | { field: 'Password' | 'ConfirmPassword'; text: AuthTextKey }
  | { field: null; text: AuthTextKey; refused: boolean };

export function transferFailure(error: unknown, acceptedTerms: boolean): TransferFailure {
  if (!(error instanceof HttpError)) return { field: null, text: 'auth.error.generic', refused: false };
  if (error.status === 400) {
    // The form checks the same password rules first, so these are rare; any other field is the link's.
    const field = serverField(error);
    if (field === 'Password') return { field, text: 'auth.passwordRule' };
    if (field === 'ConfirmPassword') return { field, text: 'auth.passwordMismatch' };
    return { field: null, text: 'auth.transfer.refused', refused: true };
  }
  if (error.status === 403) {
    return acceptedTerms ? { field: null, text: 'auth.transfer.refused', refused: true } : { field: null, text: 'auth.error.terms', refused: false };
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
