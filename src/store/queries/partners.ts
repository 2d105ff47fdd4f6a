/** The queries of the partners service (src/api/partners.ts): the event's public company accounts (the logo grid). */
import { queryOptions } from '@tanstack/react-query';
import { getPublicCompanyAccounts } from '../../api/partners';
import { scopeKey, type QueryScope } from './keys';

export const partnersQueries = {
  publicAccounts: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'company-accounts', 'public'] as const,
      queryFn: ({ signal }) => getPublicCompanyAccounts(scope.http, eventId ?? 0, scope.language, signal),
    }),
};
