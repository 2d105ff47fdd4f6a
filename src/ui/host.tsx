/**
 * The custom element a React tree renders in, for dispatching the documented vmx-* events from it.
 * Events bubble and are composed, so a host page hears them outside the shadow root.
 */
import { createContext, useCallback, useContext } from 'react';

export const HostElementContext = createContext<HTMLElement | null>(null);

export type VmxEventName = `vmx-${string}`;

export function dispatchVmxEvent<T>(host: EventTarget, name: VmxEventName, detail: T): boolean {
  return host.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** emit('vmx-navigate', detail): returns false when a listener called preventDefault. */
export function useEmit(): <T>(name: VmxEventName, detail: T) => boolean {
  const host = useContext(HostElementContext);
  return useCallback(<T,>(name: VmxEventName, detail: T) => (host ? dispatchVmxEvent(host, name, detail) : true), [host]);
}
