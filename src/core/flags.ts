/**
 * Query flags (docs/rules/shell-access-identity.md section 2: preview, noheader, companyLoungeRedirectDisabled...)
 * are on when present without a value or with a true-ish one: ?preview, ?preview=true, ?preview=1.
 */
export function isFlagOn(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return ['', 'true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}
