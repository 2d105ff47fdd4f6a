/**
 * Whether an event's theme is readable as it is: WCAG 2.2's contrast ratio (success criteria 1.4.3 and 1.4.6) of
 * the text, muted and link colours on the background, the colours core/contrast.ts themeWithContrast nudges when
 * they are not. Every element checks its theme with this when the theme comes in, and loads the nudging (on demand)
 * only for a theme that needs it, so a readable theme costs no download.
 */
import { parseColor, type Rgb } from './color';

/** A colour with its opacity: channels 0..255, alpha 0..1. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5;

/** One sRGB channel (0..255) linearised, as WCAG's relative luminance defines it. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance 0 (black) .. 1 (white). */
export function relativeLuminance([r, g, b]: Rgb | Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours, 1..21, whichever is lighter. */
export function contrastRatio(a: Rgb | Rgba, b: Rgb | Rgba): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The theme's colour tokens that the check reads, with the defaults it falls back on. */
export interface ThemeColourDefaults {
  'color-background': string;
  'color-text': string;
  'color-muted': string;
}

/** A colour of the theme used as text on its background: its token and its colour (none: nothing to check). */
export interface ThemeTextColour {
  token: 'color-text' | 'color-muted' | 'color-link';
  color: string | undefined;
}

/**
 * The theme's background and the colours shown as text on it: the text and muted colours (the defaults where the
 * theme sets a background but not them), and the link colour (the primary colour unless the theme names one).
 */
export function themeTextColours(
  theme: Readonly<Record<string, string>>,
  defaults: ThemeColourDefaults,
): { background: string; texts: ThemeTextColour[] } {
  const onOwnBackground = (token: 'color-text' | 'color-muted') =>
    theme[token] ?? (theme['color-background'] ? defaults[token] : undefined);
  return {
    background: theme['color-background'] ?? defaults['color-background'],
    texts: [
      { token: 'color-text', color: onOwnBackground('color-text') },
      { token: 'color-muted', color: onOwnBackground('color-muted') },
      { token: 'color-link', color: theme['color-link'] ?? theme['color-primary'] },
    ],
  };
}

/** Whether color as text on background has at least minimum contrast; a colour that cannot be read is left as it is. */
export function isReadableOn(color: string, background: string, minimum = AA_NORMAL_TEXT): boolean {
  const text = parseColor(color);
  const under = parseColor(background);
  return !text || !under || contrastRatio(text, under) >= minimum;
}

/** Whether every text colour of the theme is readable on its background (themeWithContrast would change nothing). */
export function themeIsReadable(theme: Readonly<Record<string, string>>, defaults: ThemeColourDefaults): boolean {
  const { background, texts } = themeTextColours(theme, defaults);
  return texts.every(({ color }) => color === undefined || isReadableOn(color, background));
}
