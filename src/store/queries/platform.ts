/** The platform's own data (src/api/core.ts, version.json): the same for every instance. */
import { queryOptions } from '@tanstack/react-query';
import { getVersion } from '../../api/core';
import type { Http } from '../../api/http';
import { platformKey } from './keys';

export const platformQueries = {
  /** {origin}/version.json: the running build. */
  version: (http: Http) =>
    queryOptions({
      queryKey: [...platformKey(), 'version'] as const,
      queryFn: ({ signal }) => getVersion(http, signal),
    }),
};
