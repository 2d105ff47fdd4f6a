/**
 * The IndexedDB store of <vmx-app>'s offline data: one object store of text chunks, keyed
 * `<cache key>|<part>|<index>`. A few calls of the browser's own API: the offline area needs put, read and delete
 * by prefix, nothing a library would add to.
 */

const DB_NAME = 'vmx-offline';
const STORE = 'chunks';
/** The highest character, so that [prefix, prefix + END] spans every key that starts with prefix. */
const END = '\uffff';

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new DOMException('IndexedDB write aborted', 'AbortError'));
  });
}

const range = (prefix: string) => IDBKeyRange.bound(prefix, prefix + END);

/** Writes the chunks of one part in one transaction: all of them or (on a full disk) none. */
export async function putChunks(prefix: string, chunks: readonly string[]): Promise<void> {
  const db = await openDb();
  const transaction = db.transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  store.delete(range(prefix));
  chunks.forEach((chunk, index) => store.put(chunk, `${prefix}${String(index).padStart(4, '0')}`));
  await done(transaction);
}

/** Deletes every chunk whose key starts with prefix. */
export async function deleteChunks(prefix: string): Promise<void> {
  const db = await openDb();
  const transaction = db.transaction(STORE, 'readwrite');
  transaction.objectStore(STORE).delete(range(prefix));
  await done(transaction);
}

/** Every chunk under prefix, by key (keys sort in the order the chunks were written). */
export async function readChunks(prefix: string): Promise<Map<string, string>> {
  const db = await openDb();
  const transaction = db.transaction(STORE, 'readonly');
  const store = transaction.objectStore(STORE);
  const [keys, values] = await Promise.all([request(store.getAllKeys(range(prefix))), request(store.getAll(range(prefix)))]);
  // Every key and value of this store is a string (putChunks).
  return new Map(keys.map((key, index) => [typeof key === 'string' ? key : '', typeof values[index] === 'string' ? values[index] : '']));
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB read failed'));
  });
}

/** A full disk or a quota refused: the browser says so as QuotaExceededError (an abort carries it too). */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}
