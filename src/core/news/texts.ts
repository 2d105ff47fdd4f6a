/**
 * English defaults of the news page's texts (the rules give none: docs/rules/content-areas.md section 2 names the
 * News screen only).
 */
export const NEWS_TEXTS = {
  'news.filter.label': 'Show',
  'news.filter.all': 'All news',
  'news.filter.industry': 'Industry news',
  'news.company.label': 'Company',
  'news.company.all': 'All companies',
  'news.loading': 'Loading the news…',
  'news.error': 'The news could not be loaded.',
  'news.empty': 'There is no news yet.',
  'news.empty.filtered': 'There is no news from this company yet.',
  'news.shown': 'Showing {shown} of {total, plural, one {# article} other {# articles}}',
  'news.more': 'Show more',
  'news.more.loading': 'Loading more…',
  'news.industry': 'Industry news',
  'news.from': 'From {company}',
  'news.profile': 'Visit the profile of {company}',
  'news.back': 'Back to the news',
  'news.article.loading': 'Loading the article…',
  'news.article.error': 'The article could not be loaded.',
  'news.article.notFound': 'This article does not exist or is no longer available.',
} as const;
