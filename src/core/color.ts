/** Text colour on a coloured background (docs/rules/shell-access-identity.md section 9, docs/rules/content-areas.md section 9). */

/** Brightness cutoff for black or white text (both documents, section 9). */
export const BRIGHTNESS_CUTOFF = 130;

export type Rgb = readonly [r: number, g: number, b: number];

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(...) and rgba(...) (comma or space syntax, numbers or percentages). Alpha is ignored. */
export function parseColor(color: string | null | undefined): Rgb | null {
  if (typeof color !== 'string') return null;
  const c = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(c)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(c)?.[1];
  if (fn === undefined) return null;
  const parts = fn.split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const channels = parts.slice(0, 3).map(channel);
  if (channels.some((v) => v === null)) return null;
  return channels as unknown as Rgb;
}

function channel(part: string): number | null {
  const match = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/.exec(part);
  if (!match) return null;
  const value = match[2] ? (Number(match[1]) * 255) / 100 : Number(match[1]);
  return value <= 255 ? Math.round(value) : null;
}

/** Perceived brightness 0..255 by the YIQ weights (r*299 + g*587 + b*114) / 1000; null for an unreadable colour. */
export function brightness(color: string | null | undefined): number | null {
  const rgb = parseColor(color);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Black text on a background brighter than BRIGHTNESS_CUTOFF, white text otherwise. A brightness of
 * exactly 130 counts as dark (white text). An unreadable colour gets black text.
 */
export function contrastText(color: string | null | undefined): '#000000' | '#ffffff' {
  const value = brightness(color);
  if (value === null) return '#000000';
  return value > BRIGHTNESS_CUTOFF ? '#000000' : '#ffffff';
}
