/**
 * What every page asks for first (the texts, the configuration, the theme, the event and the programme's
 * metadata), each on its own under load, as a browser asks for it (gzip, deflate or br). An answer that misses a
 * budget is loaded from a bare server too (ceiling.ts): the texts are some 23 kB brotli, and taking that many bytes
 * 5,000 times a second is past what this load generator does on two cores, from any server.
 */
import { measureCeiling } from './ceiling';
import { ACCEPT_ENCODING, expectStatus, load, probe, type LoadFigures, type LoadRequest } from './http';
import { EVENT, LANGUAGE, type LoadTarget } from './target';

/** Issue 21, for each of these answers. */
export const START_OF_PAGE_BUDGETS = { requestsPerSecond: 5_000, p99Ms: 50 } as const;

export interface NamedLoad {
  name: string;
  path: string;
  figures: LoadFigures;
  /** For an answer that missed a budget: the same bytes from a server that only sends them. */
  ceiling?: LoadFigures;
}

/** GetResources of a set, as a browser asks for it. */
export function resourcesRequest(setname: string): LoadRequest {
  return {
    path: `/api/modules/GetResources?eventshort=${EVENT}&setname=${setname}&language=${LANGUAGE}`,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  };
}

export async function measureStartOfPage(target: LoadTarget): Promise<NamedLoad[]> {
  const requests: Record<string, LoadRequest> = {
    'GetResources VMXTexts': resourcesRequest('VMXTexts'),
    'GetResources config_json': resourcesRequest('config_json'),
    'GetResources VMXTheme': resourcesRequest('VMXTheme'),
    EventDetails: {
      path: `/api/Public/EventDetails?shortname=${EVENT}&language=${LANGUAGE}`,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    },
    PAGData: {
      path: `/api/Modules/PAGData?eventid=${target.eventId}&language=${LANGUAGE}`,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    },
  };
  const loads: NamedLoad[] = [];
  for (const [name, request] of Object.entries(requests)) {
    const answer = await probe(target.baseUrl, request);
    expectStatus(answer, 200, request);
    const figures = await load(target, request);
    const missed = figures.requestsPerSecond < START_OF_PAGE_BUDGETS.requestsPerSecond || figures.p99Ms > START_OF_PAGE_BUDGETS.p99Ms;
    loads.push({
      name,
      path: request.path,
      figures,
      ...(missed ? { ceiling: await measureCeiling(answer, request, figures.connections) } : {}),
    });
  }
  return loads;
}
