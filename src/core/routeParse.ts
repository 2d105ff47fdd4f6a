/**
 * Reading addresses: the route of a path and query (parseRoute), the same address in another language
 * (replaceLanguage), the modern address of an older shape (canonicalRedirect) and the query flags.
 * Kept apart from routes.ts (names, shapes, buildPath) because only the element that owns the address
 * reads them; elements that only link to pages (the logo grid) build paths and need none of this.
 */
import { isLanguageCode, normaliseLanguage } from './language';
import { compile, encodeSegment, type Shape } from './pathShape';
import {
  buildPath,
  CONTAINER_MODES,
  PARAM_VALUES,
  PROGRAMME_FILTERS,
  ROUTE_NAMES,
  ROUTE_SHAPES,
  type ContainerMode,
  type ProgrammeFilter,
  type QueryInput,
  type Route,
  type RouteName,
} from './routes';

/** Every shape of every route, in table order: the first that matches wins. */
const SHAPES: Shape<RouteName>[] = ROUTE_NAMES.flatMap((name) => ROUTE_SHAPES[name].map((shape) => compile(name, shape)));

interface Match {
  route: Route;
  /** Segments of the path as given (not decoded), and where the language is among them. */
  segments: string[];
  languageIndex: number;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function paramValueOk(name: string, value: string): boolean {
  if (value === '') return false;
  if (name === 'language') return isLanguageCode(value);
  const allowed = PARAM_VALUES[name];
  return allowed === undefined || allowed.includes(value);
}

function matchShape(shape: Shape<RouteName>, segments: string[]): { params: Record<string, string>; languageIndex: number } | null {
  const { tokens, fixed } = shape;
  const rest = tokens.at(-1);
  const hasRest = rest?.kind === 'param' && rest.mod === '*';
  if (segments.length < fixed || (!hasRest && segments.length > tokens.length)) return null;
  const params: Record<string, string> = {};
  let languageIndex = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind === 'literal') {
      const segment = segments[i];
      if (segment !== token.value && segment !== token.lower) return null;
      continue;
    }
    if (token.mod === '*') {
      const values = segments.slice(i).map(decode);
      if (values.some((v) => v === null || v === '')) return null;
      if (values.length > 0) params[token.name] = values.join('/');
      break;
    }
    const segment = segments[i];
    if (segment === undefined) break; // an optional param that is absent (and so are those after it)
    const value = decode(segment);
    if (value === null || !paramValueOk(token.name, value)) return null;
    if (token.name === 'language') {
      params.language = normaliseLanguage(value);
      languageIndex = i;
    } else {
      params[token.name] = value;
    }
  }
  return { params, languageIndex };
}

/** Query params as a record; the first value of a repeated param wins. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    if (seen.has(key)) continue;
    seen.add(key);
    // defineProperty: a param named __proto__ must stay a plain entry.
    Object.defineProperty(query, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return query;
}

function matchPath(pathname: string, search: string): Match {
  let path = pathname;
  let query = search;
  const hash = path.indexOf('#');
  if (hash !== -1) path = path.slice(0, hash);
  const q = path.indexOf('?');
  if (q !== -1) {
    if (query === '') query = path.slice(q);
    path = path.slice(0, q);
  }
  const segments = path.split('/');
  if (segments[0] === '') segments.shift();
  if (segments.at(-1) === '') segments.pop();
  const parsedQuery = parseQuery(query);
  if (!segments.includes('')) {
    for (const shape of SHAPES) {
      const found = matchShape(shape, segments);
      if (found)
        return { route: { name: shape.name, params: found.params, query: parsedQuery }, segments, languageIndex: found.languageIndex };
    }
  }
  return { route: { name: 'not-found', params: {}, query: parsedQuery }, segments, languageIndex: -1 };
}

/**
 * The route of an address. Never fails: an unknown path (and the root path '/') is 'not-found'. A query
 * in pathname is used when search is empty; a hash is ignored. Older shapes keep their own names
 * (ProgramPage, LivePage, PresentationPlayerPage); see canonicalRedirect.
 */
