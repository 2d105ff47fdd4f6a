/**
 * The current edition's community around its network (src/contracts/messaging.ts, "Companies" and "Groups"): the
 * staff company (staff@ehc2026.test's) offers a chat and has a second and a third member of staff, so that "everyone
 * of the company answers" can be tried; one visitor (Amara Okafor) has written to it and Stefan Stein answered, her
 * follow-up waits for the staff; and the event's topic groups, some networkers in them and a short discussion in one.
 *
 * | E-mail                     | Who                                             |
 * |----------------------------|-------------------------------------------------|
 * | sabine.vogt@ehc2026.test   | a second member of the staff company's staff    |
 * | henrik.lund@ehc2026.test   | a third member of it: the meeting hub's browser test accepts a meeting as him
 *                                (tests/e2e/messaging-meetings.spec.ts; no other test signs him in) |
 * | moderator@ehc2026.test     | moderates the event's messages (reports to review in the inbox)                 |
 * | speaker@ehc2026.test       | the account of the programme's first highlighted speaker, who takes messages from
 *                                everyone (not in the network): participants write to them from the programme |
 * | follower@ehc2026.test      | an attendee who stars a session that a published change moves: the notification's
 *                                browser test (tests/e2e/favourite-moved.spec.ts; no other test signs them in) |
 * | cme@ehc2026.test           | a physician collecting CME credit: the attendance certificate's browser test
 *                                (tests/e2e/attendance-certificate.spec.ts; no other test signs them in) |
 * | tracking@ehc2026.test      | an attendee whose visit is tracked with their consent: the tracking browser test
 *                                (tests/e2e/analytics-tracking.spec.ts; no other test signs them in) |
 * | events@ehc2026.test        | an attendee who signs in and out, watches a live room and a recording: the tracked
 *                                events' browser test (tests/e2e/analytics-events.spec.ts; no other test signs them in) |
 *
 * Fixed content; instants on the seed's calendar (seed/dates.ts); the password is DEMO_PASSWORD.
 */
import type { Transaction } from 'kysely';
import { companyConversationKey } from '../../networking/companies';
import { ensureTopicGroup } from '../../networking/groups';
import type { Database } from '../schema';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID, fullCongress, type TicketSeed } from './identity';
import { networkerEmail, NETWORKERS } from './networking';

export const SECOND_STAFF_ACCOUNT = 'sabine.vogt@ehc2026.test';
export const THIRD_STAFF_ACCOUNT = 'henrik.lund@ehc2026.test';
export const SPEAKER_ACCOUNT = 'speaker@ehc2026.test';
/** The demo's moderator of messages: the event's Key policy "Moderation" (seed/access.ts) admits their registration. */
export const MODERATOR_ACCOUNT = 'moderator@ehc2026.test';
export const MODERATOR_REGISTRATION = 'EHC26-0203';
/** An attendee with nothing starred: tests/e2e/favourite-moved.spec.ts stars a session as them. */
export const FOLLOWER_ACCOUNT = 'follower@ehc2026.test';
/** A physician with no attendance yet: tests/e2e/attendance-certificate.spec.ts records and certifies theirs. */
export const CME_ACCOUNT = 'cme@ehc2026.test';
/** An attendee nothing was recorded about: tests/e2e/analytics-tracking.spec.ts tracks, lists and deletes theirs. */
export const TRACKING_ACCOUNT = 'tracking@ehc2026.test';
/** An attendee with a paid ticket (the live page): tests/e2e/analytics-events.spec.ts tracks their sign-in, sign-out and watching. */
export const EVENTS_ACCOUNT = 'events@ehc2026.test';

/** Ours: the event's topic groups, named and described in both of its languages. */
export const TOPIC_GROUPS: readonly { key: string; names: Record<string, string>; descriptions: Record<string, string> }[] = [
  {
    key: 'digital-health',
    names: { 'en-GB': 'Digital health and AI', 'de-DE': 'Digitale Gesundheit und KI' },
    descriptions: {
      'en-GB': 'Apps, wearables, remote monitoring and machine learning in daily care.',
      'de-DE': 'Apps, Wearables, Fernüberwachung und maschinelles Lernen im Versorgungsalltag.',
    },
  },
  {
    key: 'early-career',
    names: { 'en-GB': 'Early-career clinicians', 'de-DE': 'Ärztinnen und Ärzte am Berufsanfang' },
    descriptions: {
      'en-GB': 'Training, fellowships and first research projects: ask and share.',
      'de-DE': 'Weiterbildung, Fellowships und erste Forschungsprojekte: fragen und teilen.',
    },
  },
  {
    key: 'nursing',
    names: { 'en-GB': 'Nursing and allied health', 'de-DE': 'Pflege und Gesundheitsfachberufe' },
    descriptions: {
      'en-GB': 'Heart failure nurses, physiotherapists, dietitians and everyone in the team around the patient.',
      'de-DE': 'Herzinsuffizienz-Pflege, Physiotherapie, Ernährungsberatung und alle im Team um die Patientinnen und Patienten.',
    },
  },
  {
    key: 'women-in-cardiology',
    names: { 'en-GB': 'Women in cardiology', 'de-DE': 'Frauen in der Kardiologie' },
    descriptions: {
      'en-GB': 'Mentoring, careers and visibility.',
      'de-DE': 'Mentoring, Karrieren und Sichtbarkeit.',
    },
  },
];

