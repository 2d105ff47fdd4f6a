/**
 * The news page's rules (docs/rules/content-areas.md section 2: News, /news/{i}/{e}/{l}, the header's VMXNews; the
 * rules describe no more). Ours, as a congress platform's news page: newest first, a page of NEWS_PAGE_SIZE with
 * "Show more", industry news (the exhibitors' articles) on its own with ?display=industry (the header's "Industry
 * news" item), narrowed to one company with ?company=, and an article opened in place with ?article=, so it can be
 * linked to and Back returns to the list.
 */

/** Ours: articles per "Show more". */
export const NEWS_PAGE_SIZE = 6;
/** Ours: the most articles one call returns (the server's limit on take). */
export const NEWS_MAX_TAKE = 60;

export const NEWS_DISPLAY_QUERY = 'display';
export const NEWS_COMPANY_QUERY = 'company';
export const NEWS_ARTICLE_QUERY = 'article';

/** What the list shows: every article, or the industry news only. */
export const NEWS_DISPLAYS = ['all', 'industry'] as const;
export type NewsDisplay = (typeof NEWS_DISPLAYS)[number];

/** An article's id (and a company's in the filter): letters, digits, '-' and '_'. */
export const NEWS_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface NewsView {
  display: NewsDisplay;
  /** Industry news of one company; only with display industry. */
  company: string | null;
  /** The article open in place of the list. */
  article: string | null;
}

const idOrNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return NEWS_ID_PATTERN.test(trimmed) ? trimmed : null;
};

/** The view an address asks for; an unknown display is all news, a malformed id none. */
export function parseNewsView(query: Readonly<Record<string, string>>): NewsView {
  const display: NewsDisplay = query[NEWS_DISPLAY_QUERY]?.trim().toLowerCase() === 'industry' ? 'industry' : 'all';
  return {
    display,
    company: display === 'industry' ? idOrNull(query[NEWS_COMPANY_QUERY]) : null,
    article: idOrNull(query[NEWS_ARTICLE_QUERY]),
  };
}

/** The query of a view, for buildPath (left out: all news, no company, no article). */
export function newsViewQuery(view: NewsView): Record<string, string | null> {
  return {
    [NEWS_DISPLAY_QUERY]: view.display === 'industry' ? 'industry' : null,
    [NEWS_COMPANY_QUERY]: view.display === 'industry' ? view.company : null,
    [NEWS_ARTICLE_QUERY]: view.article,
  };
}

/** How many articles to ask for after `pages` presses of "Show more" (the first page counts as one). */
export function newsTake(pages: number): number {
  return Math.min(Math.max(1, Math.floor(pages)) * NEWS_PAGE_SIZE, NEWS_MAX_TAKE);
}
