/**
 * The platform in an iframe (issue 8; docs/rules/shell-access-identity.md section 2, noheader): the messages between
 * the framed page (<vmx-app> with noheader, inside an iframe) and the host page's vmx-frame.js, and the
 * rules for the framed path the host mirrors into its own address.
 *
 * - framed page -> host: `{ type: 'vmx:frame', version: 1, height, path }` on every change of the page's
 *   content height and on every navigation. The path is a clean one (reportedPath: only the query
 *   parameters on an allow-list, so never a token, a reset code, an e-mail address or search text), there
 *   is no report at all while the address still carries a credential (addressCarriesCredential: a token
 *   arriving, before the shell cleans the address), and it goes only to the parent's own origin, when
 *   that is the platform's own or one the operator allowed to embed it (reportTargetOrigin), never to
 *   '*': a foreign page that frames the platform hears nothing (issue 16, point 1).
 * - host -> framed page: `{ type: 'vmx:frame-host', version: 1 }` once the host sizes the iframe; only then
 *   does the framed page give up its own scrollbar (a page framed without vmx-frame.js keeps scrolling).
 *
 * src/frame/vmx-frame.ts keeps its own copy of the host's half (it builds to a plain script with no
 * imports); src/frame/vmx-frame.test.ts runs it against these functions so the two stay the same.
 */

import { carriesCredential, safeReturnPath } from './returnPath';

export const FRAME_MESSAGE_TYPE = 'vmx:frame';
export const FRAME_HOST_MESSAGE_TYPE = 'vmx:frame-host';
export const FRAME_PROTOCOL_VERSION = 1;

/** Ours: a height beyond this is not a page's (a runaway layout); the host ignores such a message. */
export const MAX_FRAME_HEIGHT_PX = 1_000_000;
/** Ours: the longest framed path (path and query) a host keeps in its address. */
export const MAX_FRAMED_PATH_LENGTH = 2048;
/** The host page's query parameter holding the framed path (with `-name` for `data-vmx-frame="name"`). */
export const FRAMED_PATH_PARAM = 'vmx-path';

export interface FrameMessage {
  type: typeof FRAME_MESSAGE_TYPE;
  version: typeof FRAME_PROTOCOL_VERSION;
  /** The framed page's content height in CSS pixels, rounded up. */
  height: number;
  /** The framed page's path and query (location.pathname + location.search). */
  path: string;
}

export interface FrameHostMessage {
  type: typeof FRAME_HOST_MESSAGE_TYPE;
  version: typeof FRAME_PROTOCOL_VERSION;
}

/** The framed page reports itself only inside a parent frame and with noheader (query or remembered). */
export function frameReportingOn({ framed, noheader }: { framed: boolean; noheader: boolean }): boolean {
  return framed && noheader;
}

/**
 * Any origin stands for the frame's own here: a candidate that starts with one '/' resolves to the same
 * origin against every base, or to another one against every base.
 */
const PATH_CHECK_ORIGIN = 'https://frame.invalid';

/**
 * A path the host may put into the iframe: a path ('/...') that the platform's one return-address rule
 * (core/returnPath.ts) keeps on the frame's own origin (so never '//host/...', '/\\host' or '/\t/host',
 * which browsers read as another origin), without a fragment or spaces.
 */
export function isFramedPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_FRAMED_PATH_LENGTH &&
    path.startsWith('/') &&
    !path.includes('#') &&
    !path.includes(' ') &&
    safeReturnPath(path, PATH_CHECK_ORIGIN) !== null
  );
}

/**
 * The query parameters a report keeps (ours, an allow-list: a parameter not on it is left out, so a new
 * credential or personal parameter can never slip through): the embedding's noheader, the programme's
 * and the exhibitors' view, day, room, type, tags, filter and sort (but not q, the search text), the
 * booth page's id, the older programme shapes' session and presentation, the live page's roomid, and
 * the shell's flags that carry no person's data. returnUrl and prevPage are kept when they are return
 * addresses of the platform, themselves cleaned the same way.
 */
export const REPORTED_QUERY_PARAMS: readonly string[] = [
  'noheader',
  'view',
  'day',
  'room',
  'type',
  'types',
  'tags',
  'filter',
  'sort',
  'id',
  'session',
  'presentation',
  'roomid',
  'container',
  'preview',
  'previewLounge',
  'lounge',
  'companyLoungeRedirectDisabled',
];
/** The parameters holding a return address (docs/rules/shell-access-identity.md section 2): kept only cleaned. */
const NESTED_PATH_PARAMS: readonly string[] = ['returnUrl', 'prevPage'];

/**
 * Whether the address's query (location.search, with or without '?') carries a credential the shell is
 * about to take or drop and clean away (returnPath.ts CREDENTIAL_QUERY): until then, the page reports
 * nothing at all.
 */
export function addressCarriesCredential(search: string): boolean {
  return carriesCredential(search);
}

/**
 * The path a framed page reports: pathname and only the query parameters of REPORTED_QUERY_PARAMS, in
 * their order; returnUrl and prevPage only when they are platform paths, cleaned the same way (one level
 * deep). null when path is not a platform path at all.
 */
