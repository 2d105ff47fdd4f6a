/**
 * The intro mobile carousel (docs/rules/shell-access-identity.md section 3 "App config" mobileCarousel {Carousel,
 * showOnReload, minDuration, autoCloseMobileCarousel, showCloseButton} and stored flag
 * mobileCarouselShown (shown, showOnReload); section 4 "Mobile carousel": shown on HomePage in the app
 * until dismissed; after minDuration seconds it auto-closes or shows a close button; can re-show on
 * reload).
 *
 * Ours, where the spec is silent: it is an intro, so it shows when the app opens (a load or a reload)
 * on HomePage, not when a visitor reaches home later or switches to the app view on the way. Carousel
 * is a list of slides, each an image URL string or
 * { image?, alt?, text? } with an image or a text; an image that is no safe link is left out (and so is
 * a slide left with nothing to show). When neither auto-close
 * nor the close button is configured, the close button shows after minDuration anyway, so that nobody
 * is shut in. With showCloseButton the button is there from the start; without it, it comes after
 * minDuration.
 */
import { CONFIG } from './config';
import { describe, isRecord } from './configGuards';
import { safeHref } from './url';

/** Section 3, stored flags. */
export const MOBILE_CAROUSEL_FLAG = 'mobileCarouselShown';
export const MOBILE_CAROUSEL_FLAG_VALUES = { shown: 'shown', showOnReload: 'showOnReload' } as const;
/** Ours: minDuration when the config gives none. */
export const DEFAULT_CAROUSEL_MIN_DURATION_S = 5;

export interface CarouselSlide {
  image: string | null;
  alt: string;
  text: string;
}

export interface MobileCarouselConfig {
  slides: CarouselSlide[];
  showOnReload: boolean;
  minDurationSeconds: number;
  autoClose: boolean;
  showCloseButton: boolean;
}

const PREFIX = `${CONFIG}: mobileCarousel`;

function readBoolean(value: unknown, field: string, warnings: string[]): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  warnings.push(`${PREFIX}.${field} is ${describe(value)}, not a boolean; off`);
  return false;
}

function readSlide(value: unknown, index: number, warnings: string[]): CarouselSlide | null {
  const raw = typeof value === 'string' ? { image: value } : value;
  if (!isRecord(raw)) {
    warnings.push(`${PREFIX}.Carousel[${index}] is ${describe(value)}, not an image or a slide; skipped`);
    return null;
  }
  const text = typeof raw.text === 'string' ? raw.text.trim() : '';
  let image: string | null = null;
  if (raw.image !== undefined && raw.image !== null) {
    image = safeHref(raw.image);
    if (image === null) warnings.push(`${PREFIX}.Carousel[${index}].image is not a safe link; no image`);
  }
  if (image === null && text === '') {
    warnings.push(`${PREFIX}.Carousel[${index}] has neither an image nor a text; skipped`);
    return null;
  }
  return { image, alt: typeof raw.alt === 'string' ? raw.alt : '', text };
}

/** The carousel's configuration from config_json; null when there is none or it has no slide. */
export function parseMobileCarousel(root: Record<string, unknown>): { config: MobileCarouselConfig | null; warnings: string[] } {
  const warnings: string[] = [];
  const value = root.mobileCarousel;
  if (value === undefined || value === null) return { config: null, warnings };
  if (!isRecord(value)) {
    warnings.push(`${PREFIX} is ${describe(value)}, not an object; no carousel`);
    return { config: null, warnings };
  }
  const list = value.Carousel;
  if (!Array.isArray(list)) {
    if (list !== undefined && list !== null) warnings.push(`${PREFIX}.Carousel is ${describe(list)}, not a list; no carousel`);
    return { config: null, warnings };
  }
  const slides = list.flatMap((slide, index) => readSlide(slide, index, warnings) ?? []);
  let minDurationSeconds = DEFAULT_CAROUSEL_MIN_DURATION_S;
  if (typeof value.minDuration === 'number' && Number.isFinite(value.minDuration) && value.minDuration >= 0) {
    minDurationSeconds = value.minDuration;
  } else if (value.minDuration !== undefined && value.minDuration !== null) {
    warnings.push(`${PREFIX}.minDuration is not a number of seconds; ${DEFAULT_CAROUSEL_MIN_DURATION_S} s`);
  }
  if (slides.length === 0) return { config: null, warnings };
  return {
    config: {
      slides,
      showOnReload: readBoolean(value.showOnReload, 'showOnReload', warnings),
      minDurationSeconds,
      autoClose: readBoolean(value.autoCloseMobileCarousel, 'autoCloseMobileCarousel', warnings),
      showCloseButton: readBoolean(value.showCloseButton, 'showCloseButton', warnings),
    },
    warnings,
  };
}

/**
 * Whether the carousel shows: a configured carousel, the app opening (appStart) on HomePage in the
 * app, and not dismissed before (stored 'shown'); a stored 'showOnReload' lets it show again.
 */
export function mobileCarouselShows({
  config,
  routeName,
  inApp,
  stored,
  appStart,
}: {
  config: MobileCarouselConfig | null;
  routeName: string;
  inApp: boolean;
  stored: string | null;
  appStart: boolean;
}): boolean {
  return config !== null && appStart && inApp && routeName === 'HomePage' && stored !== MOBILE_CAROUSEL_FLAG_VALUES.shown;
}

/** What to store once it has been dismissed or has closed itself. */
export function mobileCarouselFlagAfterClose(config: MobileCarouselConfig): string {
  return config.showOnReload ? MOBILE_CAROUSEL_FLAG_VALUES.showOnReload : MOBILE_CAROUSEL_FLAG_VALUES.shown;
}

export type CarouselPhase = { closeButton: boolean; autoCloseNow: boolean };

/** The carousel at now, opened at openedAt (ms): whether the close button shows and whether it closes itself now. */
export function mobileCarouselPhase(config: MobileCarouselConfig, openedAt: number, now: number): CarouselPhase {
  const elapsed = now - openedAt >= config.minDurationSeconds * 1000;
  if (!elapsed) return { closeButton: config.showCloseButton, autoCloseNow: false };
  if (config.autoClose) return { closeButton: config.showCloseButton, autoCloseNow: true };
  return { closeButton: true, autoCloseNow: false };
}
