/** German texts of the social feed widget (core/socialFeed/texts.ts). */
import type { SOCIAL_FEED_TEXTS } from '../../../../src/core/socialFeed/texts';

export const SOCIAL_FEED_TEXTS_DE: Record<keyof typeof SOCIAL_FEED_TEXTS, string> = {
  'socialFeed.title': 'Social-Media-Feed',
  'socialFeed.tabs': 'Reiter des Feeds',
  'socialFeed.tab.timeline': 'Timeline',
  'socialFeed.tab.photo': 'Fotos',
  'socialFeed.loading': 'Der Feed wird geladen …',
  'socialFeed.error': 'Der Feed konnte nicht geladen werden.',
  'socialFeed.empty': 'Hier wurde noch nichts gepostet.',
  'socialFeed.by': 'Gepostet von {name} (@{handle})',
};
