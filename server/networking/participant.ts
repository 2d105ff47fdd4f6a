/**
 * Who may network in an event (src/contracts/messaging.ts; docs/rules/shell-access-identity.md section 6): a
 * signed-in user (401) with a ticket for the event whom its Key policy NETWORKING_POLICY_KEY allows (super users pass,
 * as the access engine decides) or whose ticket makes them a company's staff, and whom no moderator suspended (403 with the refusal's code). Every networking and
 * messaging route starts here; from the access decision on, its answer is marked per caller (never kept by a cache).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MODERATION_POLICY_KEY, NETWORKING_POLICY_KEY, NETWORKING_REFUSALS } from '../../src/contracts';
import { matchingPolicies, selectPolicies } from '../../src/core/access';
import { markPerCaller, userAccess, type CallerAccess } from '../access/caller';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { ForbiddenError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import type { Identity, UserRow } from '../identity/service';
import { staffCompaniesOf } from './companies';
import { isSuspended } from './directory';

export interface NetworkingCaller<Q> {
  user: UserRow;
  event: EventRow;
  /** The asked language, else the event's default. */
  language: string;
  query: Q;
  access: CallerAccess;
}

/** The event's query of every networking call: `eventid` and an optional `language` (the routes extend it). */
export const NetworkingQuery = z.object({ eventid: numericId(), language: languageCode().optional() });

/** A page's size in a networking call's query: 1 to `max`. */
export const pageSize = (max: number) => numericId().pipe(z.number().min(1, 'must be at least 1').max(max, `must be at most ${max}`));

/** What networkingCaller reads: NetworkingQuery or an extension of it. */
type EventScoped = z.ZodType<{ eventid: number; language?: string | undefined }>;

export async function networkingCaller<S extends EventScoped>(
  deps: { db: Kysely<Database>; identity: Identity },
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
): Promise<NetworkingCaller<z.output<S>>> {
  const { user } = await deps.identity.requireUser(request, reply);
  const query = parseQuery(schema, request);
  const event = await requireEvent(deps.db, { id: query.eventid });
  const language = eventLanguage(event, query.language);
  const access = await userAccess(deps, user, event, language);
  markPerCaller(reply, access);
  const admitted = access.principal.tickets.length > 0 && access.decide('Key', NETWORKING_POLICY_KEY).allowed;
  // A company's staff answer its visitors whatever their exhibitor ticket admits them to.
  if (!admitted && (await staffCompaniesOf(deps.db, event.id, user.id)).length === 0) {
    throw new ForbiddenError(NETWORKING_REFUSALS.notParticipant, 'Networking is for ticket holders whom the event admits to it');
  }
  if (await isSuspended(deps.db, event.id, user.id)) {
    throw new ForbiddenError(NETWORKING_REFUSALS.suspended, 'The organisers have suspended your networking at this event');
  }
  return { user, event, language, query, access };
}

/**
 * Whether the caller moderates the event's messages: a super user, or whom an Allow policy for the Key
 * MODERATION_POLICY_KEY admits. The access engine allows everyone where no Allow policy names a key; for moderation
 * that would make every attendee a moderator, so an event without such a policy has its super users only.
 */
export function isModerator(access: CallerAccess): boolean {
  if (access.superUser) return true;
  const { policies } = selectPolicies({ config: access.config, isApp: false });
  const allows = matchingPolicies(policies, 'Key', MODERATION_POLICY_KEY).some((policy) => policy.Effect === 'Allow');
  return allows && access.decide('Key', MODERATION_POLICY_KEY).allowed;
}
