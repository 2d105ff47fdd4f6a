/**
 * The query of the helpdesk's questions and answers (src/api/helpdesk.ts). They change rarely; like most data the
 * spec loads them once (docs/rules/content-areas.md section 1). The same for every visitor: no user in the key.
 */
import { queryOptions } from '@tanstack/react-query';
import { getHelpdeskFaq } from '../../api/helpdesk';
import { scopeKey, type QueryScope } from './keys';

export const helpdeskQueries = {
  faq: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'helpdesk', 'faq'] as const,
      queryFn: ({ signal }) => getHelpdeskFaq(scope.http, { event: scope.event, language: scope.language }, signal),
      staleTime: Infinity,
    }),
};
