/**
 * The stored user session (docs/rules/shell-access-identity.md section 3: "kept per instance"; section 4: logged
 * in means a stored user exists for the instance). The session lives in localStorage under one key per
 * instance, so every event context of the instance, in every tab and frame of the origin, sees it; and
 * BroadcastChannel tells the other tabs and frames at once when someone signs in or out.
 */
import type { EventStore, UserSession } from './eventStore';

export function sessionStorageKey(instance: string): string {
  return `vmx.${instance.toLowerCase()}.session`;
}

function channelName(instance: string): string {
  return `vmx:${instance.toLowerCase()}:session`;
}

/** localStorage, or null where it is missing or refused (privacy settings, sandboxed iframes). */
export function allowedLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored session of instance, or null when there is none, it is unreadable or it has expired. */
export function readStoredSession(instance: string, now: number): UserSession | null {
  const raw = allowedLocalStorage()?.getItem(sessionStorageKey(instance));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<UserSession>;
    if (typeof value.accessToken !== 'string' || typeof value.validUntil !== 'number') return null;
    if (value.validUntil <= now) return null;
    return {
      accessToken: value.accessToken,
      validUntil: value.validUntil,
      hasTicket: value.hasTicket === true,
      userId: typeof value.userId === 'number' ? value.userId : null,
      email: value.email ?? null,
      firstname: value.firstname ?? null,
      surname: value.surname ?? null,
      initialLogin: value.initialLogin === true,
    };
  } catch {
    return null;
  }
}

function writeStoredSession(instance: string, session: UserSession | null): void {
  const store = allowedLocalStorage();
  if (!store) return;
  if (session) store.setItem(sessionStorageKey(instance), JSON.stringify(session));
  else store.removeItem(sessionStorageKey(instance));
}

function sameSession(a: UserSession | null, b: UserSession | null): boolean {
  return (
    a?.accessToken === b?.accessToken && a?.initialLogin === b?.initialLogin && a?.firstname === b?.firstname && a?.surname === b?.surname
  );
}

/**
 * Keeps store's user and the stored session of instance in step, both ways, and with the other tabs and
 * frames of the origin. Returns a function that stops it.
 */
export function syncSession(instance: string, store: EventStore, now: () => number = Date.now): () => void {
  const initial = readStoredSession(instance, now());
  if (!sameSession(store.getState().user, initial)) store.getState().setUser(initial);

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(instance));
  const adopt = (session: UserSession | null) => {
    if (!sameSession(store.getState().user, session)) store.getState().setUser(session);
  };
  channel?.addEventListener('message', (event: MessageEvent<{ session: UserSession | null }>) => adopt(event.data.session));
  // Another event context of the same instance in this document writes the same key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === sessionStorageKey(instance)) adopt(readStoredSession(instance, now()));
  };
  if (typeof addEventListener === 'function') addEventListener('storage', onStorage);

  const unsubscribe = store.subscribe((state, previous) => {
    if (sameSession(state.user, previous.user)) return;
    const stored = readStoredSession(instance, now());
    if (sameSession(stored, state.user)) return; // it came from storage or another tab
    writeStoredSession(instance, state.user);
    channel?.postMessage({ session: state.user });
  });

  return () => {
    unsubscribe();
    channel?.close();
    if (typeof removeEventListener === 'function') removeEventListener('storage', onStorage);
  };
}
