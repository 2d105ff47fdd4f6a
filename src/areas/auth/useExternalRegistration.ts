/**
 * The EventsAir registration a visitor arrives with (?externalAuthorizationCode=…, kept by
 * store/externalAuthorizationCode.ts): GET /api/custominterfaces/EventsAir/EventsAir/ExternalUserData with the fixed
 * basic credential (docs/rules/shell-access-identity.md section 7) tells CreateAccountPage whose registration it is, so
 * that name and e-mail are filled in. Reading it does not spend the code: the booked-tickets call does, once the new
 * account signs in (store/queries/identity.ts), and links the registration as the account's ticket.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getExternalUserData } from '../../api/identity';
import type { ExternalUserData } from '../../contracts';
import { scopeKey } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

export type ExternalRegistration = { state: 'none' } | { state: 'found'; data: ExternalUserData } | { state: 'not-found' };

export function useExternalRegistration(): ExternalRegistration {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  // Read once per page: the code stays in session storage for the booked-tickets call after signing in. Loaded on
  // demand as everywhere else: a module only ever imported so needs no namespace helper of the bundler's, and so no
  // chunk of its own that every element would download (vite.config.ts, the define group).
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../store/externalAuthorizationCode').then((module) => live && setCode(module.keepExternalAuthorizationCode()));
    return () => {
      live = false;
    };
  }, []);
  const query = useQuery({
    queryKey: [...scopeKey({ ...context, language: '' }), 'external-user-data', eventId, code] as const,
    queryFn: ({ signal }) => getExternalUserData(context.http, eventId ?? 0, code ?? '', signal),
    enabled: code !== null && eventId !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (code === null) return { state: 'none' };
  if (query.data) return { state: 'found', data: query.data };
  return query.isError ? { state: 'not-found' } : { state: 'none' };
}
