/** The social feed widget's query (src/api/socialFeed.ts), under 'socialFeed': the posts of both tabs. */
import { queryOptions } from '@tanstack/react-query';
import { getSocialFeed } from '../../api/socialFeed';
import { scopeKey, type QueryScope } from './keys';

export const socialFeedQueries = {
  posts: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'socialFeed'] as const,
      queryFn: ({ signal }) => getSocialFeed(scope.http, eventId ?? 0, scope.language, signal),
    }),
};
