/**
 * Speakers who take messages (src/contracts/messaging.ts, "Speakers"): the programme's authors whose e-mail (never
 * published) is the account of a ticket holder of the event whose DirectMessages setting is `everyone`. A participant
 * may write to them though they are not in the network; their e-mail never leaves the server.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MessageableSpeaker } from '../../src/contracts';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The event's speakers who take messages from everyone, by name; `userId` narrows them to that account. */
export async function messageableSpeakers(db: Db, eventId: number, userId?: number): Promise<MessageableSpeaker[]> {
  let select = db
    .selectFrom('programme_authors as a')
    // The author's e-mail as written or in lower case (how accounts keep theirs): both sides of the OR use the users'
    // unique index, where lower(u.email) would read every account for every author.
    .innerJoin('users as u', (join) =>
      join.on((eb) => eb.or([eb('u.email', '=', eb.ref('a.email')), eb('u.email', '=', sql<string>`lower(a.email)`)])),
    )
    .innerJoin('networking_settings as s', (join) => join.onRef('s.user_id', '=', 'u.id').on('s.event_id', '=', eventId))
    .select(['a.id as author_id', 'u.id as user_id', 'a.firstname', 'a.surname'])
    .where('a.event_id', '=', eventId)
    .where('a.email', 'is not', null)
    .where('s.direct_messages', '=', 'everyone')
    .where((eb) =>
      eb.exists(eb.selectFrom('tickets as t').select('t.id').whereRef('t.user_id', '=', 'u.id').where('t.event_id', '=', eventId)),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('networking_suspensions as x')
            .select('x.user_id')
            .whereRef('x.user_id', '=', 'u.id')
            .where('x.event_id', '=', eventId),
        ),
      ),
    );
  if (userId !== undefined) select = select.where('u.id', '=', userId);
  const rows = await select.orderBy('a.surname').orderBy('a.firstname').orderBy('a.id').execute();
  return rows.map((row) => ({ AuthorId: row.author_id, UserId: row.user_id, Name: `${row.firstname} ${row.surname}`.trim() }));
}
