import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_DIGEST_DELAY_MS, COMPANY_DIGEST_INTERVAL_MS } from '../../src/contracts';
import type { Database } from '../db/schema';
import type { Mailer } from '../identity/mail';
import { createTestApp, createTestDb } from '../testing';
import { sendCompanyDigests, startCompanyDigests, type CompanyDigestDeps } from './companyDigest';

const MINUTE = 60_000;
/** Long before the seeded messages (June 2026): only this file's rows are owed a digest. */
const T0 = Date.parse('2025-03-03T09:00:00Z');
const PUBLIC_URL = 'https://congress.example.org/some/path';
/** The seeded congress (server/db/seed/catalogue.ts: instance demo, English by default). */
const EVENT = { id: 2026, short: 'ehc2026', instance: 'demo', language: 'en-GB' };
/** Ours, made here: an event in German. */
const GERMAN_EVENT = { id: 9_901, short: 'digestde', instance: 'demo', language: 'de-DE' };
const COMPANY = 'digest-company';
const COMPANY_NAME = 'Acme & Sons <Medical>';

let db: Kysely<Database>;
let delivered: number[][];
let logged: unknown[];
let deps: CompanyDigestDeps;

beforeEach(async () => {
  db = await createTestDb();
  delivered = [];
  logged = [];
  const mailer: Mailer = {
    deliver: async (ids) => {
      delivered.push([...ids]);
    },
  };
  const record = (...args: unknown[]) => void logged.push(args);
  deps = { db, mailer, publicUrl: PUBLIC_URL, log: { info: vi.fn(), warn: record, error: record } };
}, 60_000);
afterEach(() => db.destroy());

const iso = (ms: number) => new Date(ms).toISOString();

async function addUser(firstname: string, surname: string): Promise<{ id: number; email: string }> {
  const email = `${firstname.toLowerCase()}.${randomUUID().slice(0, 8)}@digest.test`;
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      firstname,
      surname,
      password_hash: 'x',
      email_confirmed: 1,
      terms_accepted_at: iso(T0),
      failed_logins: 0,
      locked_until: null,
      gender: null,
      birthday: null,
      profession: null,
      health_care_professional: null,
      import_id: null,
      selected_interests: '[]',
      country_id: null,
      city: null,
      country_practice_id: null,
      country_residence_id: null,
      profile_picture_path: null,
      society_member_type: null,
      company_account_id: null,
      created_at: iso(T0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email };
}

async function addTicket(userId: number, eventId: number, companyAccountId: string | null): Promise<void> {
  await db
    .insertInto('tickets')
    .values({
      user_id: userId,
      event_id: eventId,
      participant_type_name: companyAccountId ? 'Exhibitor' : 'Participant',
      ticket_type_name: 'Full congress',
      is_valid: 1,
      is_payed: 1,
      ticket_grade: null,
      company_account_id: companyAccountId,
      enable_hcp: 0,
      society_member_type: null,
      country: null,
      ticket_from: null,
      ticket_to: null,
      visitor_id: null,
    })
    .execute();
}

interface World {
  eventId: number;
  conversationId: number;
  visitor: { id: number; email: string };
  sam: { id: number; email: string };
  tina: { id: number; email: string };
}

