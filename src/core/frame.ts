/**
 * The platform in an iframe (issue 8; shell-access-identity.md section 2, noheader): the messages between
 * the framed page (<vmx-app> with noheader, inside an iframe) and the host page's vmx-frame.js, and the
 * rules for the framed path the host mirrors into its own address.
 *
 * - framed page -> host: `{ type: 'vmx:frame', version: 1, height, path }` on every change of the page's
 *   content height and on every navigation. Height and path only: nothing in it is secret, so the framed
 *   page may post it to any parent origin ('*'); the host checks where it came from.
 * - host -> framed page: `{ type: 'vmx:frame-host', version: 1 }` once the host sizes the iframe; only then
 *   does the framed page give up its own scrollbar (a page framed without vmx-frame.js keeps scrolling).
 *
 * src/frame/vmx-frame.ts keeps its own copy of the host's half (it builds to a plain script with no
 * imports); src/frame/vmx-frame.test.ts runs it against these functions so the two stay the same.
 */

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
 * A path the host may put into the iframe: one of the frame's own origin ('/...', never '//host/...' or
 * '/\\host', which browsers read as another origin), without a fragment, control characters or spaces.
 */
export function isFramedPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_FRAMED_PATH_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !path.includes('#') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u0020\u007f]/.test(path)
  );
}

/** The message the framed page posts; height is rounded up so the host never cuts off a fraction. */
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
