/** The event's public satellite symposia (GET Symposia), through the event context's QueryClient. */
import { useQuery } from '@tanstack/react-query';
import { getSymposia } from '../../../api/exhibition';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useSymposia() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'symposia'),
    queryFn: ({ signal }) => getSymposia(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}
