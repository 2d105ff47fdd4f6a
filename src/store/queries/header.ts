/** The queries of the header service (src/api/header.ts): the GetVMXHeader reply, once per language. */
import { queryOptions } from '@tanstack/react-query';
import { getVmxHeader } from '../../api/header';
import { scopeKey, type QueryScope } from './keys';

export const headerQueries = {
  /** The reply as it came (the header body parses it). */
  header: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'vmx-header'] as const,
      queryFn: ({ signal }) => getVmxHeader(scope.http, { event: scope.event, language: scope.language }, signal),
      staleTime: Infinity,
      retry: 1,
    }),
};
