/**
 * What a scanned or typed code opens (the ScanPage of the app container: docs/rules/shell-access-identity.md
 * section 2, "a Scan QR link, only inside the app container"; content-areas.md section 2 names the scan page
 * without describing it).
 *
 * Ours where the spec is silent, the code format:
 * - a short code: `S:{sessionId}` opens a session, `E:{companyAccountId}` an exhibitor's profile (their booth),
 *   `P:{presentationId}` a poster (a presentation of a poster session); the letter in either case, a space
 *   around the colon allowed;
 * - the platform's own address of a session, an exhibitor profile or a presentation of this very event, on this
 *   origin (what a printed QR code holds), in any language: it opens in the reader's language.
 * Anything else is not followed: an address of another site or another event is "foreign", never a navigation
 * (no open redirect, no javascript:), and text that is none of the above is "unknown".
 */
import { parseRoute } from '../routeParse';

export type ScanTarget =
  | { kind: 'session'; route: 'SessionPage'; params: { sessionId: string } }
  | { kind: 'exhibitor'; route: 'ProfilePage'; params: { companyAccountId: string } }
  | { kind: 'poster'; route: 'PresentationPage'; params: { presentationId: string } };

export type ScanResult = { ok: true; target: ScanTarget } | { ok: false; reason: 'empty' | 'foreign' | 'unknown' };

export interface ScanScope {
  /** The platform's origin (location.origin in the page), e.g. https://congress.example.org. */
  origin: string;
  instance: string;
  event: string;
}

/** The longest text looked at: a QR code of ours is short; a longer one is not ours. */
export const SCAN_CODE_MAX = 2000;

const NUMERIC_ID = /^[0-9]{1,12}$/;
const COMPANY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const SHORT_CODE = /^([SEPsep])\s*:\s*(\S+)$/;

function target(kind: ScanTarget['kind'], id: string): ScanResult {
  if (kind === 'exhibitor') {
    return COMPANY_ID.test(id)
      ? { ok: true, target: { kind, route: 'ProfilePage', params: { companyAccountId: id } } }
      : { ok: false, reason: 'unknown' };
  }
  if (!NUMERIC_ID.test(id)) return { ok: false, reason: 'unknown' };
  return kind === 'session'
    ? { ok: true, target: { kind, route: 'SessionPage', params: { sessionId: id } } }
    : { ok: true, target: { kind, route: 'PresentationPage', params: { presentationId: id } } };
}

const KIND_OF_LETTER = { s: 'session', e: 'exhibitor', p: 'poster' } as const;

/** The target of a code, or why it is not followed. */
export function parseScanCode(text: string, scope: ScanScope): ScanResult {
  const code = text.trim();
  if (code === '') return { ok: false, reason: 'empty' };
  if (code.length > SCAN_CODE_MAX) return { ok: false, reason: 'unknown' };

  const short = SHORT_CODE.exec(code);
  if (short) return target(KIND_OF_LETTER[short[1]!.toLowerCase() as keyof typeof KIND_OF_LETTER], short[2]!);

  // Anything with a scheme (https:, javascript:, data:, mailto:...) or a protocol-relative //host is an address.
  if (/^[a-z][a-z0-9+.-]+:/i.test(code) || code.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(code, scope.origin);
    } catch {
      return { ok: false, reason: 'unknown' };
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== scope.origin) return { ok: false, reason: 'foreign' };
    return ownPath(url.pathname, scope);
  }
  if (code.startsWith('/')) return ownPath(code.split(/[?#]/)[0]!, scope);
  return { ok: false, reason: 'unknown' };
}

function ownPath(pathname: string, scope: ScanScope): ScanResult {
  const route = parseRoute(pathname);
  const { instance, event } = route.params;
  if (instance === undefined || event === undefined) return { ok: false, reason: 'unknown' };
  if (instance.toLowerCase() !== scope.instance.toLowerCase() || event.toLowerCase() !== scope.event.toLowerCase()) {
    return { ok: false, reason: 'foreign' };
  }
  if (route.name === 'SessionPage') return target('session', route.params.sessionId ?? '');
  if (route.name === 'PresentationPage') return target('poster', route.params.presentationId ?? '');
  if (route.name === 'ProfilePage') return target('exhibitor', route.params.companyAccountId ?? '');
  return { ok: false, reason: 'unknown' };
}

/** The short code of a target (what the QR codes we make hold): S:10001, E:ca-0030, P:100001. */
export function shortCode(target: ScanTarget): string {
  if (target.kind === 'session') return `S:${target.params.sessionId}`;
  if (target.kind === 'exhibitor') return `E:${target.params.companyAccountId}`;
  return `P:${target.params.presentationId}`;
}
