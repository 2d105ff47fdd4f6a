/**
 * The general assembly of the current edition (ehc2026), in en-GB and de-DE (AssemblyPage, server/routes/assembly.ts):
 * held at the programme's "General assembly" session (the congress's third day, Hall B), with its agenda (each item's
 * time and presenter), three documents (served as generated PDFs), the demo's live stream page and the minutes. The
 * assembly is for society members: member@ehc2026.test (Full Member) sees it, the other demo accounts are refused.
 * Fixed content on the seed's calendar: on the fixed dates (tests) the assembly is over and its minutes are out; on
 * the alive dates (npm start) it is still to come.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { AssemblyAgendaTable, AssemblyDocumentTable, AssemblyTable } from '../assemblyTables';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

type Language = 'en-GB' | 'de-DE';
const LANGUAGES: readonly Language[] = ['en-GB', 'de-DE'];
type Localised = Record<Language, string>;

/** Where the assembly is when the programme has no assembly session (a smaller seed): the fixed calendar's 12 June. */
const FALLBACK = { start: '2026-06-12T15:30:00Z', end: '2026-06-12T17:00:00Z' };

/** The demo's live stream page (the live page's test picture), named for the assembly. */
const STREAM_PAGE = '/demo/media/live/stream.html?room=General%20assembly';

const ASSEMBLY = {
  title: {
    'en-GB': 'General assembly of the European Health Congress society',
    'de-DE': 'Mitgliederversammlung der European Health Congress Society',
  },
  description: {
    'en-GB':
      'Members of the society meet once a year at the congress: the board reports, the accounts are approved and the new board is elected. Members who cannot come vote through the live stream.',
    'de-DE':
      'Einmal im Jahr treffen sich die Mitglieder der Gesellschaft auf dem Kongress: Der Vorstand berichtet, der Jahresabschluss wird genehmigt und der neue Vorstand gewählt. Wer nicht vor Ort ist, verfolgt die Versammlung im Livestream.',
  },
  location: { 'en-GB': 'Hall B, congress centre', 'de-DE': 'Saal B, Kongresszentrum' },
} satisfies Record<string, Localised>;

/** Minutes after the start, title, presenter (null: the chair), description. */
const AGENDA: { at: number | null; title: Localised; presenter: string | null; description: Localised | null }[] = [
  {
    at: 0,
    title: { 'en-GB': 'Welcome and adoption of the agenda', 'de-DE': 'Begrüßung und Genehmigung der Tagesordnung' },
    presenter: 'Prof. Dr. Helena Brandt',
    description: null,
  },
  {
    at: 10,
    title: { 'en-GB': 'Report of the president', 'de-DE': 'Bericht der Präsidentin' },
    presenter: 'Prof. Dr. Helena Brandt',
    description: {
      'en-GB': 'The society’s year: membership, congresses, guidelines and the new training programme.',
      'de-DE': 'Das Jahr der Gesellschaft: Mitglieder, Kongresse, Leitlinien und das neue Fortbildungsprogramm.',
    },
  },
  {
    at: 30,
    title: { 'en-GB': 'Treasurer’s report and accounts 2025', 'de-DE': 'Bericht des Schatzmeisters und Jahresabschluss 2025' },
    presenter: 'Dr. Jonas Feld',
    description: null,
  },
  {
    at: 45,
    title: { 'en-GB': 'Discharge of the board', 'de-DE': 'Entlastung des Vorstands' },
    presenter: 'Dr. Amira Haddad',
    description: { 'en-GB': 'Vote of the members present.', 'de-DE': 'Abstimmung der anwesenden Mitglieder.' },
  },
  {
    at: 55,
    title: { 'en-GB': 'Election of the board 2026–2028', 'de-DE': 'Wahl des Vorstands 2026–2028' },
    presenter: 'Dr. Amira Haddad',
    description: null,
  },
  {
    at: 80,
    title: { 'en-GB': 'Any other business', 'de-DE': 'Verschiedenes' },
    presenter: null,
    description: null,
  },
];

