/**
 * The highlighted sessions (src/api/programme.ts, HighlightedSessions), a programme list of their own: under
 * 'programme' with the viewer, like the lists (programme.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { getHighlightedSessions } from '../../api/programme';
import { highlightedSessionsQuery } from '../../core/programme/highlighted';
import { type QueryScope } from './keys';
import { programmeQueries } from './programme';

/** The highlighted-sessions element's one query. */
export const highlightedQueries = {
  /** The highlighted sessions of a program grade (default Scientific). */
  sessions: (scope: QueryScope, viewer: string, programGrade: string | null | undefined) =>
    queryOptions({
      queryKey: [
        ...programmeQueries.all(scope),
        viewer,
        'highlighted',
        highlightedSessionsQuery(scope.event, scope.language, programGrade).programGrade,
      ] as const,
      queryFn: ({ signal }) =>
        getHighlightedSessions(scope.http, highlightedSessionsQuery(scope.event, scope.language, programGrade), signal),
    }),
};
