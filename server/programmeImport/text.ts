/**
 * Text helpers every programme importer shares: decoding a file's bytes (UTF-8 only, a byte order mark dropped,
 * anything else a problem naming the first bad byte, never a page of replacement characters), finding the line of
 * an offset for a problem's place, turning a source's HTML into plain text, and splitting a one-field name.
 */
import { Parser } from 'htmlparser2';
import type { ImportFile, ImportProblem } from './model';

export type Decoded = { text: string; problem?: undefined } | { text?: undefined; problem: ImportProblem };

/** `fatal`: a bad byte throws instead of turning into U+FFFD; a leading byte order mark is dropped (`ignoreBOM` false). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text, or a problem naming the first byte that is not UTF-8 (its offset and line). */
export function decodeUtf8(file: ImportFile): Decoded {
  try {
    return { text: UTF8.decode(file.bytes) };
  } catch {
    const offset = firstInvalidUtf8(file.bytes);
    const line = lineOfByte(file.bytes, offset);
    const byte = (file.bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return {
      problem: {
        file: file.name,
        line,
        reason: `not UTF-8: byte 0x${byte} at offset ${offset} (line ${line}) is not valid UTF-8; save the file as UTF-8`,
      },
    };
  }
}

/**
 * The offset of the first byte that starts no valid UTF-8 sequence (the WHATWG decoder's rules: no overlong forms,
 * no surrogates, nothing above U+10FFFF). Only run once TextDecoder has refused the bytes, to say where.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const continuation = (index: number, low = 0x80, high = 0xbf) => {
    const byte = bytes[index];
    return byte !== undefined && byte >= low && byte <= high;
  };
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    let length = 0;
    if (lead < 0x80) length = 1;
    else if (lead >= 0xc2 && lead <= 0xdf) length = continuation(index + 1) ? 2 : 0;
    else if (lead >= 0xe0 && lead <= 0xef) {
      const [low, high] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
      length = continuation(index + 1, low, high) && continuation(index + 2) ? 3 : 0;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      const [low, high] = lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
      length = continuation(index + 1, low, high) && continuation(index + 2) && continuation(index + 3) ? 4 : 0;
    }
    if (length === 0) return index;
    index += length;
  }
  return bytes.length;
}

function lineOfByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (bytes[index] === 0x0a) line++;
  return line;
}

/** Where each line of a text starts, for lineAt. Made once per file, and only when a problem needs a line. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** The 1-based line and column of a character offset. */
export function lineAt(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

/** Elements that end a paragraph or a line of text; the others (inline ones) run on. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
/** Elements whose content is no text for a reader. */
const SKIPPED = new Set(['script', 'style', 'template', 'head', 'title']);

/**
 * A source's text as plain text: HTML (frab descriptions, iCalendar exports of CMSs) parsed by htmlparser2 and only
 * its text kept, entities decoded, blocks and <br> as line breaks. Nothing of the markup survives, so nothing needs
 * sanitising later. Text without `<` or `&` is taken as it is (pretalx's Markdown, most plain abstracts).
 */
export function htmlToText(value: string): string {
  if (!value.includes('<') && !value.includes('&')) return tidy(value);
  let text = '';
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipped++;
        else if (name === 'br') text += '\n';
        else if (BLOCKS.has(name)) text += '\n';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipped = Math.max(0, skipped - 1);
        else if (BLOCKS.has(name)) text += '\n';
      },
      ontext(chunk) {
        if (skipped === 0) text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.write(value);
  parser.end();
  return tidy(text);
}

/** Lines without trailing spaces, at most one blank line in a row, none at either end. */
function tidy(value: string): string {
  const lines = value
    .replaceAll('\r\n', '\n')
    .split('\n')
    .map((line) => line.trimEnd());
  const kept: string[] = [];
  for (const line of lines) {
    if (line.trim() === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line.trim() === '' ? '' : line);
  }
  while (kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

/** Optional text as plain text, null when there is none. */
export function plainTextOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = htmlToText(value);
  return text === '' ? null : text;
}

/**
 * A one-field name split for the model: at the last space ("Anna van Berg" → "Anna van" + "Berg"), a single word
 * all surname. Wrong for names written surname first, which a one-field source cannot tell apart; the speaker's
 * record can be corrected after the import.
 */
export function splitName(name: string): { firstname: string; surname: string } {
  const clean = name.trim().split(/\s+/).join(' ');
  const last = clean.lastIndexOf(' ');
  return last === -1 ? { firstname: '', surname: clean } : { firstname: clean.slice(0, last), surname: clean.slice(last + 1) };
}
