/**
 * What every page asks for first (the texts, the configuration, the theme, the event and the programme's
 * metadata), each on its own under load, as a browser asks for it (gzip, deflate or br).
 */
import { ACCEPT_ENCODING, expectStatus, load, probe, type LoadFigures, type LoadRequest } from './http';
import { EVENT, LANGUAGE, type LoadTarget } from './target';

/** Issue 21, for each of these answers. */
export const START_OF_PAGE_BUDGETS = { requestsPerSecond: 5_000, p99Ms: 50 } as const;

export interface NamedLoad {
  name: string;
  path: string;
  figures: LoadFigures;
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
    expectStatus(await probe(target.baseUrl, request), 200, request);
    loads.push({ name, path: request.path, figures: await load(target, request) });
  }
  return loads;
}
