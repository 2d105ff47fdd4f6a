import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_BATCH, ANALYTICS_MAX_BATCH_BYTES, ANALYTICS_MAX_FIELD, TRACKING_KINDS, type TrackedEvent } from '../../contracts';
import {
  batchEnvelope,
  batchesOf,
  cutField,
  DESKTOP_MIN_WIDTH,
  deviceClass,
  isVisitorId,
  pageLeave,
  TABLET_MIN_WIDTH,
  trackedEvent,
  uuidFromBytes,
  visitorStorageKey,
  withPageLeaves,
} from './tracking';

const AT = '2026-06-10T08:00:00.000Z';

describe('deviceClass', () => {
  it('calls a narrow viewport a phone, a middle one a tablet and a wide one with a fine pointer a desktop', () => {
    expect(deviceClass(390, true)).toBe('mobile');
    expect(deviceClass(TABLET_MIN_WIDTH - 1, false)).toBe('mobile');
    expect(deviceClass(TABLET_MIN_WIDTH, false)).toBe('tablet');
    expect(deviceClass(DESKTOP_MIN_WIDTH - 1, false)).toBe('tablet');
    expect(deviceClass(DESKTOP_MIN_WIDTH, false)).toBe('desktop');
    expect(deviceClass(1440, false)).toBe('desktop');
  });

  it('calls a wide touch screen up to the largest tablet a tablet, and wider ones a desktop', () => {
    expect(deviceClass(1024, true)).toBe('tablet');
    expect(deviceClass(1366, true)).toBe('tablet');
    expect(deviceClass(1920, true)).toBe('desktop');
  });
});

describe('trackedEvent', () => {
  it('cuts page, element and target id to ANALYTICS_MAX_FIELD characters', () => {
    const long = 'x'.repeat(ANALYTICS_MAX_FIELD + 50);
    const event = trackedEvent({ kind: 'search-empty', page: long, element: long, targetId: long }, AT);
    expect(event.page).toHaveLength(ANALYTICS_MAX_FIELD);
    expect(event.element).toHaveLength(ANALYTICS_MAX_FIELD);
    expect(event.targetId).toHaveLength(ANALYTICS_MAX_FIELD);
  });

  it('never splits a character made of two code units when cutting', () => {
    const cut = cutField('😀'.repeat(ANALYTICS_MAX_FIELD));
    expect(cut.length).toBeLessThanOrEqual(ANALYTICS_MAX_FIELD);
    expect(cut).toBe('😀'.repeat(ANALYTICS_MAX_FIELD / 2));
    // One unit short of the limit, then a pair: the pair does not fit and is left out whole.
    expect(cutField(`${'a'.repeat(ANALYTICS_MAX_FIELD - 1)}😀b`)).toBe('a'.repeat(ANALYTICS_MAX_FIELD - 1));
  });

  it('stamps the time, leaves out empty texts and numbers that are not finite, and keeps whole seconds', () => {
    expect(trackedEvent({ kind: 'page-leave', page: 'HomePage', element: '', seconds: 12.6, value: Number.NaN }, AT)).toEqual({
      kind: 'page-leave',
      at: AT,
      page: 'HomePage',
      seconds: 13,
    });
    expect(trackedEvent({ kind: 'favourite', targetType: 'session', targetId: '12', value: 0 }, AT)).toEqual({
      kind: 'favourite',
      at: AT,
      targetType: 'session',
      targetId: '12',
      value: 0,
    });
  });
});

describe('batchEnvelope', () => {
  const facts = { eventId: 7, visitor: 'v-1', token: 'tok', device: 'desktop' as const };

  it('carries no visitor and no token without the analytics consent, even with advanced tracking', () => {
    expect(batchEnvelope({ ...facts, consent: false, advancedUserTracking: true })).toEqual({
      eventId: 7,
      consent: false,
      device: 'desktop',
    });
  });

  it('carries the visitor with consent, and the token only with advanced tracking and a signed-in user', () => {
    expect(batchEnvelope({ ...facts, consent: true, advancedUserTracking: false })).toEqual({
      eventId: 7,
      consent: true,
      device: 'desktop',
      visitor: 'v-1',
    });
    expect(batchEnvelope({ ...facts, consent: true, advancedUserTracking: true })).toMatchObject({ visitor: 'v-1', token: 'tok' });
    expect(batchEnvelope({ ...facts, token: null, consent: true, advancedUserTracking: true })).not.toHaveProperty('token');
  });
});

