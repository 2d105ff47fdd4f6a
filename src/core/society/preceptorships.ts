/**
 * Rules of the preceptorships page (docs/rules/content-areas.md section 2 names the screen only; ours where it is
 * silent): filtering by topic and by country (both, when both are chosen), the filters kept in the address as
 * `topic` and `country`, the choices offered (only those some preceptorship has, by name in the page's language),
 * dates as a calendar range in the event's language, and how to apply: an http(s) address becomes a link, an
 * e-mail address a mailto link, anything else (a javascript: address, a malformed e-mail) no link at all.
 */
import type { Preceptorship } from '../../contracts';
import { congressDates } from '../congressDates';
import { safeExternalUrl } from '../url';

export interface PreceptorshipFilters {
  topic: string | null;
  country: string | null;
}

interface FilterChoice {
  value: string;
  label: string;
}

/** The filters of an address query (?topic=&country=); blank values are no filter. */
export function readPreceptorshipFilters(query: Readonly<Record<string, string>>): PreceptorshipFilters {
  const value = (key: string) => query[key]?.trim() || null;
  return { topic: value('topic'), country: value('country') };
}

/** The address query of the filters (only the ones chosen). */
export function preceptorshipQuery(filters: PreceptorshipFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.topic) query.topic = filters.topic;
  if (filters.country) query.country = filters.country;
  return query;
}

export function filterPreceptorships(list: readonly Preceptorship[], filters: PreceptorshipFilters): Preceptorship[] {
  return list.filter(
    (item) => (filters.topic === null || item.Topic === filters.topic) && (filters.country === null || item.Country === filters.country),
  );
}

function choices(
  list: readonly Preceptorship[],
  value: (item: Preceptorship) => string,
  label: (item: Preceptorship) => string,
  language: string,
) {
  const byValue = new Map<string, string>();
  for (const item of list) if (!byValue.has(value(item))) byValue.set(value(item), label(item));
  const collator = new Intl.Collator(language);
  return [...byValue].map(([v, l]) => ({ value: v, label: l })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The topics and countries some preceptorship has, sorted by their names in the language. */
export function preceptorshipChoices(
  list: readonly Preceptorship[],
  language: string,
): { topics: FilterChoice[]; countries: FilterChoice[] } {
  return {
    topics: choices(
      list,
      (item) => item.Topic,
      (item) => item.TopicName,
      language,
    ),
    countries: choices(
      list,
      (item) => item.Country,
      (item) => item.CountryName,
      language,
    ),
  };
}

/** A calendar date (YYYY-MM-DD) as the instant of its noon in UTC, or null. */
function noonOf(date: string | null | undefined): string | null {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : null;
}

/** Calendar dates in the language's own way: "14–18 September 2026", "14.–18. September 2026"; '' unreadable. */
export function calendarDateRange(start: string, end: string | null, language: string): string {
  const from = noonOf(start);
  if (from === null) return '';
  return congressDates(from, noonOf(end), language, 'UTC');
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

interface ApplyLinks {
  /** An http(s) address, or null. */
  url: string | null;
  /** The e-mail address and its mailto: link, or null. */
  email: { address: string; href: string } | null;
}

/** Where to apply, only as safe links (never javascript:, data: or a malformed address). */
export function applyLinks(item: Pick<Preceptorship, 'ApplyUrl' | 'ApplyEmail' | 'Title'>): ApplyLinks {
  const address = item.ApplyEmail?.trim() ?? '';
  return {
    url: safeExternalUrl(item.ApplyUrl),
    email: EMAIL.test(address) ? { address, href: `mailto:${address}?subject=${encodeURIComponent(item.Title)}` } : null,
  };
}
