/**
 * What was recorded about a person, as my area shows and downloads it (ours, issue 23; src/contracts/analytics.ts
 * RecordedEvent): each entry's action in words, where it happened and its details, and the CSV download (cells
 * escaped against formula injection: core/csv.ts). Pure: the texts, the page names and the formatter of times
 * (the event's language and zone) are passed in.
 */
import type { RecordedEvent } from '../../contracts';
import { csvFile } from '../csv';
import type { RecordedTextKey } from './texts';

type T = (key: RecordedTextKey, values?: Record<string, string | number>) => string;

/** The action in words (a favourite says whether it was added or removed). */
export function recordedAction(event: RecordedEvent, t: T): string {
  const action = t(`recorded.kind.${event.Kind}`);
  if (event.Kind === 'favourite' && event.Value !== null) {
    return `${action}: ${t(event.Value === 1 ? 'recorded.favouriteAdded' : 'recorded.favouriteRemoved')}`;
  }
  return action;
}

/** Where it happened: the page's readable name, else its route name, else nothing. */
export function recordedWhere(event: RecordedEvent, pageName: (route: string) => string): string {
  return event.Page ? pageName(event.Page) : '';
}

/** What it concerned: the target, the element, the percent reached and the seconds, those it has. */
export function recordedDetails(event: RecordedEvent, t: T): string {
  const parts: string[] = [];
  if (event.TargetType && event.TargetId && !(event.TargetType === 'page' && event.TargetId === event.Page)) {
    parts.push(t(`recorded.target.${event.TargetType}`, { id: event.TargetId }));
  }
  if (event.Element) parts.push(event.Element);
  if (event.Kind === 'video-progress' && event.Value !== null) parts.push(t('recorded.percent', { percent: event.Value }));
  if (event.Seconds !== null) parts.push(t('recorded.seconds', { seconds: event.Seconds }));
  return parts.join(' · ');
}

/** The CSV download: the entries' own fields (as the JSON has them), one row each, formula-like cells escaped. */
export function recordedCsv(events: readonly RecordedEvent[]): string {
  const columns = [
    'At',
    'Kind',
    'Page',
    'Element',
    'TargetType',
    'TargetId',
    'Value',
    'Seconds',
    'Country',
    'Device',
    'WithUserId',
  ] as const;
  const cell = (value: string | number | boolean | null) => (value === null ? '' : String(value));
  return csvFile([[...columns], ...events.map((event) => columns.map((column) => cell(event[column])))]);
}
