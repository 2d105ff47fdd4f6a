/**
 * The queries of the programme service's lists (src/api/programme.ts; the highlighted sessions and a session's
 * notes and ratings, which other elements and pages read: highlighted.ts, notes.ts). The server shows each
 * caller their view of the programme (private symposia, sessions under a Session policy), so the lists carry
 * the viewer right after 'programme' (VIEWER_INDEX).
 */
import { queryOptions } from '@tanstack/react-query';
import { getFirstProgrammeRows, getLiveStreams, getProgrammeData, getProgrammeList } from '../../api/programme';
import type { ProgrammeListName } from '../../contracts';
import { scopeKey, type QueryScope } from './keys';

/** Every programme list of the scope, whoever views it. */
const all = (scope: Pick<QueryScope, 'instance' | 'event' | 'language'>) => [...scopeKey(scope), 'programme'] as const;

/** Where the viewer sits in a programme list's key (after the scope and 'programme'). */
export const VIEWER_INDEX = all({ instance: '', event: '', language: '' }).length;

export const programmeQueries = {
  all,

  /** One of the PAG* lists. */
  list: <N extends ProgrammeListName>(scope: QueryScope, viewer: string, list: N, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), viewer, list] as const,
      queryFn: ({ signal }) => getProgrammeList(scope.http, list, eventId ?? 0, scope.language, signal),
    }),

  /** The first `take` sessions, asked for by the event's short name: they need not wait for the event's details. */
  firstSessions: (scope: QueryScope, viewer: string, take: number) =>
    queryOptions({
      queryKey: [...all(scope), viewer, 'sessions', 'first', take] as const,
      queryFn: ({ signal }) => getFirstProgrammeRows(scope.http, 'sessions', scope.event, scope.language, take, signal),
    }),

  /** PAGData: days, rooms, session types, groups and the time zone; null when the event has no programme. */
  data: (scope: QueryScope, viewer: string, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), viewer, 'data'] as const,
      queryFn: ({ signal }) => getProgrammeData(scope.http, eventId ?? 0, scope.language, signal),
    }),

  /** The live streams: the server serves them only to whoever may open the live page, so they are kept per viewer. */
  liveStreams: (scope: QueryScope, viewer: string, eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'live', 'streams', viewer] as const,
      queryFn: ({ signal }) => getLiveStreams(scope.http, eventId ?? 0, scope.language, signal),
    }),
};