export function parseRoute(pathname: string, search = ''): Route {
  return matchPath(pathname, search).route;
}

/**
 * The address with its language replaced and everything else kept: same shape, same segments as typed,
 * same query (docs/rules/shell-access-identity.md section 2, language switch). search defaults to the query in
 * pathname, if any. An address that carries no language is returned unchanged.
 */
export function replaceLanguage(pathname: string, language: string, search = ''): string {
  const match = matchPath(pathname, search);
  const q = pathname.indexOf('?');
  const hash = pathname.indexOf('#');
  const ownSearch = q === -1 ? '' : pathname.slice(q, hash > q ? hash : undefined);
  const keptSearch = search !== '' ? (search.startsWith('?') ? search : `?${search}`) : ownSearch;
  if (match.languageIndex === -1) {
    const path = q === -1 ? (hash === -1 ? pathname : pathname.slice(0, hash)) : pathname.slice(0, q);
    return `${path}${keptSearch}`;
  }
  const segments = [...match.segments];
  segments[match.languageIndex] = encodeSegment(normaliseLanguage(language));
  return `/${segments.join('/')}${keptSearch}`;
}

// ---- older shapes ----

/**
 * The modern address of an older shape, or null when there is none (docs/rules/content-areas.md section 2):
 * /program/...?session=X -> SessionPage, ?presentation=X -> PresentationPage, ?user=X -> FacultyPage
 * (checked in that order); the rest of the query is kept. /program without these, /live and
 * /presentationplayer have no modern equivalent.
 */
export function canonicalRedirect(route: Route): string | null {
  if (route.name !== 'ProgramPage') return null;
  const { instance, event, language } = route.params;
  if (!instance || !event || !language) return null;
  const address = { instance, event, language };
  const rest = (key: string): QueryInput => {
    const { [key]: _dropped, ...others } = route.query;
    return others;
  };
  const { session, presentation, user } = route.query;
  if (session) return buildPath('SessionPage', { ...address, sessionId: session }, rest('session'));
  if (presentation) return buildPath('PresentationPage', { ...address, presentationId: presentation }, rest('presentation'));
  if (user) return buildPath('FacultyPage', { ...address, userId: user }, rest('user'));
  return null;
}

// ---- query helpers ----

/** The container flag (app or terminal), or null when absent or another value. */
export function containerMode(query: Readonly<Record<string, string>>): ContainerMode | null {
  const value = query.container?.trim().toLowerCase();
  return (CONTAINER_MODES as readonly string[]).includes(value ?? '') ? (value as ContainerMode) : null;
}

/** The programme filter (?filter=industry|industryspecial|scientificprogram), or null. */
export function programmeFilter(query: Readonly<Record<string, string>>): ProgrammeFilter | null {
  const value = query.filter?.trim().toLowerCase();
  return (PROGRAMME_FILTERS as readonly string[]).includes(value ?? '') ? (value as ProgrammeFilter) : null;
}

/** Where an event address may start in a path: first (/{i}/{e}/{l}/...) or after a page segment (/{page}/{i}/{e}/{l}/...). */
const EVENT_ADDRESS_OFFSETS = [0, 1];

/**
 * The event an address that matches no route belongs to, when its path starts with one (/{i}/{e}/{l}/... or
 * /{page}/{i}/{e}/{l}/...): its not-found page can then speak the event's language. Null for any other path.
 */
export function notFoundEventAddress(pathname: string): { instance: string; event: string; language: string } | null {
  const { route, segments } = matchPath(pathname, '');
  if (route.name !== 'not-found') return null;
  for (const offset of EVENT_ADDRESS_OFFSETS) {
    const [instance, event, language] = segments.slice(offset, offset + 3).map((segment) => decode(segment));
    if (!instance || !event || !language || !isLanguageCode(language)) continue;
    if (!paramValueOk('instance', instance) || !paramValueOk('event', event)) continue;
    return { instance, event, language: normaliseLanguage(language) };
  }
  return null;
}
