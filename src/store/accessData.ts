/**
 * The server data the access flow needs (docs/rules/shell-access-identity.md section 4): server time, the signed-in
 * user's profile and booked tickets. Queries of the event context, so every element shares them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EXTERNAL_AUTHORIZATION_CODE_PARAM, type UserProfile } from '../contracts';
import { clockQueries } from './queries/clock';
import { identityQueries, type TicketsResult } from './queries/identity';
import { queryScope } from './queries/keys';
import { useEventContext, useEventState } from './react';

/** Server time minus client time, in ms; 0 until the server has answered. */
export function useServerClockOffset(): number | null {
  const context = useEventContext();
  const serverTime = useQuery(clockQueries.serverClockOffset(queryScope(context, '')));
  if (serverTime.isError) return 0;
  return serverTime.data ?? null;
}

/** The signed-in user's profile and tickets for the event; both wait for a user and the event id. */
export function useUserAccessData(): { user: UserProfile | null; userLoaded: boolean; tickets: TicketsResult } {
  const context = useEventContext();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const enabled = token !== null && eventId !== null;

  const scope = queryScope(context, '');
  const user = useQuery({ ...identityQueries.user(scope, eventId, token), enabled });
  const tickets = useQuery({ ...identityQueries.tickets(scope, eventId, token), enabled });
  // A visitor who arrives with an external registration code before signing in: the code is kept for the
  // tickets call after sign-in (store/externalAuthorizationCode.ts), its module loaded only then.
  useEffect(() => {
    if (location.search.includes(EXTERNAL_AUTHORIZATION_CODE_PARAM))
      void import('./externalAuthorizationCode').then((code) => code.keepExternalAuthorizationCode());
  }, []);
  return {
    user: user.data ?? null,
    userLoaded: !enabled || !user.isPending,
    tickets: !enabled
      ? { status: 'not-loaded' }
      : (tickets.data ?? (tickets.isError ? { status: 'failed', httpStatus: 0 } : { status: 'not-loaded' })),
  };
}
