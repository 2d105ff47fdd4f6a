/**
 * This browser's analytics visitor id for an event (ours, issue 23; docs/rules/shell-access-identity.md section 4,
 * the analytics consent): made only with the consent (crypto.randomUUID, or random bytes where a page not served
 * over https has no randomUUID), kept in local storage while the consent lasts, and removed as soon as the consent is
 * declined or gone. Storage that is refused (a sandboxed frame, a private mode) keeps nothing: an id made then lasts
 * the page only.
 */
import { isVisitorId, uuidFromBytes, visitorStorageKey } from '../core/analytics/tracking';
import { readConsent } from '../core/consentCookie';

const unstored = new Map<string, string>();

/** The stored visitor id of the event, never made here (my area asks with it). */
export function storedVisitorId(event: string): string | null {
  try {
    const stored = localStorage.getItem(visitorStorageKey(event));
    if (isVisitorId(stored)) return stored;
  } catch {
    // Refused (a browser that keeps nothing): the id of this page's life, if any.
  }
  return unstored.get(event) ?? null;
}

/** The analytics consent of the event, as its cookie says now. */
export function analyticsConsent(event: string): boolean {
  return readConsent(event, document.cookie).analytics;
}

/** The visitor id with the consent (made and stored on first use), or null without it (and any stored id removed). */
export function visitorIdFor(event: string): string | null {
  if (!analyticsConsent(event)) {
    forgetVisitorId(event);
    return null;
  }
  const stored = storedVisitorId(event);
  if (stored) return stored;
  const made = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
  try {
    localStorage.setItem(visitorStorageKey(event), made);
  } catch {
    unstored.set(event, made);
  }
  return made;
}

export function forgetVisitorId(event: string): void {
  unstored.delete(event);
  try {
    localStorage.removeItem(visitorStorageKey(event));
  } catch {
    // Refused: nothing was stored.
  }
}
