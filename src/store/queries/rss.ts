/** The queries of the RSS service (src/api/rss.ts): a feed's item titles (the ticker's first source). */
import { queryOptions } from '@tanstack/react-query';
import { getRssTitles } from '../../api/rss';
import { scopeKey, type QueryScope } from './keys';

export const rssQueries = {
  /** `wait` runs before each read (the ticker reads its feed a moment after it appears). */
  titles: (scope: QueryScope, feedUrl: string, wait: (signal: AbortSignal) => Promise<void>) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'ticker-rss', feedUrl] as const,
      queryFn: async ({ signal }) => {
        await wait(signal);
        return getRssTitles(scope.http, feedUrl, signal);
      },
    }),
};
