import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Http, Query, RequestOptions } from '../api/http';
import type { EventDetails, PersonalSchedule } from '../contracts';
import type { FavouriteKind } from '../core/programme/favourites';
import type { EventContext } from './eventContext';
import { createEventStore, type UserSession } from './eventStore';
import { favouritesOf } from './favourites';
import { createEventQueryClient } from './queryClient';

const EVENT_ID = 2026;
const SCHEDULE = '/api/Modules/PagPersonalSchedule/';
const PATHS: Record<FavouriteKind, string> = {
  sessions: '/api/Modules/PersonalProgram/',
  presentations: '/api/Modules/PersonalProgramPresentation/',
  speakers: '/api/Modules/PersonalProgramUser/',
};
const ID_PARAMS: Record<FavouriteKind, string> = { sessions: 'pSessionId', presentations: 'pPresentationId', speakers: 'pUserId' };

const user: UserSession = {
  accessToken: 'token-a',
  validUntil: Date.parse('2030-01-01T00:00:00Z'),
  hasTicket: true,
  userId: 7,
  email: 'attendee@ehc2026.test',
  firstname: 'Ada',
  surname: 'Lovelace',
  initialLogin: false,
};
const details = { Id: EVENT_ID, Short: 'ehc2026', Instance: 'demo', Name: 'EHC 2026', TimeZone: 'Europe/Berlin' } as EventDetails;

interface Call {
  method: string;
  path: string;
  body?: unknown;
  query?: Query;
}

/** An Http that answers the personal-programme calls from an in-memory server-side list and records them. */
function fakeServer(initial: Partial<Record<FavouriteKind, number[]>> = {}) {
  const lists: Record<FavouriteKind, number[]> = { sessions: [], presentations: [], speakers: [], ...initial };
  const calls: Call[] = [];
  const failures: string[] = [];
  const kindOf = (path: string) => (Object.keys(PATHS) as FavouriteKind[]).find((kind) => PATHS[kind] === path);
  const schedule = (): PersonalSchedule => ({
    Entries: [],
    SessionIds: [...lists.sessions],
    PresentationIds: [...lists.presentations],
    SpeakerIds: [...lists.speakers],
  });
  const answer = async (call: Call): Promise<PersonalSchedule> => {
    calls.push(call);
    if (failures[0] === call.method) {
      failures.shift();
      throw new Error(`${call.method} ${call.path} failed`);
    }
    const kind = kindOf(call.path);
    if (call.method === 'POST' && kind) {
      for (const id of call.body as string[]) if (!lists[kind].includes(Number(id))) lists[kind].push(Number(id));
    } else if (call.method === 'DELETE' && kind) {
      const id = Number(call.query?.[ID_PARAMS[kind]]);
      lists[kind] = lists[kind].filter((x) => x !== id);
    } else if (!(call.method === 'GET' && call.path === SCHEDULE)) {
      throw new Error(`unexpected ${call.method} ${call.path}`);
    }
    return schedule();
  };
  const http: Http = {
    baseUrl: '/',
    get: <T>(path: string, query?: Query) => answer({ method: 'GET', path, query }) as Promise<T>,
    post: <T>(path: string, body?: unknown, query?: Query) => answer({ method: 'POST', path, body, query }) as Promise<T>,
    request: <T>(method: string, path: string, options?: RequestOptions) =>
      answer({ method, path, body: options?.body, query: options?.query }) as Promise<T>,
    getText: () => Promise.reject(new Error('not used')),
    url: (path: string) => path,
  };
  return {
    http,
    lists,
    calls,
    /** The next call with this method fails. */
    failNext: (method: string) => failures.push(method),
  };
}

function contextWith(http: Http): EventContext {
  return {
    key: 'demo/ehc2026',
    instance: 'demo',
    event: 'ehc2026',
    apiBase: '/',
    store: createEventStore('demo', 'ehc2026', 'en-GB'),
    queryClient: createEventQueryClient(),
    http,
  };
}

function signIn(context: EventContext): void {
  context.store.getState().setUser(user);
  context.store.setState({ details });
}

