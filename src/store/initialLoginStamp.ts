/**
 * When the user last logged in for the first time on this instance (docs/rules/content-areas.md section 9, the
 * profile redirect delay): a ms timestamp in sessionStorage, per instance. A user who logs in on a link
 * to a company profile lands on the profile instead of being redirected to the booth or coming-soon page.
 * Storage can be unavailable (private modes, sandboxed frames): reads then give null, writes do nothing.
 */

export function initialLoginStampKey(instance: string): string {
  return `vmx.initialLoginStamp.${instance}`;
}

export function readInitialLoginStamp(instance: string): number | null {
  try {
    const raw = sessionStorage.getItem(initialLoginStampKey(instance));
    if (raw === null) return null;
    const stamp = Number(raw);
    return Number.isFinite(stamp) ? stamp : null;
  } catch {
    return null;
  }
}

export function writeInitialLoginStamp(instance: string, stamp: number): void {
  try {
    sessionStorage.setItem(initialLoginStampKey(instance), String(stamp));
  } catch {
    // No storage: the redirects simply apply as without a stamp.
  }
}
