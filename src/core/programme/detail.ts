/**
 * Rules of the programme's detail pages (session, presentation, speaker): the order of a session's talks,
 * a speaker's sessions and talks, names, initials, abstract paragraphs and image addresses. Records are
 * read structurally and may be malformed: a missing time sorts last, a missing name is left out.
 */
import { safeHref } from '../url';

interface Timed {
  StartDateTime?: string | null;
}

/** Epoch ms of an ISO instant; null when missing or unreadable. */
function instant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** By start time, earliest first; items without a readable start keep their order, after the rest. */
export function byStartTime<T extends Timed>(items: readonly T[] | null | undefined): T[] {
  return (items ?? [])
    .map((item, index) => ({ item, index, start: instant(item.StartDateTime) }))
    .sort((a, b) => {
      if (a.start === null || b.start === null) return a.start === b.start ? a.index - b.index : a.start === null ? 1 : -1;
      return a.start - b.start || a.index - b.index;
    })
    .map((entry) => entry.item);
}

/** A person's name with an academic title in front when there is one: 'Prof. Dr. Anna Berg'. */
export function nameWithTitle(person: { Title?: string | null; Firstname?: string | null; Surname?: string | null }): string {
  return [person.Title, person.Firstname, person.Surname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** Up to two initials (first name, surname), upper-case; '' when there is no name at all. */
export function personInitials(firstname: string | null | undefined, surname: string | null | undefined): string {
  const first = (value: string | null | undefined) => Array.from((value ?? '').trim())[0] ?? '';
  return (first(firstname) + first(surname)).toLocaleUpperCase();
}

/** An abstract's plain text as paragraphs (separated by a blank line); empty paragraphs dropped. */
export function plainParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Where an image from programme data may be loaded from: an absolute http(s) address as it is, a relative
 * path against the API base (resolve); anything else (javascript:, data:, junk) gives no image.
 */
export function programmeImageSource(path: string | null | undefined, resolve: (path: string) => string): string | null {
  const href = safeHref(path);
  if (href === null || href.startsWith('#') || href.startsWith('?')) return null;
  return /^https?:/i.test(href) ? href : /^(mailto|tel):/i.test(href) ? null : resolve(href);
}

/** A speaker's part in the programme: the talks they give and the sessions they chair, each by start time. */
export function facultyProgramme<S extends Timed & { Id: number }, P extends Timed & { Id: number }>(
  author: { PresentationIds?: readonly number[] | null; ChairSessionIds?: readonly number[] | null },
  sessions: readonly S[],
  presentations: readonly P[],
): { presentations: P[]; chairedSessions: S[] } {
  const talkIds = new Set(author.PresentationIds ?? []);
  const chairIds = new Set(author.ChairSessionIds ?? []);
  return {
    presentations: byStartTime(presentations.filter((presentation) => talkIds.has(presentation.Id))),
    chairedSessions: byStartTime(sessions.filter((session) => chairIds.has(session.Id))),
  };
}
