/**
 * The queries of the identity service (src/api/identity.ts): the signed-in user's profile and booked
 * tickets. Both are per user, so the user's token is part of the key; they are in no language (scope
 * language ''). Saving the profile invalidates userKey, recording a registration ticketsKey.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { getBookedTickets, getUser } from '../../api/identity';
import { EXTERNAL_AUTHORIZATION_CODE_PARAM, type Ticket } from '../../contracts';
import { scopeKey, type QueryScope } from './keys';

/** Whether the address or the session carries an external registration code (store/externalAuthorizationCode.ts). */
function hasExternalCode(): boolean {
  try {
    return (
      location.search.includes(EXTERNAL_AUTHORIZATION_CODE_PARAM) || sessionStorage.getItem(EXTERNAL_AUTHORIZATION_CODE_PARAM) !== null
    );
  } catch {
    return false;
  }
}

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
        // The external registration system's one-time code goes along once (docs/rules/shell-access-identity.md
        // section 7); its module loads only when the address or the session carries one.
        const code = hasExternalCode() ? await import('../externalAuthorizationCode') : null;
        const externalCode = code?.keepExternalAuthorizationCode() ?? null;
        try {
          const found = await getBookedTickets(scope.http, eventId ?? 0, signal, externalCode);
          // 204 (no content) is passed on as it is (docs/rules/shell-access-identity.md section 8).
          return found === null ? { status: 'failed', httpStatus: 204 } : { status: 'ok', tickets: found };
        } catch (error) {
          if (error instanceof HttpError && error.status !== null) return { status: 'failed', httpStatus: error.status };
          throw error;
        } finally {
          if (externalCode !== null) code?.dropExternalAuthorizationCode();
        }
      },
      retry: false,
    }),
};
