import { describe, expect, it } from 'vitest';
import { isIndustryOnly, menuEntryCurrent } from './industryOnly';

const landing = '/industrylandingpage/demo/ehc2026/en-GB';
const home = '/home/demo/ehc2026/en-GB';

describe('isIndustryOnly', () => {
  it('reads the IndustryOnly key, off unless it is true', () => {
    expect(isIndustryOnly({ IndustryOnly: true })).toBe(true);
    expect(isIndustryOnly({ IndustryOnly: 'true' })).toBe(true);
    expect(isIndustryOnly({ IndustryOnly: false })).toBe(false);
    expect(isIndustryOnly({ IndustryOnly: 1 })).toBe(false);
    expect(isIndustryOnly({})).toBe(false);
  });
});

describe('menuEntryCurrent', () => {
  it('marks an entry current on its own address only, without IndustryOnly', () => {
    expect(menuEntryCurrent(home, home, false)).toBe(true);
    expect(menuEntryCurrent(landing, landing, false)).toBe(true);
    expect(menuEntryCurrent(landing, '/demo/ehc2026/en-GB/profile/ca-0030', false)).toBe(false);
  });

  it('in an industry-only event keeps the industry landing entry current on every exhibition page beneath it', () => {
    for (const page of [
      '/demo/ehc2026/en-GB/profile/ca-0030',
      '/demo/ehc2026/en-GB/profile/ca-0030/products',
      '/booth/demo/ehc2026/en-GB',
      '/products/demo/ehc2026/en-GB',
      '/symposia/demo/ehc2026/en-GB',
      '/industrylandingpage/demo/ehc2026/en-GB/lounges/ca-0030',
      '/demo/ehc2026/en-GB/industryLanding',
    ]) {
      expect(menuEntryCurrent(landing, page, true), page).toBe(true);
    }
    expect(menuEntryCurrent('/demo/ehc2026/en-GB/industryLanding', '/booth/demo/ehc2026/en-GB', true)).toBe(true);
  });

  it('does not mark it on home, on other pages or on another event’s exhibition', () => {
    expect(menuEntryCurrent(landing, home, true)).toBe(false);
    expect(menuEntryCurrent(landing, '/demo/ehc2026/en-GB/session/10001', true)).toBe(false);
    expect(menuEntryCurrent(landing, '/demo/ehc2025/en-GB/profile/ca-0030', true)).toBe(false);
    expect(menuEntryCurrent(home, '/demo/ehc2026/en-GB/profile/ca-0030', true)).toBe(false);
  });
});
