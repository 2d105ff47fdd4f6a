/**
 * The programme's reads (docs/rules/content-areas.md section 7, "Programme"), through the event context's
 * QueryClient: each list is fetched once per event, language and viewer and shared by every element and
 * page that shows it (the spec: most data is loaded once and cached). The server shows each caller their
 * view of the programme (private symposia, sessions under a Session policy), so the signed-in user is
 * part of the key: signing in or out loads the lists again.
 */
import { QueryObserver, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RESOURCE_SETS, type EventDetails, type ProgrammeListName } from '../../contracts';
import { zonedWallClock } from '../../core/programme/programmeTime';
import type { UserSession } from '../../store/eventStore';
import { coreQueries } from '../../store/queries/core';
import { queryScope } from '../../store/queries/keys';
import { programmeQueries, VIEWER_INDEX } from '../../store/queries/programme';
import { useEventContext, useEventState } from '../../store/react';
import { FIRST_ROWS } from './VirtualList';

/** The event's numeric id, once its details are loaded. */
export function useEventId(): number | null {
  return useEventState((state) => state.details?.Id ?? null);
}

/** The language the event's texts are loaded in (lists follow it). */
export function useProgrammeLanguage(): string {
  return useEventState((state) => state.loadedLanguage ?? state.language);
}

/** How many sessions the first rows are: as many as VirtualList shows before its windowing code is in. */
export const FIRST_ROWS_TAKE = FIRST_ROWS;

/** Whose view of the programme a list is: the signed-in user's, or an anonymous visitor's. */
function viewerOf(user: UserSession | null): string {
  return user ? `user:${user.userId ?? 'signed-in'}` : 'anonymous';
}

/** The viewer the lists are asked for now. */
export function useProgrammeViewer(): string {
  return useEventState((state) => viewerOf(state.user));
}

/**
 * While a new viewer's list loads (signing in or out), the previous viewer's stays on screen, so that a
 * page keeps its state (a half-typed note) instead of falling back to loading.
 */
function keepAcrossViewers(key: readonly unknown[]) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery &&
    previousQuery.queryKey.length === key.length &&
    previousQuery.queryKey.every((part, i) => i === VIEWER_INDEX || part === key[i])
      ? previous
      : undefined;
}

/**
 * The event's id as soon as its details arrive: the store publishes them only with the event's texts and
 * configuration, and the programme's lists need nothing but the id.
 */
function useEarlyEventId(): number | null {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  const fromStore = useEventId();
  const [early, setEarly] = useState<number | null>(null);
  useEffect(() => {
    if (fromStore !== null) return;
    // Watches the details query the event's loader runs (same key), without fetching anything itself.
    const observer = new QueryObserver<EventDetails>(context.queryClient, {
      queryKey: coreQueries.details(queryScope(context, language)).queryKey,
      enabled: false,
    });
    const adopt = (details: EventDetails | undefined) => {
      if (typeof details?.Id !== 'number') return;
      setEarly(details.Id);
    };
    adopt(observer.getCurrentResult().data);
    return observer.subscribe((result) => adopt(result.data));
  }, [context, language, fromStore]);
  return fromStore ?? early;
}

/**
 * Asks for what the opening view waits on while the element renders for the first time: the event's
 * details, texts, configuration and theme (the event loader asks in an effect, after that render: some
 * 100 ms later on a cold page) and the first rows. The loader and the view then find them in the cache or
 * on their way. Prefetching in render is React Query's own pattern (usePrefetchQuery); it runs once.
 */
