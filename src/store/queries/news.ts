/**
 * The queries of the news page (src/api/news.ts), under 'news': a list per view and length (each "Show more" asks
 * for a longer first part, so the list stays one read that refresh() renews whole), and one article. Not found (404)
 * is an answer, not a failure to try again.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { getNews, getNewsArticle, type NewsListRequest } from '../../api/news';
import { scopeKey, type QueryScope } from './keys';

const all = (scope: QueryScope) => [...scopeKey(scope), 'news'] as const;

/** One more try after a failure, none after a 404 (the news and job queries). */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  !(error instanceof HttpError && error.status === 404) && failures < 1;

export const newsQueries = {
  all,

  list: (scope: QueryScope, eventId: number | null, display: NewsListRequest['display'], company: string | null, take: number) =>
    queryOptions({
      queryKey: [...all(scope), 'list', display, company ?? '', take] as const,
      queryFn: ({ signal }) => getNews(scope.http, { eventId: eventId ?? 0, language: scope.language, display, company, take }, signal),
      // "Show more" keeps the shorter list on screen until the longer one is in.
      placeholderData: keepPreviousData,
    }),

  article: (scope: QueryScope, eventId: number | null, id: string) =>
    queryOptions({
      queryKey: [...all(scope), 'article', id] as const,
      queryFn: ({ signal }) => getNewsArticle(scope.http, eventId ?? 0, scope.language, id, signal),
      retry: retryUnlessNotFound,
    }),
};
