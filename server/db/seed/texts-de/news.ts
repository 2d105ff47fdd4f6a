/** German news page texts (core/news/texts.ts). */
import type { NEWS_TEXTS } from '../../../../src/core/news/texts';

export const NEWS_TEXTS_DE: Record<keyof typeof NEWS_TEXTS, string> = {
  'news.filter.label': 'Anzeigen',
  'news.filter.all': 'Alle Neuigkeiten',
  'news.filter.industry': 'Industrie-News',
  'news.company.label': 'Unternehmen',
  'news.company.all': 'Alle Unternehmen',
  'news.loading': 'Die Neuigkeiten werden geladen…',
  'news.error': 'Die Neuigkeiten konnten nicht geladen werden.',
  'news.empty': 'Es gibt noch keine Neuigkeiten.',
  'news.empty.filtered': 'Von diesem Unternehmen gibt es noch keine Neuigkeiten.',
  'news.shown': '{shown} von {total, plural, one {# Beitrag} other {# Beiträgen}}',
  'news.more': 'Mehr anzeigen',
  'news.more.loading': 'Weitere werden geladen…',
  'news.industry': 'Industrie-News',
  'news.from': 'Von {company}',
  'news.profile': 'Zum Profil von {company}',
  'news.back': 'Zurück zu den Neuigkeiten',
  'news.article.loading': 'Der Beitrag wird geladen…',
  'news.article.error': 'Der Beitrag konnte nicht geladen werden.',
  'news.article.notFound': 'Diesen Beitrag gibt es nicht oder nicht mehr.',
};