/** A signed-in context whose merge has finished. */
async function signedIn(initial: Partial<Record<FavouriteKind, number[]>> = {}) {
  const server = fakeServer(initial);
  const context = contextWith(server.http);
  const favourites = favouritesOf(context);
  signIn(context);
  await vi.waitFor(() => expect(favourites.getState().synced).toBe(true));
  server.calls.length = 0;
  return { server, context, favourites };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('favourites of a visitor', () => {
  it('toggle adds and removes an id, kept as a string', async () => {
    const favourites = favouritesOf(contextWith(fakeServer().http));
    await favourites.getState().toggle('sessions', 42);
    expect(favourites.getState().favourites.sessions).toEqual(['42']);
    expect(favourites.getState().isFavourite('sessions', '42')).toBe(true);
    await favourites.getState().toggle('sessions', '42');
    expect(favourites.getState().favourites.sessions).toEqual([]);
    expect(favourites.getState().isFavourite('sessions', 42)).toBe(false);
  });

  it('42 and "42" are one favourite', async () => {
    const favourites = favouritesOf(contextWith(fakeServer().http));
    await favourites.getState().setFavourite('speakers', 42, true);
    await favourites.getState().setFavourite('speakers', '42', true);
    expect(favourites.getState().favourites.speakers).toEqual(['42']);
  });

  it('keeps the kinds apart', async () => {
    const favourites = favouritesOf(contextWith(fakeServer().http));
    await favourites.getState().toggle('presentations', 5);
    expect(favourites.getState().favourites).toEqual({ sessions: [], presentations: ['5'], speakers: [] });
    expect(favourites.getState().isFavourite('sessions', 5)).toBe(false);
  });

  it('makes no server call, even once the event is known', async () => {
    const server = fakeServer();
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    context.store.setState({ details });
    await favourites.getState().toggle('sessions', 1);
    await favourites.getState().toggle('presentations', 2);
    await favourites.getState().toggle('sessions', 1);
    expect(server.calls).toEqual([]);
    expect(favourites.getState().synced).toBe(false);
  });

  it('is one store per context', () => {
    const context = contextWith(fakeServer().http);
    expect(favouritesOf(context)).toBe(favouritesOf(context));
    expect(favouritesOf(contextWith(fakeServer().http))).not.toBe(favouritesOf(context));
  });
});

describe('signing in', () => {
  it('merges local and server lists: the union, server ids first', async () => {
    const server = fakeServer({ sessions: [5, 3], speakers: [8] });
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    await favourites.getState().toggle('sessions', 1);
    await favourites.getState().toggle('sessions', 5);
    await favourites.getState().toggle('presentations', 9);
    signIn(context);
    await vi.waitFor(() => expect(server.calls).toHaveLength(3));
    await vi.waitFor(() =>
      expect(favourites.getState().favourites).toEqual({ sessions: ['5', '3', '1'], presentations: ['9'], speakers: ['8'] }),
    );
    expect(favourites.getState().synced).toBe(true);
  });

  it('reads the personal schedule of the event and POSTs the local-only ids to their PersonalProgram path', async () => {
    const server = fakeServer({ sessions: [5, 3] });
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    await favourites.getState().toggle('sessions', 1);
    await favourites.getState().toggle('sessions', 5);
    await favourites.getState().toggle('presentations', 9);
    await favourites.getState().toggle('speakers', 4);
    signIn(context);
    await vi.waitFor(() => expect(server.calls).toHaveLength(4));
    expect(server.calls).toEqual([
      { method: 'GET', path: SCHEDULE, query: { eventid: EVENT_ID } },
      { method: 'POST', path: PATHS.sessions, body: ['1'], query: { eventid: EVENT_ID } },
      { method: 'POST', path: PATHS.presentations, body: ['9'], query: { eventid: EVENT_ID } },
      { method: 'POST', path: PATHS.speakers, body: ['4'], query: { eventid: EVENT_ID, pProgramType: 'Speaker' } },
    ]);
    expect(server.lists).toEqual({ sessions: [5, 3, 1], presentations: [9], speakers: [4] });
  });

  it('uploads nothing when the server has every local id', async () => {
    const server = fakeServer({ sessions: [5, 3] });
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    await favourites.getState().toggle('sessions', 3);
    signIn(context);
    await vi.waitFor(() => expect(favourites.getState().synced).toBe(true));
    expect(server.calls.map((call) => call.method)).toEqual(['GET']);
    expect(favourites.getState().favourites.sessions).toEqual(['5', '3']);
  });

  it('waits for the event: no call while the event details are unknown', async () => {
    const server = fakeServer({ sessions: [5] });
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    context.store.getState().setUser(user);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
    context.store.setState({ details });
    await vi.waitFor(() => expect(favourites.getState().favourites.sessions).toEqual(['5']));
  });

  it('keeps the local favourites and warns when the merge fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer({ sessions: [5] });
    server.failNext('GET');
    const context = contextWith(server.http);
    const favourites = favouritesOf(context);
    await favourites.getState().toggle('sessions', 1);
    signIn(context);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(favourites.getState().favourites.sessions).toEqual(['1']);
    expect(favourites.getState().synced).toBe(false);
  });
});

