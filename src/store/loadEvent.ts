/**
 * Loads what every element of an event needs, once per language: event details, texts, configuration,
 * and theme (component visibility is read by the components that have it: see visibility.ts). Reads go through the context's QueryClient, so elements that ask at
 * the same time share one request per resource, and a language loaded before is not fetched again.
 * Bad configuration never blanks an element: it falls back to defaults with a console warning.
 */
import { getEventDetails, getResources } from '../api/core';
import { HttpError } from '../api/http';
import { RESOURCE_SETS, type Resource } from '../api/types';
import { parseEventConfig, parseTheme } from '../core/config';
import { textSetFromResources } from '../core/texts';
import type { EventContext } from './eventContext';

export function eventQueryKey(context: EventContext, language: string, ...rest: unknown[]): unknown[] {
  return [context.instance, context.event, language, ...rest];
}

/**
 * The query for a resource set. A set that cannot be loaded is an empty set (the failure is already on
 * the error list), so that every element falls back to its defaults instead of failing.
 */
export function resourceSetQuery(context: EventContext, language: string, setname: string) {
  return {
    queryKey: eventQueryKey(context, language, 'resources', setname),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<Resource[]> =>
      getResources(context.http, { event: context.event, language }, setname, signal).catch((error: unknown) => {
        console.warn(`[vmx] resource set ${setname} could not be loaded; using defaults`, error);
        return [];
      }),
  };
}

/** The query for the event's details. */
export function eventDetailsQuery(context: EventContext, language: string) {
  return {
    queryKey: eventQueryKey(context, language, 'details'),
    queryFn: ({ signal }: { signal: AbortSignal }) => getEventDetails(context.http, { event: context.event, language }, signal),
  };
}

export function fetchResourceSet(context: EventContext, language: string, setname: string): Promise<Resource[]> {
  return context.queryClient.fetchQuery(resourceSetQuery(context, language, setname));
}

export async function loadEvent(context: EventContext, language: string): Promise<void> {
  const { store, queryClient } = context;
  const details = queryClient.fetchQuery(eventDetailsQuery(context, language));
  const [detailsResult, texts, config, theme] = await Promise.allSettled([
    details,
    fetchResourceSet(context, language, RESOURCE_SETS.texts),
    fetchResourceSet(context, language, RESOURCE_SETS.config),
    fetchResourceSet(context, language, RESOURCE_SETS.theme),
  ]);
  // A newer language switch may have finished first; only the current language may land.
  if (store.getState().language !== language) return;

  if (detailsResult.status === 'rejected') {
    const notFound = detailsResult.reason instanceof HttpError && detailsResult.reason.status === 404;
    store.setState({ status: notFound ? 'not-found' : 'error', loadedLanguage: language });
    return;
  }

  const configResources = settled(config);
  const parsedConfig = parseEventConfig(configResources.find((r) => r.resourcename === RESOURCE_SETS.config)?.resourcevalue);
  const parsedTheme = parseTheme(settled(theme));
  for (const warning of [...parsedConfig.warnings, ...parsedTheme.warnings]) {
    console.warn(`[vmx] ${warning}`);
  }

  store.setState({
    status: 'ready',
    loadedLanguage: language,
    details: detailsResult.value,
    texts: textSetFromResources(settled(texts)),
    config: parsedConfig.config,
    theme: parsedTheme.tokens,
  });
}

function settled(result: PromiseSettledResult<Resource[]>): Resource[] {
  return result.status === 'fulfilled' && Array.isArray(result.value) ? result.value : [];
}
