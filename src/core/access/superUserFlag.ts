/**
 * The super-user flag (docs/rules/shell-access-identity.md sections 3 and 6), apart from the other super-user rules:
 * every event context reads it when it is made, so it sits in the code every element downloads.
 */

/** docs/rules/shell-access-identity.md section 3: the stored flag that toggles super-user mode. */
export const SUPER_USER_FLAG = 'sUser';

/**
 * Whether super-user mode is on (docs/rules/shell-access-identity.md section 6: "toggled through local storage
 * (sUser) or by default preview unlock"): the stored flag when there is one ('true' or 'false'), else on
 * for a preview super user.
 */
export function superUserOn(storedFlag: string | null, previewSuperUser: boolean): boolean {
  if (storedFlag === 'true') return true;
  if (storedFlag === 'false') return false;
  return previewSuperUser;
}
