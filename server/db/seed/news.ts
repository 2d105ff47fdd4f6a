/** The items of an event's RSS feed: the catalogue's news, one week apart, ending a week before the event. */
import type { RssItemTable } from '../schema';
import { LANGUAGES, type EventSeed } from './catalogue';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function eventNewsItems(event: EventSeed): RssItemTable[] {
  const start = Date.parse(event.row.start_date);
  return LANGUAGES.flatMap((language) =>
    event.news[language].map((item, index) => ({
      event_id: event.row.id,
      language,
      position: index + 1,
      title: item.title,
      link: `/demo/${event.row.short}/${language}/page/news-${index + 1}`,
      description: item.description,
      pub_date: new Date(start - (index + 1) * WEEK_MS).toISOString(),
    })),
  );
}
