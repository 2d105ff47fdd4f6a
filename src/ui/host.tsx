/**
 * The custom element a React tree renders in: for dispatching the documented vmx-* events from it
 * (ui/events.ts), and for the element's documented methods (refresh(), navigate(path)), which call what
 * the tree registers here. Events bubble, are composed and cancelable, so a host page hears them outside
 * the shadow root and may call preventDefault().
 */
import { createContext, useCallback, useContext, useEffect } from 'react';
import type { VmxEventMap } from './events';

export type { VmxEventMap } from './events';

export const HostElementContext = createContext<HTMLElement | null>(null);

export function dispatchVmxEvent<K extends keyof VmxEventMap>(host: EventTarget, name: K, detail: VmxEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

/** emit('vmx-navigate', detail): returns false when a listener called preventDefault. */
export function useEmit(): <K extends keyof VmxEventMap>(name: K, detail: VmxEventMap[K]) => boolean {
  const host = useContext(HostElementContext);
  return useCallback((name, detail) => (host ? dispatchVmxEvent(host, name, detail) : true), [host]);
}

/** Where an element keeps the methods its tree registered; define.ts's method stubs call them. */
export const ELEMENT_METHODS = Symbol.for('vmx.methods');

export type ElementMethods = Record<string, (...args: never[]) => unknown>;

/**
 * Registers methods of the element the tree renders in (later registrations of a name win). After every
 * render, so that a method always calls the latest closure; it costs an Object.assign.
 */
export function useElementMethods(methods: ElementMethods): void {
  const host: (HTMLElement & { [ELEMENT_METHODS]?: ElementMethods }) | null = useContext(HostElementContext);
  useEffect(() => {
    if (host) Object.assign((host[ELEMENT_METHODS] ??= {}), methods);
  });
}
