/**
 * What was recorded about a person, as my area shows and downloads it (ours, issue 23; src/contracts/analytics.ts
 * RecordedEvent): each entry's action in words, where it happened and its details, the analytics user's profile facts
 * (RecordedAnalyticsUser) as label and value, and the CSV download (cells escaped against formula injection:
 * core/csv.ts). Pure: the texts, the page names, the country names and the formatter of times (the event's language
 * and zone) are passed in.
 */
import type { RecordedAnalyticsUser, RecordedEvent } from '../../contracts';
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

/** How my area shows the analytics user's facts: the country's name and times in the event's language and zone. */
export interface RecordedUserFormat {
  country: (code: string) => string;
  time: (iso: string) => string;
}

/** The analytics user's facts as label and value, in the order of the spec's list (content-areas.md section 7); '' for none. */
export function recordedUserFacts(user: RecordedAnalyticsUser, t: T, format: RecordedUserFormat): Array<[label: string, value: string]> {
  const flag = (value: boolean | null, yes: RecordedTextKey, no: RecordedTextKey) =>
    t(value === null ? 'recorded.user.notGiven' : value ? yes : no);
  const device = (['mobile', 'tablet', 'desktop'] as const).find((known) => known === user.Device);
  return [
    [t('recorded.user.id'), String(user.AnalyticsUserId)],
    [t('recorded.user.hcp'), flag(user.IsHcp, 'recorded.user.yes', 'recorded.user.no')],
    [t('recorded.user.country'), user.Country ? format.country(user.Country) : ''],
    [t('recorded.user.visitorType'), user.VisitorType],
    [t('recorded.user.interests'), user.Interests.join(', ')],
    [t('recorded.user.profession'), user.Profession],
    [t('recorded.user.city'), user.City],
    [t('recorded.user.gender'), flag(user.Gender, 'recorded.user.male', 'recorded.user.female')],
    [t('recorded.user.externalId'), user.ExternalId],
    [t('recorded.user.device'), device ? t(`recorded.device.${device}`) : user.Device],
    [t('recorded.user.firstSeen'), format.time(user.FirstSeen)],
    [t('recorded.user.lastSeen'), format.time(user.LastSeen)],
  ];
}

/** The analytics user's columns in the CSV (its JSON fields; the interests joined by a semicolon). */
const USER_COLUMNS = [
  'AnalyticsUserId',
  'IsHcp',
  'Country',
  'VisitorType',
  'Interests',
  'Profession',
  'City',
  'Gender',
  'ExternalId',
  'Device',
  'FirstSeen',
  'LastSeen',
] as const;

/**
 * The CSV download: the entries' own fields (as the JSON has them), one row each, formula-like cells escaped; then,
 * when there is one, after an empty line, the analytics user's fields as a table of its own (one header, one row).
 */
export function recordedCsv(events: readonly RecordedEvent[], user: RecordedAnalyticsUser | null = null): string {
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
  const cell = (value: string | number | boolean | null | readonly string[]) =>
    value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  const rows = [[...columns], ...events.map((event) => columns.map((column) => cell(event[column])))];
  if (user)
    rows.push(
      [],
      [...USER_COLUMNS],
      USER_COLUMNS.map((column) => cell(user[column])),
    );
  return csvFile(rows);
}