/** Who is in which topic group (by e-mail), and the discussion of the first. */
const MEMBERS: Record<string, readonly string[]> = {
  'digital-health': ['amara.okafor@ehc2026.test', 'mateo.garcia@ehc2026.test', 'priya.sharma@ehc2026.test'],
  'early-career': ['sofia.rossi@ehc2026.test', 'jan.novak@ehc2026.test'],
  nursing: ['ingrid.johansson@ehc2026.test'],
  'women-in-cardiology': ['amara.okafor@ehc2026.test', 'elena.petrova@ehc2026.test', 'fatima.haddad@ehc2026.test'],
};

const DISCUSSION: readonly { from: string; id: string; at: string; text: string }[] = [
  {
    from: 'mateo.garcia@ehc2026.test',
    id: '5eed0000-0000-4000-8000-000000000101',
    at: '2026-06-09T07:30:00Z',
    text: 'Has anyone used the new patch ECG monitors after ablation? We are collecting experiences for a registry.',
  },
  {
    from: 'priya.sharma@ehc2026.test',
    id: '5eed0000-0000-4000-8000-000000000102',
    at: '2026-06-09T07:52:00Z',
    text: 'Yes, 14 days routinely. Adherence is far better than with Holter. Happy to share our protocol: https://example.org/patch-protocol',
  },
  {
    from: 'amara.okafor@ehc2026.test',
    id: '5eed0000-0000-4000-8000-000000000103',
    at: '2026-06-09T08:10:00Z',
    text: 'Same here. Let us meet after the digital health session on Wednesday?',
  },
];

/** Amara's conversation with the staff company: she asks, Stefan answers, her follow-up waits. */
const COMPANY_CONVERSATION: readonly { fromStaff: boolean; id: string; at: string; text: string }[] = [
  {
    fromStaff: false,
    id: '5eed0000-0000-4000-8000-000000000201',
    at: '2026-06-09T09:00:00Z',
    text: 'Hello, is the remote monitoring platform you show at the booth available in Nigeria?',
  },
  {
    fromStaff: true,
    id: '5eed0000-0000-4000-8000-000000000202',
    at: '2026-06-09T09:12:00Z',
    text: 'Hello Dr Okafor, not yet, but we start with partners in Lagos next year. Shall I send you the pilot details?',
  },
  {
    fromStaff: false,
    id: '5eed0000-0000-4000-8000-000000000203',
    at: '2026-06-09T09:20:00Z',
    text: 'Yes please, and a demo account if possible.',
  },
];

/** A demo account with its ticket for the current edition. */
async function insertAccount(
  trx: Transaction<Database>,
  input: CommunitySeedInput,
  account: {
    email: string;
    firstname: string;
    surname: string;
    healthCareProfessional: number;
    profession: string;
    country: string;
    ticket: TicketSeed;
  },
): Promise<number> {
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
      health_care_professional: account.healthCareProfessional,
      profession: account.profession,
      selected_interests: '[]',
      country_id: account.country,
      created_at: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { ticket } = account;
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
  return id;
}

export interface CommunitySeedInput {
  passwordHash: string;
  createdAt: string;
  calendar: SeedCalendar;
  staffCompanyId: string;
}

