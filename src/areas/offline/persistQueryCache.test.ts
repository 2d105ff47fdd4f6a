// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/http';
import { createEventContext } from '../../store/eventContext';
import { keepQueryCache } from './keepQueryCache';
import { persistEventCache } from './persistQueryCache';
import { cacheStorageKey } from './storedCache';

const address = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' };
const KEY = 'vmx-query-cache:demo/ehc2026';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("vmx-app's kept query cache", () => {
  it('keeps successful queries in local storage, one write per second at most', async () => {
    vi.useFakeTimers();
    const context = createEventContext(address);
    keepQueryCache(context, cacheStorageKey(context));
    context.queryClient.setQueryData(['demo', 'ehc2026', 'en-GB', 'details'], { Id: 7, Name: 'EHC' });
    context.queryClient.setQueryData(['demo', 'ehc2026', 'en-GB', 'texts'], [{ resourcename: 'a', resourcevalue: 'b' }]);
    expect(localStorage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    const stored = JSON.parse(localStorage.getItem(KEY)!) as { queries: { key: unknown[]; data: unknown }[] };
    expect(stored.queries.map((query) => query.key)).toEqual([
      ['demo', 'ehc2026', 'en-GB', 'details'],
      ['demo', 'ehc2026', 'en-GB', 'texts'],
    ]);
    expect(stored.queries[0]!.data).toEqual({ Id: 7, Name: 'EHC' });
  });

  it('signing out drops the kept copy', async () => {
    vi.useFakeTimers();
    const context = createEventContext(address);
    keepQueryCache(context, KEY);
    context.store.getState().setUser({
      accessToken: 't',
      validUntil: Date.now() + 60_000,
      hasTicket: false,
      userId: 1,
      email: null,
      firstname: null,
      surname: null,
      initialLogin: false,
    });
    context.queryClient.setQueryData(['demo', 'ehc2026', 'en-GB', 'user'], { UserId: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    context.store.getState().setUser(null);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('a page that starts offline gets the kept data back before anything loads', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        savedAt: Date.now() - 60_000,
        queries: [{ key: ['demo', 'ehc2026', 'en-GB', 'details'], data: { Id: 7 }, updatedAt: 1 }],
      }),
    );
    setOnline(false);
    const context = createEventContext(address);
    persistEventCache(context);
    expect(context.queryClient.getQueryData(['demo', 'ehc2026', 'en-GB', 'details'])).toEqual({ Id: 7 });
  });

  it('a page that starts online loads fresh data instead', () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 60_000, queries: [{ key: ['x'], data: 1, updatedAt: 1 }] }));
    setOnline(true);
    const context = createEventContext(address);
    persistEventCache(context);
    expect(context.queryClient.getQueryData(['x'])).toBeUndefined();
  });

  it('a page that starts online but reaches no server gets the kept data back at the first request that fails', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 60_000, queries: [{ key: ['kept'], data: 1, updatedAt: 1 }] }));
    setOnline(true);
    const context = createEventContext(address);
    persistEventCache(context);
    expect(context.queryClient.getQueryData(['kept'])).toBeUndefined();
    await failQuery(context, new HttpError('network', 'network error', 'https://vmx.test/api/x'));
    expect(context.queryClient.getQueryData(['kept'])).toBe(1);
  });

  it('a request that found no network and would try again keeps the kept data instead of failing over it', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 60_000, queries: [{ key: ['kept'], data: 1, updatedAt: 1 }] }));
    setOnline(true);
    const context = createEventContext(address);
    persistEventCache(context);
    const noNetwork = new HttpError('network', 'network error', 'https://vmx.test/api/kept');
    const answer = await context.queryClient.fetchQuery({
      queryKey: ['kept'],
      queryFn: () => Promise.reject(noNetwork),
      retry: 1,
      retryDelay: 10,
    });
    expect(answer).toBe(1);
    expect(context.queryClient.getQueryState(['kept'])).toMatchObject({ status: 'success', data: 1, fetchStatus: 'idle' });
  });

  it('an error the server answers with does not bring the kept copy back', async () => {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 60_000, queries: [{ key: ['kept'], data: 1, updatedAt: 1 }] }));
    setOnline(true);
    const context = createEventContext(address);
    persistEventCache(context);
    await failQuery(context, new HttpError('status', 'HTTP 500', 'https://vmx.test/api/x', 500));
    expect(context.queryClient.getQueryData(['kept'])).toBeUndefined();
  });

  it('an unreadable kept copy is ignored with a warning', () => {
    localStorage.setItem(KEY, '{not json');
    setOnline(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const context = createEventContext(address);
    expect(() => persistEventCache(context)).not.toThrow();
    expect(warn.mock.calls.some(([message]) => String(message).startsWith('[vmx]'))).toBe(true);
  });
});

async function failQuery(context: ReturnType<typeof createEventContext>, error: HttpError): Promise<void> {
  await context.queryClient
    .fetchQuery({ queryKey: ['failing', error], queryFn: () => Promise.reject(error), retry: 0 })
    .catch(() => undefined);
}
