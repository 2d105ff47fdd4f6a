import { describe, expect, it } from 'vitest';
import {
  AD_BANNER_MARGIN_PX,
  AD_CHECK_AFTER_HOOK_MS,
  AD_CHECK_AFTER_START_MS,
  AD_COOKIE_DAYS,
  AD_COOKIE_MS,
  adCookie,
  adCookieBlocks,
  adCookieName,
  adShowDelayMs,
  failedAdRule,
  isAdEligible,
  MAX_TIMER_MS,
  msUntilNextAdStart,
  nextAd,
  parseAdvertisements,
  parseBannerConfig,
  safeColour,
  type AdSituation,
  type Advertisement,
} from './advertisement';

const NOW = Date.parse('2026-06-11T10:00:00Z');
const DAY = 86_400_000;

function ad(overrides: Partial<Advertisement> = {}): Advertisement {
  return {
    id: '1',
    displayFromDate: '2026-06-01T00:00:00Z',
    displayToDate: '2026-06-30T00:00:00Z',
    vmxPage: 'HomePage',
    channelId: null,
    CompanyAccountIds: [],
    CompanyAccountIdsShowOnProfile: [],
    showInSeconds: 0,
    backgroundColor: null,
    headlineTop: 'Top',
    headlineBottom: null,
    pictureFilePath: null,
    videoFilePath: null,
    text: null,
    optionalLink: null,
    optionalLinkTarget: '_self',
    optionalLinkButtonText: null,
    ...overrides,
  };
}

function at(overrides: Partial<AdSituation> = {}): AdSituation {
  return {
    now: NOW,
    routeName: 'HomePage',
    companyAccountId: null,
    playingRoom: null,
    ticketCompanies: [],
    networkingWidgetEnabled: false,
    networkingTermsAccepted: false,
    cookies: '',
    event: 'ehc2026',
    ...overrides,
  };
}

describe('the spec constants (section 9)', () => {
  it('keeps an ad cookie for 7 days and checks for ads 4000 ms after start and 4500 ms after the hook', () => {
    expect(AD_COOKIE_DAYS).toBe(7);
    expect(AD_COOKIE_MS).toBe(7 * DAY);
    expect(AD_CHECK_AFTER_START_MS).toBe(4000);
    expect(AD_CHECK_AFTER_HOOK_MS).toBe(4500);
    expect(AD_BANNER_MARGIN_PX).toBe(50);
  });
});

describe('isAdEligible: dates', () => {
  it('shows an ad from its displayFromDate to its displayToDate, both inclusive', () => {
    const window = ad({ displayFromDate: '2026-06-11T10:00:00Z', displayToDate: '2026-06-11T12:00:00Z' });
    expect(isAdEligible(window, at())).toBe(true);
    expect(isAdEligible(window, at({ now: Date.parse('2026-06-11T12:00:00Z') }))).toBe(true);
    expect(failedAdRule(window, at({ now: NOW - 1 }))).toBe('dates');
    expect(failedAdRule(window, at({ now: Date.parse('2026-06-11T12:00:00Z') + 1 }))).toBe('dates');
  });

  it('treats a missing bound as open on that side', () => {
    expect(isAdEligible(ad({ displayFromDate: null, displayToDate: null }), at())).toBe(true);
    expect(isAdEligible(ad({ displayFromDate: null, displayToDate: '2026-06-01T00:00:00Z' }), at())).toBe(false);
    expect(isAdEligible(ad({ displayFromDate: '2026-07-01T00:00:00Z', displayToDate: null }), at())).toBe(false);
  });
});

describe('isAdEligible: page', () => {
  it('shows an ad only on the route its vmxPage names', () => {
    expect(isAdEligible(ad({ vmxPage: 'HomePage' }), at({ routeName: 'HomePage' }))).toBe(true);
    expect(failedAdRule(ad({ vmxPage: 'HomePage' }), at({ routeName: 'ProgramPage' }))).toBe('page');
  });
});

