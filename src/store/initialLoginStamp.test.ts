import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventContext } from './eventContext';
import { initialLoginStampKey, readInitialLoginStamp, writeInitialLoginStamp } from './initialLoginStamp';
import { signIn } from './signInOut';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const login = {
  accessToken: 't',
  validUntil: '2030-01-01T00:00:00Z',
  userId: 1,
  email: 'a@example.test',
  firstname: 'A',
  surname: 'B',
  hasTicket: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('the initial-login stamp', () => {
  it('is kept per instance in sessionStorage and read back as a number', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(readInitialLoginStamp('demo')).toBeNull();
    writeInitialLoginStamp('demo', 1234);
    expect(sessionStorage.getItem(initialLoginStampKey('demo'))).toBe('1234');
    expect(readInitialLoginStamp('demo')).toBe(1234);
    expect(readInitialLoginStamp('other')).toBeNull();
    sessionStorage.setItem(initialLoginStampKey('demo'), 'garbage');
    expect(readInitialLoginStamp('demo')).toBeNull();
  });

  it('tolerates storage that throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => writeInitialLoginStamp('demo', 1)).not.toThrow();
    expect(readInitialLoginStamp('demo')).toBeNull();
  });

  it('is written by signIn on an initial login only', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const context = createEventContext({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' });
    signIn(context, { ...login, initialLogin: false });
    expect(readInitialLoginStamp('demo')).toBeNull();
    const before = Date.now();
    signIn(context, { ...login, initialLogin: true });
    expect(readInitialLoginStamp('demo')).toBeGreaterThanOrEqual(before);
  });
});
