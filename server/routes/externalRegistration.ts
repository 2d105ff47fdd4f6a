/**
 * Linking an external registration to an account (docs/rules/shell-access-identity.md section 7, BookedTickets
 * with externalAuthorizationCode): the registration the one-time code stands for becomes a valid, paid ticket
 * of the user, and the code is spent. Ours: the reference server's stand-in for EventsAir's ticket sync.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashExternalCode } from '../db/specCallTables';

/** Whether a registration was linked now (false: unknown, spent or expired code, or another event's). */
export async function linkExternalRegistration(
  db: Kysely<Database>,
  userId: number,
  eventId: number,
  code: string,
  now: number,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    // Spend the code first: of two calls racing with one code only one sees its update take effect.
    const spent = await trx
      .updateTable('external_registrations')
      .set({ used_at: at, used_by: userId })
      .where('code_hash', '=', hashExternalCode(code))
      .where('event_id', '=', eventId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst();
    if (!spent) return false;
    const held = await trx
      .selectFrom('tickets')
      .select('id')
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('visitor_id', '=', spent.visitor_id)
      .executeTakeFirst();
    if (!held) {
      await trx
        .insertInto('tickets')
        .values({
          user_id: userId,
          event_id: eventId,
          participant_type_name: spent.participant_type_name,
          ticket_type_name: spent.ticket_type_name,
          is_valid: 1,
          is_payed: 1,
          ticket_grade: spent.ticket_type_name,
          company_account_id: null,
          enable_hcp: 0,
          society_member_type: null,
          country: null,
          ticket_from: null,
          ticket_to: null,
          visitor_id: spent.visitor_id,
        })
        .execute();
    }
    return true;
  });
}
