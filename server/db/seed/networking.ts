/**
 * The network of the current edition (ehc2026; src/contracts/messaging.ts, server/routes/messaging.ts): demo attendees
 * with full-congress tickets (what the event's networking policy asks for, seed/access.ts) who opted in, each showing
 * something else and taking messages from someone else, so that search, hidden fields and the message policies can be
 * tried; and the demo attendee's (attendee@ehc2026.test) own corner of it, so that a visitor trying the demo sees
 * something: one contact with a conversation of a few messages (the last one unread) and one contact request waiting
 * for an answer. The demo attendee is not opted in: a visitor (and a browser test) turns that on.
 *
 * Fixed content, so the seed is the same on every run; instants on the seed's calendar (seed/dates.ts). Every demo
 * attendee signs in with DEMO_PASSWORD.
 *
 * | E-mail                        | Shows                                  | Takes messages from |
 * |-------------------------------|----------------------------------------|---------------------|
 * | amara.okafor@ehc2026.test     | everything                             | everyone            |
 * | lucas.moreau@ehc2026.test     | everything                             | contacts            |
 * | sofia.rossi@ehc2026.test      | no name                                | everyone            |
 * | kenji.tanaka@ehc2026.test     | everything                             | no one              |
 * | ingrid.johansson@ehc2026.test | no profession                          | contacts            |
 * | mateo.garcia@ehc2026.test     | no country                             | everyone            |
 * | priya.sharma@ehc2026.test     | no areas of interest                   | everyone            |
 * | jan.novak@ehc2026.test        | name and country only                  | contacts            |
 * | fatima.haddad@ehc2026.test    | everything                             | everyone            |
 * | elena.petrova@ehc2026.test    | everything                             | contacts            |
 * | thomas.becker@ehc2026.test    | nothing: not opted in                  | everyone            |
 * | nadia.rahman@ehc2026.test     | nothing: not opted in                  | everyone            |
 * | oskar.lindberg@ehc2026.test   | nothing: not opted in                  | everyone            |
 * | nora.brandt@ehc2026.test      | nothing: not opted in                  | contacts            |
 * | paul.weber@ehc2026.test       | nothing: not opted in                  | contacts            |
 * | greta.holm@ehc2026.test       | nothing: not opted in                  | contacts            |
 * | ruth.ebner@ehc2026.test       | nothing: not opted in                  | contacts            |
 *
 * Nadia and Oskar are the embedded inbox's pair (<vmx-inbox> on a society's page, tests/e2e/inbox-element.spec.ts,
 * whose accounts no other browser test signs in: a sign-in signs the account's other sessions out): a conversation of
 * their own, Oskar's last two messages unread for Nadia. Nora is the meetings' browser test's
 * (tests/e2e/messaging-meetings.spec.ts, no other test signs her in): she writes to the programme's speaker who takes
 * messages (seed/community.ts) and proposes a meeting to them. Paul and Greta are the groups' browser test's
 * (tests/e2e/messaging-companies-groups.spec.ts): they join a topic group and talk in it. Ruth is the meeting hub's
 * (tests/e2e/messaging-meetings.spec.ts, no other test signs her in): she proposes a meeting to an exhibitor from the
 * hub, which its third member of staff (seed/community.ts) accepts.
 */
import type { Transaction } from 'kysely';
import type { DirectMessagePolicy, NetworkingVisibility } from '../../../src/contracts';
import { pairKey } from '../messagingTables';
import type { Database } from '../schema';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID, fullCongress } from './identity';

/** The programme's areas (seed/programme.ts GROUPS), by their English names. */
type Area =
  | 'Cardiology'
  | 'Oncology'
  | 'Neurology'
  | 'Infectious diseases'
  | 'Diabetes and endocrinology'
  | 'Public health'
  | 'Digital health'
  | 'Paediatrics'
  | 'Geriatrics'
  | 'Pulmonology'
  | 'Nephrology'
  | 'Nursing and allied health';

interface NetworkerSeed {
  firstname: string;
  surname: string;
  profession: string;
  country: string;
  interests: readonly Area[];
  findable: boolean;
  show: NetworkingVisibility;
  directMessages: DirectMessagePolicy;
}

const ALL: NetworkingVisibility = { Name: true, Profession: true, Country: true, Interests: true, Picture: false };