export async function seedCommunity(trx: Transaction<Database>, input: CommunitySeedInput): Promise<{ users: number; tickets: number }> {
  const at = (fixed: string) => new Date(input.calendar.instant(fixed)).toISOString();
  const userId = async (email: string) =>
    (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  // The staff company offers a chat, and a second member of its staff answers with Stefan.
  await trx
    .updateTable('company_profiles')
    .set({ has_chat: 1 })
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('company_account_id', '=', input.staffCompanyId)
    .execute();
  const sabine = await insertAccount(trx, input, {
    email: SECOND_STAFF_ACCOUNT,
    firstname: 'Sabine',
    surname: 'Vogt',
    healthCareProfessional: 0,
    profession: 'Medical science liaison',
    country: 'DE',
    ticket: fullCongress('EHC26-0201', {
      participant_type_name: 'Exhibitor',
      ticket_type_name: 'Exhibitor Staff',
      ticket_grade: 'Exhibitor',
      company_account_id: input.staffCompanyId,
    }),
  });
  await insertAccount(trx, input, {
    email: THIRD_STAFF_ACCOUNT,
    firstname: 'Henrik',
    surname: 'Lund',
    healthCareProfessional: 0,
    profession: 'Key account manager',
    country: 'DK',
    ticket: fullCongress('EHC26-0204', {
      participant_type_name: 'Exhibitor',
      ticket_type_name: 'Exhibitor Staff',
      ticket_grade: 'Exhibitor',
      company_account_id: input.staffCompanyId,
    }),
  });

  // The moderator of messages.
  await insertAccount(trx, input, {
    email: MODERATOR_ACCOUNT,
    firstname: 'Maren',
    surname: 'Moser',
    healthCareProfessional: 0,
    profession: 'Community manager',
    country: 'CH',
    ticket: fullCongress(MODERATOR_REGISTRATION),
  });

  await insertAccount(trx, input, {
    email: FOLLOWER_ACCOUNT,
    firstname: 'Fiona',
    surname: 'Falk',
    healthCareProfessional: 1,
    profession: 'Cardiologist',
    country: 'AT',
    ticket: fullCongress('EHC26-0224'),
  });

  await insertAccount(trx, input, {
    email: CME_ACCOUNT,
    firstname: 'Clara',
    surname: 'Meier-Đorđević',
    healthCareProfessional: 1,
    profession: 'Cardiologist',
    country: 'DE',
    ticket: fullCongress('EHC26-0225'),
  });

  await insertAccount(trx, input, {
    email: TRACKING_ACCOUNT,
    firstname: 'Tilda',
    surname: 'Tracy',
    healthCareProfessional: 1,
    profession: 'Cardiologist',
    country: 'NL',
    ticket: fullCongress('EHC26-0226'),
  });

  await insertAccount(trx, input, {
    email: EVENTS_ACCOUNT,
    firstname: 'Evert',
    surname: 'Eventsen',
    healthCareProfessional: 1,
    profession: 'Cardiologist',
    country: 'DK',
    ticket: fullCongress('EHC26-0227'),
  });

  // A speaker who takes messages: the first highlighted author's account.
  const author = await trx
    .selectFrom('programme_authors')
    .select(['id', 'firstname', 'surname'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('is_highlighted', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const speaker = await insertAccount(trx, input, {
    email: SPEAKER_ACCOUNT,
    firstname: author.firstname,
    surname: author.surname,
    healthCareProfessional: 1,
    profession: 'Cardiologist',
    country: 'DE',
    ticket: fullCongress('EHC26-0202'),
  });
  await trx
    .updateTable('programme_authors')
    .set({ email: SPEAKER_ACCOUNT })
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('id', '=', author.id)
    .execute();
  await trx
    .insertInto('networking_settings')
    .values({
      event_id: DEMO_EVENT_ID,
      user_id: speaker,
      findable: 0,
      show_name: 1,
      show_profession: 1,
      show_country: 1,
      show_interests: 1,
      show_picture: 0,
      direct_messages: 'everyone',
      updated_at: input.createdAt,
    })
    .execute();

  // Amara's conversation with the company.
  const amara = await userId(networkerEmail(NETWORKERS[0]!));
  const stefan = await userId('staff@ehc2026.test');
  const last = COMPANY_CONVERSATION[COMPANY_CONVERSATION.length - 1]!;
  const { id: conversationId } = await trx
    .insertInto('conversations')
    .values({
      event_id: DEMO_EVENT_ID,
      kind: 'company',
      pair_key: companyConversationKey(input.staffCompanyId, amara),
      created_by: amara,
      created_at: at(COMPANY_CONVERSATION[0]!.at),
      last_message_at: at(last.at),
      company_account_id: input.staffCompanyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const messageIds: number[] = [];
  for (const message of COMPANY_CONVERSATION) {
    const { id } = await trx
      .insertInto('chat_messages')
      .values({
        conversation_id: conversationId,
        sender_id: message.fromStaff ? stefan : amara,
        client_id: message.id,
        text: message.text,
        sent_at: at(message.at),
        sender_company: message.fromStaff ? input.staffCompanyId : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    messageIds.push(id);
  }
  // Amara has read Stefan's answer; the staff have her follow-up to read.
  await trx
    .insertInto('conversation_participants')
    .values([
      { conversation_id: conversationId, user_id: amara, last_read_id: messageIds[2]! },
      { conversation_id: conversationId, user_id: stefan, last_read_id: messageIds[1]! },
      { conversation_id: conversationId, user_id: sabine, last_read_id: messageIds[1]! },
    ])
    .execute();

  // The topic groups, their members and the discussion in the first.
  const createdAt = new Date(input.createdAt).toISOString();
  for (const topic of TOPIC_GROUPS) {
    const groupId = await ensureTopicGroup(trx, DEMO_EVENT_ID, topic, amara, createdAt);
    const members = await Promise.all((MEMBERS[topic.key] ?? []).map(userId));
    const discussion = topic.key === 'digital-health' ? DISCUSSION : [];
    const ids: number[] = [];
    for (const message of discussion) {
      const { id } = await trx
        .insertInto('chat_messages')
        .values({
          conversation_id: groupId,
          sender_id: await userId(message.from),
          client_id: message.id,
          text: message.text,
          sent_at: at(message.at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    if (discussion.length > 0) {
      await trx
        .updateTable('conversations')
        .set({ last_message_at: at(discussion[discussion.length - 1]!.at) })
        .where('id', '=', groupId)
        .execute();
    }
    if (members.length > 0) {
      await trx
        .insertInto('conversation_participants')
        .values(members.map((member) => ({ conversation_id: groupId, user_id: member, last_read_id: ids[ids.length - 1] ?? 0 })))
        .execute();
    }
  }
  return { users: 5, tickets: 5 };
}
