/**
 * Issue 16, point 6: one safe return-address rule (src/core/returnPath.ts), the table of what an
 * attacker would try, under the WHATWG URL parser (Node's is the one browsers follow; the browser's
 * own run of the same table is tests/security/return-address.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/core/returnPath';
import { HOSTILE_RETURN_ADDRESSES, PLATFORM_RETURN_ADDRESSES } from './returnAddressTable';

const PLATFORM = 'https://congress.example';

describe('the return-address rule', () => {
  it.each(HOSTILE_RETURN_ADDRESSES.map((candidate) => [JSON.stringify(candidate), candidate]))('refuses %s', (_name, candidate) => {
    expect(safeReturnPath(candidate, PLATFORM)).toBeNull();
  });

  it.each(PLATFORM_RETURN_ADDRESSES.map(({ candidate, path }) => [candidate, path]))('keeps %s as %s', (candidate, path) => {
    expect(safeReturnPath(candidate, PLATFORM)).toBe(path);
  });

  it('keeps nothing that a link would take to another origin, and what it keeps it keeps as it is', () => {
    for (const candidate of [...HOSTILE_RETURN_ADDRESSES, ...PLATFORM_RETURN_ADDRESSES.map((entry) => entry.candidate)]) {
      const kept = safeReturnPath(candidate, PLATFORM);
      if (kept === null) continue;
      expect(new URL(kept, PLATFORM).origin, JSON.stringify(candidate)).toBe(PLATFORM);
      expect(safeReturnPath(kept, PLATFORM)).toBe(kept);
    }
  });

  it('is the rule of the host script’s frame restore too', async () => {
    const { isFramedPath } = await import('../../src/core/frame');
    for (const candidate of HOSTILE_RETURN_ADDRESSES) expect(isFramedPath(candidate), JSON.stringify(candidate)).toBe(false);
  });
});
