import { describe, expect, it } from 'vitest';
import {
  availableOfflineBytes,
  chunkText,
  compactOfflineData,
  expandOfflineData,
  offlinePartOf,
  OFFLINE_STORAGE_SHARE,
  planOfflineSave,
} from './offlineCache';

const scope = ['demo', 'ehc2026', 'en-GB'];

describe('the parts of the offline cache', () => {
  it('puts each programme list in its part and everything else in the event part', () => {
    expect(offlinePartOf([...scope, 'programme', 'anonymous', 'sessions'])).toBe('sessions');
    expect(offlinePartOf([...scope, 'programme', 'u1', 'sessions', 'first', 20])).toBe('sessions');
    expect(offlinePartOf([...scope, 'programme', 'u1', 'data'])).toBe('sessions');
    expect(offlinePartOf([...scope, 'programme', 'u1', 'presentations'])).toBe('presentations');
    expect(offlinePartOf([...scope, 'programme', 'u1', 'abstracts'])).toBe('presentations');
    expect(offlinePartOf([...scope, 'programme', 'u1', 'authors'])).toBe('speakers');
    expect(offlinePartOf([...scope, 'exhibitors', 'accounts'])).toBe('exhibition');
    expect(offlinePartOf([...scope, 'details'])).toBe('event');
    expect(offlinePartOf([...scope, 'resources', 'texts'])).toBe('event');
  });
});

describe('the compact form', () => {
  const sessions = Array.from({ length: 200 }, (_, i) => ({
    Id: i,
    Title: `Session ${i}`,
    StartDateTime: '2026-06-10T08:30:00Z',
    Room: { Id: 3, Name: 'Hall B' },
    Chairs: [
      { Id: 1, Name: 'A' },
      { Id: 2, Name: 'B' },
    ],
    Note: null,
  }));

  it('writes a list of records once as columns and rows, and gives back the very data', () => {
    const data = { Items: sessions, Total: 200, Mixed: [{ a: 1 }, { b: 2 }], Empty: [] as unknown[], Text: 'x' };
    const compact = compactOfflineData(data);
    expect(JSON.parse(JSON.stringify(expandOfflineData(JSON.parse(JSON.stringify(compact)))))).toEqual(data);
    // The key names are no longer repeated on every row.
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(data).length * 0.75);
    expect(JSON.stringify(compact).match(/StartDateTime/g)).toHaveLength(1);
  });

  it('leaves records with differing keys, single records and plain values as they are', () => {
    for (const data of [[{ a: 1 }, { b: 2 }], [{ a: 1 }], { a: [1, 2] }, 'text', 7, null]) {
      expect(compactOfflineData(data)).toEqual(data);
      expect(expandOfflineData(compactOfflineData(data))).toEqual(data);
    }
  });

  it('cuts a long text into chunks that join to the same text', () => {
    const text = 'abcdefghij'.repeat(1000);
    const chunks = chunkText(text, 3000);
    expect(chunks.map((chunk) => chunk.length)).toEqual([3000, 3000, 3000, 1000]);
    expect(chunks.join('')).toBe(text);
    expect(chunkText('short', 3000)).toEqual(['short']);
  });
});

describe('what fits', () => {
  const sizes = [
    { part: 'presentations' as const, bytes: 600 },
    { part: 'sessions' as const, bytes: 300 },
    { part: 'speakers' as const, bytes: 100 },
  ];

  it('keeps the parts in order of use while they fit, drops a part that does not whole, and still keeps smaller ones after it', () => {
    expect(planOfflineSave(sizes, 500 / OFFLINE_STORAGE_SHARE)).toEqual({ keep: ['sessions', 'speakers'], drop: ['presentations'] });
    expect(planOfflineSave(sizes, 1000 / OFFLINE_STORAGE_SHARE)).toEqual({ keep: ['sessions', 'presentations', 'speakers'], drop: [] });
    expect(planOfflineSave(sizes, 200 / OFFLINE_STORAGE_SHARE)).toEqual({ keep: ['speakers'], drop: ['sessions', 'presentations'] });
    expect(planOfflineSave(sizes, 0)).toEqual({ keep: [], drop: ['sessions', 'presentations', 'speakers'] });
  });

  it('keeps everything when the browser does not say how much storage there is (it refuses a write itself)', () => {
    expect(planOfflineSave(sizes, null)).toEqual({ keep: ['sessions', 'presentations', 'speakers'], drop: [] });
  });

  it('counts as free what the quota leaves beside the usage, plus what the cache itself holds (the write replaces it)', () => {
    expect(availableOfflineBytes({ quota: 10_000, usage: 4_000 }, 1_000)).toBe(7_000);
    expect(availableOfflineBytes({ quota: 10_000 }, 0)).toBe(10_000);
    expect(availableOfflineBytes({ quota: 1_000, usage: 5_000 }, 0)).toBe(0);
    expect(availableOfflineBytes({}, 0)).toBeNull();
    expect(availableOfflineBytes(null, 0)).toBeNull();
  });
});
