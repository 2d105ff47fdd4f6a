/** The queries of the footer service (src/api/footer.ts): the footer model; a failure means the defaults, not asked again. */
import { queryOptions } from '@tanstack/react-query';
import { getFooterModel } from '../../api/footer';
import { scopeKey, type QueryScope } from './keys';

/** Footer models change with a new seed or a CMS edit, not while a visitor reads a page. */
const FOOTER_STALE_MS = 30 * 60_000;

export const footerQueries = {
  model: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'footer-model'] as const,
      queryFn: ({ signal }) => getFooterModel(scope.http, { event: scope.event, language: scope.language }, signal),
      staleTime: FOOTER_STALE_MS,
      retry: false,
    }),
};
