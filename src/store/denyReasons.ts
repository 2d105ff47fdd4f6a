/**
 * Why access was denied, kept for the no-access page (docs/rules/shell-access-identity.md section 6: "Deny reasons
 * are stored locally").
 */
function key(instance: string): string {
  return `vmx.${instance.toLowerCase()}.accessDenyReason`;
}

export function rememberDenyReason(instance: string, reason: string): void {
  try {
    localStorage.setItem(key(instance), reason);
  } catch {
    // Storage may be blocked; the no-access page then shows its general text.
  }
}

export function lastDenyReason(instance: string): string | null {
  try {
    return localStorage.getItem(key(instance));
  } catch {
    return null;
  }
}
