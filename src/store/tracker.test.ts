// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../api/http';
import { ANALYTICS_EVENTS_PATH, ANALYTICS_FLUSH_MS, ANALYTICS_MAX_BATCH, type EventDetails, type TrackingBatch } from '../contracts';
import { visitorStorageKey } from '../core/analytics/tracking';
import { CONSENT_CHANGED_EVENT } from '../core/consentCookie';
import type { EventContext } from './eventContext';
import { createEventStore, type UserSession } from './eventStore';
import { createEventQueryClient } from './queryClient';
import { track, trackerQueue } from './track';
import { startTracker } from './tracker';

const EVENT = 'ehc2026';
const details = { Id: 2026, Short: EVENT, Instance: 'demo', Name: 'EHC 2026', TimeZone: 'Europe/Berlin' } as EventDetails;
const user: UserSession = {
  accessToken: 'token-a',
  validUntil: Date.parse('2030-01-01T00:00:00Z'),
  hasTicket: true,
  userId: 7,
  email: 'tracking@ehc2026.test',
  firstname: 'Ada',
  surname: 'Lovelace',
  initialLogin: false,
};

interface Sent {
  how: 'fetch' | 'beacon';
  url: string;
  batch: TrackingBatch;
  headers?: Record<string, string>;
  keepalive?: boolean;
  type?: string;
}

let sent: Sent[];
let beaconAnswer: boolean;

function context(options: { advanced?: boolean; signedIn?: boolean } = {}): EventContext {
  const store = createEventStore('demo', EVENT, 'en-GB');
  store.setState({
    details,
    config: { raw: options.advanced ? { advancedUserTracking: true } : {} },
    user: options.signedIn ? user : null,
  });
  const http = createHttp({
    baseUrl: 'https://vmx.example/',
    getToken: () => store.getState().user?.accessToken ?? null,
    onUnauthorized: () => undefined,
    onMaintenance: () => undefined,
    onError: () => undefined,
  });
  return {
    key: `demo/${EVENT}`,
    instance: 'demo',
    event: EVENT,
    apiBase: 'https://vmx.example/',
    store,
    queryClient: createEventQueryClient(),
    http,
  };
}

function setConsent(value: 'accepted' | 'declined' | null) {
  document.cookie = value === null ? `${EVENT}.cookie=; max-age=0; path=/` : `${EVENT}.cookie=${value}; path=/`;
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  beaconAnswer = true;
  localStorage.clear();
  setConsent(null);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        how: 'fetch',
        url,
        batch: JSON.parse(init.body as string) as TrackingBatch,
        headers: init.headers as Record<string, string>,
        keepalive: init.keepalive,
      });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, data: Blob) => {
      if (!beaconAnswer) return false;
      void data.text().then((text) => sent.push({ how: 'beacon', url, batch: JSON.parse(text) as TrackingBatch, type: data.type }));
      return true;
    }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the lazily imported tracker load and the promises of the sends settle. */
async function settle() {
  for (let round = 0; round < 20; round++) await vi.advanceTimersByTimeAsync(0);
}

async function started(options?: { advanced?: boolean; signedIn?: boolean }) {
  const ctx = context(options);
  // The tracker loaded by hand, as track() would on the first event, so that its listeners are this test's.
  startTracker(ctx, trackerQueue(ctx));
  await settle();
  return ctx;
}

