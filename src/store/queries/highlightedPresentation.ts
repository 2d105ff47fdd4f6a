/**
 * The highlighted presentation (GET /api/Public/HighlightedPresentation, docs/rules/content-areas.md section 7):
 * the one the server picks (running now, else the next, else the last; null when there is none). Under
 * 'programme' with the viewer, like the lists (programme.ts), so a programme refresh renews it too.
 */
import { queryOptions } from '@tanstack/react-query';
import { getHighlightedPresentation } from '../../api/programme';
import { type QueryScope } from './keys';
import { programmeQueries } from './programme';

export const highlightedPresentationQueries = {
  presentation: (scope: QueryScope, viewer: string) =>
    queryOptions({
      queryKey: [...programmeQueries.all(scope), viewer, 'highlighted-presentation'] as const,
      queryFn: ({ signal }) => getHighlightedPresentation(scope.http, { shortname: scope.event, language: scope.language }, signal),
    }),
};
