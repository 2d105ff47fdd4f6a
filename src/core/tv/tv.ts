/**
 * The TV page's rules (docs/rules/content-areas.md section 2: TV, /tv/... with the sub-pages dailyhighlights,
 * speakerinterviews and podcast; the rules describe no more). Ours: without a sub-page the page shows the daily
 * highlights; each channel lists its episodes newest first; an episode plays by address (?episode=); a video
 * plays from HLS where the browser can (natively, or through hls.js with Media Source Extensions for H.264),
 * else from a file the browser can decode; the watched state of a visitor who is not signed in is kept in this
 * browser (the signed-in user's on the server).
 */
import { TV_CHANNELS, type MediaSources, type TvChannel } from '../../contracts';

export const TV_EPISODE_QUERY = 'episode';
/** Ours: the channel without a sub-page. */
export const TV_DEFAULT_CHANNEL: TvChannel = 'dailyhighlights';
/** An episode's id: letters, digits, '-' and '_'. */
export const TV_EPISODE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isTvChannel(value: string | undefined): value is TvChannel {
  return (TV_CHANNELS as readonly string[]).includes(value ?? '');
}

/** The channel a route shows (its tvPage param), the daily highlights without one. */
export function tvChannelOf(tvPage: string | undefined): TvChannel {
  return isTvChannel(tvPage) ? tvPage : TV_DEFAULT_CHANNEL;
}

/** The episode the address asks to play, or null (a malformed id is none). */
export function episodeOf(query: Readonly<Record<string, string>>): string | null {
  const id = query[TV_EPISODE_QUERY]?.trim() ?? '';
  return TV_EPISODE_ID_PATTERN.test(id) ? id : null;
}

/** What the browser can play, as the player asks it (canPlayType, MediaSource.isTypeSupported). */
export interface PlaybackSupport {
  /** HLS natively (Safari, iOS). */
  nativeHls: boolean;
  /** H.264 and AAC through Media Source Extensions (what hls.js needs). */
  mseH264: boolean;
  /** Files by MIME type with codecs. */
  canPlay(type: string): boolean;
}

export const HLS_TYPE = 'application/vnd.apple.mpegurl';
export const WEBM_TYPE = 'video/webm; codecs="vp9, opus"';
export const MP4_TYPE = 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"';

/** How a video plays: HLS natively, HLS through hls.js, a file, or not at all. */
export type VideoSource = { via: 'native-hls' | 'hls.js'; url: string } | { via: 'file'; url: string; type: string } | { via: 'none' };

/** The first way of playing a video's sources this browser supports: HLS first, then WebM, then MP4. */
export function chooseVideoSource(media: MediaSources, support: PlaybackSupport): VideoSource {
  if (media.Hls && support.nativeHls) return { via: 'native-hls', url: media.Hls };
  if (media.Hls && support.mseH264) return { via: 'hls.js', url: media.Hls };
  if (media.Webm && support.canPlay(WEBM_TYPE)) return { via: 'file', url: media.Webm, type: WEBM_TYPE };
  if (media.Mp4 && support.canPlay(MP4_TYPE)) return { via: 'file', url: media.Mp4, type: MP4_TYPE };
  return { via: 'none' };
}

/** The local-storage key of a visitor's watched episodes of an event. */
export function watchedStorageKey(instance: string, event: string): string {
  return `vmx-tv-watched:${instance}/${event}`;
}

/** Ours: at most this many episode ids are kept in the browser (the oldest go first). */
export const WATCHED_LOCAL_LIMIT = 200;

/** The ids kept in local storage; anything unreadable is none. */
export function parseWatchedIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && TV_EPISODE_ID_PATTERN.test(id)) : [];
  } catch {
    return [];
  }
}

/** The list with one more watched id (last), without repeats, within WATCHED_LOCAL_LIMIT. */
export function withWatched(ids: readonly string[], id: string): string[] {
  return [...ids.filter((entry) => entry !== id), id].slice(-WATCHED_LOCAL_LIMIT);
}

/** A duration as m:ss (or h:mm:ss), for the list. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
