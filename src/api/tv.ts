/**
 * Typed calls of the TV page and the presentation player's recordings (ours; docs/rules/content-areas.md section 2
 * names the pages, not their calls: see server/routes/tv.ts). Reply shapes: src/contracts.
 */
import type { Http } from './http';
import type { PresentationRecording, TvEpisodes, TvWatched } from '../contracts';

/** GET /api/Modules/Tv: every channel's episodes, newest first. */
export function getTvEpisodes(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<TvEpisodes>('/api/Modules/Tv', { eventid: eventId, language }, signal);
}

/** GET /api/Modules/TvWatched: the signed-in user's watched episodes (the bearer token names the user). */
export function getTvWatched(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<TvWatched>('/api/Modules/TvWatched', { eventid: eventId }, signal);
}

/** POST /api/Modules/TvWatched: marks an episode watched by the signed-in user; answers the whole list. */
export function markTvWatched(http: Http, eventId: number, episodeId: string) {
  return http.post<TvWatched>('/api/Modules/TvWatched', { EpisodeId: episodeId }, { eventid: eventId });
}

/** GET /api/Modules/PresentationRecording: a presentation's recording (404 when it has none). */
export function getPresentationRecording(http: Http, eventId: number, language: string, presentationId: number, signal?: AbortSignal) {
  return http.get<PresentationRecording>(
    '/api/Modules/PresentationRecording',
    { eventid: eventId, language, presentationid: presentationId },
    signal,
  );
}
