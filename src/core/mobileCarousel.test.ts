import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAROUSEL_MIN_DURATION_S,
  mobileCarouselFlagAfterClose,
  mobileCarouselPhase,
  mobileCarouselShows,
  parseMobileCarousel,
  type MobileCarouselConfig,
} from './mobileCarousel';

const config = (over: Partial<MobileCarouselConfig> = {}): MobileCarouselConfig => ({
  slides: [{ image: '/a.png', alt: '', text: '' }],
  showOnReload: false,
  minDurationSeconds: 3,
  autoClose: false,
  showCloseButton: false,
  ...over,
});

describe('parseMobileCarousel', () => {
  it('reads the configured keys', () => {
    const { config: parsed, warnings } = parseMobileCarousel({
      mobileCarousel: {
        Carousel: ['/one.png', { image: 'https://x.test/two.png', alt: 'Two', text: 'Hello' }],
        showOnReload: true,
        minDuration: 4,
        autoCloseMobileCarousel: true,
        showCloseButton: false,
      },
    });
    expect(warnings).toEqual([]);
    expect(parsed).toEqual({
      slides: [
        { image: '/one.png', alt: '', text: '' },
        { image: 'https://x.test/two.png', alt: 'Two', text: 'Hello' },
      ],
      showOnReload: true,
      minDurationSeconds: 4,
      autoClose: true,
      showCloseButton: false,
    });
  });
  it('is null without configuration, without a warning', () => {
    expect(parseMobileCarousel({})).toEqual({ config: null, warnings: [] });
  });
  it('falls back with warnings on malformed values and skips unsafe slides', () => {
    const { config: parsed, warnings } = parseMobileCarousel({
      mobileCarousel: { Carousel: ['javascript:alert(1)', 42, '/ok.png'], minDuration: 'soon', showOnReload: 'yes' },
    });
    expect(parsed?.slides).toEqual([{ image: '/ok.png', alt: '', text: '' }]);
    expect(parsed?.minDurationSeconds).toBe(DEFAULT_CAROUSEL_MIN_DURATION_S);
    expect(parsed?.showOnReload).toBe(false);
    // javascript: (no image, then nothing left), 42, minDuration, showOnReload
    expect(warnings).toHaveLength(5);
    expect(warnings.every((w) => w.startsWith('config_json: mobileCarousel'))).toBe(true);
  });
  it('keeps a text-only slide', () => {
    expect(parseMobileCarousel({ mobileCarousel: { Carousel: [{ text: ' Hello ' }] } }).config?.slides).toEqual([
      { image: null, alt: '', text: 'Hello' },
    ]);
  });
  it('is null for a carousel that is not an object or has no slide', () => {
    expect(parseMobileCarousel({ mobileCarousel: 'x' }).config).toBeNull();
    expect(parseMobileCarousel({ mobileCarousel: 'x' }).warnings).toHaveLength(1);
    expect(parseMobileCarousel({ mobileCarousel: { Carousel: [] } }).config).toBeNull();
  });
});

describe('mobileCarouselShows', () => {
  const base = { config: config(), routeName: 'HomePage', inApp: true, stored: null, appStart: true };
  it('shows on home in the app until dismissed', () => {
    expect(mobileCarouselShows(base)).toBe(true);
    expect(mobileCarouselShows({ ...base, stored: 'shown' })).toBe(false);
  });
  it('shows again on reload when so stored', () => {
    expect(mobileCarouselShows({ ...base, stored: 'showOnReload' })).toBe(true);
  });
  it('shows only when the app opens, not on a later visit to home', () => {
    expect(mobileCarouselShows({ ...base, appStart: false })).toBe(false);
  });
  it('does not show outside the app, off home, or unconfigured', () => {
    expect(mobileCarouselShows({ ...base, inApp: false })).toBe(false);
    expect(mobileCarouselShows({ ...base, routeName: 'ContentPage' })).toBe(false);
    expect(mobileCarouselShows({ ...base, config: null })).toBe(false);
  });
  it('stores shown, or showOnReload when configured so', () => {
    expect(mobileCarouselFlagAfterClose(config())).toBe('shown');
    expect(mobileCarouselFlagAfterClose(config({ showOnReload: true }))).toBe('showOnReload');
  });
});

describe('mobileCarouselPhase', () => {
  it('waits minDuration seconds, then closes itself when autoClose is on', () => {
    const auto = config({ autoClose: true });
    expect(mobileCarouselPhase(auto, 0, 2999)).toEqual({ closeButton: false, autoCloseNow: false });
    expect(mobileCarouselPhase(auto, 0, 3000).autoCloseNow).toBe(true);
  });
  it('shows the close button after minDuration when it does not close itself', () => {
    expect(mobileCarouselPhase(config(), 0, 2999).closeButton).toBe(false);
    expect(mobileCarouselPhase(config(), 0, 3000)).toEqual({ closeButton: true, autoCloseNow: false });
  });
  it('shows the close button from the start with showCloseButton', () => {
    expect(mobileCarouselPhase(config({ showCloseButton: true }), 0, 0).closeButton).toBe(true);
  });
});
