/** The event's single sign-on providers, one cache entry for the login, correlate and sync pages. */
import { useQuery } from '@tanstack/react-query';
import { queryScope } from '../../store/queries/keys';
import { ssoQueries } from '../../store/queries/sso';
import { useEventContext } from '../../store/react';

export function useSsoLinks(enabled = true) {
  const context = useEventContext();
  return useQuery({ ...ssoQueries.links(queryScope(context, '')), enabled });
}

/** A provider's label for people ("EHC Society ID"), or its name while the links load. */
export function useSsoProviderLabel(provider: string | undefined): string {
  const links = useSsoLinks(provider !== undefined);
  return links.data?.find((link) => link.Provider === provider)?.Label ?? provider ?? '';
}
