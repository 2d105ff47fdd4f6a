/**
 * The exhibition's content in the asked language. Its tables hold one text per field (the event's base
 * language, English in the demo); the event's resource set VMXContent holds, per language, the text
 * for each base text (resourcename: the base text, resourcevalue: the translation). A reply is shown in a
 * language by replacing every string that has a translation; what has none (names, addresses, links)
 * stays as it is.
 *
 * Ours: the spec gives exhibition content no language of its own (docs/rules/content-areas.md section 7),
 * yet a German page must not show English topics, file labels or lounge texts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CONTENT_TRANSLATION_SET } from '../db/seed/contentTexts';

export type Translations = ReadonlyMap<string, string>;

const NONE: Translations = new Map();

/**
 * The translations of an event's content per language, read once per event and language (they change
 * only with a new seed, which restarts the server).
 */
export function contentTranslations(db: Kysely<Database>): (eventId: number, language: string | undefined) => Promise<Translations> {
  const cache = new Map<string, Promise<Translations>>();
  return (eventId, language) => {
    if (!language) return Promise.resolve(NONE);
    const key = `${eventId}\n${language}`;
    let found = cache.get(key);
    if (!found) {
      found = db
        .selectFrom('resources')
        .select(['resourcename', 'resourcevalue'])
        .where('event_id', '=', eventId)
        .where('setname', '=', CONTENT_TRANSLATION_SET)
        .where('language', '=', language)
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.resourcename, row.resourcevalue])));
      // A failed read is not kept: the next request tries again.
      found.catch(() => cache.delete(key));
      cache.set(key, found);
    }
    return found;
  };
}

/** value with every string that has a translation replaced by it, in arrays and objects at any depth. */
export function translated<T>(value: T, translations: Translations): T {
  if (translations.size === 0) return value;
  return walk(value, translations) as T;
}

function walk(value: unknown, translations: Translations): unknown {
  if (typeof value === 'string') return translations.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => walk(item, translations));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, translations)]));
  }
  return value;
}