export function reportedPath(path: string, nested = true): string | null {
  if (!isFramedPath(path)) return null;
  const url = new URL(path, PATH_CHECK_ORIGIN);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (REPORTED_QUERY_PARAMS.includes(name)) kept.append(name, value);
    else if (nested && NESTED_PATH_PARAMS.includes(name)) {
      const inner = reportedPath(value, false);
      if (inner !== null) kept.append(name, inner);
    }
  }
  const query = kept.toString();
  return query === '' ? url.pathname : `${url.pathname}?${query}`;
}

/**
 * The origins an operator allowed to embed the platform (<vmx-app embedding-origins>, the same list the
 * server sends as frame-ancestors), from a list separated by spaces or commas: each entry as an origin
 * (https://a.example), anything that is not an http(s) origin (a wildcard, a path, 'null') left out.
 */
export function parseEmbeddingOrigins(list: string | null | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (list ?? '').split(/[\s,]+/)) {
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      continue;
    }
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    if ((url.protocol === 'https:' || url.protocol === 'http:') && bare && !origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/**
 * The origin a framed page posts its reports to, or null when it must not report. The parent's origin is
 * the first of location.ancestorOrigins (Chromium, WebKit), else the origin of document.referrer (the
 * page that framed it, in the other browsers); it counts only when it is the platform's own origin or on
 * the embedding list. postMessage then delivers only if the parent really is that origin.
 */
export function reportTargetOrigin(input: {
  ownOrigin: string;
  ancestorOrigins: readonly string[] | null;
  referrer: string;
  embeddingOrigins: readonly string[];
}): string | null {
  let parent: string | null = input.ancestorOrigins?.[0] ?? null;
  if (parent === null && input.referrer !== '') {
    try {
      parent = new URL(input.referrer).origin;
    } catch {
      parent = null;
    }
  }
  if (parent === null || parent === 'null') return null;
  return parent === input.ownOrigin || input.embeddingOrigins.includes(parent) ? parent : null;
}

/** The message the framed page posts; height is rounded up so the host never cuts off a fraction. */
/**
 * Ours: how long a framed page's smaller height must hold before it is reported. Growth is reported at once;
 * a page change passes through a short loading state, and reporting that would shrink the iframe and make
 * the host page jump (its scroll position clamped to a briefly shorter page).
 */
export const FRAME_SHRINK_DELAY_MS = 400;

export function frameMessage(height: number, path: string): FrameMessage {
  return { type: FRAME_MESSAGE_TYPE, version: FRAME_PROTOCOL_VERSION, height: Math.max(0, Math.ceil(height)), path };
}

/** A framed page's message as the host reads it, or null when it is not one (or not a valid one). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, version, height, path } = data as Record<string, unknown>;
  if (type !== FRAME_MESSAGE_TYPE || version !== FRAME_PROTOCOL_VERSION) return null;
  if (typeof height !== 'number' || !Number.isFinite(height) || height < 0 || height > MAX_FRAME_HEIGHT_PX) return null;
  if (!isFramedPath(path)) return null;
  return { type, version, height: Math.ceil(height), path };
}

export function frameHostMessage(): FrameHostMessage {
  return { type: FRAME_HOST_MESSAGE_TYPE, version: FRAME_PROTOCOL_VERSION };
}

/** Whether data is the host's word that it sizes the iframe. */
export function isFrameHostMessage(data: unknown): data is FrameHostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, version } = data as Record<string, unknown>;
  return type === FRAME_HOST_MESSAGE_TYPE && version === FRAME_PROTOCOL_VERSION;
}

/** The host page's query parameter for an iframe: `vmx-path`, or `vmx-path-<name>` for data-vmx-frame="name". */
export function framedPathParam(frameName: string | null): string {
  const name = frameName?.trim() ?? '';
  return name === '' ? FRAMED_PATH_PARAM : `${FRAMED_PATH_PARAM}-${name}`;
}

/**
 * The iframe's address for a framed path kept in the host's address: the path on the origin of the
 * iframe's own src, keeping the src's query parameters the path does not set (the embedding's own
 * settings, such as noheader). null when there is no valid path or the src has no http(s) origin.
 */
export function framedSrc(originalSrc: string, storedPath: string | null): string | null {
  if (!isFramedPath(storedPath)) return null;
  let original: URL;
  try {
    original = new URL(originalSrc);
  } catch {
    return null;
  }
  if (original.protocol !== 'https:' && original.protocol !== 'http:') return null;
  const target = new URL(storedPath, original.origin);
  if (target.origin !== original.origin) return null;
  for (const [key, value] of original.searchParams) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
  return target.href;
}

/**
 * The host page's address with the framed path kept in param (replaced), or removed when path is null
 * or is where the iframe started (a page that shows its first framed page keeps a clean address).
 */
export function hostHrefWithPath(hostHref: string, param: string, path: string | null, startPath: string | null): string {
  const url = new URL(hostHref);
  if (path === null || path === startPath) url.searchParams.delete(param);
  else url.searchParams.set(param, path);
  return url.href;
}