/** Ours: the demo's network. Their e-mail is `firstname.surname@ehc2026.test` in lower case, without accents. */
export const NETWORKERS: readonly NetworkerSeed[] = [
  {
    firstname: 'Amara',
    surname: 'Okafor',
    profession: 'Cardiologist',
    country: 'NG',
    interests: ['Cardiology', 'Digital health'],
    findable: true,
    show: ALL,
    directMessages: 'everyone',
  },
  {
    firstname: 'Lucas',
    surname: 'Moreau',
    profession: 'Interventional cardiologist',
    country: 'FR',
    interests: ['Cardiology', 'Geriatrics'],
    findable: true,
    show: ALL,
    directMessages: 'contacts',
  },
  {
    firstname: 'Sofia',
    surname: 'Rossi',
    profession: 'Cardiac nurse',
    country: 'IT',
    interests: ['Nursing and allied health', 'Cardiology'],
    findable: true,
    show: { ...ALL, Name: false },
    directMessages: 'everyone',
  },
  {
    firstname: 'Kenji',
    surname: 'Tanaka',
    profession: 'Electrophysiologist',
    country: 'JP',
    interests: ['Cardiology', 'Digital health'],
    findable: true,
    show: ALL,
    directMessages: 'none',
  },
  {
    firstname: 'Ingrid',
    surname: 'Johansson',
    profession: 'Heart failure specialist',
    country: 'SE',
    interests: ['Cardiology', 'Nephrology'],
    findable: true,
    show: { ...ALL, Profession: false },
    directMessages: 'contacts',
  },
  {
    firstname: 'Mateo',
    surname: 'García',
    profession: 'Cardiac surgeon',
    country: 'ES',
    interests: ['Cardiology'],
    findable: true,
    show: { ...ALL, Country: false },
    directMessages: 'everyone',
  },
  {
    firstname: 'Priya',
    surname: 'Sharma',
    profession: 'Epidemiologist',
    country: 'IN',
    interests: ['Public health', 'Diabetes and endocrinology'],
    findable: true,
    show: { ...ALL, Interests: false },
    directMessages: 'everyone',
  },
  {
    firstname: 'Jan',
    surname: 'Novák',
    profession: 'General practitioner',
    country: 'CZ',
    interests: ['Geriatrics', 'Public health'],
    findable: true,
    show: { Name: true, Profession: false, Country: true, Interests: false, Picture: false },
    directMessages: 'contacts',
  },
  {
    firstname: 'Fatima',
    surname: 'Haddad',
    profession: 'Paediatric cardiologist',
    country: 'MA',
    interests: ['Paediatrics', 'Cardiology'],
    findable: true,
    show: ALL,
    directMessages: 'everyone',
  },
  {
    firstname: 'Elena',
    surname: 'Petrova',
    profession: 'Pulmonologist',
    country: 'BG',
    interests: ['Pulmonology', 'Infectious diseases'],
    findable: true,
    show: ALL,
    directMessages: 'contacts',
  },
  {
    firstname: 'Thomas',
    surname: 'Becker',
    profession: 'Medical student',
    country: 'DE',
    interests: ['Neurology', 'Oncology'],
    findable: false,
    show: ALL,
    directMessages: 'everyone',
  },
  {
    firstname: 'Nadia',
    surname: 'Rahman',
    profession: 'General practitioner',
    country: 'GB',
    interests: ['Public health', 'Diabetes and endocrinology'],
    findable: false,
    show: ALL,
    directMessages: 'everyone',
  },
  {
    firstname: 'Oskar',
    surname: 'Lindberg',
    profession: 'Cardiologist',
    country: 'SE',
    interests: ['Cardiology', 'Digital health'],
    findable: false,
    show: ALL,
    directMessages: 'everyone',
  },
  {
    firstname: 'Nora',
    surname: 'Brandt',
    profession: 'Geriatrician',
    country: 'DE',
    interests: ['Geriatrics'],
    findable: false,
    show: ALL,
    directMessages: 'contacts',
  },
  {
    firstname: 'Paul',
    surname: 'Weber',
    profession: 'Nephrologist',
    country: 'AT',
    interests: ['Nephrology'],
    findable: false,
    show: ALL,
    directMessages: 'contacts',
  },
  {
    firstname: 'Greta',
    surname: 'Holm',
    profession: 'Heart failure nurse',
    country: 'DK',
    interests: ['Nursing and allied health', 'Cardiology'],
    findable: false,
    show: ALL,
    directMessages: 'contacts',
  },
  {
    firstname: 'Ruth',
    surname: 'Ebner',
    profession: 'Nephrologist',
    country: 'AT',
    interests: ['Nephrology'],
    findable: false,
    show: ALL,
    directMessages: 'contacts',
  },
];

/** The demo attendee's sign-in: their corner of the network is seeded here. */
export const NETWORKING_DEMO_ACCOUNT = 'attendee@ehc2026.test';

/** A networker's e-mail address. */
export function networkerEmail(networker: Pick<NetworkerSeed, 'firstname' | 'surname'>): string {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return `${plain(networker.firstname)}.${plain(networker.surname)}@ehc2026.test`;
}

