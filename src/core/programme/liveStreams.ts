/**
 * The live page's streams, from the event configuration (config_json). The spec names the live page and its
 * roomid query (docs/rules/content-areas.md section 2) but not where a room's stream comes from; this key is ours:
 *
 *   "liveStreams": { "<room id or room name>": { "type": "hls" | "iframe", "url": "…", "title"?: "…" } }
 *
 * A room is looked up by its id first, then by its name (trimmed, any letter case). A url must be http(s)
 * or a relative path ('/', './', '../', not '//host'); anything else (javascript:, data:, bare words) is refused. What is
 * malformed is left out with a warning (the caller logs them): a bad entry costs its room's stream, never
 * the page.
 */
import { hasControlCharacter } from '../url';

/** Ours: the config_json key of the live streams. */
export const LIVE_STREAMS_KEY = 'liveStreams';

export const LIVE_STREAM_TYPES = ['hls', 'iframe'] as const;
export type LiveStreamType = (typeof LIVE_STREAM_TYPES)[number];

export interface LiveStream {
  type: LiveStreamType;
  url: string;
  /** An optional name for the player (the iframe's title); the room's name otherwise. */
  title: string | null;
}

export interface LiveStreams {
  /** By the key as configured, trimmed. */
  byId: ReadonlyMap<string, LiveStream>;
  /** By the key, trimmed and lower-cased (for lookups by room name). */
  byName: ReadonlyMap<string, LiveStream>;
}

export interface ParsedLiveStreams {
  streams: LiveStreams;
  /** What was left out and why, for the console. */
  warnings: string[];
}

export const NO_LIVE_STREAMS: LiveStreams = { byId: new Map(), byName: new Map() };

const RELATIVE_PREFIXES = ['/', './', '../'];

/** The url when it may be a stream's address: http(s), or a relative path; else null. */
export function liveStreamUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '' || hasControlCharacter(url)) return null;
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  // '//host' and '/\\host' name another host (browsers read a backslash as a slash): not a relative path.
  if (/^[/\\]{2}/.test(url)) return null;
  return RELATIVE_PREFIXES.some((prefix) => url.startsWith(prefix)) ? url : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The streams of an event configuration (the whole config_json object); none when the key is absent. */
export function parseLiveStreams(config: unknown): ParsedLiveStreams {
  const warnings: string[] = [];
  const raw = isRecord(config) ? config[LIVE_STREAMS_KEY] : undefined;
  if (raw === undefined || raw === null) return { streams: NO_LIVE_STREAMS, warnings };
  if (!isRecord(raw)) {
    warnings.push(`${LIVE_STREAMS_KEY} is not an object; no live streams`);
    return { streams: NO_LIVE_STREAMS, warnings };
  }
  const byId = new Map<string, LiveStream>();
  const byName = new Map<string, LiveStream>();
  for (const [rawKey, entry] of Object.entries(raw)) {
    const key = rawKey.trim();
    const where = `${LIVE_STREAMS_KEY}["${rawKey}"]`;
    if (key === '') {
      warnings.push(`${where}: an empty room key; left out`);
      continue;
    }
    if (!isRecord(entry)) {
      warnings.push(`${where} is not an object; left out`);
      continue;
    }
    const type = typeof entry.type === 'string' ? entry.type.trim().toLowerCase() : '';
    if (!(LIVE_STREAM_TYPES as readonly string[]).includes(type)) {
      warnings.push(`${where}.type must be one of ${LIVE_STREAM_TYPES.join(', ')}; left out`);
      continue;
    }
    const url = liveStreamUrl(entry.url);
    if (url === null) {
      warnings.push(`${where}.url must be an http(s) URL or a relative path; left out`);
      continue;
    }
    const title = typeof entry.title === 'string' && entry.title.trim() !== '' ? entry.title.trim() : null;
    const stream: LiveStream = { type: type as LiveStreamType, url, title };
    byId.set(key, stream);
    if (!byName.has(key.toLowerCase())) byName.set(key.toLowerCase(), stream);
  }
  return { streams: { byId, byName }, warnings };
}

/** The stream of a room: by its id, else by its name; null when none is configured. */
export function liveStreamOfRoom(streams: LiveStreams, room: { Id: number | string; Name?: string | null }): LiveStream | null {
  const byId = streams.byId.get(String(room.Id).trim());
  if (byId) return byId;
  const name = room.Name?.trim().toLowerCase();
  return name ? (streams.byName.get(name) ?? null) : null;
}
