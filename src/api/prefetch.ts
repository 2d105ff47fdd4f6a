/**
 * The autoloader's head start on data: GETs an element is about to make, started as soon as its tag is found,
 * while its code is still on the way (src/store/firstRequests.ts decides which). Each pending response waits in a
 * page-wide map under its URL until the element's Http takes it, once, instead of asking again
 * (src/store/registry.ts takePrefetchedResponse, handed to createHttp as takePrefetched).
 *
 * Besides http.ts the one module that calls fetch, and besides registry.ts the one that touches globalThis
 * (eslint.config.js): it runs in dist/vmx.js, which every page with an element downloads first, so it can import
 * nothing that an element's chunks share (http.ts and registry.ts come with the whole store). What it sends is what
 * http.ts would send for an anonymous JSON GET: the same URL (apiUrl builds it as http.ts's url does) and the same
 * Accept header; store/firstRequests.test.ts holds the two against each other.
 */

/** The map's key on globalThis; registry.ts reads the same one (every copy of the bundle shares it). */
export const PREFETCHED_RESPONSES_KEY = Symbol.for('vmx.prefetched');

/** null: the element asked for the URL itself before the autoloader started it (registry.ts). */
type PrefetchedResponses = Map<string, Promise<Response> | null>;

function prefetchedResponses(): PrefetchedResponses {
  const holder = globalThis as typeof globalThis & { [PREFETCHED_RESPONSES_KEY]?: PrefetchedResponses };
  holder[PREFETCHED_RESPONSES_KEY] ??= new Map();
  return holder[PREFETCHED_RESPONSES_KEY];
}

/** The URL http.ts's url(path, query) gives for an Http whose baseUrl is apiBase (a relative api-base resolves against the page). */
export function apiUrl(apiBase: string, path: string, query: Readonly<Record<string, string | number>>): string {
  const target = new URL(path.replace(/^\/+/, ''), new URL(apiBase.replace(/\/?$/, '/'), location.href));
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value));
  return target.href;
}

/** Starts an anonymous JSON GET of url, unless one is already waiting to be taken or the element has asked for it. */
export function prefetchJson(url: string): void {
  const waiting = prefetchedResponses();
  if (waiting.has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  // Whoever takes it sees a failure; one nobody takes is no unhandled rejection.
  response.catch(() => undefined);
  waiting.set(url, response);
}

/**
 * Once the response waiting under url has come, starts the GET that next makes of its JSON body (null: none). The
 * body is read from a copy, taken before the element can read the response itself.
 */
export function prefetchAfter(url: string, next: (body: unknown) => string | null): void {
  prefetchedResponses()
    .get(url)
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const nextUrl = next(body);
      if (nextUrl) prefetchJson(nextUrl);
    })
    // Whoever takes the response sees its failure; this only gives up its head start.
    .catch(() => undefined);
}
