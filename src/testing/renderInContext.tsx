/**
 * Component tests' render helper: an area's component rendered as inside an element, under an event
 * context (store, QueryClient, Http) of its own, with a fake server behind fetch answering from fixtures.
 *
 * Only src/api/http.ts calls fetch, so stubbing fetch fakes every request of the context's Http with
 * the real Http's rules (token, 401, errors list) still applied. A request with no fixture is answered
 * 404, and every request is recorded, so a test can say what was (not) asked.
 *
 * Importing this module registers the cleanup after each test: unmount, fetch restored, storage cleared.
 * Files using it run in happy-dom: start them with `// @vitest-environment happy-dom`.
 */
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { EventDetails } from '../contracts';
import type { TextSet } from '../core/texts';
import { createEventContext, type EventContext } from '../store/eventContext';
import type { EventState, UserSession } from '../store/eventStore';
import { EventContextProvider } from '../store/react';
import { HostElementContext } from '../ui/host';

export const TEST_ADDRESS = { instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'http://vmx.test/' } as const;

export interface FakeRequest {
  method: string;
  /** The path without the query, e.g. /api/Token/ForgotPasswordFromBody. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The request's headers (Authorization: the user's token, when the Http sent it). */
  headers: Headers;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/**
 * Answers by "METHOD /path" (no query): a value is the JSON body of a 200; a function gets the request
 * and returns a reply (or a promise of one, to hold a request pending until the test resolves it).
 */
export type Fixtures = Record<string, unknown>;

export interface FakeServer {
  readonly requests: FakeRequest[];
  /** The requests to one "METHOD /path". */
  requestsTo(key: string): FakeRequest[];
}

/** Stubs fetch with a server that answers from fixtures; undone after the test. */
export function fakeServer(fixtures: Fixtures = {}): FakeServer {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body, headers: new Headers(init.headers) };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    if (!(key in fixtures)) return json(404, { message: `no fixture for ${key}` });
    const fixture = fixtures[key];
    if (typeof fixture !== 'function') return json(200, fixture);
    const reply = (await (fixture as (request: FakeRequest) => FakeReply | Promise<FakeReply>)(request)) ?? {};
    return json(reply.status ?? 200, reply.body ?? null);
  };
  vi.stubGlobal('fetch', fetch);
  return { requests, requestsTo: (key) => requests.filter((request) => `${request.method} ${request.path}` === key) };
}

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A signed-in user for the store (state.user). */
export function testUser(overrides: Partial<UserSession> = {}): UserSession {
  return {
    accessToken: 'test-token',
    validUntil: Date.now() + 3_600_000,
    hasTicket: true,
    userId: 7,
    email: 'ada@example.org',
    firstname: 'Ada',
    surname: 'Lovelace',
    initialLogin: false,
    ...overrides,
  };
}

export interface RenderInContextOptions {
  fixtures?: Fixtures;
  /** The event's texts (the server's, over the defaults). */
  texts?: TextSet;
  user?: UserSession | null;
  details?: Partial<EventDetails>;
  /** Anything else of the store's state. */
  state?: Partial<EventState>;
}

export interface RenderedInContext extends RenderResult {
  context: EventContext;
  server: FakeServer;
  /** A user-event session (keyboard and pointer as a person uses them). */
  user: UserEvent;
  /** The element host the component sees (useEmit dispatches on it). */
  host: HTMLElement;
}

/** Renders ui as an event element's content: event context, texts, user and the element host. */
export function renderInContext(ui: ReactElement, options: RenderInContextOptions = {}): RenderedInContext {
  const server = fakeServer(options.fixtures);
  // A context's session and favourites sync live as long as the page, i.e. the test file: without a
  // BroadcastChannel the contexts of earlier tests cannot hear (and answer) this one.
  vi.stubGlobal('BroadcastChannel', undefined);
  const context = createEventContext(TEST_ADDRESS);
  context.store.setState({
    status: 'ready',
    loadedLanguage: TEST_ADDRESS.language,
    details: { Id: 2026, Name: 'European Hair Congress 2026', ...options.details } as EventDetails,
    texts: options.texts ?? {},
    user: options.user ?? null,
    ...options.state,
  });
  const host = document.createElement('vmx-test-host');
  document.body.append(host);
  const rendered = render(
    <HostElementContext.Provider value={host}>
      <EventContextProvider context={context}>{ui}</EventContextProvider>
    </HostElementContext.Provider>,
    { container: host.appendChild(document.createElement('div')) },
  );
  return { ...rendered, context, server, host, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
