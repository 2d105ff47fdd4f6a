/**
 * Whether the platform runs in the native app's container (docs/rules/shell-access-identity.md sections 2 and 3:
 * the query flag container=app, remembered in local storage as isApp).
 */
import { IS_APP_FLAG } from './chrome';
import { isFlagOn } from './flags';

/** Section 3, stored flags: the app container (named once, in chrome.ts). */
export { IS_APP_FLAG };
export const IS_APP_STORAGE_FLAG = IS_APP_FLAG;
/** Section 3, stored flags: the terminal (kiosk) container, remembered like isApp. */
export const IS_TERMINAL_STORAGE_FLAG = 'isTerminal';

export function isInApp(query: Readonly<Record<string, string | undefined>>, storedIsApp: string | null): boolean {
  const container = query.container?.trim().toLowerCase();
  if (container === 'app') return true;
  if (container === 'terminal') return false;
  return isFlagOn(storedIsApp);
}
