import { describe, expect, it } from 'vitest';
import { parseSocialFeedConfig, SOCIAL_FEED_DEFAULT_HEIGHT, SOCIAL_FEED_TABS } from './config';

describe('the social feed configuration', () => {
  it("has the spec's default box height of 400 and the timeline and photo tabs", () => {
    expect(SOCIAL_FEED_DEFAULT_HEIGHT).toBe(400);
    expect(SOCIAL_FEED_TABS).toEqual(['timeline', 'photo']);
    expect(parseSocialFeedConfig({})).toEqual({ config: { active: true, height: 400, tab: 'timeline', title: null }, warnings: [] });
  });

  it('takes good values', () => {
    const { config, warnings } = parseSocialFeedConfig({ socialFeed: { active: false, height: 560, tab: 'photo', title: ' #EHC2026 ' } });
    expect(config).toEqual({ active: false, height: 560, tab: 'photo', title: '#EHC2026' });
    expect(warnings).toEqual([]);
  });

  it('replaces each bad value by its default with one warning naming it', () => {
    const { config, warnings } = parseSocialFeedConfig({ socialFeed: { active: 'yes', height: 50, tab: 'video', title: 3 } });
    expect(config).toEqual({ active: true, height: 400, tab: 'timeline', title: null });
    expect(warnings).toHaveLength(4);
    for (const field of ['active', 'height', 'tab', 'title'])
      expect(warnings.some((warning) => warning.includes(`socialFeed.${field}`))).toBe(true);
    expect(parseSocialFeedConfig({ socialFeed: { height: 400.5 } }).warnings).toHaveLength(1);
    expect(parseSocialFeedConfig({ socialFeed: 'on' })).toEqual({
      config: { active: true, height: 400, tab: 'timeline', title: null },
      warnings: ['config_json: socialFeed is a string, not an object; using the defaults'],
    });
  });
});
