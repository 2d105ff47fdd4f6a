/**
 * The programme's two big lists (PAGSessionsV2, PAGPresentations) under load as a browser asks for them
 * (gzip, deflate or br): fetched whole, then revalidated with the ETag the server answered (If-None-Match,
 * every answer a 304 while the programme is unchanged). Their size is one whole answer's, as sent and as JSON.
 */
import { ACCEPT_ENCODING, expectStatus, load, probe, type LoadFigures, type LoadRequest } from './http';
import { LANGUAGE, type LoadTarget } from './target';

const LISTS = ['PAGSessionsV2', 'PAGPresentations'] as const;

export interface ProgrammeListFigures {
  list: (typeof LISTS)[number];
  path: string;
  etag: string | null;
  contentEncoding: string | null;
  /** One whole answer's body as sent and as JSON. */
  sentBytes: number;
  jsonBytes: number;
  whole: LoadFigures;
  /** With If-None-Match: null when the server sent no ETag. */
  revalidated: LoadFigures | null;
}

export async function measureProgrammeLists(target: LoadTarget): Promise<ProgrammeListFigures[]> {
  const figures: ProgrammeListFigures[] = [];
  for (const list of LISTS) {
    const request: LoadRequest = {
      path: `/api/Modules/${list}?eventid=${target.eventId}&language=${LANGUAGE}`,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    };
    const answer = await probe(target.baseUrl, request);
    expectStatus(answer, 200, request);
    const etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : null;
    const contentEncoding = typeof answer.headers['content-encoding'] === 'string' ? answer.headers['content-encoding'] : null;
    const whole = await load(target, request);
    const revalidated = etag ? await load(target, { ...request, headers: { ...request.headers, 'if-none-match': etag } }) : null;
    figures.push({
      list,
      path: request.path,
      etag,
      contentEncoding,
      sentBytes: answer.body.length,
      jsonBytes: answer.decoded.length,
      whole,
      revalidated,
    });
  }
  return figures;
}
