/**
 * The personal programme page's lists (docs/rules/content-areas.md sections 1, 3 and 4): the user's favourites
 * (session, presentation and speaker ids, kept as strings) resolved against the programme's lists.
 * Sessions are grouped by their day in the event's time zone and sorted by start; a favourite whose id is
 * not (or no longer) in a loaded list is reported as missing, so that the page can offer to remove it.
 *
 * Ours where the spec is silent: presentations sort by start like sessions; speakers by surname, then
 * first name; items with an unreadable start come last (sessions in a group of their own, day null).
 */
import type { Favourites } from './favourites';
import { eventDay, programmeInstant } from './programmeTime';

export interface TimedRecord {
  Id: number | string;
  StartDateTime?: string | null;
  EndDateTime?: string | null;
}

export interface NamedPerson {
  Id: number | string;
  Firstname?: string | null;
  Surname?: string | null;
}

export interface PersonalDay<S> {
  /** YYYY-MM-DD in the event's time zone; null for sessions whose start is unreadable. */
  day: string | null;
  sessions: S[];
}

export type MissingKind = keyof Favourites;

export interface MissingFavourite {
  kind: MissingKind;
  id: string;
}

export interface PersonalProgramme<S, P, A> {
  days: PersonalDay<S>[];
  presentations: P[];
  speakers: A[];
  /** Favourites whose list is loaded but does not hold them (removed from the programme). */
  missing: MissingFavourite[];
}

/** A list not loaded yet is undefined: its favourites are neither shown nor missing until it is. */
export interface PersonalProgrammeLists<S, P, A> {
  sessions?: readonly S[];
  presentations?: readonly P[];
  speakers?: readonly A[];
}

function resolve<T extends { Id: number | string }>(
  ids: readonly string[],
  list: readonly T[] | undefined,
  kind: MissingKind,
  missing: MissingFavourite[],
): T[] {
  if (!list) return [];
  const byId = new Map<string, T>();
  for (const item of list) if (!byId.has(String(item.Id))) byId.set(String(item.Id), item);
  const found: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) found.push(item);
    else missing.push({ kind, id });
  }
  return found;
}

/** Start, then end; unreadable starts last; equal items keep their order (the favourites' order). */
function byStart<T extends TimedRecord>(items: readonly T[]): T[] {
  const key = (item: T) => ({ start: programmeInstant(item.StartDateTime), end: programmeInstant(item.EndDateTime) });
  const keyed = items.map((item) => ({ item, ...key(item) }));
  keyed.sort((a, b) => {
    if (a.start === null || b.start === null) return a.start === b.start ? 0 : a.start === null ? 1 : -1;
    if (a.start !== b.start) return a.start - b.start;
    return (a.end ?? Infinity) - (b.end ?? Infinity) || 0;
  });
  return keyed.map((entry) => entry.item);
}

/** Sessions by day in date order, each day's sessions by start; the day of unreadable starts last. */
export function groupSessionsByDay<S extends TimedRecord>(sessions: readonly S[], timeZone: string): PersonalDay<S>[] {
  const groups = new Map<string | null, S[]>();
  for (const session of byStart(sessions)) {
    const day = eventDay(session.StartDateTime, timeZone);
    const group = groups.get(day);
    if (group) group.push(session);
    else groups.set(day, [session]);
  }
  return [...groups.entries()]
    .map(([day, list]) => ({ day, sessions: list }))
    .sort((a, b) => (a.day === b.day ? 0 : a.day === null ? 1 : b.day === null ? -1 : a.day < b.day ? -1 : 1));
}

function personKey(person: NamedPerson): string {
  return `${person.Surname ?? ''}\u0000${person.Firstname ?? ''}`;
}

export function personalProgramme<S extends TimedRecord, P extends TimedRecord, A extends NamedPerson>(
  favourites: Favourites,
  lists: PersonalProgrammeLists<S, P, A>,
  options: { timeZone: string; language?: string },
): PersonalProgramme<S, P, A> {
  const missing: MissingFavourite[] = [];
  const sessions = resolve(favourites.sessions, lists.sessions, 'sessions', missing);
  const presentations = resolve(favourites.presentations, lists.presentations, 'presentations', missing);
  const speakers = resolve(favourites.speakers, lists.speakers, 'speakers', missing);
  const collator = new Intl.Collator(options.language ?? 'en', { sensitivity: 'base' });
  return {
    days: groupSessionsByDay(sessions, options.timeZone),
    presentations: byStart(presentations),
    speakers: [...speakers].sort((a, b) => collator.compare(personKey(a), personKey(b))),
    missing,
  };
}

/** Whether there is nothing to show at all (no favourite of any kind). */
export function hasNoFavourites(favourites: Favourites): boolean {
  return favourites.sessions.length === 0 && favourites.presentations.length === 0 && favourites.speakers.length === 0;
}