describe('isAdEligible: the 7-day cookie per ad', () => {
  it('hides an ad whose cookie was set less than 7 days ago, and only that ad', () => {
    const cookies = `other=1; ${adCookieName('ehc2026', '1')}=${NOW - 6 * DAY}`;
    expect(failedAdRule(ad({ id: '1' }), at({ cookies }))).toBe('cookie');
    expect(isAdEligible(ad({ id: '2' }), at({ cookies }))).toBe(true);
  });

  it('shows the ad again once 7 days have passed', () => {
    const cookies = `${adCookieName('ehc2026', '1')}=${NOW - 7 * DAY}`;
    expect(isAdEligible(ad(), at({ cookies }))).toBe(true);
  });

  it("keys the cookie by event: another event's cookie does not hide the ad", () => {
    expect(isAdEligible(ad(), at({ cookies: `${adCookieName('ehc2025', '1')}=${NOW}` }))).toBe(true);
  });

  it('writes a cookie that expires after 7 days, for the whole site, holding when it was set', () => {
    const cookie = adCookie('ehc2026', '1', NOW);
    expect(cookie).toContain(`ehc2026.ad.1=${NOW};`);
    expect(cookie).toContain(`expires=${new Date(NOW + 7 * DAY).toUTCString()}`);
    expect(cookie).toContain('path=/');
  });

  it('blocks on a cookie it cannot read (it exists), and on none without one', () => {
    expect(adCookieBlocks('garbage', NOW)).toBe(true);
    expect(adCookieBlocks(undefined, NOW)).toBe(false);
  });

  it('escapes odd ad ids in the cookie name', () => {
    expect(adCookieName('ehc2026', 'a b;c')).toBe('ehc2026.ad.a%20b%3Bc');
    expect(failedAdRule(ad({ id: 'a b;c' }), at({ cookies: `${adCookieName('ehc2026', 'a b;c')}=${NOW}` }))).toBe('cookie');
  });
});

describe('isAdEligible: company profile pages', () => {
  it('shows on a profile page when the profile list is empty', () => {
    expect(isAdEligible(ad({ vmxPage: 'ProfilePage' }), at({ routeName: 'ProfilePage', companyAccountId: 'C1' }))).toBe(true);
  });

  it('shows on a profile page when the profile list contains the company, not otherwise', () => {
    const targeted = ad({ vmxPage: 'ProfilePage', CompanyAccountIdsShowOnProfile: ['C1', 'C2'] });
    expect(isAdEligible(targeted, at({ routeName: 'ProfilePage', companyAccountId: 'C2' }))).toBe(true);
    expect(failedAdRule(targeted, at({ routeName: 'ProfilePage', companyAccountId: 'C3' }))).toBe('profile');
  });

  it('ignores the profile list on a route without a companyAccountId', () => {
    expect(isAdEligible(ad({ CompanyAccountIdsShowOnProfile: ['C1'] }), at())).toBe(true);
  });
});

describe("isAdEligible: the live page's channel", () => {
  it('shows an ad with a channelId on the live page when the playing room matches', () => {
    const channel = ad({ vmxPage: 'LivePage', channelId: 'room-7' });
    expect(isAdEligible(channel, at({ routeName: 'LivePage', playingRoom: 'room-7' }))).toBe(true);
    expect(failedAdRule(channel, at({ routeName: 'LivePage', playingRoom: 'room-8' }))).toBe('channel');
    expect(failedAdRule(channel, at({ routeName: 'LivePage', playingRoom: null }))).toBe('channel');
  });

  it('never shows an ad with a channelId elsewhere than the live page', () => {
    expect(failedAdRule(ad({ channelId: 'room-7' }), at({ playingRoom: 'room-7' }))).toBe('channel');
  });

  it('shows an ad without a channelId on the live page whatever plays', () => {
    expect(isAdEligible(ad({ vmxPage: 'LivePage' }), at({ routeName: 'LivePage', playingRoom: 'room-7' }))).toBe(true);
  });
});

