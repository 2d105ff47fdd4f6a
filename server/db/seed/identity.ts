/**
 * Demo accounts of ehc2026 (all confirmed, terms accepted, password DEMO_PASSWORD), one record of the
 * older Manage system to transfer, and the ticket sync of ehc2025 marked gone (BookedTickets answers
 * 410 there). The password is hashed once per process: scrypt is slow on purpose.
 *
 * | E-mail                    | What it shows                                                          |
 * |---------------------------|------------------------------------------------------------------------|
 * | visitor@ehc2026.test      | signed in, no ticket (country US: the UserCountry deny policy)         |
 * | attendee@ehc2026.test     | paid, valid 'Full Congress' ticket, Attendee, grade Standard           |
 * | unregistered@ehc2026.test | participant type UnregisteredVisitor (unpaid ticket)                   |
 * | hcp@ehc2026.test          | HealthCareProfessional, 'Full Congress' ticket with EnableHCP          |
 * | staff@ehc2026.test        | exhibitor staff of a Platinum company: CompanyAccountId, Exhibitor ticket |
 * | preview@ehc2026.test      | paid ticket of the preview type 'Preview' (preview super user)         |
 * | editor@ehc2026.test       | the same, its own account for the programme editor's browser test      |
 * | member@ehc2026.test       | SocietyMemberType 'Full Member', a 'Day Ticket' for 11 June            |
 * | onboarding@ehc2026.test   | paid, valid ticket without TicketGrade, registration EHC26-0007: with  |
 * |                           | OnboardingV2 (ehc2026) the live page sends them to the auth page first |
 * | legacy@ehc2026.test       | no account yet: a Manage record to transfer (the outbox has the link)  |
 * | associate@ehc2026.test    | SocietyMemberType 'Associate Member', 'Full Congress' ticket: sees the |
 * |                           | general assembly (its own account, for the assembly's browser test)    |
 * | registered@ehc2026.test   | 'Full Congress' ticket with EnableHCP, registration EHC26-0009: the    |
 * |                           | registration page's browser test links it (graded: nothing changes)    |
 *
 * Every other seeded ticket has a TicketGrade, so that OnboardingV2 concerns only onboarding@.
 */
import type { Transaction } from 'kysely';
import type { Database, TicketTable } from '../schema';
import type { Insertable } from 'kysely';
import { mails, queueMail } from '../../identity/mail';
import { DEMO_INSTANCE } from './catalogue';
import { hashPassword } from '../../identity/password';
import { transferSignature } from '../../identity/secrets';
import type { SeedCalendar } from './dates';

export const DEMO_PASSWORD = 'vmx-demo-2026';
export const DEMO_EVENT_ID = 2026;
/** The event whose ticket system is gone (BookedTickets: 410). */
export const TICKET_SYNC_GONE_EVENT_ID = 2025;

export const LEGACY_ACCOUNT = { manage_user_id: 'M-100234', email: 'legacy@ehc2026.test', firstname: 'Lena', surname: 'Lang' } as const;
/** The account whose ticket lacks TicketGrade (OnboardingV2: the auth page links the registration). */
export const ONBOARDING_ACCOUNT = { email: 'onboarding@ehc2026.test', surname: 'Ortmann', registrationNumber: 'EHC26-0007' } as const;
/** The account of the registration page's browser test (its own ticket, already graded: linking it changes nothing). */
/** A preview super user whom only the programme editor's browser test signs in (tests/e2e/programme-editor.spec.ts). */
export const PROGRAMME_EDITOR_ACCOUNT = 'editor@ehc2026.test';
/** Issue 23's dashboards in the browser tests: a member of the staff company's staff, and a preview super user. */
export const STATISTICS_STAFF_ACCOUNT = 'stats-staff@ehc2026.test';
export const STATISTICS_ORGANISER_ACCOUNT = 'stats-organiser@ehc2026.test';
export const REGISTERED_ACCOUNT = { email: 'registered@ehc2026.test', surname: 'Roth', registrationNumber: 'EHC26-0009' } as const;
/** Where the seeded transfer invitation links to when PUBLIC_URL is not set: npm start's address. */
export const SEED_PUBLIC_URL = 'http://localhost:8080';

let demoHash: Promise<string> | null = null;
/** The demo password's hash, computed once per process (the production cost: logins behave as in real use). */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export type TicketSeed = Omit<Insertable<TicketTable>, 'user_id' | 'event_id'>;

