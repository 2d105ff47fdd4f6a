/**
 * The page-wide registry of event contexts: the one module that touches globalThis. Every VMX element
 * on a page, from any copy of the bundle (say one from a CDN and one self-hosted), finds the same context
 * for the same instance and event here. The key carries a version so that a future bundle with
 * an incompatible context shape keeps its own registry instead of reading ours.
 */
import { createEventContext, eventContextKey, type EventAddress, type EventContext } from './eventContext';

export const REGISTRY_KEY = Symbol.for('vmx.event-contexts.v1');

type Registry = Map<string, EventContext>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  holder[REGISTRY_KEY] ??= new Map();
  return holder[REGISTRY_KEY];
}

/**
 * The context for address's instance and event, made on first use. Language is state in the context,
 * not part of the key: the first caller's language is the initial one, and an element switches the
 * shared context's language through its store.
 */
export function eventContextFor(address: EventAddress): EventContext {
  const contexts = registry();
  const key = eventContextKey(address.instance, address.event);
  const existing = contexts.get(key);
  if (existing) return existing;
  const created = createEventContext(address, takePrefetchedResponse);
  contexts.set(key, created);
  return created;
}

/**
 * The response of a GET to url that the autoloader started before the element's code arrived (api/prefetch.ts
 * puts it under the same key), taken once: the next request to url asks the server again. Taken or not, the URL is
 * then marked as asked (null), so an autoloader that comes to it later does not fetch it a second time.
 */
export const PREFETCHED_RESPONSES_KEY = Symbol.for('vmx.prefetched');

export function takePrefetchedResponse(url: string): Promise<Response> | undefined {
  const waiting = (globalThis as typeof globalThis & { [PREFETCHED_RESPONSES_KEY]?: Map<string, Promise<Response> | null> })[
    PREFETCHED_RESPONSES_KEY
  ];
  const response = waiting?.get(url);
  waiting?.set(url, null);
  return response ?? undefined;
}

/** For tests and for a host that tears its page down. */
export function clearEventContexts(): void {
  registry().clear();
}
