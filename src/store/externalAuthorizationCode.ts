/**
 * The one-time code an external registration system (EventsAir) hands a visitor on in the address
 * (?externalAuthorizationCode=…, docs/rules/shell-access-identity.md section 7, BookedTickets): kept in session
 * storage when it first appears, so that it survives signing in or creating an account first; sent once with the
 * booked-tickets call (store/queries/identity.ts), which turns the registration into the user's ticket; then "the
 * stored external code is removed afterwards", from storage and from the address, whatever the call answered.
 * Loaded on demand: only a visit that carries a code needs it. Storage that is refused keeps nothing; the code
 * in the address still works.
 */
import { EXTERNAL_AUTHORIZATION_CODE_PARAM } from '../contracts';

/** Ours: the code is kept in session storage under the parameter's own name (store/queries/identity.ts looks for it there). */
const STORAGE_KEY = EXTERNAL_AUTHORIZATION_CODE_PARAM;

function codeInAddress(): string | null {
  const code = new URLSearchParams(location.search).get(EXTERNAL_AUTHORIZATION_CODE_PARAM)?.trim();
  return code ? code : null;
}

/** Keeps the address's code (when there is one) and answers the code to send: the address's, else the stored one. */
export function keepExternalAuthorizationCode(): string | null {
  const code = codeInAddress();
  try {
    if (code !== null) sessionStorage.setItem(STORAGE_KEY, code);
    return code ?? sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return code;
  }
}

/** After the booked-tickets call: the code goes from storage and from the address (without a new history entry). */
export function dropExternalAuthorizationCode(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Refused: nothing was kept.
  }
  if (codeInAddress() === null) return;
  const url = new URL(location.href);
  url.searchParams.delete(EXTERNAL_AUTHORIZATION_CODE_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
