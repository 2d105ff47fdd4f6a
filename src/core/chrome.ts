/**
 * Whether the header and footer show (docs/rules/shell-access-identity.md section 2: "The noheader flag (query or
 * remembered) hides header and footer, is remembered locally and clears the app flag"; the header is off
 * for SubmissionPage).
 */
import { isFlagOn } from './flags';
import type { RouteName } from './routes';

/** Section 3, stored flags (localStorage). */
export const NOHEADER_FLAG = 'noheader';
export const IS_APP_FLAG = 'isApp';

export interface ChromeFlags {
  /** The header and footer are hidden. */
  noheader: boolean;
  /** What to store: the flag to remember, and whether the app flag is to be cleared. */
  remember: { noheader: boolean; clearApp: boolean };
}

/** query: the route's query; stored: localStorage's noheader value. */
export function chromeFlags(query: Readonly<Record<string, string | undefined>>, stored: string | null): ChromeFlags {
  const fromQuery = query.noheader !== undefined && isFlagOn(query.noheader);
  const noheader = fromQuery || isFlagOn(stored ?? undefined);
  return { noheader, remember: { noheader: fromQuery, clearApp: fromQuery } };
}

/** The header shows on every page but SubmissionPage, unless noheader. */
export function headerShows(routeName: RouteName, flags: Pick<ChromeFlags, 'noheader'>): boolean {
  return !flags.noheader && routeName !== 'SubmissionPage';
}

/** The footer shows unless noheader. */
export function footerShows(flags: Pick<ChromeFlags, 'noheader'>): boolean {
  return !flags.noheader;
}
