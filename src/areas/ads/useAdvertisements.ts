/** The event's advertisements in the current language (loaded once and cached, like most data). */
import { useQuery } from '@tanstack/react-query';
import { getEventAdvertisements } from '../../api/advertising';
import { parseAdvertisements, type Advertisement } from '../../core/advertisement';
import { useEventContext, useEventState } from '../../store/react';

const ADS_STALE_MS = 10 * 60_000;

export function useAdvertisements(): Advertisement[] | null {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const query = useQuery({
    queryKey: [context.instance, context.event, language, 'advertisements'],
    queryFn: async ({ signal }) => {
      const { ads, warnings } = parseAdvertisements(await getEventAdvertisements(context.http, eventId ?? 0, language, signal));
      warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
      return ads;
    },
    enabled: eventId !== null,
    staleTime: ADS_STALE_MS,
    retry: false,
  });
  return query.data ?? null;
}
