/** The event's public satellite symposia (GET Symposia), through the event context's QueryClient. */
import { useQuery } from '@tanstack/react-query';
import { queryScope } from '../../../store/queries/keys';
import { exhibitionQueries } from '../../../store/queries/exhibition';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useSymposia() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({ ...exhibitionQueries.symposia(queryScope(context, language), eventId), enabled: eventId !== null });
}
