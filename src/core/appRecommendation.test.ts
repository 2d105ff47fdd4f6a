import { describe, expect, it } from 'vitest';
import { appRecommendationShows, mobilePlatform, parseAppRecommendation } from './appRecommendation';
import { isInApp } from './appMode';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('mobilePlatform', () => {
  it('knows iOS and Android, nothing else', () => {
    expect(mobilePlatform(IPHONE)).toBe('ios');
    expect(mobilePlatform(ANDROID)).toBe('android');
    expect(mobilePlatform(DESKTOP)).toBeNull();
  });
});

describe('parseAppRecommendation', () => {
  it('reads recommendationActive and safe store links', () => {
    expect(
      parseAppRecommendation({
        recommendationActive: true,
        appStoreLinks: { ios: 'https://apps.example/ios', android: 'javascript:alert(1)' },
      }),
    ).toEqual({
      config: { active: true, storeLinks: { ios: 'https://apps.example/ios' } },
      warnings: ['config_json: appStoreLinks.android is not an http(s) URL; no link'],
    });
  });
  it('is off with a warning for a malformed flag', () => {
    expect(parseAppRecommendation({ recommendationActive: 'yes' }).config.active).toBe(false);
    expect(parseAppRecommendation({ recommendationActive: 'yes' }).warnings).toHaveLength(1);
    expect(parseAppRecommendation({})).toEqual({ config: { active: false, storeLinks: {} }, warnings: [] });
  });
});

describe('appRecommendationShows', () => {
  const base = { config: { active: true, storeLinks: {} }, platform: 'ios' as const, inApp: false, signedIn: true, seen: false };
  it('needs a mobile non-app signed-in user, an active recommendation, and not seen before', () => {
    expect(appRecommendationShows(base)).toBe(true);
    expect(appRecommendationShows({ ...base, platform: null })).toBe(false);
    expect(appRecommendationShows({ ...base, inApp: true })).toBe(false);
    expect(appRecommendationShows({ ...base, signedIn: false })).toBe(false);
    expect(appRecommendationShows({ ...base, seen: true })).toBe(false);
    expect(appRecommendationShows({ ...base, config: { active: false, storeLinks: {} } })).toBe(false);
  });
});

describe('isInApp', () => {
  it('is the container=app query or the remembered isApp flag', () => {
    expect(isInApp({ container: 'app' }, null)).toBe(true);
    expect(isInApp({}, 'true')).toBe(true);
    expect(isInApp({}, null)).toBe(false);
    expect(isInApp({ container: 'terminal' }, 'true')).toBe(false);
  });
});
