/**
 * Typed calls of the news page (ours; docs/rules/content-areas.md section 2 names the page, not its calls: see
 * server/routes/news.ts). Reply shapes: src/contracts.
 */
import type { Http } from './http';
import type { NewsArticle, NewsPage } from '../contracts';

export interface NewsListRequest {
  eventId: number;
  language: string;
  display: 'all' | 'industry';
  company: string | null;
  take: number;
}

/** GET /api/Modules/News: the first `take` articles, newest first, of all news or the industry news (of one company). */
export function getNews(http: Http, request: NewsListRequest, signal?: AbortSignal) {
  return http.get<NewsPage>(
    '/api/Modules/News',
    {
      eventid: request.eventId,
      language: request.language,
      display: request.display === 'industry' ? 'industry' : null,
      company: request.display === 'industry' ? request.company : null,
      take: request.take,
    },
    signal,
  );
}

/** GET /api/Modules/NewsArticle: one article with its body (404 when the event has no such article). */
export function getNewsArticle(http: Http, eventId: number, language: string, id: string, signal?: AbortSignal) {
  return http.get<NewsArticle>('/api/Modules/NewsArticle', { eventid: eventId, language, id }, signal);
}
