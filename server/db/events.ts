/** Looking events up the ways the API names them: by short name or by numeric id. */
import type { Kysely, Selectable } from 'kysely';
import { NotFoundError } from '../http/errors';
import { resolveLanguage } from '../http/language';
import type { Database, EventTable } from './schema';

export type EventRow = Selectable<EventTable>;

/** Short names are matched case-insensitively (they are stored lower-case). */
export function findEventByShort(db: Kysely<Database>, short: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('short', '=', short.toLowerCase()).executeTakeFirst();
}

export function findEventById(db: Kysely<Database>, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The event named by short name or id (short name first), or a 404. */
export async function requireEvent(db: Kysely<Database>, ref: { short?: string | undefined; id?: number | undefined }): Promise<EventRow> {
  const event =
    ref.short !== undefined ? await findEventByShort(db, ref.short) : ref.id !== undefined ? await findEventById(db, ref.id) : undefined;
  if (!event) throw new NotFoundError(`unknown event ${ref.short ?? ref.id}`);
  return event;
}

export function eventLanguages(event: EventRow): string[] {
  return JSON.parse(event.languages) as string[];
}

/** The language of the event a request means (its default when none or an unknown one is asked for). */
export function eventLanguage(event: EventRow, requested: string | undefined): string {
  return resolveLanguage(requested, eventLanguages(event), event.default_language);
}

/** One row per id: the asked language's, else the event default's, else any; in their position order. */
export function pickLanguage<T extends { id: number; language: string; position: number }>(
  rows: readonly T[],
  event: EventRow,
  requested: string,
): T[] {
  const language = eventLanguage(event, requested);
  const rank = (row: T) => (row.language === language ? 0 : row.language === event.default_language ? 1 : 2);
  const byId = new Map<number, T>();
  for (const row of rows) {
    const current = byId.get(row.id);
    if (!current || rank(row) < rank(current)) byId.set(row.id, row);
  }
  return [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id);
}
