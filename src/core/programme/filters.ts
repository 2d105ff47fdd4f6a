/**
 * Session filters of the programme (docs/rules/content-areas.md sections 2, 3 and 5): tags (all selected must
 * match), the programme filter query (?filter=), day, room and session type. All filters keep the
 * input order and return a new array.
 */
import type { ProgrammeFilter } from '../routes';
import { eventDay } from './programmeTime';

/** The session fields the filters read (docs/rules/content-areas.md section 3; room fields are ours, the spec shows none). */
export interface FilterableSession {
  SessionType?: string | null;
  StartDateTime?: string | null;
  CompanyAccountId?: string | number | null;
  SponsorType?: string | null;
  groups?: ReadonlyArray<{ Name?: string | null }> | null;
  RoomId?: string | number | null;
  RoomName?: string | null;
}

function blank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === '';
}

/** Tags compare trimmed and case-insensitively: 'Cardiology' and 'cardiology ' are one tag. */
function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/** The tags of a session: its group names, trimmed, without empties and duplicates (docs/rules/content-areas.md section 3). */
export function sessionTags(session: Pick<FilterableSession, 'groups'>): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const group of session.groups ?? []) {
    const name = group?.Name?.trim();
    if (!name || seen.has(tagKey(name))) continue;
    seen.add(tagKey(name));
    tags.push(name);
  }
  return tags;
}

/** Whether a session carries ALL selected tags (docs/rules/content-areas.md section 5). No selection keeps every session. */
export function hasAllTags(session: Pick<FilterableSession, 'groups'>, selected: readonly string[]): boolean {
  const wanted = selected.map(tagKey).filter((t) => t !== '');
  if (wanted.length === 0) return true;
  const own = new Set(sessionTags(session).map(tagKey));
  return wanted.every((t) => own.has(t));
}

export function filterByTags<T extends FilterableSession>(sessions: readonly T[], selected: readonly string[]): T[] {
  return sessions.filter((s) => hasAllTags(s, selected));
}

/** An industry session: one with a company account (a satellite symposium, docs/rules/content-areas.md section 3). */
export function isIndustrySession(session: Pick<FilterableSession, 'CompanyAccountId'>): boolean {
  return !blank(session.CompanyAccountId);
}

/**
 * Whether a session passes the programme filter query (docs/rules/content-areas.md section 2 names the values only;
 * what each keeps is ours):
 * - industry: industry sessions (with a company account);
 * - industryspecial: industry sessions whose company has a sponsor type (the sponsors' own formats);
 * - scientificprogram: sessions without a company account.
 * No filter (null) keeps every session.
 */
export function passesProgrammeFilter(session: FilterableSession, filter: ProgrammeFilter | null): boolean {
  switch (filter) {
    case null:
      return true;
    case 'industry':
      return isIndustrySession(session);
    case 'industryspecial':
      return isIndustrySession(session) && !blank(session.SponsorType);
    case 'scientificprogram':
      return !isIndustrySession(session);
  }
}

export function filterByProgrammeFilter<T extends FilterableSession>(sessions: readonly T[], filter: ProgrammeFilter | null): T[] {
  return sessions.filter((s) => passesProgrammeFilter(s, filter));
}

/**
 * A poster session: its SessionType contains 'poster' in any case (ours: the spec counts posters per day but
 * does not say how a session is known to be one).
 */
export function isPosterSession(session: Pick<FilterableSession, 'SessionType'>): boolean {
  return (session.SessionType ?? '').toLowerCase().includes('poster');
}

export interface SessionFilter {
  /** Programme days (YYYY-MM-DD, in the event's time zone); a session matches any of them. */
  days?: readonly string[];
  /** The event's time zone (IANA name): the day of a start time with an offset is taken there. */
  timeZone: string;
  /** Room ids or names; a session matches any of them. */
  rooms?: readonly (string | number)[];
  /** Session types; a session matches any of them, case-insensitively. */
  sessionTypes?: readonly string[];
  /** Tags; a session must carry all of them. */
  tags?: readonly string[];
  programmeFilter?: ProgrammeFilter | null;
}

/** Whether a session passes every facet of the filter: any value within a facet, all facets together. */
export function passesSessionFilter(session: FilterableSession, filter: SessionFilter): boolean {
  const { days = [], rooms = [], sessionTypes = [], tags = [], timeZone, programmeFilter = null } = filter;
  if (days.length > 0) {
    const day = eventDay(session.StartDateTime, timeZone);
    if (day === null || !days.includes(day)) return false;
  }
  if (rooms.length > 0) {
    const own = [session.RoomId, session.RoomName].filter((v) => !blank(v)).map((v) => String(v).trim());
    if (!rooms.some((r) => own.includes(String(r).trim()))) return false;
  }
  if (sessionTypes.length > 0) {
    const own = (session.SessionType ?? '').trim().toLowerCase();
    if (!sessionTypes.some((t) => t.trim().toLowerCase() === own)) return false;
  }
  return hasAllTags(session, tags) && passesProgrammeFilter(session, programmeFilter);
}

export function filterSessions<T extends FilterableSession>(sessions: readonly T[], filter: SessionFilter): T[] {
  return sessions.filter((s) => passesSessionFilter(s, filter));
}

/** The tags of a list of sessions, each once (first spelling wins), sorted case-insensitively in the language. */
export function availableTags(sessions: readonly FilterableSession[], language = 'en'): string[] {
  const byKey = new Map<string, string>();
  for (const s of sessions) for (const tag of sessionTags(s)) if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
  const collator = new Intl.Collator(language, { sensitivity: 'accent', numeric: true });
  return [...byKey.values()].sort(collator.compare);
}
