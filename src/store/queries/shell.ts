/**
 * The queries of the shell's own QueryClient (areas/shell/App.tsx), asked while the address is turned into a
 * route and before any event context exists: where the root path goes, and whether an instance exists.
 * A 404 is an answer here (nothing there), not a failure.
 */
import { queryOptions } from '@tanstack/react-query';
import { getDomainDefaults, getInstance } from '../../api/core';
import { HttpError, type Http } from '../../api/http';
import { LANDING_INSTANCE, rootRedirect } from '../../core/context';
import { shellKey } from './keys';

export const shellQueries = {
  /** Where the root path of this host redirects: the mapped domain's home, or the release landing. */
  rootRedirect: (http: Http, host: string) =>
    queryOptions({
      queryKey: [...shellKey(), 'root-redirect', host] as const,
      queryFn: async ({ signal }) => {
        const defaults = await orNull(getDomainDefaults(http, host, signal));
        const landing = defaults ? null : await orNull(getInstance(http, LANDING_INSTANCE, signal));
        return rootRedirect(defaults, landing?.DefaultEvent ?? null);
      },
    }),

  /** The instance's settings, or null for an unknown instance. */
  instance: (http: Http, instance: string | undefined) =>
    queryOptions({
      queryKey: [...shellKey(), 'instance', instance] as const,
      queryFn: ({ signal }) => orNull(getInstance(http, instance ?? '', signal)),
    }),
};

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
