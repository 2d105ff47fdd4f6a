/**
 * My area's texts and server reads: the dashboard boxes (GET EventDashboard) and the signed-in user's
 * documents (GET UserDocumentsV2), through the factories of store/queries (content and documents), whose
 * documents key carries the user, so that another user's list is never shown from the cache.
 */
import { useQuery } from '@tanstack/react-query';
import { MY_AREA_TEXTS } from '../../core/myArea/texts';
import { contentQueries } from '../../store/queries/content';
import { documentsQueries } from '../../store/queries/documents';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';

export const useMyAreaText = () => useTexts(MY_AREA_TEXTS);

export function useDashboard() {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  return useQuery({ ...contentQueries.dashboard(queryScope(context, language), eventId), enabled: eventId !== null });
}

export function useUserDocuments() {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const signedIn = useEventState((state) => state.user !== null);
  return useQuery({ ...documentsQueries.userDocuments(queryScope(context, language), userId), enabled: signedIn });
}