describe("isAdEligible: the ticket's company", () => {
  it('without a ticket company shows only ads with no target companies', () => {
    expect(isAdEligible(ad(), at())).toBe(true);
    expect(failedAdRule(ad({ CompanyAccountIds: ['C1'] }), at())).toBe('ticketCompany');
  });

  it('with a ticket company shows ads targeting it, or none', () => {
    const situation = at({ ticketCompanies: ['C1'] });
    expect(isAdEligible(ad({ CompanyAccountIds: ['C1', 'C9'] }), situation)).toBe(true);
    expect(isAdEligible(ad(), situation)).toBe(true);
    expect(failedAdRule(ad({ CompanyAccountIds: ['C2'] }), situation)).toBe('ticketCompany');
  });
});

describe('isAdEligible: networking terms', () => {
  it('with the networking widget enabled shows ads only after the user agreed to its terms', () => {
    expect(failedAdRule(ad(), at({ networkingWidgetEnabled: true, networkingTermsAccepted: false }))).toBe('networkingTerms');
    expect(isAdEligible(ad(), at({ networkingWidgetEnabled: true, networkingTermsAccepted: true }))).toBe(true);
  });

  it('without the networking widget does not ask for the terms', () => {
    expect(isAdEligible(ad(), at({ networkingWidgetEnabled: false, networkingTermsAccepted: false }))).toBe(true);
  });
});

describe('nextAd', () => {
  it('picks the first eligible ad in the given order', () => {
    const ads = [ad({ id: '1', vmxPage: 'ProgramPage' }), ad({ id: '2' }), ad({ id: '3' })];
    expect(nextAd(ads, at())?.id).toBe('2');
    // Shown (cookie set): closing re-evaluates and the next one is due.
    expect(nextAd(ads, at({ cookies: `${adCookieName('ehc2026', '2')}=${NOW}` }))?.id).toBe('3');
    expect(nextAd([], at())).toBeNull();
  });
});

describe('msUntilNextAdStart: timers for ads that start later', () => {
  it('waits until the earliest future start of an ad that belongs on the page', () => {
    const ads = [
      ad({ id: 'late', displayFromDate: new Date(NOW + 60_000).toISOString() }),
      ad({ id: 'soon', displayFromDate: new Date(NOW + 5_000).toISOString() }),
      ad({ id: 'elsewhere', vmxPage: 'ProgramPage', displayFromDate: new Date(NOW + 1_000).toISOString() }),
      ad({ id: 'now' }),
    ];
    expect(msUntilNextAdStart(ads, at())).toBe(5_000);
  });

  it('sets no timer for an ad already running, one hidden by its cookie, or one whose window is empty', () => {
    const start = new Date(NOW + 5_000).toISOString();
    expect(msUntilNextAdStart([ad()], at())).toBeNull();
    expect(msUntilNextAdStart([ad({ displayFromDate: start })], at({ cookies: `${adCookieName('ehc2026', '1')}=${NOW}` }))).toBeNull();
    expect(msUntilNextAdStart([ad({ displayFromDate: start, displayToDate: new Date(NOW).toISOString() })], at())).toBeNull();
  });

  it('caps the wait at what setTimeout can hold', () => {
    expect(msUntilNextAdStart([ad({ displayFromDate: '2099-01-01T00:00:00Z', displayToDate: null })], at())).toBe(MAX_TIMER_MS);
  });

  it('makes the ad eligible when the timer fires', () => {
    const future = ad({ displayFromDate: new Date(NOW + 5_000).toISOString() });
    const wait = msUntilNextAdStart([future], at())!;
    expect(isAdEligible(future, at())).toBe(false);
    expect(isAdEligible(future, at({ now: NOW + wait }))).toBe(true);
  });
});

describe('adShowDelayMs', () => {
  it('delays the popup by showInSeconds', () => {
    expect(adShowDelayMs(ad({ showInSeconds: 3 }))).toBe(3000);
    expect(adShowDelayMs(ad({ showInSeconds: 0 }))).toBe(0);
  });
});

