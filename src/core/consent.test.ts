import { describe, expect, it } from 'vitest';
import {
  bannerShows,
  choiceReloads,
  CONSENT_COOKIE_DAYS,
  consentCookieAssignments,
  consentCookieNames,
  consentOf,
  parseCookies,
  readConsent,
} from './consent';

const NOW = Date.parse('2026-06-10T08:00:00Z');

describe('consent cookies', () => {
  it('names {event}.cookie and {event}.cookie.typekit', () => {
    expect(consentCookieNames('ehc2026')).toEqual({ analytics: 'ehc2026.cookie', typekit: 'ehc2026.cookie.typekit' });
  });

  it('keeps a choice for 14 days for the whole site', () => {
    expect(CONSENT_COOKIE_DAYS).toBe(14);
    const [analytics, typekit] = consentCookieAssignments('ehc2026', { kind: 'all' }, NOW);
    expect(analytics).toBe('ehc2026.cookie=accepted; expires=Wed, 24 Jun 2026 08:00:00 GMT; max-age=1209600; path=/; SameSite=Lax');
    expect(typekit).toMatch(/^ehc2026\.cookie\.typekit=accepted; expires=Wed, 24 Jun 2026 08:00:00 GMT;/);
  });

  it('accept necessary declines both, accept all accepts both, customise sets each', () => {
    expect(consentCookieAssignments('e', { kind: 'necessary' }, NOW).map((c) => c.split(';')[0])).toEqual([
      'e.cookie=declined',
      'e.cookie.typekit=declined',
    ]);
    expect(consentCookieAssignments('e', { kind: 'custom', analytics: false, typekit: true }, NOW).map((c) => c.split(';')[0])).toEqual([
      'e.cookie=declined',
      'e.cookie.typekit=accepted',
    ]);
    expect(consentOf({ kind: 'custom', analytics: true, typekit: false })).toEqual({ decided: true, analytics: true, typekit: false });
  });

  it('marks the cookies Secure when asked (pages served over https)', () => {
    expect(consentCookieAssignments('e', { kind: 'all' }, NOW, true)[0]).toMatch(/; Secure$/);
  });

  it('reloads after accept all and after a customisation, not after accept necessary', () => {
    expect(choiceReloads({ kind: 'all' })).toBe(true);
    expect(choiceReloads({ kind: 'custom', analytics: false, typekit: false })).toBe(true);
    expect(choiceReloads({ kind: 'necessary' })).toBe(false);
  });
});

describe('readConsent', () => {
  it('has no choice while the event consent cookie is absent (another event`s does not count)', () => {
    expect(readConsent('ehc2026', 'ehc2025.cookie=accepted; other=1')).toEqual({ decided: false, analytics: false, typekit: false });
  });

  it('reads accepted as yes and anything else as no', () => {
    expect(readConsent('ehc2026', 'ehc2026.cookie=accepted; ehc2026.cookie.typekit=declined')).toEqual({
      decided: true,
      analytics: true,
      typekit: false,
    });
    expect(readConsent('ehc2026', 'ehc2026.cookie=maybe; ehc2026.cookie.typekit=accepted')).toEqual({
      decided: true,
      analytics: false,
      typekit: true,
    });
  });

  it('parses cookie strings with spaces, encoded values and broken parts', () => {
    expect([...parseCookies(' a=1;b = %41 ; junk; c=%E0%A4%A')]).toEqual([
      ['a', '1'],
      ['b', 'A'],
      ['c', '%E0%A4%A'],
    ]);
  });
});

describe('bannerShows', () => {
  it('shows when the event asks for it and no choice exists yet', () => {
    const none = readConsent('e', '');
    expect(bannerShows(true, none)).toBe(true);
    expect(bannerShows(false, none)).toBe(false);
    expect(bannerShows(true, readConsent('e', 'e.cookie=declined'))).toBe(false);
  });
});