function useOpeningReads(opensOnSessions: boolean): void {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  useState(() => {
    const { queryClient } = context;
    const scope = queryScope(context, language);
    void queryClient.prefetchQuery(coreQueries.details(scope));
    for (const set of [RESOURCE_SETS.texts, RESOURCE_SETS.config, RESOURCE_SETS.theme])
      void queryClient.prefetchQuery(coreQueries.resources(scope, set));
    if (opensOnSessions)
      void queryClient.prefetchQuery(programmeQueries.firstSessions(scope, viewerOf(context.store.getState().user), FIRST_ROWS_TAKE));
    // Intl loads its date and time zone data on first use (20-50 ms here), and the first rows need it: now,
    // while the main thread waits for the replies. Any zone will do; the others are quick after it.
    setTimeout(() => zonedWallClock(0, 'UTC'));
  });
}

/**
 * Starts loading lists before the page that shows them has its code: an element knows from its first
 * attributes what it will show, and the list is the longest wait.
 */
export function usePrefetchProgrammeLists(lists: readonly ProgrammeListName[]): void {
  const context = useEventContext();
  const eventId = useEarlyEventId();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const wanted = lists.join(',');
  const opensOnSessions = wanted.startsWith('sessions');
  useOpeningReads(opensOnSessions);
  useEffect(() => {
    // A view that opens on sessions first shows the first rows, a small reply of their own, at once; the
    // whole list follows once they are painted (the search view asks for it), since decoding megabytes on
    // the main thread would hold them up. (Again here after a language switch.)
    if (opensOnSessions)
      void context.queryClient.prefetchQuery(programmeQueries.firstSessions(queryScope(context, language), viewer, FIRST_ROWS_TAKE));
  }, [context, language, viewer, opensOnSessions]);
  useEffect(() => {
    if (eventId === null) return;
    // The programme's data too (the search view's filters): read now, not once the store has the event's texts.
    void context.queryClient.prefetchQuery(programmeQueries.data(queryScope(context, language), viewer, eventId));
    const lists = wanted.split(',') as ProgrammeListName[];
    for (const list of lists.slice(opensOnSessions ? 1 : 0))
      void context.queryClient.prefetchQuery(programmeQueries.list(queryScope(context, language), viewer, list, eventId));
  }, [context, eventId, language, viewer, wanted, opensOnSessions]);
}

/** The first FIRST_ROWS_TAKE sessions of the list, in its (date) order: rows to show while the whole list loads. */
export function useFirstSessions({ enabled }: { enabled: boolean }) {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const query = programmeQueries.firstSessions(queryScope(context, language), viewer, FIRST_ROWS_TAKE);
  return useQuery({ ...query, placeholderData: keepAcrossViewers(query.queryKey), enabled });
}

/**
 * One of the PAG* lists; data stays undefined until the event is known and the list is loaded. With
 * enabled false nothing is fetched (a list loaded before is still given).
 */
export function useProgrammeList<N extends ProgrammeListName>(list: N, { enabled = true }: { enabled?: boolean } = {}) {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const query = programmeQueries.list(queryScope(context, language), viewer, list, eventId);
  return useQuery({
    ...query,
    placeholderData: keepAcrossViewers(query.queryKey),
    enabled: enabled && eventId !== null,
  });
}

/** PAGData: days, rooms, session types, groups and the time zone; null when the event has no programme. */
export function useProgrammeData({ enabled = true }: { enabled?: boolean } = {}) {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const query = programmeQueries.data(queryScope(context, language), viewer, eventId);
  return useQuery({ ...query, placeholderData: keepAcrossViewers(query.queryKey), enabled: enabled && eventId !== null });
}

/**
 * The live streams (config_json liveStreams) for the signed-in user: the server serves them only to
 * whoever may open the live page, so they are kept per user.
 */
export function useLiveStreams() {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  return useQuery({ ...programmeQueries.liveStreams(queryScope(context, language), viewer, eventId), enabled: eventId !== null });
}

/** The time zone programme times are shown in: the programme's, else the event's, else UTC. */
export function useProgrammeTimeZone(): string {
  const data = useProgrammeData();
  const eventZone = useEventState((state) => state.details?.TimeZone ?? null);
  return data.data?.TimeZone ?? eventZone ?? 'UTC';
}
