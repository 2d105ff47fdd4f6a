/** Rows to the wire shapes of src/contracts (UserProfile, Ticket). */
import type { Kysely, Selectable } from 'kysely';
import type { Ticket, UserProfile } from '../../src/contracts';
import { wireFlag } from '../db/flags';
import type { Database, TicketTable } from '../db/schema';
import type { UserRow } from './service';

export function toTicket(row: Selectable<TicketTable>): Ticket {
  return {
    ParticipantTypeName: row.participant_type_name,
    TicketTypeName: row.ticket_type_name,
    IsValid: row.is_valid === 1,
    IsPayed: row.is_payed === 1,
    TicketGrade: row.ticket_grade,
    CompanyAccountId: row.company_account_id,
    EnableHCP: row.enable_hcp === 1,
    SocietyMemberType: row.society_member_type,
    Country: row.country,
    TicketFrom: row.ticket_from,
    TicketTo: row.ticket_to,
    VisitorId: row.visitor_id,
  };
}

export function userTickets(db: Kysely<Database>, userId: number, eventId: number): Promise<Selectable<TicketTable>[]> {
  return db.selectFrom('tickets').selectAll().where('user_id', '=', userId).where('event_id', '=', eventId).orderBy('id').execute();
}

export async function hasTicket(db: Kysely<Database>, userId: number, eventId: number): Promise<boolean> {
  const row = await db
    .selectFrom('tickets')
    .select('id')
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function toUserProfile(user: UserRow, extra: { hasTicket: boolean; userFormComplete: boolean }): UserProfile {
  let interests: string[] = [];
  try {
    const parsed: unknown = JSON.parse(user.selected_interests);
    if (Array.isArray(parsed)) interests = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    // A broken value reads as no interests.
  }
  return {
    UserId: user.id,
    Email: user.email,
    Firstname: user.firstname,
    Surname: user.surname,
    Gender: wireFlag(user.gender),
    Birthday: user.birthday,
    Profession: user.profession,
    HealthCareProfessional: wireFlag(user.health_care_professional),
    ImportId: user.import_id,
    SelectedInterests: interests,
    Contact: { CountryId: user.country_id, City: user.city },
    CountryPracticeId: user.country_practice_id,
    CountryResidenceId: user.country_residence_id,
    ProfilePicturePath: user.profile_picture_path,
    SocietyMemberType: user.society_member_type,
    CompanyAccountId: user.company_account_id,
    hasTicket: extra.hasTicket,
    UserFormComplete: extra.userFormComplete,
  };
}

/** The profile of GET /api/Core/User for an event: the user's fields plus hasTicket and the user form flag. */
export async function userProfileFor(db: Kysely<Database>, user: UserRow, eventId: number): Promise<UserProfile> {
  const row = await db
    .selectFrom('user_events')
    .select('user_form_complete')
    .where('user_id', '=', user.id)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return toUserProfile(user, { hasTicket: await hasTicket(db, user.id, eventId), userFormComplete: row?.user_form_complete === 1 });
}
