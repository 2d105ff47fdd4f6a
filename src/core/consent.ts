/**
 * The cookie consent of an event (docs/rules/shell-access-identity.md section 3, stored flags: the consent cookies
 * {event}.cookie and {event}.cookie.typekit, value accepted or declined; section 4, cookie banner;
 * section 9, consent cookie lifetime). Pure: the caller passes document.cookie and the clock.
 */
import { CONSENT_ACCEPTED, CONSENT_DECLINED, consentCookieNames, type Consent } from './consentCookie';

/** Section 9: consent cookie lifetime. */
export const CONSENT_COOKIE_DAYS = 14;
const DAY_MS = 86_400_000;

// Reading the cookies is core/consentCookie.ts's (shared with the tracker); the banner's rules are here.
export { consentCookieNames, parseCookies, readConsent, type Consent } from './consentCookie';

export type ConsentChoice = { kind: 'necessary' } | { kind: 'all' } | { kind: 'custom'; analytics: boolean; typekit: boolean };

/** Section 4: necessary declines both, all accepts both, customise sets each from its toggle. */
export function consentOf(choice: ConsentChoice): Consent {
  switch (choice.kind) {
    case 'necessary':
      return { decided: true, analytics: false, typekit: false };
    case 'all':
      return { decided: true, analytics: true, typekit: true };
    case 'custom':
      return { decided: true, analytics: choice.analytics, typekit: choice.typekit };
  }
}

/**
 * The document.cookie assignments that store a choice: both cookies, for 14 days, for the whole site.
 * now: epoch ms.
 */
export function consentCookieAssignments(event: string, choice: ConsentChoice, now: number, secure = false): string[] {
  const consent = consentOf(choice);
  const names = consentCookieNames(event);
  const expires = new Date(now + CONSENT_COOKIE_DAYS * DAY_MS).toUTCString();
  const attributes = `; expires=${expires}; max-age=${CONSENT_COOKIE_DAYS * 86_400}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const value = (yes: boolean) => (yes ? CONSENT_ACCEPTED : CONSENT_DECLINED);
  return [`${names.analytics}=${value(consent.analytics)}${attributes}`, `${names.typekit}=${value(consent.typekit)}${attributes}`];
}

/**
 * Ours: a page asks for the cookie settings (the helpdesk's note beside a widget that waits for consent) with this
 * window event, detail { event }; the consent overlay of that event opens the banner's options. Not a vmx-* element
 * event: it stays inside the platform's page.
 */
export const CONSENT_SETTINGS_EVENT = 'vmx.consent.open-settings';
export { CONSENT_CHANGED_EVENT } from './consentCookie';

/** Section 4: accept all and a confirmed customisation reload the page; accept necessary does not. */
export function choiceReloads(choice: ConsentChoice): boolean {
  return choice.kind !== 'necessary';
}

/** Section 4: the banner shows when the event asks for it and no choice exists yet. */
export function bannerShows(showCookieBanner: boolean, consent: Consent): boolean {
  return showCookieBanner && !consent.decided;
}

/** The config_json keys of widgets: without any of them set, the page needs no widget code. */
export const WIDGET_CONFIG_KEYS = [
  'freshworks',
  'FreshChatAllPages',
  'tvWidget',
  'networkingWidget',
  'networkingWidgetForApp',
  'gtagConfig',
] as const;

export function widgetsConfigured(root: Record<string, unknown>): boolean {
  return WIDGET_CONFIG_KEYS.some((key) => root[key] !== undefined && root[key] !== null && root[key] !== false);
}

/**
 * showCookieBanner (section 3, app config), as core/widgets parseWidgetConfig reads it (anything but true
 * is its default, off). Here, with the widget keys, so that the first render carries no widget parsing.
 */
export function bannerRequested(root: Record<string, unknown>): boolean {
  return root.showCookieBanner === true;
}
