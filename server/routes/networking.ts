/**
 * The networking area's areas of interest (docs/rules/shell-access-identity.md section 3, the user's
 * `SelectedInterests`; section 4, "on the configured pages an area-of-interest popup opens once"). The rules name no
 * call for them; ours, signed in, in the style of the event's other calls:
 *   GET  /api/Networking/Interests?eventid&language   the event's areas, the caller's choice, sessions of it
 *   POST /api/Networking/Interests?eventid&language   body { SelectedInterests: [ids] }: the same, after saving
 *
 * Ours where the spec is silent: the areas of interest are the event's topic tracks (the programme's session groups,
 * in the asked language); the choice is stored in the user's SelectedInterests as `{event short}:{group id}`, so that
 * one account's choices for several congresses live side by side (saving one event's choice keeps the others'). The
 * suggested sessions are those of the chosen areas that have not ended, soonest first, then (after the congress, or
 * when fewer are left) those already held, at most NETWORKING_SUGGESTIONS_MAX. Unlike POST /api/Core/User, saving interests does not mark the user form as complete.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { NETWORKING_SUGGESTIONS_MAX, type NetworkingInterests } from '../../src/contracts';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { chosenInterestIds, interestOptions, storedInterests, storedPrefix } from '../networking/interests';

export interface NetworkingRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const InterestsQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const InterestsUpdate = z.object({
  SelectedInterests: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'must hold the ids of the event’s areas of interest'),
    )
    .max(100, 'must have at most 100 entries'),
});

const docs = apiDocs('Identity');

export const networkingRoutes: FastifyPluginAsync<NetworkingRouteDeps> = async (app, { db, identity }) => {
  const options = (event: EventRow, language: string) => interestOptions(db, event, language);

  const answer = async (userId: number, event: EventRow, language: string): Promise<NetworkingInterests> => {
    const user = await db.selectFrom('users').select('selected_interests').where('id', '=', userId).executeTakeFirstOrThrow();
    const Options = await options(event, language);
    const known = new Set(Options.map((option) => option.Id));
    const Selected = chosenInterestIds(user.selected_interests, event).filter((id) => known.has(id));
    const sessions = (ended: boolean) =>
      db
        .selectFrom('programme_sessions as s')
        .innerJoin('programme_session_groups as g', (join) =>
          join.onRef('g.event_id', '=', 's.event_id').onRef('g.session_id', '=', 's.id'),
        )
        .innerJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
        .select(['s.id', 's.name', 's.start_date_time', 's.end_date_time', 'r.name as room'])
        .distinct()
        .where('s.event_id', '=', event.id)
        .where('g.group_id', 'in', Selected.map(Number))
        .where('s.end_date_time', ended ? '<=' : '>', new Date(identity.now()).toISOString())
        .orderBy('s.start_date_time')
        .orderBy('s.id')
        .limit(NETWORKING_SUGGESTIONS_MAX)
        .execute();
    // Those still to come first; after the congress (or when too few are left) the ones already held, to watch again.
    const rows = Selected.length === 0 ? [] : await sessions(false);
    if (Selected.length > 0 && rows.length < NETWORKING_SUGGESTIONS_MAX)
      rows.push(...(await sessions(true)).slice(0, NETWORKING_SUGGESTIONS_MAX - rows.length));
    const Sessions = rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Start: row.start_date_time,
      End: row.end_date_time,
      Room: row.room,
    }));
    return { Options, Selected, Sessions };
  };

  for (const url of caseVariants('/api/Networking/Interests')) {
    app.get(
      url,
      docs("The event's areas of interest and the caller's choice (signed in)", { querystring: InterestsQuery }),
      async (request, reply) => {
        const { user } = await identity.requireUser(request, reply);
        const query = parseQuery(InterestsQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        reply.header('cache-control', 'no-store');
        return answer(user.id, event, eventLanguage(event, query.language));
      },
    );

    app.post(
      url,
      docs("Saves the caller's areas of interest for the event (signed in)", { querystring: InterestsQuery, body: InterestsUpdate }),
      async (request, reply) => {
        const { user } = await identity.requireUser(request, reply);
        const query = parseQuery(InterestsQuery, request);
        const body = parseBody(InterestsUpdate, request);
        const event = await requireEvent(db, { id: query.eventid });
        const language = eventLanguage(event, query.language);
        const known = new Set((await options(event, language)).map((option) => option.Id));
        const unknown = body.SelectedInterests.find((id) => !known.has(id));
        if (unknown !== undefined) {
          throw new BadRequestError('SelectedInterests', `body.SelectedInterests: the event has no area of interest ${unknown}`);
        }
        const prefix = storedPrefix(event);
        const current = await db.selectFrom('users').select('selected_interests').where('id', '=', user.id).executeTakeFirstOrThrow();
        const kept = storedInterests(current.selected_interests).filter((entry) => !entry.startsWith(prefix));
        const chosen = [...new Set(body.SelectedInterests)].map((id) => `${prefix}${id}`);
        await db
          .updateTable('users')
          .set({ selected_interests: JSON.stringify([...kept, ...chosen]) })
          .where('id', '=', user.id)
          .execute();
        reply.header('cache-control', 'no-store');
        return answer(user.id, event, language);
      },
    );
  }
};