describe('favourites of a signed-in user', () => {
  it.each<[FavouriteKind, Query]>([
    ['sessions', { eventid: EVENT_ID }],
    ['presentations', { eventid: EVENT_ID }],
    ['speakers', { eventid: EVENT_ID, pProgramType: 'Speaker' }],
  ])('a toggle on of %s POSTs the id to its path', async (kind, query) => {
    const { server, favourites } = await signedIn();
    await favourites.getState().toggle(kind, 42);
    expect(server.calls).toEqual([{ method: 'POST', path: PATHS[kind], body: ['42'], query }]);
    expect(favourites.getState().favourites[kind]).toEqual(['42']);
  });

  it.each<[FavouriteKind, Query]>([
    ['sessions', { eventid: EVENT_ID, pSessionId: '42' }],
    ['presentations', { eventid: EVENT_ID, pPresentationId: '42' }],
    ['speakers', { eventid: EVENT_ID, pProgramType: 'Speaker', pUserId: '42' }],
  ])('a toggle off of %s sends DELETE with its id parameter', async (kind, query) => {
    const { server, favourites } = await signedIn({ [kind]: [42, 43] });
    await favourites.getState().toggle(kind, 42);
    expect(server.calls).toEqual([{ method: 'DELETE', path: PATHS[kind], body: undefined, query }]);
    expect(favourites.getState().favourites[kind]).toEqual(['43']);
  });

  it("adopts the server's reply", async () => {
    const { server, favourites } = await signedIn({ sessions: [1] });
    // Starred in another browser meanwhile: the reply to the next change brings it along.
    server.lists.sessions.push(77);
    server.lists.speakers.push(8);
    await favourites.getState().toggle('sessions', 2);
    expect(favourites.getState().favourites).toEqual({ sessions: ['1', '77', '2'], presentations: [], speakers: ['8'] });
  });

  it('makes no call when nothing changes', async () => {
    const { server, favourites } = await signedIn({ sessions: [1] });
    await favourites.getState().setFavourite('sessions', '1', true);
    await favourites.getState().setFavourite('sessions', 2, false);
    expect(server.calls).toEqual([]);
  });

  it('an answer that arrives after a newer change does not undo it', async () => {
    const { server, favourites } = await signedIn();
    // The add reaches the server first, but its answer arrives after the remove's.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const post = server.http.post;
    server.http.post = async <T>(path: string, body?: unknown, query?: Query): Promise<T> => {
      const answer = await post<T>(path, body, query);
      await held;
      return answer;
    };
    const adding = favourites.getState().toggle('sessions', 5);
    await favourites.getState().toggle('sessions', 5);
    release();
    await adding;
    expect(server.lists.sessions).toEqual([]);
    expect(favourites.getState().favourites.sessions).toEqual([]);
  });

  it('shows the change before the server answers', async () => {
    const { favourites } = await signedIn();
    const pending = favourites.getState().toggle('sessions', 3);
    expect(favourites.getState().favourites.sessions).toEqual(['3']);
    await pending;
  });

  it('puts the list back as the server has it and warns when an add fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, favourites } = await signedIn({ sessions: [1] });
    server.failNext('POST');
    await favourites.getState().toggle('sessions', 2);
    await vi.waitFor(() => expect(favourites.getState().favourites.sessions).toEqual(['1']));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${PATHS.sessions}`, `GET ${SCHEDULE}`]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(favourites.getState().synced).toBe(true);
  });

  it('puts the list back as the server has it and warns when a remove fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { server, favourites } = await signedIn({ presentations: [1, 2] });
    server.failNext('DELETE');
    const pending = favourites.getState().toggle('presentations', 2);
    expect(favourites.getState().favourites.presentations).toEqual(['1']);
    await pending;
    await vi.waitFor(() => expect(favourites.getState().favourites.presentations).toEqual(['1', '2']));
    expect(server.calls.at(-1)).toEqual({ method: 'GET', path: SCHEDULE, query: { eventid: EVENT_ID } });
    expect(warn).toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('clears the list after a synced session', async () => {
    const { context, favourites } = await signedIn({ sessions: [1], speakers: [8] });
    expect(favourites.getState().favourites.sessions).toEqual(['1']);
    context.store.getState().setUser(null);
    expect(favourites.getState().favourites).toEqual({ sessions: [], presentations: [], speakers: [] });
    expect(favourites.getState().synced).toBe(false);
  });

  it('then makes no server call on a toggle', async () => {
    const { server, context, favourites } = await signedIn({ sessions: [1] });
    context.store.getState().setUser(null);
    await favourites.getState().toggle('sessions', 5);
    expect(server.calls).toEqual([]);
    expect(favourites.getState().favourites.sessions).toEqual(['5']);
  });
});
