/** The event's exhibitor meetings (ExhibitiorMeetingsForEvent), through the event context's QueryClient. */
import { useQuery } from '@tanstack/react-query';
import { queryScope } from '../../../store/queries/keys';
import { exhibitionQueries } from '../../../store/queries/exhibition';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventMeetings() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({ ...exhibitionQueries.eventMeetings(queryScope(context, language), eventId), enabled: eventId !== null });
}
