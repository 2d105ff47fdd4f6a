/**
 * The splash screen and the app start (docs/rules/shell-access-identity.md sections 2 and 4, section 9 "App
 * initial load delay"): the splash is removed on showing home; having seen it is remembered locally
 * (hasSeenSplashscreen) unless in a special mode; the app counts as initialised only 2 s after start.
 *
 * Ours, where the spec is silent: a host page's splash is an element with id vmx-splash. Someone who
 * has seen it does not see it again (removed at once); a first page that is not home removes it too
 * (it is a loading screen, not a wall); the special modes are the app and terminal containers, whose
 * native shells show their own splash.
 */

/** Section 3, stored flags. */
export const SPLASH_SEEN_FLAG = 'hasSeenSplashscreen';
/** Ours: the id a host gives its splash element. */
export const SPLASH_ELEMENT_ID = 'vmx-splash';
/** Section 9: app initial load delay. */
export const APP_INITIAL_LOAD_DELAY_MS = 2000;

export interface SplashDecision {
  /** Take the splash off the page now. */
  remove: boolean;
  /** Store SPLASH_SEEN_FLAG. */
  remember: boolean;
}

/**
 * pageShown: the route name of the page now rendered, or null while nothing is; seen: the stored flag;
 * specialMode: app or terminal container.
 */
export function splashDecision({
  pageShown,
  seen,
  specialMode,
}: {
  pageShown: string | null;
  seen: boolean;
  specialMode: boolean;
}): SplashDecision {
  if (seen) return { remove: true, remember: false };
  if (pageShown === null) return { remove: false, remember: false };
  return { remove: true, remember: pageShown === 'HomePage' && !specialMode };
}

/** Whether the app counts as initialised: at least the initial load delay after start. */
export function appInitialised(startedAt: number, now: number): boolean {
  return now - startedAt >= APP_INITIAL_LOAD_DELAY_MS;
}

/** How long until the app counts as initialised (0 when it already does). */
export function untilInitialised(startedAt: number, now: number): number {
  return Math.max(0, startedAt + APP_INITIAL_LOAD_DELAY_MS - now);
}
