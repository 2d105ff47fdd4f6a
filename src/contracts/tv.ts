/**
 * Contracts of the TV page and the presentation player's recordings (docs/rules/content-areas.md section 2 names the
 * TV screen, /tv/... with dailyhighlights, speakerinterviews and podcast, and the presentation player; the rules give
 * them no calls or fields, so every name here is ours, in the API's PascalCase). Calls: src/api/tv.ts; the reference
 * server answers them in server/routes/tv.ts.
 */

/** The TV page's three channels, as its route names them (core/routes TV_PAGES). */
export const TV_CHANNELS = ['dailyhighlights', 'speakerinterviews', 'podcast'] as const;
export type TvChannel = (typeof TV_CHANNELS)[number];

/**
 * Where a recording plays from: a video offers HLS (the first choice where the browser or hls.js can play it) and
 * files (WebM with VP9/Opus for browsers without H.264, MP4 with H.264/AAC); an audio episode one file. Each address
 * is a path under the API base (or http(s)), null when not offered.
 */
export interface MediaSources {
  Kind: 'video' | 'audio';
  Hls: string | null;
  Webm: string | null;
  Mp4: string | null;
  Audio: string | null;
}

/** One episode of a TV channel. */
export interface TvEpisode {
  Id: string;
  Channel: TvChannel;
  Title: string;
  /** Plain text. */
  Description: string;
  /** ISO 8601 instant. */
  PublishedAt: string;
  DurationSeconds: number;
  /** The people in it, as shown ("Prof. Dr. Anna Berger"). */
  Speakers: string[];
  Media: MediaSources;
}

/** GET /api/Modules/Tv?eventid&language&channel: the episodes, newest first (of one channel when asked). */
export interface TvEpisodes {
  Episodes: TvEpisode[];
}

/** GET and POST /api/Modules/TvWatched?eventid: the episodes the signed-in user has watched. */
export interface TvWatched {
  EpisodeIds: string[];
}

/** GET /api/Modules/PresentationRecording?eventid&language&presentationid: a presentation's recording. */
export interface PresentationRecording {
  PresentationId: number;
  DurationSeconds: number;
  Media: MediaSources;
}
