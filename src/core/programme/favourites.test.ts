import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  favouriteId,
  favouriteList,
  hasFavourite,
  mergeFavourites,
  NO_FAVOURITES,
  readFavourites,
  removeFavourite,
  toggleFavourite,
} from './favourites';

describe('favourite ids are kept as strings (content section 9)', () => {
  it('normalises numbers and trims strings; 42 and "42" are one favourite', () => {
    expect(favouriteId(42)).toBe('42');
    expect(favouriteId(' 42 ')).toBe('42');
    expect(hasFavourite(['42'], 42)).toBe(true);
  });

  it('is no id for empty, NaN and non-scalars', () => {
    expect(favouriteId('')).toBeNull();
    expect(favouriteId(Number.NaN)).toBeNull();
    expect(favouriteId({})).toBeNull();
    expect(favouriteId(null)).toBeNull();
  });

  it('reads a stored list: strings, each once, junk dropped', () => {
    expect(favouriteList([1, '1', ' 2', null, '', 3.5])).toEqual(['1', '2', '3.5']);
    expect(favouriteList('1,2')).toEqual([]);
  });
});

describe('add, remove, toggle (content section 4)', () => {
  it('adds at the end, once', () => {
    expect(addFavourite(['1'], 2)).toEqual(['1', '2']);
    const list = ['1', '2'];
    expect(addFavourite(list, '2')).toBe(list);
    expect(addFavourite(list, '')).toBe(list);
  });

  it('removes, and returns the same list when absent', () => {
    expect(removeFavourite(['1', '2', '3'], 2)).toEqual(['1', '3']);
    const list = ['1'];
    expect(removeFavourite(list, 9)).toBe(list);
  });

  it('toggles in and out', () => {
    expect(toggleFavourite([], 5)).toEqual(['5']);
    expect(toggleFavourite(['5'], 5)).toEqual([]);
  });

  it('does not change the input list', () => {
    const list = Object.freeze(['1']);
    expect(() => addFavourite(list, 2)).not.toThrow();
    expect(list).toEqual(['1']);
  });

  it('toggle twice is the identity on a list without the id; has() follows add and remove (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 50 }).map(String)), fc.nat({ max: 50 }), (list, id) => {
        expect(hasFavourite(addFavourite(list, id), id)).toBe(true);
        expect(hasFavourite(removeFavourite(list, id), id)).toBe(false);
        if (!list.includes(String(id))) expect(toggleFavourite(toggleFavourite(list, id), id)).toEqual(list);
      }),
    );
  });
});

describe('readFavourites (local storage)', () => {
  it('reads the object or its JSON text', () => {
    const text = JSON.stringify({ sessions: [1, 2], presentations: ['p'], speakers: [] });
    expect(readFavourites(text)).toEqual({ sessions: ['1', '2'], presentations: ['p'], speakers: [] });
    expect(readFavourites({ sessions: ['3'] })).toEqual({ sessions: ['3'], presentations: [], speakers: [] });
  });

  it('gives empty lists for anything unreadable', () => {
    expect(readFavourites('{not json')).toEqual(NO_FAVOURITES);
    expect(readFavourites(null)).toEqual(NO_FAVOURITES);
    expect(readFavourites(7)).toEqual(NO_FAVOURITES);
  });
});

describe('mergeFavourites (on sign-in: the union)', () => {
  it("keeps the server's ids, adds the local-only ones and says which to upload", () => {
    const local = { sessions: ['3', '1'], presentations: ['p2'], speakers: [] };
    const server = { sessions: ['1', '2'], presentations: [], speakers: ['u9'] };
    expect(mergeFavourites(local, server)).toEqual({
      merged: { sessions: ['1', '2', '3'], presentations: ['p2'], speakers: ['u9'] },
      toUpload: { sessions: ['3'], presentations: ['p2'], speakers: [] },
    });
  });

  it('loses no id of either side and uploads only what the server lacks (property)', () => {
    const list = fc.array(fc.oneof(fc.nat({ max: 20 }), fc.nat({ max: 20 }).map(String)));
    const favs = fc.record({ sessions: list, presentations: list, speakers: list });
    fc.assert(
      fc.property(favs, favs, (l, s) => {
        const local = readFavourites(l);
        const server = readFavourites(s);
        const { merged, toUpload } = mergeFavourites(local, server);
        for (const kind of ['sessions', 'presentations', 'speakers'] as const) {
          expect(new Set(merged[kind])).toEqual(new Set([...local[kind], ...server[kind]]));
          expect(merged[kind].length).toBe(new Set(merged[kind]).size);
          expect(toUpload[kind].every((id) => local[kind].includes(id) && !server[kind].includes(id))).toBe(true);
        }
      }),
    );
  });
});
