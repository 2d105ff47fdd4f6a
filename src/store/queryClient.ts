/**
 * One QueryClient per event context. The spec says most data is loaded once and cached
 * (docs/rules/content-areas.md section 1), so reads never go stale by themselves within a page's life.
 */
import { QueryClient } from '@tanstack/react-query';

export function createEventQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
