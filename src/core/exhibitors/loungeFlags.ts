/**
 * The query flags `lounge` and `previewLounge` (docs/rules/shell-access-identity.md section 2, "Query flags") on a
 * company profile (/{i}/{e}/{l}/profile/{companyAccountId}/{page?}). The rules only list them; ours:
 * - `lounge`: the address asks for the company's lounge. The profile opens on its lounge tab (when no page segment
 *   names another tab) and the visitor stays on the profile: no redirect to the company's 2D booth.
 * - `previewLounge`: the same, and in preview (the `preview` flag: the company or the organiser checking the page
 *   before it opens) the profile says that the lounge is a preview. Without `preview` it counts as `lounge`.
 * A flag counts as on as core/flags.ts says. Choosing another tab drops both flags from the address.
 */
import { isFlagOn } from '../flags';

export const LOUNGE_FLAGS = ['lounge', 'previewLounge'] as const;

export interface LoungeRequest {
  /** The address asks for the lounge: open its tab, no booth redirect. */
  lounge: boolean;
  /** Show the lounge's preview notice. */
  previewNotice: boolean;
}

export function loungeRequest(query: Readonly<Record<string, string | undefined>>, preview: boolean): LoungeRequest {
  const previewLounge = isFlagOn(query.previewLounge);
  return { lounge: previewLounge || isFlagOn(query.lounge), previewNotice: previewLounge && preview };
}

/** The query without the lounge flags (after the visitor picks another tab). */
export function withoutLoungeFlags(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !(LOUNGE_FLAGS as readonly string[]).includes(key)));
}