describe('batchesOf', () => {
  const envelope = { eventId: 7, consent: true, visitor: '0b8f3a2e-6c1d-4e5f-9a7b-1c2d3e4f5a6b', device: 'mobile' as const };
  const event = (index: number, element = ''): TrackedEvent => ({ kind: 'header-menu', at: AT, element: element || `item-${index}` });

  it('splits a queue into batches of at most ANALYTICS_MAX_BATCH events, in order', () => {
    const events = Array.from({ length: ANALYTICS_MAX_BATCH * 2 + 5 }, (_, index) => event(index));
    const batches = batchesOf(events, envelope);
    expect(batches.map((batch) => batch.events.length)).toEqual([ANALYTICS_MAX_BATCH, ANALYTICS_MAX_BATCH, 5]);
    expect(batches.flatMap((batch) => batch.events)).toEqual(events);
    expect(batches.every((batch) => batch.visitor === envelope.visitor)).toBe(true);
  });

  it('keeps every batch within ANALYTICS_MAX_BATCH_BYTES bytes of JSON', () => {
    const wide = 'ü'.repeat(ANALYTICS_MAX_FIELD);
    const events = Array.from({ length: 400 }, (_, index) => ({ ...event(index, wide), page: wide, targetId: wide }));
    const batches = batchesOf(events, envelope);
    expect(batches.length).toBeGreaterThan(4);
    for (const batch of batches)
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(ANALYTICS_MAX_BATCH_BYTES);
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(400);
  });

  it('holds both limits for any queue (property)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: ANALYTICS_MAX_FIELD });
    const anEvent = fc.record({ kind: fc.constantFrom(...TRACKING_KINDS), element: text, page: text });
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 300 }), fc.integer({ min: 2_000, max: ANALYTICS_MAX_BATCH_BYTES }), (inputs, maxBytes) => {
        const events = inputs.map((input) => trackedEvent(input, AT));
        const batches = batchesOf(events, envelope, maxBytes);
        expect(batches.flatMap((batch) => batch.events)).toEqual(events);
        for (const batch of batches) {
          expect(batch.events.length).toBeGreaterThan(0);
          expect(batch.events.length).toBeLessThanOrEqual(ANALYTICS_MAX_BATCH);
          expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(maxBytes);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('makes no batch of an empty queue', () => {
    expect(batchesOf([], envelope)).toEqual([]);
  });
});

describe('visitor ids', () => {
  it('makes a version 4 UUID from random bytes where crypto.randomUUID is missing', () => {
    const id = uuidFromBytes(new Uint8Array(16).fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(isVisitorId(id)).toBe(true);
    expect(isVisitorId(uuidFromBytes(new Uint8Array(16)))).toBe(true);
  });

  it('keeps only an id it made, per event', () => {
    expect(isVisitorId('not-an-id')).toBe(false);
    expect(isVisitorId(null)).toBe(false);
    expect(visitorStorageKey('ehc2026')).toBe('ehc2026.analytics.visitor');
  });
});

describe('page-leave', () => {
  const open = (page: string, at: string, company?: string): TrackedEvent => ({
    kind: 'page-open',
    at,
    page,
    targetType: company ? 'company' : 'page',
    targetId: company ?? page,
  });

  it('leaves the open page at the next page-open, with the seconds spent on it and its target', () => {
    const events = [
      open('HomePage', '2026-06-10T08:00:00.000Z'),
      { kind: 'header-menu', at: '2026-06-10T08:00:05.000Z', element: 'ProgrammePage' } as TrackedEvent,
      open('ProfilePage', '2026-06-10T08:00:12.500Z', '42'),
    ];
    const result = withPageLeaves(events, null);
    expect(result.events.map((event) => event.kind)).toEqual(['page-open', 'header-menu', 'page-leave', 'page-open']);
    expect(result.events[2]).toEqual({
      kind: 'page-leave',
      at: '2026-06-10T08:00:12.500Z',
      page: 'HomePage',
      targetType: 'page',
      targetId: 'HomePage',
      seconds: 12.5,
    });
    expect(result.open).toMatchObject({ page: 'ProfilePage', targetType: 'company', targetId: '42', at: '2026-06-10T08:00:12.500Z' });
    // The profile's leave, when the page itself is left, is the company's.
    expect(pageLeave(result.open!, '2026-06-10T08:01:00.000Z')).toMatchObject({ targetType: 'company', targetId: '42', seconds: 47.5 });
  });

  it('leaves a page opened in an earlier batch, and adds nothing without a page-open', () => {
    const earlier = { page: 'HomePage', targetType: 'page' as const, targetId: 'HomePage', at: '2026-06-10T08:00:00.000Z' };
    expect(withPageLeaves([open('LivePage', '2026-06-10T08:00:30.000Z')], earlier).events[0]).toMatchObject({
      kind: 'page-leave',
      page: 'HomePage',
      seconds: 30,
    });
    const login: TrackedEvent = { kind: 'login', at: AT };
    expect(withPageLeaves([login], earlier)).toEqual({ events: [login], open: earlier });
  });
});
