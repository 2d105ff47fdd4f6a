/**
 * The favourites of an event context (docs/rules/content-areas.md sections 3, 4 and 9): starred sessions,
 * presentations and speakers, shared by every element of the event on the page.
 *
 * - Kept locally as strings, under one key per instance and event, so a visitor's stars survive a reload.
 * - For a signed-in user the server's personal programme is the truth: on sign-in the local and server
 *   lists merge (core mergeFavourites: the union; local-only ids are uploaded), and every star or unstar is
 *   sent at once. The local change shows first; a failed call puts the list back as the server has it.
 * - Other tabs and frames of the origin follow through BroadcastChannel (and the storage event).
 *
 * One store per event context, made on first use; only the elements that show favourites load this code.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { addToPersonalProgramme, getPersonalSchedule, removeFromPersonalProgramme } from '../api/programme';
import type { PersonalSchedule } from '../contracts';
import {
  addFavourite,
  FAVOURITE_KINDS,
  hasFavourite,
  mergeFavourites,
  NO_FAVOURITES,
  readFavourites,
  removeFavourite,
  type FavouriteKind,
  type Favourites,
} from '../core/programme/favourites';
import type { EventContext } from './eventContext';
import { track } from './track';
import { allowedLocalStorage } from './session';

export interface FavouritesState {
  favourites: Favourites;
  /** Whether the lists are the signed-in user's server lists (false: local only, or not yet merged). */
  synced: boolean;
  isFavourite(kind: FavouriteKind, id: unknown): boolean;
  setFavourite(kind: FavouriteKind, id: unknown, on: boolean): Promise<void>;
  toggle(kind: FavouriteKind, id: unknown): Promise<void>;
}

export type FavouritesStore = StoreApi<FavouritesState>;

export function favouritesStorageKey(instance: string, event: string): string {
  return `vmx.${instance.toLowerCase()}.${event.toLowerCase()}.favourites`;
}

function channelName(instance: string, event: string): string {
  return `vmx:${instance.toLowerCase()}:${event.toLowerCase()}:favourites`;
}

export function scheduleFavourites(schedule: PersonalSchedule | null | undefined): Favourites {
  if (!schedule) return NO_FAVOURITES;
  return readFavourites({ sessions: schedule.SessionIds, presentations: schedule.PresentationIds, speakers: schedule.SpeakerIds });
}

function sameFavourites(a: Favourites, b: Favourites): boolean {
  return FAVOURITE_KINDS.every((kind) => a[kind].length === b[kind].length && a[kind].every((id, i) => id === b[kind][i]));
}

const stores = new WeakMap<EventContext, FavouritesStore>();

/** The favourites store of context, made (and wired to storage, tabs and the server) on first use. */
export function favouritesOf(context: EventContext): FavouritesStore {
  let store = stores.get(context);
  if (!store) {
    store = createFavouritesStore(context);
    stores.set(context, store);
  }
  return store;
}

function createFavouritesStore(context: EventContext): FavouritesStore {
  const key = favouritesStorageKey(context.instance, context.event);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName(context.instance, context.event));
  const eventId = () => context.store.getState().details?.Id ?? null;
  const userId = () => context.store.getState().user?.userId ?? null;

  const store = createStore<FavouritesState>()((set, get) => ({
    favourites: readFavourites(allowedLocalStorage()?.getItem(key) ?? null),
    synced: false,
    isFavourite: (kind, id) => hasFavourite(get().favourites[kind], id),
    setFavourite: async (kind, id, on) => {
      const before = get().favourites;
      const list = on ? addFavourite(before[kind], id) : removeFavourite(before[kind], id);
      if (list === before[kind]) return;
      publish({ ...before, [kind]: list });
      // Tracked (ours, issue 23): a session's or a presentation's star; tracking has no target for a speaker.
      if (kind !== 'speakers') {
        track(context, {
          kind: 'favourite',
          targetType: kind === 'sessions' ? 'session' : 'presentation',
          targetId: String(id),
          value: on ? 1 : 0,
        });
      }
      const mine = changes;
      const event = eventId();
      if (userId() === null || event === null) return;
      const changed = String(id);
      try {
        const schedule = on
          ? await addToPersonalProgramme(context.http, kind, event, [changed])
          : await removeFromPersonalProgramme(context.http, kind, event, changed);
        // A star set or cleared since (here or in another tab) is newer than this answer: its own
        // answer brings the server's lists.
        if (changes === mine) publish(scheduleFavourites(schedule), true);
      } catch (error) {
        console.warn('[vmx] the personal programme could not be saved; showing it as the server has it', error);
        void pull();
      }
    },
    toggle: (kind, id) => get().setFavourite(kind, id, !get().isFavourite(kind, id)),
  }));

  /** How many times the lists changed, from here or another tab. */
  let changes = 0;

  /** Sets the lists here, in storage and in the other tabs. */
  function publish(favourites: Favourites, synced = store.getState().synced, broadcast = true): void {
    if (sameFavourites(favourites, store.getState().favourites) && synced === store.getState().synced) return;
    changes += 1;
    store.setState({ favourites, synced });
    allowedLocalStorage()?.setItem(key, JSON.stringify(favourites));
    if (broadcast) channel?.postMessage({ favourites, synced });
  }

  /** Reads the server's lists (after a failed change). */
  async function pull(): Promise<void> {
    const event = eventId();
    if (userId() === null || event === null) return;
    try {
      publish(scheduleFavourites(await getPersonalSchedule(context.http, event)), true);
    } catch (error) {
      console.warn('[vmx] the personal programme could not be loaded', error);
    }
  }

  /** On sign-in (and once the event is known): merge local and server lists, upload what is local only. */
  async function merge(): Promise<void> {
    const event = eventId();
    if (userId() === null || event === null) return;
    try {
      const server = scheduleFavourites(await getPersonalSchedule(context.http, event));
      const { merged, toUpload } = mergeFavourites(store.getState().favourites, server);
      publish(merged, true);
      for (const kind of FAVOURITE_KINDS) {
        if (toUpload[kind].length > 0)
          publish(scheduleFavourites(await addToPersonalProgramme(context.http, kind, event, toUpload[kind])), true);
      }
    } catch (error) {
      console.warn('[vmx] the personal programme could not be merged; keeping the local favourites', error);
    }
  }

  channel?.addEventListener('message', (event: MessageEvent<{ favourites: Favourites; synced: boolean }>) =>
    publish(readFavourites(event.data.favourites), event.data.synced === true, false),
  );
  if (typeof addEventListener === 'function') {
    addEventListener('storage', (event: StorageEvent) => {
      if (event.key === key) publish(readFavourites(event.newValue), store.getState().synced, false);
    });
  }

  let mergedFor: string | null = null;
  const follow = () => {
    const { user, details } = context.store.getState();
    const who = user && details ? `${user.userId ?? ''}@${details.Id}` : null;
    if (who === mergedFor) return;
    mergedFor = who;
    if (who === null) {
      // Signed out: a signed-in user's stars are theirs (kept on the server), not the next visitor's.
      if (store.getState().synced) publish(NO_FAVOURITES, false);
      return;
    }
    void merge();
  };
  context.store.subscribe(follow);
  follow();
  return store;
}
