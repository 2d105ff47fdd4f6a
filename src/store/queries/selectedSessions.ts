/**
 * The starred sessions by id (POST /api/Public/SelectedSessions, docs/rules/content-areas.md section 7: "a chosen
 * set of sessions"). The personal programme reads its sessions through it, so that it sends the few ids it
 * shows instead of downloading the whole session list. Under 'programme' with the viewer, like the lists
 * (programme.ts): the server answers each caller with their own view of the programme.
 */
import { queryOptions } from '@tanstack/react-query';
import { getSelectedSessions } from '../../api/programme';
import { type QueryScope } from './keys';
import { programmeQueries } from './programme';

export const selectedSessionsQueries = {
  /**
   * The sessions of ids (kept as strings, docs/rules/content-areas.md section 9), in programme order; ids the
   * viewer's programme does not have are left out. The key holds the ids sorted: one set, one query.
   */
  sessions: (scope: QueryScope, viewer: string, ids: readonly string[]) => {
    const sorted = [...new Set(ids)].sort();
    return queryOptions({
      queryKey: [...programmeQueries.all(scope), viewer, 'selected-sessions', sorted.join(',')] as const,
      queryFn: () =>
        sorted.length === 0
          ? Promise.resolve([])
          : getSelectedSessions(scope.http, { shortname: scope.event, language: scope.language }, sorted),
    });
  },
};
