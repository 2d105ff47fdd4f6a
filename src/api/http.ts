/**
 * The one place that calls fetch. Every request of the client goes through an Http made by createHttp:
 * base URL from the element's api-base, the user's bearer token when one is stored, JSON and multipart
 * bodies, and the shell's response rules (docs/rules/shell-access-identity.md sections 4 and 8):
 * - 401 to a call made with the user's token: clear user and token, retry the pending call, at most
 *   RELOGIN_RETRY_LIMIT times, then give up;
 * - 503: maintenance mode;
 * - any other failure goes to the error list, with the texts network error, request aborted and
 *   timeout of N ms exceeded.
 */

/** docs/rules/shell-access-identity.md section 9: 401 retry limit. */
export const RELOGIN_RETRY_LIMIT = 3;
/** Ours: a request that hangs is given up after this long. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpErrorCode = 'status' | 'network' | 'aborted' | 'timeout';

export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly status: number | null;
  readonly url: string;
  readonly body: unknown;

  constructor(code: HttpErrorCode, message: string, url: string, status: number | null = null, body: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = status;
    this.url = url;
    this.body = body;
  }
}

export interface HttpHooks {
  /** The stored user's access token, or null. */
  getToken(): string | null;
  /** A 401 came back: drop the stored user and token. */
  onUnauthorized(): void;
  /** A 503 came back: the platform is in maintenance. */
  onMaintenance(): void;
  /** Any other failure, for the error list. */
  onError(error: HttpError): void;
}

export interface HttpOptions extends HttpHooks {
  /** The API base (the element's api-base); relative paths resolve against it. */
  baseUrl: string;
  timeoutMs?: number;
  /**
   * The pending response of an anonymous JSON GET of this URL that the autoloader started before the element's
   * code arrived (api/prefetch.ts), taken once; undefined when there is none.
   */
  takePrefetched?(url: string): Promise<Response> | undefined;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** How to read the reply; default json. */
  as?: 'json' | 'text' | 'blob';
  /**
   * Send without the user's token: the call shows who the person is otherwise (the single sign-on
   * cookie), so its 401 is an answer, not an expired session.
   */
  anonymous?: boolean;
  /**
   * Headers of the call's own, set last: the analytics visitor header (src/api/recordedAboutMe.ts); an Authorization header
   * of its own, with anonymous: true sent instead of the user's token (docs/rules/shell-access-identity.md section 6,
   * "a few calls use a fixed basic credential instead": src/api/identity.ts getExternalUserData).
   */
  headers?: Record<string, string>;
  /** Let the request outlive the page (fetch keepalive): what is sent as the page is left. */
  keepalive?: boolean;
}

export interface Http {
  readonly baseUrl: string;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T>;
  getText(path: string, query?: Query, signal?: AbortSignal): Promise<string>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  /** A URL for a resource under the API base (for links and images). */
  url(path: string, query?: Query): string;
}

export function createHttp(options: HttpOptions): Http {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl;

  function url(path: string, query?: Query): string {
    // Paths are relative to the API base even when written with a leading slash, so that an API base
    // with a path prefix (https://host/vmx-api/) keeps it.
    const target = new URL(/^https?:/i.test(path) ? path : path.replace(/^\/+/, ''), absoluteBase(baseUrl));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
    }
    return target.href;
  }

  async function once(method: string, target: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: request.as === 'text' ? '*/*' : 'application/json' };
    const token = request.anonymous ? null : options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, request.headers);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
    // What the autoloader asked for is sent exactly so: a GET with this Accept header and no token.
    const prefetched =
      method === 'GET' && body === undefined && !headers.Authorization && headers.Accept === 'application/json'
        ? options.takePrefetched?.(target)
        : undefined;
    try {
      return await (prefetched
        ? unlessAborted(prefetched, signal)
        : fetch(target, { method, headers, body, signal, keepalive: request.keepalive }));
    } catch (cause) {
      if (timeout.signal.aborted) throw new HttpError('timeout', `timeout of ${timeoutMs} ms exceeded`, target);
      if (request.signal?.aborted) throw new HttpError('aborted', 'request aborted', target);
      throw new HttpError('network', 'network error', target);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    const target = url(path, request.query);
    try {
      const sentToken = !request.anonymous && options.getToken() !== null;
      let response = await once(method, target, request);
      // A 401 to a call that carried no token is an answer (wrong password, say), not an expired session.
      for (let retries = 0; sentToken && response.status === 401 && retries < RELOGIN_RETRY_LIMIT; retries++) {
        options.onUnauthorized();
        response = await once(method, target, request);
      }
      if (response.status === 401) {
        // Retries used up: stop here; the next call starts with a fresh count.
        throw new HttpError('status', 'unauthorized', target, 401, await readBody(response));
      }
      if (response.status === 503) options.onMaintenance();
      if (!response.ok) {
        throw new HttpError('status', `request failed with status ${response.status}`, target, response.status, await readBody(response));
      }
      return (await read(response, request.as ?? 'json')) as T;
    } catch (error) {
      const failure = error instanceof HttpError ? error : new HttpError('network', 'network error', target);
      // A call the caller cancelled, and a 401 that ends in re-login, are not errors to list.
      if (failure.code !== 'aborted' && failure.status !== 401) options.onError(failure);
      throw failure;
    }
  }

  return {
    baseUrl,
    request,
    url,
    get: (path, query, signal) => request('GET', path, { query, signal }),
    getText: (path, query, signal) => request('GET', path, { query, signal, as: 'text' }),
    post: (path, body, query) => request('POST', path, { body, query }),
  };
}

/** A response already on its way, given up like a fetch of our own when signal aborts (the caller's, or the timeout). */
function unlessAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    // The caller tells a timeout from its own abort by the signals, as for a fetch of our own.
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

/** api-base may be relative ('/' on the standalone page); URL needs an absolute base. */
function absoluteBase(base: string): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  const origin = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  return new URL(withSlash, origin).href;
}

async function read(response: Response, as: 'json' | 'text' | 'blob'): Promise<unknown> {
  if (as === 'text') return response.text();
  if (as === 'blob') return response.blob();
  if (response.status === 204) return null;
  const raw = await response.text();
  return raw === '' ? null : JSON.parse(raw);
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const raw = await response.text();
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  } catch {
    return null;
  }
}