interface AccountSeed {
  email: string;
  firstname: string;
  surname: string;
  country: string;
  healthCareProfessional?: boolean;
  societyMemberType?: string;
  staffOfCompany?: boolean;
  ticket?: TicketSeed;
}

const CONGRESS = { ticket_from: '2026-06-10T07:00:00Z', ticket_to: '2026-06-13T16:00:00Z' };

/** A paid, valid 'Full Congress' ticket of ehc2026 (what networking's Key policy asks for: seed/access.ts). */
export const fullCongress = (visitorId: string, extra: Partial<TicketSeed> = {}): TicketSeed => ({
  participant_type_name: 'Attendee',
  ticket_type_name: 'Full Congress',
  is_valid: 1,
  is_payed: 1,
  ticket_grade: 'Standard',
  company_account_id: null,
  enable_hcp: 0,
  society_member_type: null,
  country: 'DE',
  ...CONGRESS,
  visitor_id: visitorId,
  ...extra,
});

function accounts(staffCompanyId: string): AccountSeed[] {
  return [
    { email: 'visitor@ehc2026.test', firstname: 'Victor', surname: 'Vogel', country: 'US' },
    { email: 'attendee@ehc2026.test', firstname: 'Alice', surname: 'Adler', country: 'DE', ticket: fullCongress('EHC26-0001') },
    {
      email: 'unregistered@ehc2026.test',
      firstname: 'Uma',
      surname: 'Ulrich',
      country: 'DE',
      ticket: fullCongress('EHC26-0002', {
        participant_type_name: 'UnregisteredVisitor',
        ticket_type_name: 'Unregistered Visitor',
        is_payed: 0,
        ticket_grade: 'Visitor',
      }),
    },
    {
      email: 'hcp@ehc2026.test',
      firstname: 'Hanna',
      surname: 'Hartmann',
      country: 'AT',
      healthCareProfessional: true,
      ticket: fullCongress('EHC26-0003', { enable_hcp: 1, country: 'AT' }),
    },
    {
      email: 'staff@ehc2026.test',
      firstname: 'Stefan',
      surname: 'Stein',
      country: 'DE',
      staffOfCompany: true,
      ticket: fullCongress('EHC26-0004', {
        participant_type_name: 'Exhibitor',
        ticket_type_name: 'Exhibitor Staff',
        ticket_grade: 'Exhibitor',
        company_account_id: staffCompanyId,
      }),
    },
    {
      email: 'preview@ehc2026.test',
      firstname: 'Paula',
      surname: 'Peters',
      country: 'DE',
      ticket: fullCongress('EHC26-0005', { participant_type_name: 'Organiser', ticket_type_name: 'Preview', ticket_grade: 'Organiser' }),
    },
    {
      // A preview super user of its own: the programme editor's browser test publishes with it.
      email: PROGRAMME_EDITOR_ACCOUNT,
      firstname: 'Emil',
      surname: 'Engel',
      country: 'DE',
      ticket: fullCongress('EHC26-0010', { participant_type_name: 'Organiser', ticket_type_name: 'Preview', ticket_grade: 'Organiser' }),
    },
    {
      // The dashboards' browser test (issue 23): the staff company's statistics in its lounge.
      email: STATISTICS_STAFF_ACCOUNT,
      firstname: 'Greta',
      surname: 'Graf',
      country: 'DE',
      staffOfCompany: true,
      ticket: fullCongress('EHC26-0011', {
        participant_type_name: 'Exhibitor',
        ticket_type_name: 'Exhibitor Staff',
        ticket_grade: 'Exhibitor',
        company_account_id: staffCompanyId,
      }),
    },
    {
      // And the event's dashboard in the admin panel.
      email: STATISTICS_ORGANISER_ACCOUNT,
      firstname: 'Oskar',
      surname: 'Ostrowski',
      country: 'DE',
      ticket: fullCongress('EHC26-0012', { participant_type_name: 'Organiser', ticket_type_name: 'Preview', ticket_grade: 'Organiser' }),
    },
    {
      email: 'member@ehc2026.test',
      firstname: 'Max',
      surname: 'Müller',
      country: 'DE',
      societyMemberType: 'Full Member',
      ticket: fullCongress('EHC26-0006', {
        ticket_type_name: 'Day Ticket',
        society_member_type: 'Full Member',
        ticket_from: '2026-06-10T22:00:00Z',
        ticket_to: '2026-06-11T21:59:59Z',
      }),
    },
    {
      // The general assembly's member in the browser tests (member@'s password is changed by the auth tests).
      email: 'associate@ehc2026.test',
      firstname: 'Anton',
      surname: 'Albers',
      country: 'DE',
      societyMemberType: 'Associate Member',
      ticket: fullCongress('EHC26-0008', { society_member_type: 'Associate Member' }),
    },
    {
      // The registration page's browser test: its tickets, their days and linking its own registration number.
      email: REGISTERED_ACCOUNT.email,
      firstname: 'Rita',
      surname: REGISTERED_ACCOUNT.surname,
      country: 'DE',
      healthCareProfessional: true,
      ticket: fullCongress(REGISTERED_ACCOUNT.registrationNumber, { enable_hcp: 1 }),
    },
    {
      // Links the registration on the auth page (surname + registration number), which records the grade.
      email: ONBOARDING_ACCOUNT.email,
      firstname: 'Olga',
      surname: ONBOARDING_ACCOUNT.surname,
      country: 'DE',
      ticket: fullCongress(ONBOARDING_ACCOUNT.registrationNumber, { ticket_grade: null }),
    },
  ];
}

