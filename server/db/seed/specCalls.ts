/**
 * Seed data of the spec's calls that nothing served before (server/routes/specCalls.ts): the industry landing
 * model's heading and introduction per language (resource set IndustryLandingModel), and the external
 * registrations of the demo congress with their one-time EventsAir codes (table external_registrations).
 * The codes are demo data like the demo passwords, printed in the README's demo section, not secrets.
 */
import type { Kysely, Transaction } from 'kysely';
import { INDUSTRY_LANDING_RESOURCE_SET } from '../../../src/contracts';
import type { Database, ResourceTable } from '../schema';
import { hashExternalCode, type ExternalRegistrationTable } from '../specCallTables';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

const INDUSTRY_LANDING: Record<SeedLanguage, { title: string; intro: string }> = {
  'en-GB': {
    title: 'Industry exhibition',
    intro: 'Meet the companies supporting the congress: visit their booths, book a meeting and join their symposia.',
  },
  'de-DE': {
    title: 'Industrieausstellung',
    intro:
      'Lernen Sie die Unternehmen kennen, die den Kongress unterstützen: Besuchen Sie ihre Stände, vereinbaren Sie Termine und nehmen Sie an ihren Symposien teil.',
  },
};

export function industryLandingResources(event: EventSeed): ResourceTable[] {
  return LANGUAGES.flatMap((language) =>
    Object.entries(INDUSTRY_LANDING[language]).map(([resourcename, resourcevalue]) => ({
      event_id: event.row.id,
      setname: INDUSTRY_LANDING_RESOURCE_SET,
      language,
      resourcename,
      resourcevalue,
    })),
  );
}

/** The demo's EventsAir codes (one-time: BookedTickets spends a code when it links the registration). */
export const DEMO_EXTERNAL_AUTHORIZATION_CODES = [
  'ehc2026-eventsair-demo-1',
  'ehc2026-eventsair-demo-2',
  // For account creation filled in from the registration (CreateAccountPage; one per browser test that spends one).
  'ehc2026-eventsair-demo-3',
  'ehc2026-eventsair-demo-4',
] as const;

export async function seedExternalRegistrations(db: Kysely<Database> | Transaction<Database>, { calendar }: { calendar: SeedCalendar }) {
  // Valid until long after the congress, moved with the seed's calendar like every other date.
  const expires = calendar.instant('2027-12-31T23:00:00.000Z');
  const rows: ExternalRegistrationTable[] = [
    {
      code_hash: hashExternalCode(DEMO_EXTERNAL_AUTHORIZATION_CODES[0]),
      event_id: DEMO_EVENT_ID,
      visitor_id: 'EA-2026-0417',
      firstname: 'Amelia',
      surname: 'Hartmann',
      email: 'amelia.hartmann@example.org',
      ticket_type_name: 'Full Congress',
      participant_type_name: 'Delegate',
      expires_at: expires,
      used_at: null,
      used_by: null,
    },
    {
      code_hash: hashExternalCode(DEMO_EXTERNAL_AUTHORIZATION_CODES[1]),
      event_id: DEMO_EVENT_ID,
      visitor_id: 'EA-2026-0418',
      firstname: 'Jonas',
      surname: 'Weber',
      email: 'jonas.weber@example.org',
      ticket_type_name: 'Day Ticket',
      participant_type_name: 'Delegate',
      expires_at: expires,
      used_at: null,
      used_by: null,
    },
    {
      code_hash: hashExternalCode(DEMO_EXTERNAL_AUTHORIZATION_CODES[2]),
      event_id: DEMO_EVENT_ID,
      visitor_id: 'EA-2026-0419',
      firstname: 'Sofia',
      surname: 'Lindqvist',
      email: 'sofia.lindqvist@example.org',
      ticket_type_name: 'Full Congress',
      participant_type_name: 'Delegate',
      expires_at: expires,
      used_at: null,
      used_by: null,
    },
    {
      code_hash: hashExternalCode(DEMO_EXTERNAL_AUTHORIZATION_CODES[3]),
      event_id: DEMO_EVENT_ID,
      visitor_id: 'EA-2026-0420',
      firstname: 'Mateo',
      surname: 'García',
      email: 'mateo.garcia@example.org',
      ticket_type_name: 'Day Ticket',
      participant_type_name: 'Delegate',
      expires_at: expires,
      used_at: null,
      used_by: null,
    },
  ];
  await db.insertInto('external_registrations').values(rows).execute();
}
