/** The event's products (ExhibitiorProductsForEvent), through the event context's QueryClient. */
import { useQuery } from '@tanstack/react-query';
import { getEventProducts } from '../../../api/exhibition';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventProducts() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'products', 'event'),
    queryFn: ({ signal }) => getEventProducts(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}