const DOCUMENTS: { title: Localised; description: Localised; body: Localised }[] = [
  {
    title: { 'en-GB': 'Invitation and agenda', 'de-DE': 'Einladung und Tagesordnung' },
    description: {
      'en-GB': 'Sent to all members six weeks before the assembly.',
      'de-DE': 'Sechs Wochen vor der Versammlung an alle Mitglieder versandt.',
    },
    body: {
      'en-GB':
        'Dear members,\n\nthe board invites you to the general assembly of the society at the European Health Congress 2026.\n\n1. Welcome and adoption of the agenda\n2. Report of the president\n3. Treasurer’s report and accounts 2025\n4. Discharge of the board\n5. Election of the board 2026–2028\n6. Any other business',
      'de-DE':
        'Liebe Mitglieder,\n\nder Vorstand lädt Sie zur Mitgliederversammlung der Gesellschaft auf dem European Health Congress 2026 ein.\n\n1. Begrüßung und Genehmigung der Tagesordnung\n2. Bericht der Präsidentin\n3. Bericht des Schatzmeisters und Jahresabschluss 2025\n4. Entlastung des Vorstands\n5. Wahl des Vorstands 2026–2028\n6. Verschiedenes',
    },
  },
  {
    title: { 'en-GB': 'Annual accounts 2025', 'de-DE': 'Jahresabschluss 2025' },
    description: { 'en-GB': 'Audited accounts and the auditors’ report.', 'de-DE': 'Geprüfter Jahresabschluss mit Prüfbericht.' },
    body: {
      'en-GB':
        'Income 2025: membership fees EUR 412,000; congress EUR 1,940,000; grants EUR 160,000.\n\nExpenditure 2025: congress EUR 1,710,000; education and grants EUR 390,000; office EUR 280,000.\n\nThe auditors found the accounts to be in order.',
      'de-DE':
        'Einnahmen 2025: Mitgliedsbeiträge 412.000 EUR; Kongress 1.940.000 EUR; Fördermittel 160.000 EUR.\n\nAusgaben 2025: Kongress 1.710.000 EUR; Fortbildung und Stipendien 390.000 EUR; Geschäftsstelle 280.000 EUR.\n\nDie Prüfer haben den Abschluss ohne Beanstandung bestätigt.',
    },
  },
  {
    title: { 'en-GB': 'Candidates for the board', 'de-DE': 'Kandidierende für den Vorstand' },
    description: { 'en-GB': 'The candidates and their statements.', 'de-DE': 'Die Kandidierenden und ihre Vorstellungen.' },
    body: {
      'en-GB':
        'President: Prof. Dr. Helena Brandt (re-election).\n\nTreasurer: Dr. Jonas Feld (re-election).\n\nSecretary: Dr. Amira Haddad; Dr. Luca Moretti.\n\nEach candidate introduces themselves for two minutes before the vote.',
      'de-DE':
        'Präsidentin: Prof. Dr. Helena Brandt (Wiederwahl).\n\nSchatzmeister: Dr. Jonas Feld (Wiederwahl).\n\nSchriftführung: Dr. Amira Haddad; Dr. Luca Moretti.\n\nVor der Wahl stellt sich jede Person zwei Minuten lang vor.',
    },
  },
];

const MINUTES: Localised = {
  'en-GB':
    '<p>The president opened the assembly and welcomed the members present; the assembly was quorate and adopted the agenda unanimously.</p><ol><li>The president’s report was received with thanks.</li><li>The accounts 2025 were approved (212 in favour, 3 abstentions).</li><li>The board was discharged (209 in favour, 6 abstentions).</li><li>Prof. Dr. Helena Brandt (president), Dr. Jonas Feld (treasurer) and Dr. Amira Haddad (secretary) were elected for 2026–2028.</li><li>No other business was raised.</li></ol><p>The assembly closed on time.</p>',
  'de-DE':
    '<p>Die Präsidentin eröffnete die Versammlung und begrüßte die anwesenden Mitglieder; die Versammlung war beschlussfähig und genehmigte die Tagesordnung einstimmig.</p><ol><li>Der Bericht der Präsidentin wurde mit Dank entgegengenommen.</li><li>Der Jahresabschluss 2025 wurde genehmigt (212 Ja, 3 Enthaltungen).</li><li>Der Vorstand wurde entlastet (209 Ja, 6 Enthaltungen).</li><li>Prof. Dr. Helena Brandt (Präsidentin), Dr. Jonas Feld (Schatzmeister) und Dr. Amira Haddad (Schriftführerin) wurden für 2026–2028 gewählt.</li><li>Zu Verschiedenes gab es keine Wortmeldungen.</li></ol><p>Die Versammlung endete pünktlich.</p>',
};

export async function seedAssembly(trx: Transaction<Database>, { calendar }: { calendar: SeedCalendar }): Promise<void> {
  const event = await trx.selectFrom('events').select('id').where('id', '=', DEMO_EVENT_ID).executeTakeFirst();
  if (!event) return;
  // The programme lists the assembly as a session of its own (server/db/seed/programme.ts, type 'assembly').
  const session = await trx
    .selectFrom('programme_sessions')
    .select(['id', 'start_date_time', 'end_date_time'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('name', 'like', 'General assembly%')
    .orderBy('id')
    .executeTakeFirst();
  const start = session?.start_date_time ?? calendar.instant(FALLBACK.start);
  const end = session?.end_date_time ?? calendar.instant(FALLBACK.end);
  const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString().replace('.000Z', 'Z');

  const assemblies: AssemblyTable[] = [];
  const agenda: AssemblyAgendaTable[] = [];
  const documents: AssemblyDocumentTable[] = [];
  for (const language of LANGUAGES) {
    assemblies.push({
      event_id: DEMO_EVENT_ID,
      language,
      title: ASSEMBLY.title[language],
      description: ASSEMBLY.description[language],
      location: ASSEMBLY.location[language],
      starts_at: start,
      ends_at: end,
      session_id: session?.id ?? null,
      stream_type: 'iframe',
      stream_url: STREAM_PAGE,
      minutes: MINUTES[language],
    });
    AGENDA.forEach((item, index) =>
      agenda.push({
        event_id: DEMO_EVENT_ID,
        id: index + 1,
        language,
        position: index,
        starts_at: item.at === null ? null : at(item.at),
        title: item.title[language],
        presenter: item.presenter,
        description: item.description?.[language] ?? null,
      }),
    );
    DOCUMENTS.forEach((document, index) =>
      documents.push({
        event_id: DEMO_EVENT_ID,
        id: index + 1,
        language,
        position: index,
        title: document.title[language],
        description: document.description[language],
        body: document.body[language],
      }),
    );
  }
  await trx.insertInto('assemblies').values(assemblies).execute();
  await trx.insertInto('assembly_agenda').values(agenda).execute();
  await trx.insertInto('assembly_documents').values(documents).execute();
}
