/**
 * Whitespace of our styled-components CSS, taken out at build time. The minifier keeps template literals
 * as written, so every indent and newline of a styled.x`...` or css`...` block ships to every browser
 * (ARCHITECTURE.md, Budgets). This squeezes the static parts of those templates only: runs of whitespace
 * become one space, and none is kept around { } ; or after a colon (quoted CSS strings keep theirs). Interpolations (${...}) are left
 * exactly as they are, nested templates included; a source it cannot read to the end is left untouched.
 */

/** The tags whose templates are CSS: styled.div`, styled(Link)`, styled.a.attrs(...)`, css`, createGlobalStyle`, keyframes`. */
const CSS_TAG =
  /(?:\bstyled\s*(?:\.\s*\w+|\([^()]*\))(?:\s*\.\s*(?:attrs|withConfig)\s*\([^()]*(?:\([^()]*\)[^()]*)*\))*|\bcss|\bcreateGlobalStyle|\bkeyframes)\s*(?:<[^<>`]*(?:<[^<>`]*>[^<>`]*)*>)?\s*`/g;

export function squeezeCss(text: string): string {
  // Quoted CSS strings (content: ' – ') keep their spaces.
  return text
    .split(/('[^'\n]*'|"[^"\n]*")/)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};])\s*/g, '$1')
            .replace(/:\s+/g, ':'),
    )
    .join('');
}

/**
 * The end of the ${...} that starts at `start` (the index just after "${"), or -1. Skips strings,
 * template literals (with their own interpolations) and comments, counting braces.
 */
function interpolationEnd(source: string, start: number): number {
  let depth = 1;
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "'" || c === '"') {
      i = stringEnd(source, i, c);
      if (i < 0) return -1;
      continue;
    }
    if (c === '`') {
      const end = templateEnd(source, i + 1, null);
      if (end < 0) return -1;
      i = end + 1;
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      const newline = source.indexOf('\n', i);
      if (newline < 0) return -1;
      i = newline + 1;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      if (close < 0) return -1;
      i = close + 2;
      continue;
    }
    if (c === '{') depth += 1;
    if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  return -1;
}

function stringEnd(source: string, start: number, quote: string): number {
  for (let i = start + 1; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === quote) return i + 1;
    else if (source[i] === '\n') return -1;
  }
  return -1;
}

/**
 * The index of the closing backtick of the template whose text starts at `start`, or -1. With `parts`,
 * the template's static pieces and interpolations are collected as [start, end) ranges.
 */
function templateEnd(source: string, start: number, parts: { quasis: [number, number][] } | null): number {
  let quasiStart = start;
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === '`') {
      parts?.quasis.push([quasiStart, i]);
      return i;
    }
    if (c === '$' && source[i + 1] === '{') {
      parts?.quasis.push([quasiStart, i]);
      const end = interpolationEnd(source, i + 2);
      if (end < 0) return -1;
      i = end + 1;
      quasiStart = i;
      continue;
    }
    i += 1;
  }
  return -1;
}

/** The source with the static text of each CSS template squeezed. */
export function squeezeCssTemplates(source: string): string {
  let out = '';
  let copied = 0;
  CSS_TAG.lastIndex = 0;
  for (let match = CSS_TAG.exec(source); match; match = CSS_TAG.exec(source)) {
    const bodyStart = match.index + match[0].length;
    if (bodyStart < copied) continue;
    const parts = { quasis: [] as [number, number][] };
    const end = templateEnd(source, bodyStart, parts);
    if (end < 0) return source;
    out += source.slice(copied, bodyStart);
    let cursor = bodyStart;
    for (const [from, to] of parts.quasis) {
      out += source.slice(cursor, from);
      const text = source.slice(from, to);
      // Escapes (\\, \`) keep their meaning only as written: such a piece stays as it is.
      out += text.includes('\\') ? text : squeezeCss(text);
      cursor = to;
    }
    out += source.slice(cursor, end + 1);
    copied = end + 1;
    CSS_TAG.lastIndex = copied;
  }
  return out + source.slice(copied);
}
