/**
 * Online and offline (docs/rules/shell-access-identity.md sections 4, 8 and 9): offline shows a danger banner;
 * back online shows a success notice with a countdown that closes it after the notice dismiss time.
 * The app starts its offline machinery (service worker, cache toast) after the initial load delay.
 * Also the cache toast (section 4): downloading with a spinner, then cached with a Refresh button.
 * Pure: the caller passes `now` and the browser's events.
 */

/** Section 9, "Notice dismiss time"; section 8: "Online/offline change notices last 10 s". */
export const NOTICE_DISMISS_MS = 10_000;
/** Section 9, "App initial load delay"; section 4, "App start: initialised only after 2 seconds". */
export const APP_START_DELAY_MS = 2_000;

export interface ConnectivityState {
  online: boolean;
  /** When the back-online notice closes (epoch ms); null when none is showing. */
  onlineNoticeUntil: number | null;
}

export type ConnectivityView = { kind: 'none' } | { kind: 'offline' } | { kind: 'online'; secondsLeft: number };

/** At start there is nothing to announce unless the page opens offline. */
export function initialConnectivity(online: boolean): ConnectivityState {
  return { online, onlineNoticeUntil: null };
}

/** The browser went online or offline. Going offline drops the online notice; coming back starts it. */
export function connectivityChanged(state: ConnectivityState, online: boolean, now: number): ConnectivityState {
  if (online === state.online) return state;
  return online ? { online: true, onlineNoticeUntil: now + NOTICE_DISMISS_MS } : { online: false, onlineNoticeUntil: null };
}

/** The visitor closed the online notice before its time. */
export function dismissOnlineNotice(state: ConnectivityState): ConnectivityState {
  return state.onlineNoticeUntil === null ? state : { ...state, onlineNoticeUntil: null };
}

/**
 * What shows at `now`. Ours: the offline banner stays as long as the page is offline (it describes a
 * state the visitor needs to know about); the online notice counts down whole seconds, rounded up.
 */
export function connectivityView(state: ConnectivityState, now: number): ConnectivityView {
  if (!state.online) return { kind: 'offline' };
  if (state.onlineNoticeUntil === null || now >= state.onlineNoticeUntil) return { kind: 'none' };
  return { kind: 'online', secondsLeft: Math.ceil((state.onlineNoticeUntil - now) / 1000) };
}

// ---- the cache toast ----

export type CacheToastState = 'hidden' | 'downloading' | 'cached';

/**
 * What the service worker registration reports: a new worker found (installing), installed and now
 * waiting, gone (redundant: a failed install), or the visitor closed the toast.
 */
export type CacheToastEvent = 'update-found' | 'installed' | 'redundant' | 'dismissed';

/**
 * The toast is about a new version only: a worker installing while none controls the page is the first
 * install, nothing to refresh (hasController false).
 */
export function cacheToastNext(state: CacheToastState, event: CacheToastEvent, hasController: boolean): CacheToastState {
  switch (event) {
    case 'update-found':
      return hasController ? 'downloading' : state;
    case 'installed':
      return hasController ? 'cached' : state;
    case 'redundant':
      return state === 'downloading' ? 'hidden' : state;
    case 'dismissed':
      return 'hidden';
  }
}

// ---- the persisted query cache ----

/** Ours: data the app kept for offline use is dropped after a week. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether a kept copy of the query cache is used at start: only when the page starts offline (online,
 * the server's data is fresher) and the copy is younger than the maximum age.
 */
export function shouldRestorePersistedCache(savedAt: unknown, online: boolean, now: number): boolean {
  if (online || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return false;
  return savedAt <= now && now - savedAt < PERSISTED_CACHE_MAX_AGE_MS;
}

// ---- the service worker's address ----

/** Ours: the service worker script at the site root, versioned by the build (version.json). */
export const SERVICE_WORKER_PATH = '/vmx-sw.js';

/**
 * The worker's URL for a build: the build time in the query, so that a new build is a new script for
 * the browser (an update) while the file itself stays a plain static file.
 */
export function serviceWorkerUrl(buildDateTime: string | null | undefined): string {
  const build = typeof buildDateTime === 'string' && buildDateTime.trim() !== '' ? buildDateTime.trim() : 'unversioned';
  return `${SERVICE_WORKER_PATH}?build=${encodeURIComponent(build)}`;
}
