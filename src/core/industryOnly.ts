/**
 * Industry-only events (docs/rules/shell-access-identity.md sections 3 and 6: the app config key `IndustryOnly`;
 * "Industry-only events have their own home page logic and active-menu logic").
 *
 * Ours where the spec is silent (it names the logic without describing it):
 * - home: an industry-only event has no scientific programme to lead into, so its home leads to the exhibition (the
 *   industry landing) and the industry symposia, and leaves out the programme's on-now and highlighted sessions;
 * - active menu: the menu entry of the industry landing stays marked as the current page on every page of the
 *   exhibition beneath it (a company's profile, its booth, the products, the symposia), as a section does; the home
 *   entry is current on home only. Without IndustryOnly an entry is current on its own address only.
 */
import type { RouteName } from './routes';
import { parseRoute } from './routeParse';

/** The config key is on only when it is true (a string "true" too: config files are hand-written). */
export function isIndustryOnly(raw: Readonly<Record<string, unknown>>): boolean {
  const value = raw.IndustryOnly;
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** The industry landing's own routes: the menu entry that leads to one of them is the exhibition's. */
const INDUSTRY_LANDING_ROUTES: readonly RouteName[] = ['IndustryLandingPage', 'IndustryLanding'];

/** The pages of the exhibition beneath the industry landing. */
export const INDUSTRY_SECTION_ROUTES: readonly RouteName[] = [
  'IndustryLandingPage',
  'IndustryLanding',
  'IndustryLandingPageProfile',
  'ProfilePage',
  'BoothPage',
  'ProductsPage',
  'SymposiaPage',
  'IndustrySymposiaPage',
];

/** Whether a menu entry leading to `itemPath` marks the page at `currentPath` as its own (both paths of this origin). */
export function menuEntryCurrent(itemPath: string, currentPath: string, industryOnly: boolean): boolean {
  if (itemPath === currentPath) return true;
  if (!industryOnly) return false;
  const item = parseRoute(itemPath);
  if (!INDUSTRY_LANDING_ROUTES.includes(item.name)) return false;
  const current = parseRoute(currentPath);
  return (
    INDUSTRY_SECTION_ROUTES.includes(current.name) &&
    current.params.instance === item.params.instance &&
    current.params.event === item.params.event
  );
}
