/**
 * The one place that reads and writes the shell's local-storage flags `isVMX`, `VMXreload`, `tryLogin`,
 * `vmx-loaded` and `nextPage` (what each means: core/storageFlags.ts). Storage that is refused (a sandboxed
 * frame, a private mode) reads as unset and remembers nothing; nothing breaks.
 */
import { STORAGE_FLAGS, isVmxValue, keepsAsNextPage, loginTried } from '../core/storageFlags';

function read(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, value);
  } catch {
    // Refused: not remembered.
  }
}

/** The standalone platform started (or a container did): isVMX follows. */
export function markPlatformStart(container: 'app' | 'terminal' | null): void {
  write(STORAGE_FLAGS.isVmx, isVmxValue(container));
}

/** The app counts as initialised (section 4, app start), or the page is being left (null). */
export function markAppLoaded(at: number | null): void {
  write(STORAGE_FLAGS.loaded, at === null ? null : String(at));
}

/** Called right before the platform reloads itself. */
export function markSelfReload(): void {
  write(STORAGE_FLAGS.reload, 'true');
}

let reloadedThisPage: boolean | null = null;

/** Whether this page load is the platform's own reload: read once per page load, then removed. */
export function cameFromSelfReload(): boolean {
  if (reloadedThisPage === null) {
    reloadedThisPage = read(STORAGE_FLAGS.reload) === 'true';
    write(STORAGE_FLAGS.reload, null);
  }
  return reloadedThisPage;
}

/** Section 4 step 1: whether the login was already started in this visit. */
export function wasLoginTried(now: number): boolean {
  return loginTried(read(STORAGE_FLAGS.tryLogin), now);
}

/** The access flow sends the visitor to sign in; wanted is the page they wanted (kept as the next page). */
export function rememberLoginStart(now: number, wanted: string): void {
  write(STORAGE_FLAGS.tryLogin, String(now));
  write(STORAGE_FLAGS.nextPage, wanted);
}

/** A user is stored: the login is no longer being tried. */
export function forgetLoginTry(): void {
  write(STORAGE_FLAGS.tryLogin, null);
}

/** The visitor went to a page (route name, path): a search page is kept as the next page. */
export function noteNavigation(routeName: string, path: string): void {
  if (keepsAsNextPage(routeName)) write(STORAGE_FLAGS.nextPage, path);
}

export function storedNextPage(): string | null {
  return read(STORAGE_FLAGS.nextPage);
}

export function forgetNextPage(): void {
  write(STORAGE_FLAGS.nextPage, null);
}

/** Logout: the login try and the next page go with the user. */
export function clearSignInFlags(): void {
  forgetLoginTry();
  forgetNextPage();
}
