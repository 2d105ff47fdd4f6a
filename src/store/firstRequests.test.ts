// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp, DEFAULT_TIMEOUT_MS } from '../api/http';
import { apiUrl, PREFETCHED_RESPONSES_KEY as PUT_UNDER, prefetchJson } from '../api/prefetch';
import { PROGRAMME_LIST_PATHS, RESOURCE_SETS } from '../contracts';
import { normaliseLanguage } from '../core/language';
import { getEventDetails, getResources } from '../api/eventReads';
import { getFirstProgrammeRows, getProgrammeData } from '../api/programme';
import {
  EVENT_DETAILS_PATH,
  EVENT_RESOURCE_SETS,
  FIRST_SESSIONS_PATH,
  FIRST_SESSIONS_TAKE,
  firstRequestUrls,
  prefetchFirstRequests,
  programmeDataUrl,
  RESOURCES_PATH,
  signedIn,
} from './firstRequests';
import { clearEventContexts, eventContextFor, PREFETCHED_RESPONSES_KEY as TAKEN_FROM, takePrefetchedResponse } from './registry';
import { sessionStorageKey } from './session';

const ATTRIBUTES = { instance: 'demo', event: 'ehc2026', language: 'en-GB', 'api-base': '/' };

function tag(name: string, attributes: Record<string, string> = ATTRIBUTES): Element {
  const element = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  return element;
}

const noStorage = { getItem: () => null };
const NOW = 1_800_000_000_000;

/** The URLs an element's own Http asks for its first reads (the real calls of src/api), recorded from fetch. */
async function urlsTheElementAsks(apiBase: string): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('[]', { status: 200 });
    }),
  );
  const http = elementHttp({ baseUrl: apiBase, takePrefetched: undefined });
  const ref = { event: 'ehc2026', language: 'en-GB' };
  await getEventDetails(http, ref);
  for (const set of [RESOURCE_SETS.texts, RESOURCE_SETS.config, RESOURCE_SETS.theme]) await getResources(http, ref, set);
  await getFirstProgrammeRows(http, 'sessions', 'ehc2026', 'en-GB', FIRST_SESSIONS_TAKE);
  return asked;
}

function waiting(): Map<string, Promise<Response>> | undefined {
  return (globalThis as unknown as Record<symbol, Map<string, Promise<Response>>>)[PUT_UNDER];
}

