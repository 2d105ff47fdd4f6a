/**
 * The baseline: the server's clock (GET /api/Core/ServerTime), an answer that costs next to nothing, under the
 * same load as the others. What the server and autocannon manage on this machine when the route does no work.
 */
import { expectStatus, load, probe, type LoadFigures, type LoadRequest } from './http';
import type { LoadTarget } from './target';

const SERVER_TIME: LoadRequest = { path: '/api/Core/ServerTime' };

export async function measureServerTime(target: LoadTarget): Promise<LoadFigures> {
  expectStatus(await probe(target.baseUrl, SERVER_TIME), 200, SERVER_TIME);
  return load(target, SERVER_TIME);
}