describe('the tracker', () => {
  it('sends the waiting events through Http ANALYTICS_FLUSH_MS after the first, once, and nothing while none wait', async () => {
    setConsent('accepted');
    const ctx = await started();
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS * 3);
    expect(sent).toEqual([]);

    track(ctx, { kind: 'page-open', targetType: 'page', page: 'HomePage' });
    track(ctx, { kind: 'header-menu', element: 'programme' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.how).toBe('fetch');
    expect(sent[0]?.url).toBe(`https://vmx.example/${ANALYTICS_EVENTS_PATH}`);
    expect(sent[0]?.headers?.Authorization).toBeUndefined();
    const events = sent[0]?.batch.events ?? [];
    expect(events.map((event) => event.kind)).toEqual(['page-open', 'header-menu']);
    // The header-menu click happened on the page that was open.
    expect(events[1]?.page).toBe('HomePage');
    // The page is left: its page-leave goes out by beacon (and leaves no page open for the next test).
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent[1]?.batch.events.map((event) => [event.kind, event.page])).toEqual([['page-leave', 'HomePage']]);
  });

  it('loads the tracker on the first tracked event, and one tracker serves every element of the event context', async () => {
    setConsent('accepted');
    const ctx = context();
    track(ctx, { kind: 'header-menu', element: 'ProgrammePage' });
    expect(trackerQueue(ctx).started).toBe(true);
    await vi.waitFor(() => expect(trackerQueue(ctx).wake).toBeTypeOf('function'));
    track(ctx, { kind: 'session-open', targetType: 'session', targetId: '4' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.batch.events.map((event) => event.kind)).toEqual(['header-menu', 'session-open']);
  });

  it('sends by beacon, as a text/plain Blob, when the page is left or hidden', async () => {
    setConsent('accepted');
    const ctx = await started();
    track(ctx, { kind: 'logout' });
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toMatchObject([{ how: 'beacon', type: 'text/plain', url: `https://vmx.example/${ANALYTICS_EVENTS_PATH}` }]);

    track(ctx, { kind: 'login' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sent.map((entry) => [entry.how, entry.batch.events[0]?.kind])).toEqual([
      ['beacon', 'logout'],
      ['beacon', 'login'],
    ]);
    // Nothing is left for the interval.
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('sends the leave of the page open, with the seconds on it, at the next page-open and as the page is left', async () => {
    setConsent('accepted');
    const ctx = await started();
    vi.setSystemTime(Date.parse('2026-06-10T08:00:00.000Z'));
    track(ctx, { kind: 'page-open', page: 'HomePage', targetType: 'page', targetId: 'HomePage' });
    vi.setSystemTime(Date.parse('2026-06-10T08:00:04.000Z'));
    track(ctx, { kind: 'page-open', page: 'ProfilePage', targetType: 'company', targetId: '42' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent[0]?.batch.events.map((event) => [event.kind, event.page, event.seconds])).toEqual([
      ['page-open', 'HomePage', undefined],
      ['page-leave', 'HomePage', 4],
      ['page-open', 'ProfilePage', undefined],
    ]);
    vi.setSystemTime(Date.parse('2026-06-10T08:01:00.000Z'));
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent[1]?.how).toBe('beacon');
    expect(sent[1]?.batch.events).toMatchObject([{ kind: 'page-leave', page: 'ProfilePage', targetType: 'company', targetId: '42' }]);
    expect(sent[1]?.batch.events[0]?.seconds).toBeGreaterThanOrEqual(46);
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon', async () => {
    beaconAnswer = false;
    const ctx = await started();
    track(ctx, { kind: 'page-leave', page: 'HomePage', seconds: 4 });
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toMatchObject([{ how: 'fetch', keepalive: true }]);
  });

  it('sends no visitor and no token without the analytics consent, and removes a stored visitor id', async () => {
    setConsent('declined');
    localStorage.setItem(visitorStorageKey(EVENT), '0b8f3a2e-6c1d-4e5f-9a7b-1c2d3e4f5a6b');
    const ctx = await started({ advanced: true, signedIn: true });
    expect(localStorage.getItem(visitorStorageKey(EVENT))).toBeNull();
    track(ctx, { kind: 'session-open', targetType: 'session', targetId: '12' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent[0]?.batch).toMatchObject({ eventId: 2026, consent: false });
    expect(sent[0]?.batch).not.toHaveProperty('visitor');
    expect(sent[0]?.batch).not.toHaveProperty('token');
    expect(localStorage.getItem(visitorStorageKey(EVENT))).toBeNull();
  });

  it('sends the same visitor id with consent every time, and the token only with advancedUserTracking and a user', async () => {
    setConsent('accepted');
    const plain = await started({ signedIn: true });
    track(plain, { kind: 'favourite', targetType: 'session', targetId: '12', value: 1 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    track(plain, { kind: 'favourite', targetType: 'session', targetId: '12', value: 0 });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    const visitor = localStorage.getItem(visitorStorageKey(EVENT));
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.map((entry) => entry.batch.visitor)).toEqual([visitor, visitor]);
    expect(sent.every((entry) => entry.batch.consent && !('token' in entry.batch))).toBe(true);

    sent = [];
    const advanced = await started({ signedIn: true, advanced: true });
    track(advanced, { kind: 'login' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent[0]?.batch).toMatchObject({ consent: true, visitor, token: 'token-a' });
  });

  it('removes the visitor id when the consent is declined on the page', async () => {
    setConsent('accepted');
    const ctx = await started();
    track(ctx, { kind: 'login' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    expect(localStorage.getItem(visitorStorageKey(EVENT))).not.toBeNull();
    setConsent('declined');
    dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { event: EVENT } }));
    expect(localStorage.getItem(visitorStorageKey(EVENT))).toBeNull();
  });

  it('splits a long queue into batches of at most ANALYTICS_MAX_BATCH events', async () => {
    const ctx = await started();
    for (let index = 0; index < ANALYTICS_MAX_BATCH + 1; index++)
      track(ctx, { kind: 'ad-impression', targetType: 'ad', targetId: String(index) });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent.map((entry) => entry.batch.events.length)).toEqual([ANALYTICS_MAX_BATCH, 1]);
  });

  it('keeps the events until the event is known, and reports the device class from width and pointer', async () => {
    const ctx = await started();
    ctx.store.setState({ details: null });
    track(ctx, { kind: 'login' });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent).toEqual([]);
    ctx.store.setState({ details });
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await settle();
    expect(sent[0]?.batch.events.map((event) => event.kind)).toEqual(['login']);
    expect(['mobile', 'tablet', 'desktop']).toContain(sent[0]?.batch.device);
  });
});
