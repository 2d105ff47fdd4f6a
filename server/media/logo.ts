/**
 * A company's generated logo: its initials on a colour chosen from its id, and its name beside them.
 * Pure, so the same company always gets the same picture.
 *
 * The name must fit inside the picture: an image is drawn inside its viewBox, so a line wider than the space
 * beside the circle is cut off ("Dermamedica Gmb"). Each line gets a font size from an estimate of its
 * width (Arial's widths by kind of letter, with a margin), and a line still too wide at the smallest size
 * is squeezed into the space with textLength. The picture is 2.5:1, the logo grid's box, so it
 * fills the box and the name is as large as the box allows.
 */
import { escapeXml } from '../http/xml';

/** Dark enough for white initials at 4.5:1 or better. */
const PALETTE = [
  '#0b5cad',
  '#0f766e',
  '#7c3aed',
  '#b91c1c',
  '#a16207',
  '#15803d',
  '#be185d',
  '#1d4ed8',
  '#9a3412',
  '#4d7c0f',
  '#6d28d9',
  '#0e7490',
];
const WIDTH = 300;
const HEIGHT = 120;
const LINE_CHARS = 12;
/** Where the name starts (right of the circle) and the room it has, in viewBox units. */
const NAME_X = 104;
const NAME_WIDTH = WIDTH - NAME_X - 12;
const NAME_FONT_SIZE = 22;
const NAME_MIN_FONT_SIZE = 14;
const LINE_HEIGHT = 1.2;
/** Room for a font that runs a little wider than Arial's estimate. */
const ESTIMATE_MARGIN = 1.1;

export function logoSvg(id: string, name: string): string {
  const colour = PALETTE[hash(id) % PALETTE.length]!;
  const lines = wrap(name, LINE_CHARS, 2);
  // One size for all lines (the widest decides), so a two-line name does not change size midway.
  const fontSize = Math.max(
    NAME_MIN_FONT_SIZE,
    Math.min(NAME_FONT_SIZE, ...lines.map((line) => Math.floor(NAME_WIDTH / Math.max(estimatedEms(line) * ESTIMATE_MARGIN, 1)))),
  );
  const step = fontSize * LINE_HEIGHT;
  const firstLineY = HEIGHT / 2 - ((lines.length - 1) * step) / 2;
  const nameText = lines
    .map((line, i) => {
      // Only a line still too wide at the smallest size is squeezed (textLength would stretch a shorter one).
      const squeeze =
        estimatedEms(line) * ESTIMATE_MARGIN * fontSize > NAME_WIDTH ? ` textLength="${NAME_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${NAME_X}" y="${firstLineY + i * step}" dy=".35em" font-size="${fontSize}"${squeeze} fill="#1d2533">${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="12" fill="#ffffff"/>` +
    `<g font-family="Arial, Helvetica, sans-serif">` +
    `<circle cx="52" cy="60" r="40" fill="${colour}"/>` +
    `<text x="52" y="60" dy=".35em" text-anchor="middle" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>` +
    nameText +
    `</g></svg>`
  );
}

/** The first letters of the first two words ("Cardiotec GmbH" gives CG). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.match(/[A-Za-z0-9]/)![0].toUpperCase())
    .join('');
}

/** A line's width in ems, by Arial's widths: narrow letters, wide ones, capitals and the rest. */
function estimatedEms(line: string): number {
  let ems = 0;
  for (const char of line) {
    if (/[iljtfrI.,;:'!|() ]/.test(char)) ems += 0.3;
    else if (/[mwMW@]/.test(char)) ems += 0.86;
    else if (/[A-Z]/.test(char)) ems += 0.7;
    else ems += 0.56;
  }
  return ems;
}

/** Words packed into at most maxLines lines of about width characters; the rest is cut with an ellipsis. */
function wrap(value: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** FNV-1a: a stable small hash for picking a colour. */
export function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
