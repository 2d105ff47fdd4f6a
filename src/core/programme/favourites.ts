/**
 * Favourites of the personal programme (docs/rules/content-areas.md sections 3, 4 and 9): lists of session,
 * presentation and speaker ids, kept locally as strings. Every function returns a new list (or the same
 * list when nothing changes, so that a store can skip a render); none changes its input.
 */

export type FavouriteKind = 'sessions' | 'presentations' | 'speakers';
export const FAVOURITE_KINDS: readonly FavouriteKind[] = ['sessions', 'presentations', 'speakers'];

export type Favourites = Readonly<Record<FavouriteKind, readonly string[]>>;

export const NO_FAVOURITES: Favourites = { sessions: [], presentations: [], speakers: [] };

/**
 * An id as the string it is kept as (docs/rules/content-areas.md section 9: favourites persisted as strings):
 * 42 and '42' are one favourite. Null for what is no id (empty, NaN, objects).
 */
export function favouriteId(id: unknown): string | null {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : null;
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  return trimmed === '' ? null : trimmed;
}

/** A list read from storage or the server: ids as strings, each once, in their first order; junk dropped. */
export function favouriteList(ids: unknown): string[] {
  if (!Array.isArray(ids)) return [];
  const seen = new Set<string>();
  for (const raw of ids) {
    const id = favouriteId(raw);
    if (id !== null) seen.add(id);
  }
  return [...seen];
}

export function hasFavourite(list: readonly string[], id: unknown): boolean {
  const key = favouriteId(id);
  return key !== null && list.includes(key);
}

/** The list with id added at the end; the same list if it is there already or is no id. */
export function addFavourite(list: readonly string[], id: unknown): readonly string[] {
  const key = favouriteId(id);
  return key === null || list.includes(key) ? list : [...list, key];
}

/** The list without id; the same list if it was not there. */
export function removeFavourite(list: readonly string[], id: unknown): readonly string[] {
  const key = favouriteId(id);
  return key === null || !list.includes(key) ? list : list.filter((x) => x !== key);
}

export function toggleFavourite(list: readonly string[], id: unknown): readonly string[] {
  return hasFavourite(list, id) ? removeFavourite(list, id) : addFavourite(list, id);
}

/**
 * Favourites from what local storage held: an object with the three lists, or its JSON text. Anything
 * unreadable gives empty lists: a broken storage entry must not break the programme.
 */
export function readFavourites(stored: unknown): Favourites {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return NO_FAVOURITES;
    }
  }
  if (typeof value !== 'object' || value === null) return NO_FAVOURITES;
  const record = value as Partial<Record<FavouriteKind, unknown>>;
  return {
    sessions: favouriteList(record.sessions),
    presentations: favouriteList(record.presentations),
    speakers: favouriteList(record.speakers),
  };
}

export interface FavouritesMerge {
  /** What both sides hold after the merge. */
  merged: Favourites;
  /** The local ids the server does not have yet: to be sent with the POST calls (docs/rules/content-areas.md section 7). */
  toUpload: Favourites;
}

/**
 * Merging local and server favourites when a user signs in (ours, the spec is silent): the union. What a
 * visitor marked before signing in is kept and uploaded; nothing is removed by a merge, since a list
 * without an id cannot tell a removal from an id never added. Order: the server's ids, then the local-only
 * ones in their local order. After the merge the server's list is the truth and local storage a copy.
 */
export function mergeFavourites(local: Favourites, server: Favourites): FavouritesMerge {
  const merged = {} as Record<FavouriteKind, readonly string[]>;
  const toUpload = {} as Record<FavouriteKind, readonly string[]>;
  for (const kind of FAVOURITE_KINDS) {
    const serverIds = favouriteList(server[kind]);
    const onServer = new Set(serverIds);
    const localOnly = favouriteList(local[kind]).filter((id) => !onServer.has(id));
    merged[kind] = [...serverIds, ...localOnly];
    toUpload[kind] = localOnly;
  }
  return { merged, toUpload };
}