describe('parseAdvertisements', () => {
  it('reads the fields of section 3 and defaults optionalLinkTarget to _self', () => {
    const { ads, warnings } = parseAdvertisements([
      {
        id: 7,
        vmxPage: 'HomePage',
        displayFromDate: '2026-06-01T00:00:00Z',
        displayToDate: null,
        CompanyAccountIds: ['C1', 2],
        showInSeconds: 2,
        text: '<b>x</b>',
        optionalLink: 'https://x.test',
      },
    ]);
    expect(warnings).toEqual([]);
    expect(ads[0]).toMatchObject({
      id: '7',
      vmxPage: 'HomePage',
      CompanyAccountIds: ['C1', '2'],
      CompanyAccountIdsShowOnProfile: [],
      showInSeconds: 2,
      optionalLinkTarget: '_self',
      channelId: null,
    });
  });

  it('falls back with a warning on a malformed list or entry, never throwing', () => {
    expect(parseAdvertisements({ nope: 1 })).toEqual({
      ads: [],
      warnings: ['EventAdvertisement: is an object, not a list; no advertisements'],
    });
    const { ads, warnings } = parseAdvertisements([
      null,
      { vmxPage: 'HomePage' },
      { id: 1 },
      { id: 2, vmxPage: 'HomePage', CompanyAccountIds: 'C1', showInSeconds: 'soon' },
    ]);
    expect(ads.map((a) => a.id)).toEqual(['2']);
    expect(ads[0]).toMatchObject({ CompanyAccountIds: [], showInSeconds: 0 });
    expect(warnings).toHaveLength(5);
    expect(warnings.join('\n')).toMatch(/\[3\]: CompanyAccountIds/);
  });

  it('never shows an ad with an unreadable date', () => {
    const { ads, warnings } = parseAdvertisements([{ id: 1, vmxPage: 'HomePage', displayFromDate: 'next week' }]);
    expect(warnings[0]).toMatch(/displayFromDate is not a valid date/);
    expect(isAdEligible(ads[0]!, at())).toBe(false);
    expect(msUntilNextAdStart(ads, at())).toBeNull();
  });
});

describe('safeColour', () => {
  it('lets colours through and nothing that could end a style value', () => {
    expect(safeColour('#ffcc00')).toBe('#ffcc00');
    expect(safeColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(safeColour('teal')).toBe('teal');
    expect(safeColour('red; background: url(x)')).toBeNull();
    expect(safeColour(null)).toBeNull();
  });
});

describe('parseBannerConfig', () => {
  it('reads the banner keys, heights and the networking widget flag', () => {
    const { config, warnings } = parseBannerConfig({
      mobileBannerTop: '/media/top.png',
      desktopBannerBottom: { image: '/media/b.png', link: 'https://x.test', target: '_blank', alt: 'Sponsor' },
      mobileBannerHeight: '80',
      networkingWidget: true,
    });
    expect(warnings).toEqual([]);
    expect(config.banners.mobileBannerTop).toEqual({ image: '/media/top.png', alt: '', link: null, target: '_self' });
    expect(config.banners.desktopBannerBottom).toEqual({ image: '/media/b.png', alt: 'Sponsor', link: 'https://x.test', target: '_blank' });
    expect(config.mobileBannerHeight).toBe(80);
    expect(config.desktopBannerHeight).toBeNull();
    expect(config.networkingWidget).toBe(true);
  });

  it('drops a malformed banner or height with a warning naming the key', () => {
    const { config, warnings } = parseBannerConfig({ mobileBannerBottom: 42, desktopBannerBottom: { link: 'x' }, desktopBannerHeight: -5 });
    expect(config.banners).toEqual({});
    expect(config.desktopBannerHeight).toBeNull();
    expect(warnings).toEqual([
      'config_json: mobileBannerBottom is a number, not an object or an image address; no banner',
      'config_json: desktopBannerBottom.image is missing; no banner',
      'config_json: desktopBannerHeight is a number, not a positive number; using the default',
    ]);
  });
});
