/**
 * Path shapes: the small language of the route table ('/home/:instance/:event/:language',
 * ':param' required, ':param?' optional at the end, ':param*' zero or more segments at the end) and
 * filling a shape with params. Kept apart from the table (routes.ts) so that an element that links to
 * one kind of page carries that one shape, not every route of the platform.
 */
import { isLanguageCode, normaliseLanguage } from './language';

export type QueryInput = Record<string, string | null | undefined>;

export type Token = { kind: 'literal'; value: string; lower: string } | { kind: 'param'; name: string; mod: '' | '?' | '*' };

export interface Shape<N extends string = string> {
  name: N;
  tokens: Token[];
  /** Number of tokens that must be present (literals and required params). */
  fixed: number;
}

export function compile<N extends string>(name: N, shape: string): Shape<N> {
  const tokens: Token[] = shape
    .split('/')
    .filter((s) => s !== '')
    .map((s): Token => {
      if (!s.startsWith(':')) return { kind: 'literal', value: s, lower: s.toLowerCase() };
      const mod = s.endsWith('?') ? '?' : s.endsWith('*') ? '*' : '';
      return { kind: 'param', name: mod ? s.slice(1, -1) : s.slice(1), mod };
    });
  const fixed = tokens.findIndex((t) => t.kind === 'param' && t.mod !== '');
  return { name, tokens, fixed: fixed === -1 ? tokens.length : fixed };
}

export function encodeSegment(value: string): string {
  // '.' and '..' would be resolved away by URL parsing; percent-encoded they stay params.
  return /^\.+$/.test(value) ? value.replace(/\./g, '%2E') : encodeURIComponent(value);
}

export function queryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) search.append(key, value);
  const s = search.toString();
  return s ? `?${s}` : '';
}

/**
 * The path of shape filled with params (encoded) and query. Throws an Error naming the shape and the param
 * when a required param is missing or empty, the language is not a language code, or a param is outside
 * its fixed list of values.
 */
export function fillShape(
  shape: Shape,
  params: Readonly<Record<string, string | null | undefined>>,
  query?: QueryInput,
  paramValues: Readonly<Record<string, readonly string[]>> = {},
): string {
  // One message shape for every refusal: the route, the param and what is wrong with it.
  const refuse = (param: string, problem: string): never => {
    throw new Error(`buildPath(${shape.name}): param "${param}" ${problem}`);
  };
  const out: string[] = [];
  let missingOptional: string | null = null;
  for (const token of shape.tokens) {
    if (token.kind === 'literal') {
      out.push(token.value);
      continue;
    }
    const raw = params[token.name];
    const value = raw === null || raw === undefined ? '' : String(raw);
    if (value === '') {
      if (token.mod === '') refuse(token.name, 'is missing');
      missingOptional ??= token.name;
      continue;
    }
    if (missingOptional !== null) refuse(token.name, `needs param "${missingOptional}" before it`);
    if (token.mod === '*') {
      const pieces = value.split('/');
      if (pieces.some((p) => p === '')) refuse(token.name, 'has an empty segment');
      out.push(...pieces.map(encodeSegment));
      continue;
    }
    if (token.name === 'language') {
      if (!isLanguageCode(value)) refuse('language', `is not a language code: "${value}"`);
      out.push(encodeSegment(normaliseLanguage(value)));
      continue;
    }
    const allowed = paramValues[token.name];
    if (allowed && !allowed.includes(value)) refuse(token.name, `must be one of ${allowed.join(', ')}, not "${value}"`);
    out.push(encodeSegment(value));
  }
  return `/${out.join('/')}${queryString(query)}`;
}
