/**
 * The queries of the advertising service's advertisements (src/api/advertising.ts), parsed: a bad entry is
 * left out with a console warning. Not asked again on failure. (Its push notifications: notifications.ts.)
 */
import { queryOptions } from '@tanstack/react-query';
import { getEventAdvertisements } from '../../api/advertising';
import { parseAdvertisements } from '../../core/advertisement';
import { scopeKey, type QueryScope } from './keys';

/** Ours: advertisements are read again after ten minutes. */
const ADS_STALE_MS = 10 * 60_000;

export const advertisingQueries = {
  advertisements: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'advertisements'] as const,
      queryFn: async ({ signal }) => {
        const { ads, warnings } = parseAdvertisements(await getEventAdvertisements(scope.http, eventId ?? 0, scope.language, signal));
        warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
        return ads;
      },
      staleTime: ADS_STALE_MS,
      retry: false,
    }),
};
