/**
 * The queries of the identity service (src/api/identity.ts): the signed-in user's profile and booked
 * tickets. Both are per user, so the user's token is part of the key; they are in no language (scope
 * language ''). Saving the profile invalidates userKey, recording a registration ticketsKey.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { getBookedTickets, getUser } from '../../api/identity';
import type { Ticket } from '../../contracts';
import { scopeKey, type QueryScope } from './keys';

export type TicketsResult = { status: 'ok'; tickets: Ticket[] } | { status: 'failed'; httpStatus: number } | { status: 'not-loaded' };

const userKey = (scope: QueryScope) => [...scopeKey(scope), 'user'] as const;
const ticketsKey = (scope: QueryScope) => [...scopeKey(scope), 'booked-tickets'] as const;

export const identityQueries = {
  /** Every user's profile query: what saving a profile invalidates. */
  userKey,
  /** Every user's tickets query: what recording a registration invalidates. */
  ticketsKey,

  user: (scope: QueryScope, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...userKey(scope), token] as const,
      queryFn: ({ signal }) => getUser(scope.http, eventId ?? 0, signal),
    }),

  /** The booked tickets; a failure is an answer the access flow reads (its status), not retried. */
  tickets: (scope: QueryScope, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...ticketsKey(scope), token] as const,
      queryFn: async ({ signal }): Promise<TicketsResult> => {
        try {
          const found = await getBookedTickets(scope.http, eventId ?? 0, signal);
          // 204 (no content) is passed on as it is (docs/rules/shell-access-identity.md section 8).
          return found === null ? { status: 'failed', httpStatus: 204 } : { status: 'ok', tickets: found };
        } catch (error) {
          if (error instanceof HttpError && error.status !== null) return { status: 'failed', httpStatus: error.status };
          throw error;
        }
      },
      retry: false,
    }),
};