/** A company with two staff members (Sam, Tina) and a visitor (Vera Visitor) who turned to it: nothing written yet. */
async function world(event: typeof EVENT = EVENT): Promise<World> {
  if (event.id !== EVENT.id) {
    await db
      .insertInto('events')
      .values({
        id: event.id,
        short: event.short,
        instance: event.instance,
        name: 'Digest-Kongress 2025',
        time_zone: 'Europe/Berlin',
        start_date: '2025-03-10T07:00:00Z',
        end_date: '2025-03-12T16:00:00Z',
        languages: JSON.stringify([event.language]),
        default_language: event.language,
      })
      .execute();
  }
  await db
    .insertInto('company_accounts')
    .values({
      event_id: event.id,
      company_account_id: COMPANY,
      name: COMPANY_NAME,
      sponsor_type: 'Exhibitor',
      logo_path: '',
      custom_logo_link: null,
      custom_pdf_link: null,
      custom_button_text_label: null,
      is_public: 1,
      publication_state: 0,
      enable_2d_booth: 0,
      booth_numbers: '',
      sort: 0,
    })
    .execute();
  const visitor = await addUser('Vera', 'Visitor');
  const sam = await addUser('Sam', 'Staff');
  const tina = await addUser('Tina', 'Staff');
  await addTicket(visitor.id, event.id, null);
  await addTicket(sam.id, event.id, COMPANY);
  await addTicket(tina.id, event.id, COMPANY);
  const { id: conversationId } = await db
    .insertInto('conversations')
    .values({
      event_id: event.id,
      kind: 'company',
      pair_key: `company:${COMPANY}:${visitor.id}`,
      created_by: visitor.id,
      created_at: iso(T0),
      last_message_at: null,
      company_account_id: COMPANY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_participants')
    .values([visitor, sam, tina].map((user) => ({ conversation_id: conversationId, user_id: user.id, last_read_id: 0 })))
    .execute();
  return { eventId: event.id, conversationId, visitor, sam, tina };
}

async function say(conversationId: number, senderId: number, at: number, company: string | null = null): Promise<number> {
  const { id } = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: conversationId,
      sender_id: senderId,
      client_id: randomUUID(),
      text: 'Hello?',
      sent_at: iso(at),
      removed_at: null,
      removed_by: null,
      sender_company: company,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('conversations')
    .set({ last_message_at: iso(at) })
    .where('id', '=', conversationId)
    .execute();
  return id;
}

/** The mails this file's people got, oldest first. */
async function mailsTo(...users: { email: string }[]) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where(
      'to',
      'in',
      users.map((user) => user.email),
    )
    .orderBy('id')
    .execute();
}

describe('sendCompanyDigests', () => {
  it('sends nothing before a visitor message has waited COMPANY_DIGEST_DELAY_MS', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS - 1)).toBe(0);
    expect(await mailsTo(w.sam, w.tina)).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it('then mails each staff member once, naming the visitor, the company and the count, linking to the conversation', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    await say(w.conversationId, w.visitor.id, T0 + MINUTE);
    // A staff answer is no visitor message: it counts for no one.
    await say(w.conversationId, w.tina.id, T0 + 2 * MINUTE, COMPANY);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS)).toBe(2);

    const mails = await mailsTo(w.sam, w.tina);
    expect(mails.map((mail) => mail.to).sort()).toEqual([w.sam.email, w.tina.email].sort());
    const link = `https://congress.example.org/myarea/demo/ehc2026/en-GB/inbox/${w.conversationId}`;
    for (const mail of mails) {
      expect(mail.subject).toContain(COMPANY_NAME);
      expect(mail.text).toContain(`Vera Visitor to ${COMPANY_NAME}: 2 unread messages`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`Vera Visitor to Acme &amp; Sons &lt;Medical&gt;: 2 unread messages`);
      expect(mail.html).toContain(`<a href="${link}">`);
      expect(mail.html).not.toContain(COMPANY_NAME);
    }
    expect(mails.find((mail) => mail.to === w.sam.email)!.text).toContain('Hello Sam,');
    // Delivered after the commit, all at once.
    expect(delivered).toEqual([mails.map((mail) => mail.id).sort((a, b) => a - b)]);
    expect(logged).toEqual([]);
  });

  it('sends no second mail for the same messages', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS)).toBe(2);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS + MINUTE)).toBe(0);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS + COMPANY_DIGEST_INTERVAL_MS + MINUTE)).toBe(0);
    expect(await mailsTo(w.sam, w.tina)).toHaveLength(2);
  });

  it('sends nothing within COMPANY_DIGEST_INTERVAL_MS of the last digest, even for new messages, and one after it', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    const first = T0 + COMPANY_DIGEST_DELAY_MS;
    expect(await sendCompanyDigests(deps, first)).toBe(2);

    const later = first + 5 * MINUTE;
    await say(w.conversationId, w.visitor.id, later);
    expect(await sendCompanyDigests(deps, later + COMPANY_DIGEST_DELAY_MS)).toBe(0);
    expect(await sendCompanyDigests(deps, first + COMPANY_DIGEST_INTERVAL_MS - 1)).toBe(0);
    expect(await sendCompanyDigests(deps, first + COMPANY_DIGEST_INTERVAL_MS)).toBe(2);

    const mails = await mailsTo(w.sam);
    expect(mails).toHaveLength(2);
    // Every unread message of the visitor's is counted.
    expect(mails[1]!.text).toContain('Vera Visitor to Acme & Sons <Medical>: 2 unread messages');
  });

  it('mails no staff member who has read the messages, nor anyone no longer on the staff', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    const last = await say(w.conversationId, w.visitor.id, T0 + MINUTE);
    await db
      .updateTable('conversation_participants')
      .set({ last_read_id: last })
      .where('conversation_id', '=', w.conversationId)
      .where('user_id', '=', w.sam.id)
      .execute();
    // A participant whose ticket is no longer the company's.
    const former = await addUser('Fred', 'Former');
    await addTicket(former.id, w.eventId, null);
    await db
      .insertInto('conversation_participants')
      .values({ conversation_id: w.conversationId, user_id: former.id, last_read_id: 0 })
      .execute();

    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS + MINUTE)).toBe(1);
    const mails = await mailsTo(w.sam, w.tina, former, w.visitor);
    expect(mails.map((mail) => mail.to)).toEqual([w.tina.email]);
  });

  it('counts no message a moderator removed, and mails nobody about the staff’s own answers', async () => {
    const w = await world();
    const removed = await say(w.conversationId, w.visitor.id, T0);
    await db
      .updateTable('chat_messages')
      .set({ removed_at: iso(T0 + 1), removed_by: w.sam.id })
      .where('id', '=', removed)
      .execute();
    await say(w.conversationId, w.sam.id, T0, COMPANY);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS)).toBe(0);
    // The visitor is no staff member: their unread answers from the company are not theirs to be mailed about here.
    expect(await mailsTo(w.visitor)).toEqual([]);
  });

  it('queues one mail per staff member when two runs go at once', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    const now = T0 + COMPANY_DIGEST_DELAY_MS;
    const counts = await Promise.all([sendCompanyDigests(deps, now), sendCompanyDigests(deps, now), sendCompanyDigests(deps, now)]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    const mails = await mailsTo(w.sam, w.tina);
    expect(mails.map((mail) => mail.to).sort()).toEqual([w.sam.email, w.tina.email].sort());
    expect(logged).toEqual([]);
  });

  it("writes in the event's language and links to it", async () => {
    const w = await world(GERMAN_EVENT);
    await say(w.conversationId, w.visitor.id, T0);
    expect(await sendCompanyDigests(deps, T0 + COMPANY_DIGEST_DELAY_MS)).toBe(2);
    const [mail] = await mailsTo(w.sam);
    expect(mail!.subject).toBe(`Ungelesene Nachrichten an ${COMPANY_NAME} – Digest-Kongress 2025`);
    expect(mail!.text).toContain('Hallo Sam,');
    expect(mail!.text).toContain(`Vera Visitor an ${COMPANY_NAME}: 1 ungelesene Nachricht`);
    expect(mail!.text).toContain(`https://congress.example.org/myarea/demo/digestde/de-DE/inbox/${w.conversationId}`);
  });

  it('links to the development address without PUBLIC_URL, never to a request', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    expect(await sendCompanyDigests({ ...deps, publicUrl: null }, T0 + COMPANY_DIGEST_DELAY_MS)).toBe(2);
    const [mail] = await mailsTo(w.sam);
    expect(mail!.text).toContain(`http://localhost:8080/myarea/demo/ehc2026/en-GB/inbox/${w.conversationId}`);
  });
});

