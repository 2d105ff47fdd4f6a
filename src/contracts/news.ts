/**
 * Contracts of the news page (docs/rules/content-areas.md section 2 names the News screen, /news/...; the rules give
 * it no calls or fields, so every name here is ours, in the API's PascalCase). Calls: src/api/news.ts; the reference
 * server answers them in server/routes/news.ts.
 */

/** Ours: the two kinds of article. Industry news is what exhibitors publish; congress news is the organiser's. */
export const NEWS_CATEGORIES = ['congress', 'industry'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** One article of the news list (no body: the list shows the teaser). */
export interface NewsArticleSummary {
  Id: string;
  Title: string;
  /** Plain text. */
  Teaser: string;
  /** ISO 8601 instant. */
  PublishedAt: string;
  Category: NewsCategory;
  /** http(s) or a path under the API base; '' for none. */
  ImageUrl: string;
  /** The exhibitor the article belongs to, or null for the organiser's. */
  CompanyAccountId: string | null;
  CompanyName: string | null;
}

/** GET /api/Modules/NewsArticle?eventid&language&id: one article with its body. */
export interface NewsArticle extends NewsArticleSummary {
  /** HTML (sanitised by the client). */
  Body: string;
}

/** A company that has published industry news, for the company filter. */
export interface NewsCompany {
  CompanyAccountId: string;
  Name: string;
}

/** GET /api/Modules/News?eventid&language&display&company&skip&take: one page of the list, newest first. */
export interface NewsPage {
  Items: NewsArticleSummary[];
  /** The number of articles that match, all pages together. */
  Total: number;
  /** Every company with industry news in the language, by name (the filter's choices). */
  Companies: NewsCompany[];
}
