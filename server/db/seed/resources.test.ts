import { describe, expect, it } from 'vitest';
import { RESOURCE_SETS } from '../../../src/contracts';
import { EHC2026 } from './catalogue';
import { eventResources } from './resources';

describe('the seeded ComponentVisibility set', () => {
  it('has a rule, visible with no window, for every component that honours one, in both languages', () => {
    const rows = eventResources(EHC2026).filter((row) => row.setname === RESOURCE_SETS.visibility);
    for (const language of ['en-GB', 'de-DE']) {
      const rules = Object.fromEntries(
        rows.filter((row) => row.language === language).map((row) => [row.resourcename, JSON.parse(row.resourcevalue)]),
      );
      const always = { visible: true, startTime: null, endTime: null };
      expect(rules).toEqual({
        ticker: always,
        logoGrid: always,
        charityHighscore: always,
        socialFeed: always,
        tvWidget: always,
        adBanners: always,
        adPopup: always,
        mobileCarousel: always,
        networkingWidget: always,
      });
    }
  });
});
