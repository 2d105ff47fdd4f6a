/**
 * The programme editor's rules (areas/programme/editor, the admin panel's): a session's times as the value of a
 * datetime-local field in the event's time zone and back to the instant the administration API takes, the event's
 * days of the sessions, the sessions a title search and a day pick, and which fields an edit sends. Pure: the time
 * zone comes in (core knows no default zone), and now is never read.
 */
import { zonedInstant } from '../access/zonedTime';
import { eventDay, zonedWallClock } from './programmeTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` of an instant in timeZone (a datetime-local field's value); '' when unreadable. */
export function localInputValue(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  const wall = Number.isFinite(ms) ? zonedWallClock(ms, timeZone) : null;
  return wall ? `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}` : '';
}

/** The instant (ISO, Z) of a datetime-local value read in timeZone; null when it is none. */
export function instantOfLocalInput(value: string, timeZone: string): string | null {
  const ms = value ? zonedInstant(value, timeZone) : null;
  return ms === null ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
}

interface EditorSession {
  Name: string;
  Code?: string | null;
  StartDateTime: string;
}

/** The event's days that have sessions, in order. */
export function editorDays(sessions: readonly EditorSession[], timeZone: string): string[] {
  return [...new Set(sessions.map((session) => eventDay(session.StartDateTime, timeZone)).filter((day) => day !== null))].sort();
}

/** The sessions whose title or code holds every word of the query (any case) and that start on day ('' any day). */
export function editorSessions<S extends EditorSession>(sessions: readonly S[], query: string, day: string, timeZone: string): S[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return sessions.filter(
    (session) =>
      (!day || eventDay(session.StartDateTime, timeZone) === day) &&
      words.every((word) => `${session.Name} ${session.Code ?? ''}`.toLowerCase().includes(word)),
  );
}

/**
 * What an edit sends: the fields that differ from the session as published, and those a pending edit already sets
 * (so that setting one back to the published value overrides the pending one). Fields left alone are not sent: a
 * pending import keeps its say over them.
 */
export function changedFields<T extends Record<string, unknown>>(
  form: T,
  published: T,
  pending: Partial<Record<keyof T, unknown>>,
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(form) as (keyof T)[]) {
    if (form[key] !== published[key] || (pending[key] !== null && pending[key] !== undefined)) out[key] = form[key];
  }
  return out;
}
