import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp, HttpError, RELOGIN_RETRY_LIMIT, type HttpHooks } from './http';

function hooks(token: string | null = 'secret-token') {
  let current = token;
  const calls = { unauthorized: 0, maintenance: 0, errors: [] as HttpError[] };
  const value: HttpHooks = {
    getToken: () => current,
    onUnauthorized: () => {
      calls.unauthorized++;
      current = null;
    },
    onMaintenance: () => void calls.maintenance++,
    onError: (error) => void calls.errors.push(error),
  };
  return { value, calls };
}

function stubFetch(...responses: Array<Response | Error>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.length > 1 ? responses.shift()! : responses[0]!;
    if (next instanceof Error) throw next;
    return next.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A fetch that never answers, and fails the way browsers do once its signal aborts. */
function stubHangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('http', () => {
  it('resolves paths against the API base, keeping its path prefix, and adds the query', async () => {
    const fetch = stubFetch(Response.json([]));
    const http = createHttp({ baseUrl: 'https://api.example.org/vmx/', ...hooks().value });
    await http.get('/api/modules/GetResources', { eventshort: 'ehc2026', setname: 'VMXTexts', skip: undefined });
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.org/vmx/api/modules/GetResources?eventshort=ehc2026&setname=VMXTexts');
  });

  it('sends the stored user token as a bearer header, and none without a user', async () => {
    const fetch = stubFetch(Response.json({}));
    await createHttp({ baseUrl: 'https://a.test/', ...hooks('abc').value }).get('/x');
    await createHttp({ baseUrl: 'https://a.test/', ...hooks(null).value }).get('/x');
    const headers = fetch.mock.calls.map((call) => call[1]!.headers as Record<string, string>);
    expect(headers[0]!.Authorization).toBe('Bearer abc');
    expect(headers[1]!.Authorization).toBeUndefined();
  });

  it('sends a plain object as JSON and FormData as multipart', async () => {
    const fetch = stubFetch(Response.json({ ok: true }));
    const http = createHttp({ baseUrl: 'https://a.test/', ...hooks().value });
    await http.post('/json', { Email: 'a@b.test' });
    const form = new FormData();
    form.set('file', 'x');
    await http.post('/form', form);
    const [jsonInit, formInit] = fetch.mock.calls.map((call) => call[1]!);
    expect((jsonInit!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(jsonInit!.body).toBe('{"Email":"a@b.test"}');
    expect(formInit!.body).toBe(form);
    expect((formInit!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('on 401 clears the user and retries the pending call, then succeeds', async () => {
    const fetch = stubFetch(new Response(null, { status: 401 }), Response.json({ Id: 7 }));
    const { value, calls } = hooks();
    const result = await createHttp({ baseUrl: 'https://a.test/', ...value }).get<{ Id: number }>('/x');
    expect(result).toEqual({ Id: 7 });
    expect(calls.unauthorized).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(calls.errors).toEqual([]);
  });

  it(`stops after ${RELOGIN_RETRY_LIMIT} retries on 401 and starts counting afresh on the next call`, async () => {
    expect(RELOGIN_RETRY_LIMIT).toBe(3);
    const fetch = stubFetch(new Response(null, { status: 401 }));
    const { value, calls } = hooks();
    // A token that keeps coming back (say, another tab signs in again each time).
    const http = createHttp({ baseUrl: 'https://a.test/', ...value, getToken: () => 'secret-token' });
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1 + RELOGIN_RETRY_LIMIT);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2 * (1 + RELOGIN_RETRY_LIMIT));
    // 401 is not an error for the error list.
    expect(calls.errors).toEqual([]);
  });

  it('a 401 to a call made without a token is passed on at once, with no retry', async () => {
    const fetch = stubFetch(Response.json({ message: 'wrong password' }, { status: 401 }));
    const { value, calls } = hooks(null);
    await expect(createHttp({ baseUrl: 'https://a.test/', ...value }).post('/login', {})).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls.unauthorized).toBe(0);
  });

  it('an anonymous call goes without the stored token, and its 401 keeps the user signed in', async () => {
    const fetch = stubFetch(Response.json({ message: 'no single sign-on in progress' }, { status: 401 }));
    const { value, calls } = hooks();
    const http = createHttp({ baseUrl: 'https://a.test/', ...value });
    await expect(http.request('GET', '/api/token/external/correlate', { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls.unauthorized).toBe(0);
    expect(value.getToken()).toBe('secret-token');
  });

  it('a 503 switches on maintenance mode', async () => {
    stubFetch(new Response('down', { status: 503 }));
    const { value, calls } = hooks();
    await expect(createHttp({ baseUrl: 'https://a.test/', ...value }).get('/x')).rejects.toBeInstanceOf(HttpError);
    expect(calls.maintenance).toBe(1);
  });

  it('other failures go to the error list with their status', async () => {
    stubFetch(Response.json({ field: 'shortName' }, { status: 400 }));
    const { value, calls } = hooks();
    await expect(createHttp({ baseUrl: 'https://a.test/', ...value }).get('/x')).rejects.toMatchObject({
      status: 400,
      body: { field: 'shortName' },
    });
    expect(calls.errors.map((error) => error.status)).toEqual([400]);
  });

  it('a failed connection is a network error', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const { value, calls } = hooks();
    await expect(createHttp({ baseUrl: 'https://a.test/', ...value }).get('/x')).rejects.toMatchObject({
      code: 'network',
      message: 'network error',
    });
    expect(calls.errors).toHaveLength(1);
  });

  it('a request that takes too long fails with "timeout of N ms exceeded"', async () => {
    stubHangingFetch();
    const { value, calls } = hooks();
    await expect(createHttp({ baseUrl: 'https://a.test/', timeoutMs: 20, ...value }).get('/x')).rejects.toMatchObject({
      code: 'timeout',
      message: 'timeout of 20 ms exceeded',
    });
    expect(calls.errors).toHaveLength(1);
  });

  it('a request the caller aborts fails with "request aborted" and is not listed as an error', async () => {
    stubHangingFetch();
    const { value, calls } = hooks();
    const controller = new AbortController();
    const pending = createHttp({ baseUrl: 'https://a.test/', ...value }).get('/x', undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted', message: 'request aborted' });
    expect(calls.errors).toEqual([]);
  });
});
