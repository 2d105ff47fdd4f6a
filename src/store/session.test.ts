// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createEventStore, type UserSession } from './eventStore';
import { readStoredSession, sessionStorageKey, syncSession } from './session';

const NOW = 1_800_000_000_000;
const session: UserSession = {
  accessToken: 'token-a',
  validUntil: NOW + 60_000,
  hasTicket: true,
  userId: 7,
  email: 'attendee@ehc2026.test',
  firstname: 'Ada',
  surname: 'Lovelace',
  initialLogin: false,
};

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  localStorage.clear();
});

function synced(instance = 'demo', event = 'ehc2026') {
  const store = createEventStore(instance, event, 'en-GB');
  stops.push(syncSession(instance, store, () => NOW));
  return store;
}

describe('stored user session', () => {
  it('is kept per instance: a sign-in is stored under the instance key', () => {
    const store = synced();
    store.getState().setUser(session);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey('demo'))!)).toMatchObject({ accessToken: 'token-a' });
    expect(localStorage.getItem(sessionStorageKey('other'))).toBeNull();
  });

  it('is restored into a new context of the same instance, as after a reload', () => {
    synced().getState().setUser(session);
    expect(synced('demo', 'ehc2025').getState().user).toMatchObject({ accessToken: 'token-a', firstname: 'Ada' });
    expect(synced('other').getState().user).toBeNull();
  });

  it('keeps a change of the names, so that a reload shows the new ones', () => {
    const store = synced();
    store.getState().setUser(session);
    store.getState().setUser({ ...session, firstname: 'Augusta', surname: 'King' });
    expect(synced('demo', 'ehc2025').getState().user).toMatchObject({ accessToken: 'token-a', firstname: 'Augusta', surname: 'King' });
  });

  it('is dropped when validUntil has passed', () => {
    localStorage.setItem(sessionStorageKey('demo'), JSON.stringify({ ...session, validUntil: NOW - 1 }));
    expect(readStoredSession('demo', NOW)).toBeNull();
    expect(synced().getState().user).toBeNull();
  });

  it('ignores unreadable stored data', () => {
    localStorage.setItem(sessionStorageKey('demo'), '{not json');
    expect(readStoredSession('demo', NOW)).toBeNull();
  });

  it('signing out removes the stored session', () => {
    const store = synced();
    store.getState().setUser(session);
    store.getState().setUser(null);
    expect(localStorage.getItem(sessionStorageKey('demo'))).toBeNull();
  });

  it('reaches the other contexts of the instance through BroadcastChannel', async () => {
    const first = synced('demo', 'ehc2026');
    const second = synced('demo', 'ehc2025');
    first.getState().setUser(session);
    await expect.poll(() => second.getState().user?.accessToken).toBe('token-a');
    first.getState().setUser(null);
    await expect.poll(() => second.getState().user).toBeNull();
  });
});
