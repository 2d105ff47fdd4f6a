/**
 * The society area's reads, through the event context's QueryClient (store/queries/society.ts): in the language
 * the event's texts are loaded in, once the event's id is known.
 */
import { useQuery } from '@tanstack/react-query';
import { societyQueries } from '../../store/queries/society';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

/** The language the event's texts are loaded in (the lists follow it). */
export function useSocietyLanguage(): string {
  return useEventState((state) => state.loadedLanguage ?? state.language);
}

function useScope() {
  const context = useEventContext();
  const language = useSocietyLanguage();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  return { scope: queryScope(context, language), eventId };
}

export function useAwardWinners() {
  const { scope, eventId } = useScope();
  return useQuery({ ...societyQueries.awardWinners(scope, eventId), enabled: eventId !== null });
}

export function usePreceptorships() {
  const { scope, eventId } = useScope();
  return useQuery({ ...societyQueries.preceptorships(scope, eventId), enabled: eventId !== null });
}

export function useWorldVillage() {
  const { scope, eventId } = useScope();
  return useQuery({ ...societyQueries.worldVillage(scope, eventId), enabled: eventId !== null });
}

/** One society's profile (null id: none asked for). */
export function useWorldVillageSociety(id: number | null) {
  const { scope, eventId } = useScope();
  return useQuery({ ...societyQueries.society(scope, eventId, id ?? 0), enabled: eventId !== null && id !== null });
}
