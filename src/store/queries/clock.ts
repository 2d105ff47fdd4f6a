/** The server's clock (src/api/core.ts, ServerTime), for the access flow's time windows. */
import { queryOptions } from '@tanstack/react-query';
import { getServerTime } from '../../api/core';
import { scopeKey, type QueryScope } from './keys';

export const clockQueries = {
  /** Server time minus client time, in ms (the scope's language is '': the clock has none). */
  serverClockOffset: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'server-time'] as const,
      queryFn: async ({ signal }) => {
        const sent = Date.now();
        const { ServerTime } = await getServerTime(scope.http, signal);
        // Half the round trip is the best guess of when the server read its clock.
        return Date.parse(ServerTime) - (sent + (Date.now() - sent) / 2);
      },
    }),
};
