/**
 * What <vmx-app> keeps for offline use, and in which form (docs/rules/shell-access-identity.md section 4: offline
 * use; the parts, their order and the form are ours). The event query cache is split into parts by query key; the
 * parts are kept in order of use to an offline visitor (the event's pages, the sessions, the personal programme,
 * then presentations, speakers, the exhibition) as long as they fit the storage the browser grants, and the
 * visitor is told which parts did not fit. Pure: the caller measures and writes.
 */

/** The parts, most useful first: the order in which they get the storage there is. */
export const OFFLINE_PARTS = ['event', 'sessions', 'personal', 'presentations', 'speakers', 'exhibition'] as const;
export type OfflinePart = (typeof OFFLINE_PARTS)[number];

/** How many parts a query key's scope has ([instance, event, language]); the service's own part follows. */
const SCOPE_LENGTH = 3;

const PROGRAMME_LIST_PARTS: Readonly<Record<string, OfflinePart>> = {
  sessions: 'sessions',
  data: 'sessions',
  rooms: 'sessions',
  presentations: 'presentations',
  abstracts: 'presentations',
  authors: 'speakers',
  authorsHighlighted: 'speakers',
};

/**
 * The part a query of the event context belongs to, by its key ([instance, event, language, service, ...]; the
 * programme's lists carry the viewer before the list's name). Whatever is not a list of the programme or the
 * exhibition is the event's own (details, texts, menus, the user): small, and needed for any page to show.
 */
export function offlinePartOf(queryKey: readonly unknown[]): OfflinePart {
  const [service, , list] = queryKey.slice(SCOPE_LENGTH);
  if (service === 'programme') return (typeof list === 'string' && PROGRAMME_LIST_PARTS[list]) || 'sessions';
  if (service === 'exhibitors') return 'exhibition';
  return 'event';
}

// ---- the compact form ----

/** Marks a list of records written as columns and rows. */
const COLUMNS = '~c';
const ROWS = '~r';

interface ColumnForm {
  [COLUMNS]: string[];
  [ROWS]: unknown[][];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const isColumnForm = (value: unknown): value is ColumnForm =>
  isRecord(value) && Array.isArray(value[COLUMNS]) && Array.isArray(value[ROWS]) && Object.keys(value).length === 2;

/** The keys of a list whose records all have the same keys in the same order (an API list), else null. */
function sharedKeys(list: readonly unknown[]): string[] | null {
  if (list.length < 2 || !isRecord(list[0])) return null;
  const keys = Object.keys(list[0]);
  for (const item of list) {
    if (!isRecord(item)) return null;
    const own = Object.keys(item);
    if (own.length !== keys.length || own.some((key, index) => key !== keys[index])) return null;
  }
  return keys;
}

/**
 * The compact form of a query's data: every list of records with the same keys (the programme's, the exhibition's)
 * is written once as its column names and then rows of values, so that a name is not repeated on every row of a
 * list of thousands. Lossless: expandOfflineData gives back data equal to the original (as JSON).
 */
export function compactOfflineData(data: unknown): unknown {
  if (Array.isArray(data)) {
    const keys = sharedKeys(data);
    if (keys) {
      return {
        [COLUMNS]: keys,
        [ROWS]: data.map((item) => keys.map((key) => compactOfflineData((item as Record<string, unknown>)[key]))),
      } satisfies ColumnForm;
    }
    return data.map(compactOfflineData);
  }
  if (isRecord(data)) return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, compactOfflineData(value)]));
  return data;
}

/** The data compactOfflineData was given. */
export function expandOfflineData(data: unknown): unknown {
  if (isColumnForm(data)) {
    const keys = data[COLUMNS];
    return data[ROWS].map((row) => Object.fromEntries(keys.map((key, index) => [key, expandOfflineData(row[index])])));
  }
  if (Array.isArray(data)) return data.map(expandOfflineData);
  if (isRecord(data)) return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, expandOfflineData(value)]));
  return data;
}

/** Ours: the largest piece of one part written as one record, so that no single write is huge. */
export const OFFLINE_CHUNK_CHARS = 512 * 1024;

/** A part's serialised text cut into pieces of at most `size` characters (joined again in order on reading). */
export function chunkText(text: string, size = OFFLINE_CHUNK_CHARS): string[] {
  if (text.length <= size) return [text];
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size) chunks.push(text.slice(start, start + size));
  return chunks;
}

// ---- what fits ----

export interface OfflinePartSize {
  part: OfflinePart;
  /** What keeping it takes, in bytes (an estimate is enough: the browser has the last word). */
  bytes: number;
}

export interface OfflinePlan {
  keep: OfflinePart[];
  drop: OfflinePart[];
}

/**
 * Ours: a part is written only while what is kept stays below this share of the storage the browser says is
 * free, leaving room for the service worker's caches and the browser's own bookkeeping.
 */
export const OFFLINE_STORAGE_SHARE = 0.8;

/**
 * Which parts to keep with `availableBytes` free (null: unknown, keep everything and let the browser refuse):
 * the parts in order of use, each kept when it fits beside those before it, a part that does not fit is
 * dropped whole (a partial list would look complete offline) and the smaller parts after it still get their
 * chance.
 */
export function planOfflineSave(sizes: readonly OfflinePartSize[], availableBytes: number | null): OfflinePlan {
  const ordered = [...sizes].sort((a, b) => OFFLINE_PARTS.indexOf(a.part) - OFFLINE_PARTS.indexOf(b.part));
  if (availableBytes === null) return { keep: ordered.map((size) => size.part), drop: [] };
  const budget = Math.max(0, availableBytes) * OFFLINE_STORAGE_SHARE;
  const plan: OfflinePlan = { keep: [], drop: [] };
  let used = 0;
  for (const { part, bytes } of ordered) {
    if (used + bytes <= budget) {
      plan.keep.push(part);
      used += bytes;
    } else plan.drop.push(part);
  }
  return plan;
}

/**
 * The free storage from navigator.storage.estimate(): quota minus usage, plus what this cache itself holds now
 * (it is replaced by the write), or null when the browser does not say.
 */
export function availableOfflineBytes(estimate: { quota?: number; usage?: number } | null, ownBytes: number): number | null {
  if (!estimate || typeof estimate.quota !== 'number' || !Number.isFinite(estimate.quota)) return null;
  const usage = typeof estimate.usage === 'number' && Number.isFinite(estimate.usage) ? estimate.usage : 0;
  return Math.max(0, estimate.quota - usage + Math.max(0, ownBytes));
}

/** The outcome of a save as the visitor is told it: shown only when something that was loaded is not kept. */
export interface OfflineSaveResult {
  saved: OfflinePart[];
  missing: OfflinePart[];
}

/** Parts in their order, each once. */
export function orderedParts(parts: Iterable<OfflinePart>): OfflinePart[] {
  const set = new Set(parts);
  return OFFLINE_PARTS.filter((part) => set.has(part));
}
