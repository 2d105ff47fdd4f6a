/**
 * Counts one view per profile view (docs/rules/content-areas.md section 7: SetCompanyAccountViewCount). Not in preview:
 * the company checking its own profile is not a visitor. A failure is of no concern to the visitor.
 */
import { useEffect, useRef } from 'react';
import { setCompanyViewCount } from '../../../api/exhibition';
import { useEventContext, useEventState } from '../../../store/react';
import { useEventId } from './useCompanyProfile';

export function useProfileViewCount(companyAccountId: string | null): void {
  const context = useEventContext();
  const eventId = useEventId();
  const preview = useEventState((state) => state.preview);
  // The company last counted here: a re-render or a second effect run does not count again.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (preview || eventId === null || companyAccountId === null || counted.current === companyAccountId) return;
    counted.current = companyAccountId;
    setCompanyViewCount(context.http, eventId, companyAccountId).catch(() => undefined);
  }, [context, eventId, companyAccountId, preview]);
}
