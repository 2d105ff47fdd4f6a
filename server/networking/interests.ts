/**
 * The areas of interest of networking (docs/rules/shell-access-identity.md section 3, the user's `SelectedInterests`):
 * the event's topic tracks (the programme's session groups, in the asked language), and a user's choice, stored in
 * SelectedInterests as `{event short}:{group id}` so that one account's choices for several congresses live side by
 * side. Read by the interests' calls (server/routes/networking.ts) and by the network's people (directory.ts).
 */
import type { Kysely } from 'kysely';
import type { NetworkingInterests } from '../../src/contracts';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';

/** The stored entries of one event: `{short}:{id}`. */
export const storedPrefix = (event: EventRow) => `${event.short}:`;

export function storedInterests(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The ids of the event's areas a user chose, from their stored SelectedInterests (known or not). */
export function chosenInterestIds(selectedInterests: string, event: EventRow): string[] {
  const prefix = storedPrefix(event);
  return storedInterests(selectedInterests)
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
}

/** The event's areas of interest in `language` (its topic tracks), each once (by group id), by name. */
export async function interestOptions(db: Kysely<Database>, event: EventRow, language: string): Promise<NetworkingInterests['Options']> {
  const rows = await db
    .selectFrom('programme_groups')
    .select(['id', 'language', 'name'])
    .where('event_id', '=', event.id)
    .where('language', 'in', [language, event.default_language])
    .execute();
  const byId = new Map<number, { id: number; name: string }>();
  for (const row of rows) {
    if (!byId.has(row.id) || row.language === language) byId.set(row.id, { id: row.id, name: row.name });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, language)).map((row) => ({ Id: String(row.id), Name: row.name }));
}
