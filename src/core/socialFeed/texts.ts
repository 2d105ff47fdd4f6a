/** English defaults of the social feed widget's texts (docs/rules/content-areas.md section 1 gives none). */
export const SOCIAL_FEED_TEXTS = {
  'socialFeed.title': 'Social feed',
  'socialFeed.tabs': 'Social feed tabs',
  'socialFeed.tab.timeline': 'Timeline',
  'socialFeed.tab.photo': 'Photos',
  'socialFeed.loading': 'Loading the feed…',
  'socialFeed.error': 'The feed could not be loaded.',
  'socialFeed.empty': 'Nothing has been posted here yet.',
  'socialFeed.by': 'Posted by {name} (@{handle})',
} as const;
