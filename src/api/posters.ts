/**
 * A poster's file (a presentation's PosterFile, src/contracts/programme.ts), read with the user's token: the
 * reference server decides access per caller (server/routes/posters.ts). Its own module, so that only the
 * e-poster viewer's lazy chunk carries it.
 */
import type { Http } from './http';

export function fetchPosterFile(http: Http, path: string, signal?: AbortSignal): Promise<Blob> {
  return http.request<Blob>('GET', path, { as: 'blob', signal });
}
