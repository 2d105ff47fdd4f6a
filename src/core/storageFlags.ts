/**
 * The local-storage flags of docs/rules/shell-access-identity.md section 3 (stored flags) that the shell keeps:
 * `isVMX`, `VMXreload`, `tryLogin`, `vmx-loaded` and `nextPage`. The rules only name them; what each holds
 * and when it is written, read and cleared is decided here (docs/rules/shell-access-identity.md section 3,
 * VMX decides). Pure: the caller passes what storage holds and the clock; src/store/storageFlags.ts is the
 * one place that reads and writes them.
 *
 * - `isVMX`: `true` while this browser runs the standalone platform (<vmx-app>) outside the app and terminal
 *   containers; removed inside a container (the stored counterpart of the `container` flag, for the host's scripts).
 * - `VMXreload`: written just before the platform reloads itself (the cache toast's refresh, the consent
 *   banner's reload); read and removed on the next start, which then skips the splash screen (the visitor
 *   has just seen the platform, a reload is not an arrival).
 * - `vmx-loaded`: the time (ms) the app counted as initialised (section 4, app start: 2 s after start);
 *   removed when the page is left, so it says "this page's app is up".
 * - `tryLogin`: the time (ms) the access flow sent the visitor to sign in (section 4 step 1, "a
 *   redirected-once flag"); it counts for TRY_LOGIN_WINDOW_MS only, so someone who gave up the sign-in
 *   yesterday is asked again today; removed once a user is stored and on logout.
 * - `nextPage`: the path of the page to open after signing in: the page the visitor wanted when the login
 *   started, or the search page they went to (section 2, on navigation: "the target search page is kept as
 *   the next page"). A sign-in that brings no returnUrl (the login link in a confirmation mail, the header's
 *   login link) goes there; it is removed once followed and on logout.
 */

/** Section 3, stored flags (local storage), spelled as the rules spell them. */
export const STORAGE_FLAGS = {
  isVmx: 'isVMX',
  reload: 'VMXreload',
  tryLogin: 'tryLogin',
  loaded: 'vmx-loaded',
  nextPage: 'nextPage',
} as const;

/** Ours: how long a started login counts as "tried" (a login round trip takes minutes, not hours). */
export const TRY_LOGIN_WINDOW_MS = 15 * 60_000;

/** The search pages whose address is kept as the next page (section 2, on navigation; route names of section 2). */
export const NEXT_PAGE_SEARCH_ROUTES: readonly string[] = [
  'PagSearchPage',
  'PresentationSearchPage',
  'FacultySearchPage',
  'AbstractSearchPage',
  'PosterPage',
];

/** The value of isVMX for this start: 'true' for the standalone platform, null (removed) inside a container. */
export function isVmxValue(container: 'app' | 'terminal' | null): 'true' | null {
  return container === null ? 'true' : null;
}

/** Whether a stored tryLogin stamp still counts as "the login was started in this visit". */
export function loginTried(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  const at = Number(stored);
  return Number.isFinite(at) && at <= now && now - at < TRY_LOGIN_WINDOW_MS;
}

/** Whether a page of this route name is kept as the next page when the visitor goes to it. */
export function keepsAsNextPage(routeName: string): boolean {
  return NEXT_PAGE_SEARCH_ROUTES.includes(routeName);
}

/**
 * Where a sign-in goes: the returnUrl when it brought one, else the stored next page, else home. Both
 * candidates are already checked as places on the platform (core/returnPath.ts safeReturnPath).
 */
export function afterSignIn(returnUrl: string | null, nextPage: string | null, home: string): { to: string; usedNextPage: boolean } {
  if (returnUrl) return { to: returnUrl, usedNextPage: false };
  if (nextPage) return { to: nextPage, usedNextPage: true };
  return { to: home, usedNextPage: false };
}
