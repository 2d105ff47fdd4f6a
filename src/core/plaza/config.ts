/**
 * The plaza's configuration: config_json key `plaza` (the PlazaPage is named in docs/rules/shell-access-identity.md
 * section 2; the rules give it no configuration key, so the key and its shape are ours, read like the other keys of
 * section 3: never throwing, a bad value falls back to its default with a warning that names it, as core/config.ts
 * does).
 *
 *   "plaza": {
 *     "intro": "Welcome to the plaza",                       optional, else the text plaza.intro
 *     "tiles": [
 *       { "id": "live", "page": "LivePage", "icon": "play",   page: a route of core/routes (its instance, event and
 *         "title": "Live rooms", "text": "…",                 language are the page's), or "url": an http(s)
 *         "params": { "module": "network" },                  address or a path on this site; title and text
 *         "key": "networking" }                               default to plaza.tile.<id>.title|text; key: a Key
 *     ]                                                       policy the tile's target also needs (section 6)
 *   }
 *
 * Without the key, or with a value that is not an object, the plaza shows DEFAULT_PLAZA_TILES. A tile that cannot be
 * read is left out with a warning; a list that leaves no tile shows the defaults.
 */
import { CONFIG } from '../config';
import { describe, isRecord } from '../configGuards';
import { buildRoute, ROUTE_SHAPES, type RouteName } from '../routes';
import { safeHref } from '../url';

/** The icons a tile may name (drawn by areas/plaza). */
export const PLAZA_ICONS = ['play', 'lounge', 'calendar', 'chat', 'news', 'programme', 'poster', 'help', 'star', 'link'] as const;
export type PlazaIcon = (typeof PLAZA_ICONS)[number];

export type PlazaTarget = { kind: 'page'; route: RouteName; params: Record<string, string> } | { kind: 'url'; href: string };

export interface PlazaTile {
  /** Names the tile: its default texts (plaza.tile.<id>.*) and its data-plaza-tile attribute. */
  id: string;
  icon: PlazaIcon;
  /** Configured text in the config's language, or null for the text set's plaza.tile.<id>.title. */
  title: string | null;
  text: string | null;
  target: PlazaTarget;
  /** A Key policy the target needs besides its page and address policies. */
  key: string | null;
}

export interface PlazaConfig {
  intro: string | null;
  tiles: PlazaTile[];
}

/** Ours: the tiles of a plaza nobody configured: the live rooms, lounges, meeting hub, networking, news and programme. */
export const DEFAULT_PLAZA_TILES: readonly PlazaTile[] = Object.freeze([
  { id: 'live', icon: 'play', title: null, text: null, target: { kind: 'page', route: 'LivePage', params: {} }, key: null },
  { id: 'lounges', icon: 'lounge', title: null, text: null, target: { kind: 'page', route: 'IndustryLandingPage', params: {} }, key: null },
  { id: 'meetings', icon: 'calendar', title: null, text: null, target: { kind: 'page', route: 'MeetingHubPage', params: {} }, key: null },
  { id: 'networking', icon: 'chat', title: null, text: null, target: { kind: 'page', route: 'MessagesPage', params: {} }, key: null },
  { id: 'news', icon: 'news', title: null, text: null, target: { kind: 'page', route: 'NewsPage', params: {} }, key: null },
  { id: 'programme', icon: 'programme', title: null, text: null, target: { kind: 'page', route: 'ProgramPage', params: {} }, key: null },
] satisfies PlazaTile[]);

const PREFIX = `${CONFIG}: plaza`;
/** Params a tile may not set: the page's own address fills them. */
const ADDRESS_PARAMS = new Set(['instance', 'event', 'language']);

export function defaultPlazaConfig(): PlazaConfig {
  return { intro: null, tiles: [...DEFAULT_PLAZA_TILES] };
}

const optionalText = (value: unknown, field: string, warnings: string[]): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  warnings.push(`${PREFIX}.${field} is ${describe(value)}, not a string; ignored`);
  return null;
};

