/**
 * The forms status rule (docs/rules/content-areas.md section 4, "Forms"): when a form's status is Done, Accepted or
 * Rejected, every button on the page is hidden (the form is shown, read only). Other statuses keep them.
 */
import type { FormStatus } from '../../contracts';

/** Section 4: the statuses that close a form. */
export const CLOSED_FORM_STATUSES: readonly FormStatus[] = ['Done', 'Accepted', 'Rejected'];

export function hidesFormButtons(status: string | null | undefined): boolean {
  return typeof status === 'string' && (CLOSED_FORM_STATUSES as readonly string[]).includes(status);
}
