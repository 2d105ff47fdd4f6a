/**
 * The server data the access flow needs (docs/rules/shell-access-identity.md section 4): server time, the signed-in
 * user's profile and booked tickets. Queries of the event context, so every element shares them.
 */
import { useQuery } from '@tanstack/react-query';
import { getServerTime } from '../api/core';
import { HttpError } from '../api/http';
import { getBookedTickets, getUser } from '../api/identity';
import type { Ticket, UserProfile } from '../api/types';
import { eventQueryKey } from './loadEvent';
import { useEventContext, useEventState } from './react';

export type TicketsResult = { status: 'ok'; tickets: Ticket[] } | { status: 'failed'; httpStatus: number } | { status: 'not-loaded' };

/** Server time minus client time, in ms; 0 until the server has answered. */
export function useServerClockOffset(): number | null {
  const context = useEventContext();
  const serverTime = useQuery({
    queryKey: [context.instance, context.event, 'server-time'],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const { ServerTime } = await getServerTime(context.http, signal);
      // Half the round trip is the best guess of when the server read its clock.
      return Date.parse(ServerTime) - (sent + (Date.now() - sent) / 2);
    },
  });
  if (serverTime.isError) return 0;
  return serverTime.data ?? null;
}

/** The signed-in user's profile and tickets for the event; both wait for a user and the event id. */
export function useUserAccessData(): { user: UserProfile | null; userLoaded: boolean; tickets: TicketsResult } {
  const context = useEventContext();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const enabled = token !== null && eventId !== null;

  const user = useQuery({
    queryKey: eventQueryKey(context, '', 'user', token),
    queryFn: ({ signal }) => getUser(context.http, eventId ?? 0, signal),
    enabled,
  });
  const tickets = useQuery({
    queryKey: eventQueryKey(context, '', 'booked-tickets', token),
    queryFn: async ({ signal }): Promise<TicketsResult> => {
      try {
        const found = await getBookedTickets(context.http, eventId ?? 0, signal);
        // 204 (no content) is passed on as it is (docs/rules/shell-access-identity.md section 8).
        return found === null ? { status: 'failed', httpStatus: 204 } : { status: 'ok', tickets: found };
      } catch (error) {
        if (error instanceof HttpError && error.status !== null) return { status: 'failed', httpStatus: error.status };
        throw error;
      }
    },
    enabled,
    retry: false,
  });
  return {
    user: user.data ?? null,
    userLoaded: !enabled || !user.isPending,
    tickets: !enabled
      ? { status: 'not-loaded' }
      : (tickets.data ?? (tickets.isError ? { status: 'failed', httpStatus: 0 } : { status: 'not-loaded' })),
  };
}
