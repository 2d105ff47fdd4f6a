// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventContext } from './eventContext';

const demo = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' };

afterEach(() => vi.unstubAllGlobals());

function respond(status: number) {
  const fetch = vi.fn(async () => new Response(status === 200 ? '{}' : null, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('event context http', () => {
  it('a 503 puts the event context into maintenance', async () => {
    respond(503);
    const context = createEventContext(demo);
    await expect(context.http.get('/api/Core/ServerTime')).rejects.toThrow();
    expect(context.store.getState().maintenance).toBe(true);
  });

  it('a 401 clears the stored user, and after three retries the call gives up', async () => {
    const fetch = respond(401);
    const context = createEventContext(demo);
    context.store.getState().setUser({
      accessToken: 't',
      validUntil: Date.now() + 1000,
      hasTicket: true,
      userId: 1,
      email: null,
      firstname: null,
      surname: null,
      initialLogin: false,
    });
    await expect(context.http.get('/api/Core/User')).rejects.toMatchObject({ status: 401 });
    expect(context.store.getState().user).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(context.store.getState().errors).toEqual([]);
  });

  it('other failures land on the error list', async () => {
    respond(500);
    const context = createEventContext(demo);
    await expect(context.http.get('/api/Core/ServerTime')).rejects.toThrow();
    expect(context.store.getState().errors).toMatchObject([{ status: 500, code: 'status', url: 'https://vmx.test/api/Core/ServerTime' }]);
  });
});

describe('super-user mode', () => {
  afterEach(() => localStorage.removeItem('sUser'));

  it('an embedded element follows the remembered sUser flag from the start', () => {
    localStorage.setItem('sUser', 'true');
    expect(createEventContext(demo).store.getState().superUser).toBe(true);
    localStorage.setItem('sUser', 'false');
    expect(createEventContext(demo).store.getState().superUser).toBe(false);
  });

  it('is off without a remembered flag (the preview default needs the tickets <vmx-app> reads)', () => {
    expect(createEventContext(demo).store.getState().superUser).toBe(false);
  });
});