const [AMARA, LUCAS] = [NETWORKERS[0]!, NETWORKERS[1]!];
const [NADIA, OSKAR] = [NETWORKERS[11]!, NETWORKERS[12]!];

/** Nadia's conversation with Oskar (fromFirst: Nadia wrote it); the last two are Oskar's, unread for her. */
const EMBEDDED_CONVERSATION: readonly { fromFirst: boolean; id: string; at: string; text: string }[] = [
  {
    fromFirst: false,
    id: '5eed0000-0000-4000-8000-000000000101',
    at: '2026-06-09T08:15:00Z',
    text: 'Hello Nadia, we met at the society’s spring meeting. Are you coming to the congress?',
  },
  {
    fromFirst: true,
    id: '5eed0000-0000-4000-8000-000000000102',
    at: '2026-06-09T08:40:00Z',
    text: 'Hi Oskar! Yes, all three days. I am presenting in the primary care track.',
  },
  {
    fromFirst: false,
    id: '5eed0000-0000-4000-8000-000000000103',
    at: '2026-06-09T12:05:00Z',
    text: 'Great, I will come to your talk.',
  },
  {
    fromFirst: false,
    id: '5eed0000-0000-4000-8000-000000000104',
    at: '2026-06-09T12:06:00Z',
    text: 'Shall we have lunch afterwards?',
  },
];

/** The conversation of the demo attendee and their contact: fixed ids (UUIDs, as a client sends them), times and texts. */
const CONVERSATION: readonly { fromAttendee: boolean; id: string; at: string; text: string }[] = [
  {
    fromAttendee: false,
    id: '5eed0000-0000-4000-8000-000000000001',
    at: '2026-06-08T08:40:00Z',
    text: 'Hello Alice, thanks for connecting! Are you presenting your ablation follow-up data in Heidelberg style again this year?',
  },
  {
    fromAttendee: true,
    id: '5eed0000-0000-4000-8000-000000000002',
    at: '2026-06-08T09:05:00Z',
    text: 'Hi Lucas! Yes, as a poster this time. The abstract is on the programme: https://ehc2026.example/programme',
  },
  {
    fromAttendee: false,
    id: '5eed0000-0000-4000-8000-000000000003',
    at: '2026-06-08T09:20:00Z',
    text: 'Great. Shall we meet at the poster area on the second day, after the morning plenary?',
  },
  {
    fromAttendee: true,
    id: '5eed0000-0000-4000-8000-000000000004',
    at: '2026-06-08T09:31:00Z',
    text: 'Perfect, 10:30 at poster board 12.',
  },
  {
    fromAttendee: false,
    id: '5eed0000-0000-4000-8000-000000000005',
    at: '2026-06-09T17:02:00Z',
    text: 'See you there. I will bring the registry colleague I mentioned.',
  },
];

export interface NetworkingSeedInput {
  passwordHash: string;
  /** When the demo accounts were created (seed/index.ts), on the seed's calendar. */
  createdAt: string;
  calendar: SeedCalendar;
}

