/**
 * The job board's rules (docs/rules/content-areas.md section 2: Jobs, /{i}/{e}/{l}/jobs and /{i}/{e}/{l}/jobs/{jobsId};
 * the rules describe no more). Ours, as a congress platform's job board: every posting newest first, a search over
 * title, employer, location and summary (any case, accents ignored, every word must match), filters by kind and
 * location kept in the address (?q=, ?kind=, ?location=) so Back from a posting returns to the same list, and
 * applying only through a web address or an e-mail address: anything else (javascript:, data:...) is never a link.
 */
import { JOB_KINDS, type JobKind, type JobSummary } from '../../contracts';
import { hasControlCharacter } from '../url';

export const JOBS_SEARCH_QUERY = 'q';
export const JOBS_KIND_QUERY = 'kind';
export const JOBS_LOCATION_QUERY = 'location';

/** A posting's id: letters, digits, '-' and '_'. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface JobFilter {
  text: string;
  kind: JobKind | null;
  location: string | null;
}

export const NO_JOB_FILTER: JobFilter = { text: '', kind: null, location: null };

export function isJobKind(value: unknown): value is JobKind {
  return typeof value === 'string' && (JOB_KINDS as readonly string[]).includes(value);
}

/** The filter an address asks for; an unknown kind is no kind. */
export function parseJobFilter(query: Readonly<Record<string, string>>): JobFilter {
  const kind = query[JOBS_KIND_QUERY]?.trim() ?? '';
  const location = query[JOBS_LOCATION_QUERY]?.trim() ?? '';
  return { text: query[JOBS_SEARCH_QUERY] ?? '', kind: isJobKind(kind) ? kind : null, location: location || null };
}

/** The query of a filter, for buildPath (empty parts left out). */
export function jobFilterQuery(filter: JobFilter): Record<string, string | null> {
  return {
    [JOBS_SEARCH_QUERY]: filter.text.trim() ? filter.text : null,
    [JOBS_KIND_QUERY]: filter.kind,
    [JOBS_LOCATION_QUERY]: filter.location,
  };
}

export function hasJobFilter(filter: JobFilter): boolean {
  return filter.text.trim() !== '' || filter.kind !== null || filter.location !== null;
}

/** Lower case without accents, so "zurich" finds "Zürich". */
function fold(value: string, language: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(language);
}

/** The postings that match the filter, in their order. */
export function filterJobs<T extends JobSummary>(jobs: readonly T[], filter: JobFilter, language: string): T[] {
  const words = fold(filter.text, language).split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (filter.kind !== null && job.Kind !== filter.kind) return false;
    if (filter.location !== null && job.Location !== filter.location) return false;
    if (words.length === 0) return true;
    const haystack = fold([job.Title, job.Employer, job.Location, job.Summary].join(' '), language);
    return words.every((word) => haystack.includes(word));
  });
}

/** The locations of the postings, each once, in the language's order. */
export function jobLocations(jobs: readonly JobSummary[], language: string): string[] {
  const collator = new Intl.Collator(language);
  return [...new Set(jobs.map((job) => job.Location).filter((location) => location.trim() !== ''))].sort(collator.compare);
}

/** The kinds the postings have, in JOB_KINDS order. */
export function jobKinds(jobs: readonly JobSummary[]): JobKind[] {
  const present = new Set(jobs.map((job) => job.Kind));
  return JOB_KINDS.filter((kind) => present.has(kind));
}

export interface ApplyLink {
  href: string;
  kind: 'web' | 'email';
}

/**
 * Where to apply, as a link: an http(s) address or a mailto: with an address; null for anything else, so a
 * javascript: or data: URL (or one with control characters or leading spaces) never becomes a link.
 */
export function applyLink(url: unknown): ApplyLink | null {
  if (typeof url !== 'string' || url.length === 0 || /^\s/.test(url) || hasControlCharacter(url)) return null;
  const href = url.trimEnd();
  if (/^https?:\/\/[^\s/?#]+/i.test(href)) return { href, kind: 'web' };
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return { href, kind: 'email' };
  return null;
}
