import { describe, expect, it } from 'vitest';
import { isFlagOn } from './flags';

describe('isFlagOn', () => {
  it('is on for a flag present without a value or with a true-ish value', () => {
    for (const value of ['', 'true', 'TRUE', '1', 'yes', 'on']) expect(isFlagOn(value)).toBe(true);
  });
  it('is off for an absent flag or a false-ish value', () => {
    for (const value of [null, undefined, 'false', '0', 'no', 'off', 'maybe']) expect(isFlagOn(value)).toBe(false);
  });
});