describe('startCompanyDigests', () => {
  it('runs the digests on its timer until stopped', async () => {
    const w = await world();
    await say(w.conversationId, w.visitor.id, T0);
    const digests = startCompanyDigests(deps, { everyMs: 10, now: () => T0 + COMPANY_DIGEST_DELAY_MS });
    try {
      await vi.waitFor(async () => expect(await mailsTo(w.sam, w.tina)).toHaveLength(2), { timeout: 5_000 });
    } finally {
      await digests.stop();
    }
    await say(w.conversationId, w.visitor.id, T0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await mailsTo(w.sam, w.tina)).toHaveLength(2);
  });

  it('logs a failed run and never throws, nor runs twice at once', async () => {
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    const errors: unknown[] = [];
    // A database whose every query fails, slowly: ticks come while a run is still failing.
    const execute = () => {
      runs += 1;
      inFlight += 1;
      if (inFlight > 1) overlapped = true;
      return new Promise((_resolve, reject) =>
        setTimeout(() => {
          inFlight -= 1;
          reject(new Error('the database is gone'));
        }, 30),
      );
    };
    const query: object = new Proxy(
      {},
      { get: (_target, name) => (name === 'execute' ? execute : name === 'then' ? undefined : () => query) },
    );
    const failingDb = { selectFrom: () => query } as unknown as Kysely<Database>;
    const digests = startCompanyDigests(
      { ...deps, db: failingDb, log: { info: vi.fn(), warn: vi.fn(), error: (...args: unknown[]) => void errors.push(args) } },
      { everyMs: 5, now: () => T0 },
    );
    try {
      await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    } finally {
      await digests.stop();
    }
    expect(runs).toBe(errors.length);
    expect(overlapped).toBe(false);
    expect(String((errors[0] as [{ err: Error }])[0].err)).toContain('the database is gone');
  });
});

describe('the app', () => {
  it('starts the digests with the app and stops them when it closes (or not at all when turned off)', async () => {
    for (const companyDigests of [undefined, false]) {
      const t = await createTestApp({ companyDigests });
      await t.close();
    }
  }, 60_000);
});