/** An Http as an element's event context makes it: anonymous, taking the autoloader's responses, unless told otherwise. */
function elementHttp(options: Partial<Parameters<typeof createHttp>[0]> = {}) {
  return createHttp({
    baseUrl: '/',
    getToken: () => null,
    takePrefetched: takePrefetchedResponse,
    onUnauthorized() {},
    onMaintenance() {},
    onError() {},
    ...options,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  waiting()?.clear();
  clearEventContexts();
  localStorage.clear();
});

describe('the first requests the autoloader starts for a tag', () => {
  it.each(['/', 'https://api.example.org/vmx-api', 'https://api.example.org/vmx-api/', 'api/'])(
    'are exactly the URLs the element asks for itself, with api-base %s',
    async (apiBase) => {
      const element = tag('vmx-programme', { ...ATTRIBUTES, 'api-base': apiBase });
      expect(firstRequestUrls(element, noStorage, NOW)).toEqual(await urlsTheElementAsks(apiBase));
    },
  );

  it('copy the paths, resource sets and session key the element uses', () => {
    expect(EVENT_RESOURCE_SETS).toEqual([RESOURCE_SETS.texts, RESOURCE_SETS.config, RESOURCE_SETS.theme]);
    expect(FIRST_SESSIONS_PATH).toBe(PROGRAMME_LIST_PATHS.sessions);
    expect(EVENT_DETAILS_PATH).toBe('/api/Public/EventDetails');
    expect(RESOURCES_PATH).toBe('/api/modules/GetResources');
    localStorage.setItem(sessionStorageKey('Demo'), JSON.stringify({ accessToken: 't', validUntil: NOW + 1 }));
    expect(signedIn('Demo', localStorage, NOW)).toBe(true);
  });

  it('are the event reads for every event element, and the first rows only for a programme opening on the sessions', () => {
    const eventReads = firstRequestUrls(tag('vmx-ticker'), noStorage, NOW);
    expect(eventReads.map((url) => new URL(url).pathname)).toEqual([EVENT_DETAILS_PATH, RESOURCES_PATH, RESOURCES_PATH, RESOURCES_PATH]);
    expect(firstRequestUrls(tag('vmx-exhibitors'), noStorage, NOW)).toEqual(eventReads);
    expect(firstRequestUrls(tag('vmx-programme', { ...ATTRIBUTES, view: 'Faculty' }), noStorage, NOW)).toEqual(eventReads);
    for (const view of ['sessions', 'grid', 'list', 'personal', 'nonsense', '']) {
      const urls = firstRequestUrls(tag('vmx-programme', { ...ATTRIBUTES, view }), noStorage, NOW);
      expect(urls.slice(0, 4)).toEqual(eventReads);
      expect(urls[4]).toBe(`${location.origin}${FIRST_SESSIONS_PATH}?shortname=ehc2026&language=en-GB&take=${FIRST_SESSIONS_TAKE}`);
    }
  });

  it('are none for <vmx-app>, missing attributes, a language the element would write otherwise, or a signed-in visitor', () => {
    expect(firstRequestUrls(tag('vmx-app'), noStorage, NOW)).toEqual([]);
    const { event: _event, ...withoutEvent } = ATTRIBUTES;
    expect(firstRequestUrls(tag('vmx-ticker', withoutEvent), noStorage, NOW)).toEqual([]);
    expect(firstRequestUrls(tag('vmx-ticker', { ...ATTRIBUTES, 'api-base': ' ' }), noStorage, NOW)).toEqual([]);
    for (const language of ['de_de', 'EN-gb', 'english']) {
      expect(normaliseLanguage(language)).not.toBe(language);
      expect(firstRequestUrls(tag('vmx-ticker', { ...ATTRIBUTES, language }), noStorage, NOW)).toEqual([]);
    }
    for (const language of ['de-DE', 'en', 'es-419']) {
      expect(normaliseLanguage(language)).toBe(language);
      expect(firstRequestUrls(tag('vmx-ticker', { ...ATTRIBUTES, language }), noStorage, NOW)).toHaveLength(4);
    }
    const session = (validUntil: number) => ({ getItem: () => JSON.stringify({ accessToken: 't', validUntil }) });
    expect(firstRequestUrls(tag('vmx-ticker'), session(NOW + 60_000), NOW)).toEqual([]);
    expect(firstRequestUrls(tag('vmx-ticker'), session(NOW - 1), NOW)).toHaveLength(4);
    expect(firstRequestUrls(tag('vmx-ticker'), { getItem: () => '{not json' }, NOW)).toHaveLength(4);
  });
});

describe('prefetched responses', () => {
  it('are asked for once per URL, as the element would ask: a GET accepting JSON', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    prefetchFirstRequests(tag('vmx-programme'));
    prefetchFirstRequests(tag('vmx-programme', { ...ATTRIBUTES, view: 'personal' }));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(fetch.mock.calls.map((call: unknown[]) => call[1])).toEqual(Array(5).fill({ headers: { Accept: 'application/json' } }));
  });

  it('are put and taken under the same page-wide key, each once', async () => {
    expect(TAKEN_FROM).toBe(PUT_UNDER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"Id":1}')),
    );
    const url = apiUrl('/', EVENT_DETAILS_PATH, { shortname: 'ehc2026', language: 'en-GB' });
    prefetchJson(url);
    const taken = takePrefetchedResponse(url);
    expect(await (await taken!).json()).toEqual({ Id: 1 });
    expect(takePrefetchedResponse(url)).toBeUndefined();
  });

  it("answer the element's first reads: its Http takes them instead of asking again, and asks afresh the next time", async () => {
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ Id: 2026, url })));
    vi.stubGlobal('fetch', fetch);
    prefetchFirstRequests(tag('vmx-programme'));
    expect(fetch).toHaveBeenCalledTimes(5);
    const { http } = eventContextFor({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: '/' });
    const details = await getEventDetails(http, { event: 'ehc2026', language: 'en-GB' });
    expect(details.Id).toBe(2026);
    // The programme's data, asked for the moment the details gave the event's id, and taken by its read.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(6));
    const data = await getProgrammeData(http, 2026, 'en-GB');
    expect(data).toMatchObject({ url: `${location.origin}/api/Modules/PAGData?eventid=2026&language=en-GB` });
    expect(fetch).toHaveBeenCalledTimes(6);
    await getEventDetails(http, { event: 'ehc2026', language: 'en-GB' });
    expect(fetch).toHaveBeenCalledTimes(7);
  });

  it('are not started for a URL the element has already asked for itself', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    prefetchJson(apiUrl('/', 'api/ServerTime', {}));
    const url = apiUrl('/', EVENT_DETAILS_PATH, { shortname: 'ehc2026', language: 'en-GB' });
    await getEventDetails(elementHttp(), { event: 'ehc2026', language: 'en-GB' });
    expect(fetch).toHaveBeenCalledTimes(2);
    prefetchJson(url);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("ask for the programme's data as the element does, and not without the event's id", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response('null');
      }),
    );
    for (const apiBase of ['/', 'https://api.example.org/vmx-api']) {
      await getProgrammeData(elementHttp({ baseUrl: apiBase, takePrefetched: undefined }), 77, 'de-DE');
      expect(programmeDataUrl(tag('vmx-programme', { ...ATTRIBUTES, 'api-base': apiBase, language: 'de-DE' }), { Id: 77 })).toBe(
        asked.at(-1),
      );
    }
    for (const details of [null, {}, { Id: '77' }]) expect(programmeDataUrl(tag('vmx-programme'), details)).toBeNull();
  });

  it("are not taken by a request carrying the user's token", async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const url = apiUrl('/', EVENT_DETAILS_PATH, { shortname: 'ehc2026', language: 'en-GB' });
    prefetchJson(url);
    await getEventDetails(elementHttp({ getToken: () => 'token' }), { event: 'ehc2026', language: 'en-GB' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(takePrefetchedResponse(url)).toBeDefined();
  });

  it('fail as a request of its own would: a prefetch that fails is a network error, one that hangs times out', async () => {
    vi.useFakeTimers();
    try {
      const errors: string[] = [];
      const http = elementHttp({ onError: (error) => void errors.push(error.code) });
      const ref = { event: 'ehc2026', language: 'en-GB' };
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      prefetchJson(apiUrl('/', EVENT_DETAILS_PATH, { shortname: 'ehc2026', language: 'en-GB' }));
      await expect(getEventDetails(http, ref)).rejects.toMatchObject({ code: 'network' });
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      // A new page's autoloader: the URL taken above is no longer marked as asked.
      waiting()?.clear();
      prefetchJson(apiUrl('/', EVENT_DETAILS_PATH, { shortname: 'ehc2026', language: 'en-GB' }));
      const hanging = expect(getEventDetails(http, ref)).rejects.toMatchObject({ code: 'timeout' });
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
      await hanging;
      expect(errors).toEqual(['network', 'timeout']);
    } finally {
      vi.useRealTimers();
    }
  });
});
