/**
 * Loads what every element of an event needs, once per language: event details, texts, configuration,
 * and theme (component visibility is read by the components that have it: see visibility.ts). Reads go through the context's QueryClient, so elements that ask at
 * the same time share one request per resource, and a language loaded before is not fetched again.
 * Bad configuration never blanks an element: it falls back to defaults with a console warning.
 */
import { HttpError } from '../api/http';
import { RESOURCE_SETS, type Resource } from '../contracts';
import { parseEventConfig, parseTheme } from '../core/config';
import { textSetFromResources } from '../core/texts';
import type { EventContext } from './eventContext';
import { coreQueries } from './queries/core';
import { queryScope } from './queries/keys';

function fetchResourceSet(context: EventContext, language: string, setname: string): Promise<Resource[]> {
  return context.queryClient.fetchQuery(coreQueries.resources(queryScope(context, language), setname));
}

export async function loadEvent(context: EventContext, language: string, { keepOnFailure = false } = {}): Promise<void> {
  const { store, queryClient } = context;
  const details = queryClient.fetchQuery(coreQueries.details(queryScope(context, language)));
  const [detailsResult, texts, config, theme] = await Promise.allSettled([
    details,
    fetchResourceSet(context, language, RESOURCE_SETS.texts),
    fetchResourceSet(context, language, RESOURCE_SETS.config),
    fetchResourceSet(context, language, RESOURCE_SETS.theme),
  ]);
  // A newer language switch may have finished first; only the current language may land.
  if (store.getState().language !== language) return;

  if (detailsResult.status === 'rejected') {
    if (keepOnFailure) return;
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

/**
 * An element's refresh(): every read of the event context again, the queries on screen and the event's
 * details, texts and configuration (which the store holds, so invalidating their queries alone would not
 * show them). A re-read that fails keeps what is shown.
 */
export async function refreshEvent(context: EventContext): Promise<void> {
  await context.queryClient.invalidateQueries();
  const { language, status } = context.store.getState();
  await loadEvent(context, language, { keepOnFailure: status === 'ready' });
}
