/**
 * The state of one event context (one instance + event on a page): language, configuration, texts,
 * user session, preview and super-user flags, maintenance and the error list. A zustand vanilla store,
 * so that React elements, plain scripts and tests read and change the same state.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EventDetails } from '../contracts';
import { defaultEventConfig, type EventConfig } from '../core/config';
import { normaliseLanguage } from '../core/language';
import type { TextSet } from '../core/texts';

/**
 * docs/rules/shell-access-identity.md section 3, "Stored user session" (accessToken, validUntil, hasTicket), plus
 * who the user is, for the header and the sign-in widget.
 */
export interface UserSession {
  accessToken: string;
  /** Epoch milliseconds. */
  validUntil: number;
  hasTicket: boolean;
  userId: number | null;
  email: string | null;
  firstname: string | null;
  surname: string | null;
  /** The user's first sign-in for the event, until the first-login redirect has happened (section 4 step 8). */
  initialLogin: boolean;
}

export interface ErrorEntry {
  code: string;
  status: number | null;
  url: string;
  message: string;
  at: number;
}

/** Ours: the error list keeps the newest entries only. */
export const ERROR_LIST_LIMIT = 50;

export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface EventState {
  readonly instance: string;
  readonly event: string;
  language: string;
  /** The language whose texts and configuration are loaded (lags language while a switch loads). */
  loadedLanguage: string | null;
  status: LoadStatus;
  details: EventDetails | null;
  texts: TextSet;
  config: EventConfig;
  theme: Record<string, string>;
  user: UserSession | null;
  preview: boolean;
  superUser: boolean;
  maintenance: boolean;
  errors: ErrorEntry[];
}

export interface EventActions {
  setLanguage(language: string): void;
  setUser(user: UserSession | null): void;
  setPreview(preview: boolean): void;
  setSuperUser(superUser: boolean): void;
  setMaintenance(maintenance: boolean): void;
  addError(entry: Omit<ErrorEntry, 'at'>, now: number): void;
  clearErrors(): void;
}

export type EventStore = StoreApi<EventState & EventActions>;

export function createEventStore(instance: string, event: string, language: string): EventStore {
  return createStore<EventState & EventActions>()((set) => ({
    instance,
    event,
    language: normaliseLanguage(language),
    loadedLanguage: null,
    status: 'loading',
    details: null,
    texts: {},
    config: defaultEventConfig(),
    theme: {},
    user: null,
    preview: false,
    superUser: false,
    maintenance: false,
    errors: [],
    setLanguage: (next) => set({ language: normaliseLanguage(next) }),
    setUser: (user) => set({ user }),
    setPreview: (preview) => set({ preview }),
    setSuperUser: (superUser) => set({ superUser }),
    setMaintenance: (maintenance) => set({ maintenance }),
    addError: (entry, now) => set((state) => ({ errors: [...state.errors, { ...entry, at: now }].slice(-ERROR_LIST_LIMIT) })),
    clearErrors: () => set({ errors: [] }),
  }));
}
