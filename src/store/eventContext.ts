/**
 * An event context: everything the elements of one (instance, event) share on a page. Made once per
 * key by the registry; holds the store, the QueryClient and the Http wired to them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createHttp, type Http, type HttpOptions } from '../api/http';
import { createEventStore, type EventStore } from './eventStore';
import { createEventQueryClient } from './queryClient';
import { superUserOn } from '../core/access/superUserFlag';
import { syncSession } from './session';
import { storedSuperUserFlag } from './superUserFlag';

export interface EventAddress {
  instance: string;
  event: string;
  language: string;
  apiBase: string;
}

export interface EventContext {
  readonly key: string;
  readonly instance: string;
  readonly event: string;
  readonly apiBase: string;
  readonly store: EventStore;
  readonly queryClient: QueryClient;
  readonly http: Http;
}

export function eventContextKey(instance: string, event: string): string {
  return `${instance.toLowerCase()}/${event.toLowerCase()}`;
}

/** takePrefetched: where the Http finds responses the autoloader asked for before the element's code arrived (registry.ts). */
export function createEventContext(address: EventAddress, takePrefetched?: HttpOptions['takePrefetched']): EventContext {
  const store = createEventStore(address.instance, address.event, address.language);
  const http = createHttp({
    baseUrl: address.apiBase,
    takePrefetched,
    getToken: () => store.getState().user?.accessToken ?? null,
    onUnauthorized: () => store.getState().setUser(null),
    onMaintenance: () => store.getState().setMaintenance(true),
    onError: (error) =>
      store.getState().addError({ code: error.code, status: error.status, url: error.url, message: error.message }, Date.now()),
  });
  // A context lives as long as the page; so does its session sync.
  syncSession(address.instance, store);
  // The remembered super-user mode holds for embedded elements too; <vmx-app> adds the preview default.
  store.getState().setSuperUser(superUserOn(storedSuperUserFlag(), false));
  return {
    key: eventContextKey(address.instance, address.event),
    instance: address.instance,
    event: address.event,
    apiBase: address.apiBase,
    store,
    queryClient: createEventQueryClient(),
    http,
  };
}
