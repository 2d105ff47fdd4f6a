/**
 * Counts one view of a session or presentation per page view (docs/rules/content-areas.md section 7: SetSessionViewCount,
 * SetPresentationViewCount). A failure is of no concern to the visitor: it is ignored. A session's page opened is also
 * tracked (session-open, ours: issue 23), in <vmx-app> and in <vmx-programme> alike.
 */
import { useEffect, useRef } from 'react';
import { setPresentationViewCount, setSessionViewCount } from '../../../api/programme';
import { useEventContext } from '../../../store/react';
import { track } from '../../../store/track';
import { useEventId } from '../useProgramme';

export function useViewCount(kind: 'session' | 'presentation', id: number | null): void {
  const context = useEventContext();
  const eventId = useEventId();
  // The item last counted on this page: a re-render, or a second effect run, does not count again.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (eventId === null || id === null) return;
    const key = `${kind}:${id}`;
    if (counted.current === key) return;
    counted.current = key;
    const call = kind === 'session' ? setSessionViewCount(context.http, eventId, id) : setPresentationViewCount(context.http, eventId, id);
    call.catch(() => undefined);
    if (kind === 'session') track(context, { kind: 'session-open', targetType: 'session', targetId: String(id) });
  }, [context, eventId, kind, id]);
}
