/**
 * The queries of the content service (src/api/content.ts): content pages and my area's dashboard. They
 * change rarely; the spec loads most data once (docs/rules/content-areas.md section 1).
 */
import { queryOptions } from '@tanstack/react-query';
import { getContentPage, getEventDashboard } from '../../api/content';
import { HttpError } from '../../api/http';
import { scopeKey, type QueryScope } from './keys';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export const contentQueries = {
  /** A content page by name (the key ignores the name's case); an unknown page is not asked again. */
  page: (scope: QueryScope, pageName: string) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'content-page', pageName.toLowerCase()] as const,
      queryFn: ({ signal }) => getContentPage(scope.http, { event: scope.event, language: scope.language }, pageName, signal),
      staleTime: Infinity,
      retry: (failures, error) => !isNotFound(error) && failures < 2,
    }),

  /** My area's dashboard boxes (GET EventDashboard); anything but a list is none. */
  dashboard: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'event-dashboard'] as const,
      queryFn: ({ signal }) => getEventDashboard(scope.http, eventId ?? 0, scope.language, signal),
      staleTime: Infinity,
      select: (boxes) => (Array.isArray(boxes) ? boxes : []),
    }),
};