export async function seedNetworking(trx: Transaction<Database>, input: NetworkingSeedInput): Promise<{ users: number; tickets: number }> {
  const at = (fixed: string) => new Date(input.calendar.instant(fixed)).toISOString();
  const areas = await trx
    .selectFrom('programme_groups')
    .select(['id', 'name'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('language', '=', 'en-GB')
    .execute();
  const areaId = new Map(areas.map((area) => [area.name, area.id]));
  const event = await trx.selectFrom('events').select('short').where('id', '=', DEMO_EVENT_ID).executeTakeFirstOrThrow();

  const ids = new Map<NetworkerSeed, number>();
  let registration = 101;
  for (const networker of NETWORKERS) {
    const interests = networker.interests.flatMap((area) => {
      const id = areaId.get(area);
      return id === undefined ? [] : [`${event.short}:${id}`];
    });
    const { id } = await trx
      .insertInto('users')
      .values({
        email: networkerEmail(networker),
        firstname: networker.firstname,
        surname: networker.surname,
        password_hash: input.passwordHash,
        email_confirmed: 1,
        terms_accepted_at: input.createdAt,
        failed_logins: 0,
        locked_until: null,
        health_care_professional: 1,
        profession: networker.profession,
        selected_interests: JSON.stringify(interests),
        country_id: networker.country,
        created_at: input.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(networker, id);
    const ticket = fullCongress(`EHC26-0${registration++}`, { country: networker.country });
    await trx
      .insertInto('tickets')
      .values({
        ...ticket,
        ticket_from: ticket.ticket_from ? input.calendar.instant(ticket.ticket_from) : ticket.ticket_from,
        ticket_to: ticket.ticket_to ? input.calendar.instant(ticket.ticket_to) : ticket.ticket_to,
        user_id: id,
        event_id: DEMO_EVENT_ID,
      })
      .execute();
    await trx
      .insertInto('networking_settings')
      .values({
        event_id: DEMO_EVENT_ID,
        user_id: id,
        findable: networker.findable ? 1 : 0,
        show_name: networker.show.Name ? 1 : 0,
        show_profession: networker.show.Profession ? 1 : 0,
        show_country: networker.show.Country ? 1 : 0,
        show_interests: networker.show.Interests ? 1 : 0,
        show_picture: networker.show.Picture ? 1 : 0,
        direct_messages: networker.directMessages,
        updated_at: input.createdAt,
      })
      .execute();
  }

  const attendee = await trx.selectFrom('users').select('id').where('email', '=', NETWORKING_DEMO_ACCOUNT).executeTakeFirstOrThrow();
  const lucas = ids.get(LUCAS)!;
  const amara = ids.get(AMARA)!;
  // Lucas asked and the attendee accepted: contacts. Amara's request waits for an answer.
  await trx
    .insertInto('contact_requests')
    .values([
      {
        event_id: DEMO_EVENT_ID,
        from_user_id: lucas,
        to_user_id: attendee.id,
        note: 'We met at the heart failure workshop last year. Let us stay in touch!',
        status: 'accepted',
        open_pair: null,
        created_at: at('2026-06-05T14:10:00Z'),
        updated_at: at('2026-06-06T07:45:00Z'),
      },
      {
        event_id: DEMO_EVENT_ID,
        from_user_id: amara,
        to_user_id: attendee.id,
        note: 'I read your abstract on remote rhythm monitoring. Could we talk about it during the congress?',
        status: 'pending',
        open_pair: pairKey(amara, attendee.id),
        created_at: at('2026-06-09T11:25:00Z'),
        updated_at: at('2026-06-09T11:25:00Z'),
      },
    ])
    .execute();

  const last = CONVERSATION[CONVERSATION.length - 1]!;
  const { id: conversationId } = await trx
    .insertInto('conversations')
    .values({
      event_id: DEMO_EVENT_ID,
      kind: 'direct',
      pair_key: pairKey(lucas, attendee.id),
      created_by: lucas,
      created_at: at(CONVERSATION[0]!.at),
      last_message_at: at(last.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messageIds: number[] = [];
  for (const message of CONVERSATION) {
    const { id } = await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversationId,
        sender_id: message.fromAttendee ? attendee.id : lucas,
        client_id: message.id,
        text: message.text,
        sent_at: at(message.at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    messageIds.push(id);
  }
  // Each has read up to their own last message: the attendee has Lucas's last one to read.
  const lastOwn = (fromAttendee: boolean) => messageIds[CONVERSATION.findLastIndex((message) => message.fromAttendee === fromAttendee)]!;
  await trx
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversationId, user_id: attendee.id, last_read_id: lastOwn(true) },
      { conversation_id: conversationId, user_id: lucas, last_read_id: lastOwn(false) },
    ])
    .execute();

  await seedConversation(trx, at, [ids.get(NADIA)!, ids.get(OSKAR)!], EMBEDDED_CONVERSATION);
  return { users: NETWORKERS.length, tickets: NETWORKERS.length };
}

/** A direct conversation of two networkers, each having read up to their own last message. */
async function seedConversation(
  trx: Transaction<Database>,
  at: (fixed: string) => string,
  [first, second]: [number, number],
  messages: readonly { fromFirst: boolean; id: string; at: string; text: string }[],
): Promise<void> {
  const { id: conversationId } = await trx
    .insertInto('conversations')
    .values({
      event_id: DEMO_EVENT_ID,
      kind: 'direct',
      pair_key: pairKey(first, second),
      created_by: messages[0]!.fromFirst ? first : second,
      created_at: at(messages[0]!.at),
      last_message_at: at(messages[messages.length - 1]!.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messageIds: number[] = [];
  for (const message of messages) {
    const { id } = await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversationId,
        sender_id: message.fromFirst ? first : second,
        client_id: message.id,
        text: message.text,
        sent_at: at(message.at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    messageIds.push(id);
  }
  const lastOwn = (fromFirst: boolean) => messageIds[messages.findLastIndex((message) => message.fromFirst === fromFirst)]!;
  await trx
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversationId, user_id: first, last_read_id: lastOwn(true) },
      { conversation_id: conversationId, user_id: second, last_read_id: lastOwn(false) },
    ])
    .execute();
}