/**
 * The page that moves the legacy account: the create-account page in its transfer mode, with the
 * values of the older system in the query (src/areas/auth/TransferAccountForm.tsx).
 */
export function transferLink(publicUrl: string | null | undefined, encrypted: string): string {
  const { name, default_event, default_language } = DEMO_INSTANCE;
  const url = new URL(`/createaccount/${name}/${default_event}/${default_language}`, new URL(publicUrl || SEED_PUBLIC_URL).origin);
  url.search = new URLSearchParams({
    transfer: '1',
    ManageUserId: LEGACY_ACCOUNT.manage_user_id,
    Encrypted: encrypted,
    Email: LEGACY_ACCOUNT.email,
  }).toString();
  return url.href;
}

export interface IdentitySeedInput {
  /** The company whose staff staff@ehc2026.test is (a Platinum exhibitor of ehc2026). */
  staffCompanyId: string;
  passwordHash: string;
  /** The token secret (transfer signatures are keyed with it). */
  secret: string;
  createdAt: string;
  /** The origin of the link in the seeded transfer invitation (PUBLIC_URL); default SEED_PUBLIC_URL. */
  publicUrl?: string | null;
  /** Where the congress's dates land (fixed or alive): the tickets' windows move with it. */
  calendar: SeedCalendar;
}

export async function seedIdentity(trx: Transaction<Database>, input: IdentitySeedInput): Promise<{ users: number; tickets: number }> {
  let tickets = 0;
  const list = accounts(input.staffCompanyId);
  for (const account of list) {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: account.email,
        firstname: account.firstname,
        surname: account.surname,
        password_hash: input.passwordHash,
        email_confirmed: 1,
        terms_accepted_at: input.createdAt,
        failed_logins: 0,
        locked_until: null,
        health_care_professional: account.healthCareProfessional ? 1 : null,
        selected_interests: '[]',
        country_id: account.country,
        society_member_type: account.societyMemberType ?? null,
        company_account_id: account.staffOfCompany ? input.staffCompanyId : null,
        created_at: input.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.ticket) {
      await trx
        .insertInto('tickets')
        .values({
          ...account.ticket,
          // The tickets' windows move with the congress (server/db/seed/dates.ts).
          ticket_from: account.ticket.ticket_from ? input.calendar.instant(account.ticket.ticket_from) : account.ticket.ticket_from,
          ticket_to: account.ticket.ticket_to ? input.calendar.instant(account.ticket.ticket_to) : account.ticket.ticket_to,
          user_id: id,
          event_id: DEMO_EVENT_ID,
        })
        .execute();
      tickets++;
    }
  }

  await trx
    .insertInto('legacy_accounts')
    .values({ ...LEGACY_ACCOUNT, transferred_at: null })
    .execute();
  const encrypted = transferSignature(input.secret, LEGACY_ACCOUNT.manage_user_id, LEGACY_ACCOUNT.email);
  await queueMail(
    trx,
    mails.transferInvite(LEGACY_ACCOUNT.email, LEGACY_ACCOUNT.firstname, transferLink(input.publicUrl, encrypted)),
    Date.parse(input.createdAt),
  );

  await trx.insertInto('ticket_sync').values({ event_id: TICKET_SYNC_GONE_EVENT_ID, status: 'gone' }).execute();
  return { users: list.length, tickets };
}
