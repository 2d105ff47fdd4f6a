/** The event's exhibitor meetings (ExhibitiorMeetingsForEvent), through the event context's QueryClient. */
import { useQuery } from '@tanstack/react-query';
import { getEventMeetings } from '../../../api/exhibition';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventMeetings() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'meetings', 'event'),
    queryFn: ({ signal }) => getEventMeetings(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}
