/** The instance's own data (src/api/core.ts, Instance), under the instance alone: the same for each of its events. */
import { queryOptions } from '@tanstack/react-query';
import { getInstance } from '../../api/core';
import { instanceKey, type QueryScope } from './keys';

export const instanceQueries = {
  /** The instance's settings (GET /api/Public/Instance), one cache entry for every area that reads them. */
  info: ({ instance, http }: Pick<QueryScope, 'instance' | 'http'>) =>
    queryOptions({
      queryKey: [...instanceKey(instance), 'instance-info'] as const,
      queryFn: ({ signal }) => getInstance(http, instance, signal),
    }),
};