function parseTile(value: unknown, index: number, warnings: string[]): PlazaTile | null {
  const at = `tiles[${index}]`;
  if (!isRecord(value)) {
    warnings.push(`${PREFIX}.${at} is ${describe(value)}, not an object; left out`);
    return null;
  }
  const id = typeof value.id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value.id) ? value.id : null;
  if (id === null) {
    warnings.push(`${PREFIX}.${at}.id is missing or not letters, digits, - and _; left out`);
    return null;
  }
  let target: PlazaTarget | null = null;
  if (typeof value.page === 'string' && value.page in ROUTE_SHAPES) {
    const params: Record<string, string> = {};
    if (isRecord(value.params)) {
      for (const [name, param] of Object.entries(value.params)) {
        if (typeof param === 'string' && !ADDRESS_PARAMS.has(name)) params[name] = param;
        else warnings.push(`${PREFIX}.${at}.params.${name} is not a param a tile may set; ignored`);
      }
    } else if (value.params !== undefined && value.params !== null) {
      warnings.push(`${PREFIX}.${at}.params is ${describe(value.params)}, not an object; ignored`);
    }
    const route = value.page as RouteName;
    try {
      // Any address will do: whether the page can be built from these params does not depend on it.
      buildRoute({ name: route, params: { instance: 'i', event: 'e', language: 'en-GB', ...params } });
    } catch (error) {
      warnings.push(`${PREFIX}.${at}: ${error instanceof Error ? error.message : 'its page cannot be built'}; left out`);
      return null;
    }
    target = { kind: 'page', route, params };
  } else if (value.page !== undefined) {
    warnings.push(`${PREFIX}.${at}.page is not a page of the platform (${JSON.stringify(value.page)?.slice(0, 60)}); left out`);
    return null;
  } else if (typeof value.url === 'string' && safeHref(value.url) !== null && !/^(mailto|tel):/i.test(value.url)) {
    target = { kind: 'url', href: value.url };
  } else {
    warnings.push(`${PREFIX}.${at} has neither a page nor an http(s) or site url; left out`);
    return null;
  }
  let icon: PlazaIcon = 'link';
  if (typeof value.icon === 'string' && (PLAZA_ICONS as readonly string[]).includes(value.icon)) icon = value.icon as PlazaIcon;
  else if (value.icon !== undefined && value.icon !== null)
    warnings.push(`${PREFIX}.${at}.icon is not one of ${PLAZA_ICONS.join(', ')}; using link`);
  return {
    id,
    icon,
    title: optionalText(value.title, `${at}.title`, warnings),
    text: optionalText(value.text, `${at}.text`, warnings),
    target,
    key: optionalText(value.key, `${at}.key`, warnings),
  };
}

/** The plaza of config_json's root object. Never throws. */
export function parsePlazaConfig(root: Record<string, unknown>): { config: PlazaConfig; warnings: string[] } {
  const warnings: string[] = [];
  const config = defaultPlazaConfig();
  const plaza = root.plaza;
  if (plaza === undefined || plaza === null) return { config, warnings };
  if (!isRecord(plaza)) {
    warnings.push(`${PREFIX} is ${describe(plaza)}, not an object; using the default tiles`);
    return { config, warnings };
  }
  config.intro = optionalText(plaza.intro, 'intro', warnings);
  if (plaza.tiles === undefined || plaza.tiles === null) return { config, warnings };
  if (!Array.isArray(plaza.tiles)) {
    warnings.push(`${PREFIX}.tiles is ${describe(plaza.tiles)}, not a list; using the default tiles`);
    return { config, warnings };
  }
  const seen = new Set<string>();
  const tiles: PlazaTile[] = [];
  plaza.tiles.forEach((value: unknown, index) => {
    const tile = parseTile(value, index, warnings);
    if (!tile) return;
    if (seen.has(tile.id)) {
      warnings.push(`${PREFIX}.tiles[${index}].id "${tile.id}" is used twice; left out`);
      return;
    }
    seen.add(tile.id);
    tiles.push(tile);
  });
  if (tiles.length > 0) config.tiles = tiles;
  else warnings.push(`${PREFIX}.tiles holds no tile that can be shown; using the default tiles`);
  return { config, warnings };
}
