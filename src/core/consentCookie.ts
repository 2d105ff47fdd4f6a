/**
 * Reading the consent cookies of an event (docs/rules/shell-access-identity.md section 3, stored flags: {event}.cookie
 * and {event}.cookie.typekit, value accepted or declined), apart from the rest of core/consent.ts: the tracker
 * (store/tracker.ts, loaded on demand) reads the analytics answer too, and <vmx-app>'s first render should not load the
 * banner's rules a second time in a chunk of their own. Pure: the caller passes document.cookie.
 */

/** Section 3: the two values a consent cookie holds. */
export const CONSENT_ACCEPTED = 'accepted';
export const CONSENT_DECLINED = 'declined';

/** Section 3: {event}.cookie carries the analytics answer (and that a choice exists), {event}.cookie.typekit the font service's. */
export function consentCookieNames(event: string): { analytics: string; typekit: string } {
  return { analytics: `${event}.cookie`, typekit: `${event}.cookie.typekit` };
}

export interface Consent {
  /** The visitor has answered the banner: the event's consent cookie exists (section 4). */
  decided: boolean;
  analytics: boolean;
  typekit: boolean;
}

/** The cookies of a document.cookie string, by name (the first of a repeated name wins, as browsers send the most specific first). */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name === '' || cookies.has(name)) continue;
    const value = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}

/**
 * The event's consent as its cookies say. A value other than accepted counts as declined (only an
 * explicit yes lets a service in); the choice exists when {event}.cookie exists at all.
 */
export function readConsent(event: string, cookieString: string): Consent {
  const names = consentCookieNames(event);
  const cookies = parseCookies(cookieString);
  return {
    decided: cookies.has(names.analytics),
    analytics: cookies.get(names.analytics) === CONSENT_ACCEPTED,
    typekit: cookies.get(names.typekit) === CONSENT_ACCEPTED,
  };
}

/** Ours: the consent overlay tells the page's other parts of a choice that did not reload the page (window event, detail { event }). */
export const CONSENT_CHANGED_EVENT = 'vmx.consent.changed';
