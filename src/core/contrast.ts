/**
 * Contrast between colours, by WCAG 2.2 (success criteria 1.4.3 and 1.4.6): relative luminance, the contrast
 * ratio, compositing a translucent colour over what it is painted on, the AA minimum for a piece of text, and
 * a colour nudged until it is readable on a background.
 *
 * Text on a coloured background picks black or white by the spec's brightness rule (core/color.ts
 * contrastText, docs/rules/shell-access-identity.md section 9). The spec has no rule for a colour used as the
 * text itself (a link, a heading in the primary colour): that is where WCAG decides (readableOn).
 */
import { contrastText, parseColor, type Rgb } from './color';
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  isReadableOn,
  relativeLuminance,
  themeTextColours,
  type Rgba,
  type ThemeColourDefaults,
} from './readability';

// The WCAG figures themselves live in readability.ts, which every element loads to check its theme.
export { AA_NORMAL_TEXT, contrastRatio, relativeLuminance, type Rgba, type ThemeColourDefaults };
/** WCAG AA for large text (at least 24 px, or at least 18.66 px bold) and for the edges of controls. */
export const AA_LARGE_TEXT = 3;
/** Large text: 18 pt, or 14 pt bold (WCAG 2.2, "large scale"), in CSS pixels. */
export const LARGE_TEXT_PX = 24;
export const LARGE_BOLD_TEXT_PX = 18.66;

/** A translucent colour painted over an opaque one: the colour the eye sees. */
export function compositeOver([r, g, b, a]: Rgba, [br, bg, bb]: Rgb | Rgba): Rgb {
  const mix = (top: number, bottom: number) => top * a + bottom * (1 - a);
  return [mix(r, br), mix(g, bg), mix(b, bb)];
}

/**
 * The painted colour of a stack of backgrounds, nearest first (the element's own, then its ancestors'), down
 * to the first opaque one; `canvas` is what lies under them all (white, a browser's page).
 */
export function paintedBackground(layers: readonly Rgba[], canvas: Rgb = [255, 255, 255]): Rgb {
  const opaque = layers.findIndex((layer) => layer[3] >= 1);
  const visible = opaque === -1 ? layers : layers.slice(0, opaque + 1);
  return visible.reduceRight<Rgb>((under, layer) => compositeOver(layer, under), canvas);
}

/** The AA minimum for text of this size (CSS px) and weight (100..900). */
export function minimumContrast(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= LARGE_TEXT_PX || (fontSizePx >= LARGE_BOLD_TEXT_PX && fontWeight >= 700);
  return large ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
}

/** Hex #rrggbb of a colour (channels rounded). */
export function toHex(rgb: Rgb | Rgba): string {
  return `#${rgb
    .slice(0, 3)
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * Text on a coloured background: black or white by the spec's brightness rule (core/color.ts). Kept here
 * beside the WCAG figures so the two rules are read side by side.
 */
export const textOn = contrastText;

/**
 * `color` as text on `background`, nudged towards black (or white, on a dark background) in small steps
 * until it has at least `minimum` contrast: the event's own colour where it is readable, the nearest
 * readable shade of it where it is not. Unreadable input comes back as it was.
 */
export function readableOn(color: string, background: string, minimum = AA_NORMAL_TEXT): string {
  const text = parseColor(color);
  const under = parseColor(background);
  if (!text || !under || isReadableOn(color, background, minimum)) return color;
  const towards: Rgb = relativeLuminance(under) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const share = step / 20;
    const shade = text.map((channel, i) => channel * (1 - share) + towards[i]! * share) as unknown as Rgb;
    if (contrastRatio(shade, under) >= minimum) return toHex(shade);
  }
  return toHex(towards);
}

/**
 * An event's theme (token → value) with contrast guaranteed: text on the primary and secondary colours by the
 * spec's brightness rule where the theme names the colour but not the text on it; the text, muted and link
 * colours (the link is the primary colour unless the theme names one) readable on the background by WCAG AA.
 * A token the theme leaves alone and that needs no change stays unset, so the element's defaults and the host
 * page's own values still apply.
 */
export function themeWithContrast(theme: Readonly<Record<string, string>>, defaults: ThemeColourDefaults): Record<string, string> {
  const result: Record<string, string> = { ...theme };
  for (const colour of ['primary', 'secondary'] as const) {
    const background = theme[`color-${colour}`];
    if (background && !theme[`color-on-${colour}`]) result[`color-on-${colour}`] = textOn(background);
  }
  const { background, texts } = themeTextColours(theme, defaults);
  for (const { token, color } of texts) {
    if (!color) continue;
    const value = readableOn(color, background);
    if (value !== color || theme[token] !== undefined) result[token] = value;
  }
  return result;
}
