/**
 * React access to the event context: the provider every element renders inside, and the hooks that
 * read the shared store, texts and Http.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { text, translate, type TextKey } from '../core/texts';
import type { EventContext } from './eventContext';
import type { EventActions, EventState } from './eventStore';
import { loadEvent } from './loadEvent';

const EventContextReact = createContext<EventContext | null>(null);

export function EventContextProvider({ context, children }: { context: EventContext; children: ReactNode }) {
  return (
    <EventContextReact.Provider value={context}>
      <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
    </EventContextReact.Provider>
  );
}

export function useEventContext(): EventContext {
  const context = useContext(EventContextReact);
  if (!context) throw new Error('useEventContext: no EventContextProvider above this component');
  return context;
}

export function useEventState<T>(selector: (state: EventState & EventActions) => T): T {
  return useStore(useEventContext().store, selector);
}

/** The translate function for the context's current texts: t('ticker.label'). */
export function useText(): (key: TextKey, vars?: Record<string, string | number>) => string {
  const texts = useEventState((state) => state.texts);
  const language = useEventState((state) => state.language);
  return useCallback((key, vars) => text(texts, key, vars, language), [texts, language]);
}

/**
 * The translate function for an area's own texts (defaults) and the shared ones:
 * const t = useTexts(AUTH_TEXTS); t('auth.signIn').
 */
export function useTexts<D extends Readonly<Record<string, string>>>(
  defaults: D,
): (key: TextKey | (keyof D & string), vars?: Record<string, string | number>) => string {
  const texts = useEventState((state) => state.texts);
  // The language picks plural forms ("1 session", "2 sessions"; core/plural.ts).
  const language = useEventState((state) => state.language);
  return useCallback(
    (key, vars) =>
      key in defaults ? translate(texts, defaults, key as keyof D & string, vars, language) : text(texts, key as TextKey, vars, language),
    [texts, defaults, language],
  );
}

/** Loads the event's texts and configuration for the context's language (again on a switch). */
export function useEventLoader(): void {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  useEffect(() => {
    void loadEvent(context, language);
  }, [context, language]);
}
