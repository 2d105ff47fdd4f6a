/**
 * My area's texts and server reads: the dashboard boxes (GET EventDashboard) and the signed-in user's
 * documents (GET UserDocumentsV2). Query keys start with [instance, event, language] (ARCHITECTURE.md, Data);
 * the documents' key carries the user, so that another user's list is never shown from the cache.
 */
import { useQuery } from '@tanstack/react-query';
import { getEventDashboard } from '../../api/content';
import { getUserDocuments } from '../../api/documents';
import { MY_AREA_TEXTS } from '../../core/myArea/texts';
import { useEventContext, useEventState, useTexts } from '../../store/react';

export const useMyAreaText = () => useTexts(MY_AREA_TEXTS);

export function useDashboard() {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  return useQuery({
    queryKey: [context.instance, context.event, language, 'event-dashboard'],
    queryFn: ({ signal }) => getEventDashboard(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
    staleTime: Infinity,
    select: (boxes) => (Array.isArray(boxes) ? boxes : []),
  });
}

/** The prefix of every user's documents query: saving a form invalidates it. */
export function documentsKeyPrefix(instance: string, event: string, language: string) {
  return [instance, event, language, 'myarea-documents'] as const;
}

export function useUserDocuments() {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const signedIn = useEventState((state) => state.user !== null);
  return useQuery({
    queryKey: [...documentsKeyPrefix(context.instance, context.event, language), userId],
    queryFn: ({ signal }) => getUserDocuments(context.http, context.event, signal),
    enabled: signedIn,
    select: (documents) => (Array.isArray(documents) ? documents : []),
  });
}
