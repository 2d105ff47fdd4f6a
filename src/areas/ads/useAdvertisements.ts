/** The event's advertisements in the current language (loaded once and cached, like most data). */
import { useQuery } from '@tanstack/react-query';
import type { Advertisement } from '../../core/advertisement';
import { advertisingQueries } from '../../store/queries/advertising';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

export function useAdvertisements(): Advertisement[] | null {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const query = useQuery({ ...advertisingQueries.advertisements(queryScope(context, language), eventId), enabled: eventId !== null });
  return query.data ?? null;
}
