/**
 * The demo's values of the app config keys parsed in src/core/eventKeys.ts: ehc2026 shows its own favicon (a
 * white cross on the congress blue). SSOLogin, SSOReturnUrl, forceLoginPage(App) and AccountHub stay unset, so the
 * instance decides and the demo signs in on its own login page.
 */
import type { EventSeed } from './catalogue';

export const DEMO_FAVICON = '/demo/media/favicon/ehc.svg';

export function eventKeysConfig(event: EventSeed) {
  if (event.row.short !== 'ehc2026') return {};
  return { favicon: DEMO_FAVICON };
}
