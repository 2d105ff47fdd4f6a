/**
 * The company digest (src/contracts/messaging.ts, "Companies"): a member of a company's staff who leaves a visitor's
 * message unread for COMPANY_DIGEST_DELAY_MS gets one e-mail about it, and at most one such e-mail per event in
 * COMPANY_DIGEST_INTERVAL_MS.
 *
 * Who: per event and person, a participant of the event's company conversations (kind 'company') who is still on the
 * company's staff (a ticket for the event with the conversation's company_account_id, as the access engine's
 * companyStaff policy decides staff) and has unread visitor messages (after their read mark, not their own, not a
 * staff answer: sender_company NULL, not removed by a moderator, not from someone they blocked or who blocked them)
 * of which one is at least the delay old and newer than what the last digest told of (company_digests).
 * What: per conversation with unread visitor messages, the visitor's name, the company's name, how many of the
 * visitor's messages are unread (all of them, however young) and a link to the conversation in my area's inbox.
 *
 * Every server process runs it (startCompanyDigests): each digest is claimed in the transaction that queues its mail,
 * by an UPDATE of company_digests conditioned on what was read, so that two processes never send the same one.
 * Links take their origin from PUBLIC_URL (never from a request: there is none here); without it (development: a
 * production server does not start without it) from npm start's address, as the seeded mails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { COMPANY_DIGEST_DELAY_MS, COMPANY_DIGEST_INTERVAL_MS } from '../../src/contracts';
import type { Database } from '../db/schema';
import { SEED_PUBLIC_URL } from '../db/seed/identity';
import { escapeXml } from '../http/xml';
import { queueMail, type Mailer, type MailMessage } from '../identity/mail';

export interface CompanyDigestDeps {
  db: Kysely<Database>;
  /** The app's mailer (identity.mailer): delivers the queued mails after their commit. */
  mailer: Mailer;
  /** PUBLIC_URL (identity.options.publicUrl): the origin of the links; unset in development only. */
  publicUrl: string | null | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** How often every process looks for digests to send. */
export const COMPANY_DIGEST_CHECK_MS = 60_000;

// ---- the texts (one set per language; any other language is English's) ----

interface DigestTexts {
  subject(companies: string, eventName: string): string;
  greeting(firstname: string): string;
  intro(companies: string, eventName: string): string;
  line(visitor: string, company: string, unread: number): string;
  open: string;
  footer(companies: string): string;
}

const EN: DigestTexts = {
  subject: (companies, eventName) => `Unread messages for ${companies} – ${eventName}`,
  greeting: (firstname) => `Hello ${firstname},`,
  intro: (companies, eventName) => `visitors of ${eventName} have written to ${companies}, and their messages are still unread:`,
  line: (visitor, company, unread) => `${visitor} to ${company}: ${unread} unread ${unread === 1 ? 'message' : 'messages'}`,
  open: 'Open the conversation',
  footer: (companies) =>
    `You receive this e-mail because you are on the staff of ${companies}. We write at most once an hour, and only about messages you have not read.`,
};

const DE: DigestTexts = {
  subject: (companies, eventName) => `Ungelesene Nachrichten an ${companies} – ${eventName}`,
  greeting: (firstname) => `Hallo ${firstname},`,
  intro: (companies, eventName) => `Besucher der ${eventName} haben ${companies} geschrieben, und ihre Nachrichten sind noch ungelesen:`,
  line: (visitor, company, unread) => `${visitor} an ${company}: ${unread} ungelesene ${unread === 1 ? 'Nachricht' : 'Nachrichten'}`,
  open: 'Unterhaltung öffnen',
  footer: (companies) =>
    `Sie erhalten diese E-Mail, weil Sie zum Team von ${companies} gehören. Wir schreiben höchstens einmal pro Stunde und nur über Nachrichten, die Sie noch nicht gelesen haben.`,
};

const TEXTS: Record<string, DigestTexts> = { en: EN, de: DE };

/** The texts of a language code (en-GB, de-DE, de): by its primary language, English when there are none. */
export function digestTexts(language: string): DigestTexts {
  return TEXTS[language.split('-')[0]!.toLowerCase()] ?? EN;
}

// ---- the mail ----

export interface DigestConversation {
  conversationId: number;
  visitor: string;
  company: string;
  unread: number;
  link: string;
}

export function digestMail(
  to: { email: string; firstname: string },
  event: { name: string; language: string },
  conversations: readonly DigestConversation[],
): MailMessage {
  const t = digestTexts(event.language);
  const companies = [...new Set(conversations.map((conversation) => conversation.company))].join(', ');
  const greeting = t.greeting(to.firstname);
  const intro = t.intro(companies, event.name);
  const footer = t.footer(companies);
  const text =
    [
      greeting,
      intro,
      conversations.map((c) => `- ${t.line(c.visitor, c.company, c.unread)}\n  ${t.open}: ${c.link}`).join('\n'),
      footer,
    ].join('\n\n') + '\n';
  const items = conversations
    .map((c) => `<li>${escapeXml(t.line(c.visitor, c.company, c.unread))}<br><a href="${escapeXml(c.link)}">${escapeXml(t.open)}</a></li>`)
    .join('');
  const html =
    `<!doctype html><html><body><p>${escapeXml(greeting)}</p><p>${escapeXml(intro)}</p>` +
    `<ul>${items}</ul><p>${escapeXml(footer)}</p></body></html>`;
  return { to: to.email, subject: t.subject(companies, event.name), text, html };
}

/** The conversation in my area's inbox: {origin}/myarea/{instance}/{event}/{language}/inbox/{id} (src/core/routes.ts). */
export function conversationLink(
  publicUrl: string | null | undefined,
  event: { instance: string; short: string; language: string },
  conversationId: number,
): string {
  const origin = new URL(publicUrl || SEED_PUBLIC_URL).origin;
  const path = ['myarea', event.instance, event.short, event.language, 'inbox', String(conversationId)].map(encodeURIComponent).join('/');
  return new URL(`/${path}`, origin).href;
}

// ---- who gets one ----

const iso = (ms: number) => new Date(ms).toISOString();

type Scope = ExpressionBuilder<
  Database & { c: Database['conversations']; p: Database['conversation_participants']; m: Database['chat_messages'] },
  'c' | 'p' | 'm'
>;

/** The staff member's unread visitor messages in a company conversation of theirs (c, p, m joined). */
function unreadVisitorMessages(eb: Scope) {
  return eb.and([
    eb('c.kind', '=', 'company'),
    eb('c.company_account_id', 'is not', null),
    eb('m.id', '>', eb.ref('p.last_read_id')),
    eb('m.sender_id', '!=', eb.ref('p.user_id')),
    eb('m.sender_company', 'is', null),
    eb('m.removed_at', 'is', null),
    // Still on the company's staff: a ticket for the event with the company.
    eb.exists(
      eb
        .selectFrom('tickets as t')
        .select('t.id')
        .whereRef('t.user_id', '=', 'p.user_id')
        .whereRef('t.event_id', '=', 'c.event_id')
        .whereRef('t.company_account_id', '=', 'c.company_account_id'),
    ),
    // Nobody blocked either way: a blocked person reaches the other no more.
    eb.not(
      eb.exists(
        eb
          .selectFrom('networking_blocks as b')
          .select('b.blocker_id')
          .whereRef('b.event_id', '=', 'c.event_id')
          .where((inner) =>
            inner.or([
              inner.and([inner('b.blocker_id', '=', inner.ref('p.user_id')), inner('b.blocked_id', '=', inner.ref('m.sender_id'))]),
              inner.and([inner('b.blocker_id', '=', inner.ref('m.sender_id')), inner('b.blocked_id', '=', inner.ref('p.user_id'))]),
            ]),
          ),
      ),
    ),
  ]);
}

interface Candidate {
  eventId: number;
  userId: number;
  /** company_digests as read (0 and null without a row): the claim's condition. */
  seenUpTo: number;
  seenAt: string | null;
  /** The newest message this digest tells of: the claim's new mailed_up_to_id. */
  newestId: number;
}

/** The (event, staff member) pairs that are owed a digest at `now`. */
async function candidates(db: Kysely<Database>, now: number): Promise<Candidate[]> {
  const settledBefore = iso(now - COMPANY_DIGEST_DELAY_MS);
  const lastMailedBefore = iso(now - COMPANY_DIGEST_INTERVAL_MS);
  const rows = await db
    .selectFrom('conversations as c')
    .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
    .innerJoin('chat_messages as m', 'm.conversation_id', 'c.id')
    .leftJoin('company_digests as d', (join) => join.onRef('d.event_id', '=', 'c.event_id').onRef('d.user_id', '=', 'p.user_id'))
    .select((eb) => ['c.event_id', 'p.user_id', 'd.mailed_up_to_id', 'd.mailed_at', eb.fn.max('m.id').as('newest_id')])
    .where(unreadVisitorMessages)
    .where('m.sent_at', '<=', settledBefore)
    .where((eb) => eb('m.id', '>', eb.fn.coalesce('d.mailed_up_to_id', eb.lit(0))))
    .where((eb) => eb.or([eb('d.mailed_at', 'is', null), eb('d.mailed_at', '<=', lastMailedBefore)]))
    .groupBy(['c.event_id', 'p.user_id', 'd.mailed_up_to_id', 'd.mailed_at'])
    .orderBy('c.event_id')
    .orderBy('p.user_id')
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    userId: row.user_id,
    seenUpTo: row.mailed_up_to_id ?? 0,
    seenAt: row.mailed_at ?? null,
    newestId: Number(row.newest_id),
  }));
}

/** The staff member's digest: their address, the event and their conversations with unread visitor messages. */
async function composeDigest(deps: CompanyDigestDeps, candidate: Candidate): Promise<MailMessage | null> {
  const { db } = deps;
  const [user, event, rows] = await Promise.all([
    db.selectFrom('users').select(['email', 'firstname']).where('id', '=', candidate.userId).executeTakeFirst(),
    db
      .selectFrom('events')
      .select(['name', 'instance', 'short', 'default_language'])
      .where('id', '=', candidate.eventId)
      .executeTakeFirst(),
    db
      .selectFrom('conversations as c')
      .innerJoin('conversation_participants as p', 'p.conversation_id', 'c.id')
      .innerJoin('chat_messages as m', 'm.conversation_id', 'c.id')
      .innerJoin('users as v', 'v.id', 'm.sender_id')
      .leftJoin('company_accounts as a', (join) =>
        join.onRef('a.event_id', '=', 'c.event_id').onRef('a.company_account_id', '=', 'c.company_account_id'),
      )
      .select((eb) => [
        'c.id',
        'c.company_account_id',
        'a.name as company_name',
        'v.firstname',
        'v.surname',
        eb.fn.count<number | string | bigint>('m.id').as('unread'),
        eb.fn.max('m.id').as('newest_id'),
      ])
      .where('c.event_id', '=', candidate.eventId)
      .where('p.user_id', '=', candidate.userId)
      .where(unreadVisitorMessages)
      .groupBy(['c.id', 'c.company_account_id', 'a.name', 'm.sender_id', 'v.firstname', 'v.surname'])
      .execute(),
  ]);
  if (!user || !event || rows.length === 0) return null;
  const language = event.default_language;
  const place = { instance: event.instance, short: event.short, language };
  const conversations = rows
    .sort((a, b) => Number(b.newest_id) - Number(a.newest_id))
    .map((row) => ({
      conversationId: row.id,
      visitor: `${row.firstname} ${row.surname}`.trim(),
      company: row.company_name ?? row.company_account_id ?? '',
      unread: Number(row.unread),
      link: conversationLink(deps.publicUrl, place, row.id),
    }));
  return digestMail(user, { name: event.name, language }, conversations);
}

/**
 * Claims the digest and queues its mail in one transaction: the claim is an UPDATE of company_digests conditioned on
 * what candidates() read, so that of two processes (or two runs) only one changes the row and mails. Returns the
 * mail's outbox id, or null when another took it.
 */
async function claimAndQueue(db: Kysely<Database>, candidate: Candidate, mail: MailMessage, now: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_digests')
      .values({ event_id: candidate.eventId, user_id: candidate.userId, mailed_up_to_id: 0, mailed_at: null })
      .onConflict((conflict) => conflict.columns(['event_id', 'user_id']).doNothing())
      .execute();
    const claimed = await trx
      .updateTable('company_digests')
      .set({ mailed_up_to_id: candidate.newestId, mailed_at: iso(now) })
      .where('event_id', '=', candidate.eventId)
      .where('user_id', '=', candidate.userId)
      .where('mailed_up_to_id', '=', candidate.seenUpTo)
      .where((eb) => (candidate.seenAt === null ? eb('mailed_at', 'is', null) : eb('mailed_at', '=', candidate.seenAt)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return queueMail(trx, mail, now);
  });
}

/** Queues the digests owed at `now` and delivers them after their commit; returns how many it queued. */
export async function sendCompanyDigests(deps: CompanyDigestDeps, now: number): Promise<number> {
  const queued: number[] = [];
  for (const candidate of await candidates(deps.db, now)) {
    try {
      const mail = await composeDigest(deps, candidate);
      if (!mail) continue;
      const id = await claimAndQueue(deps.db, candidate, mail, now);
      if (id !== null) queued.push(id);
    } catch (error) {
      // One person's digest failing keeps no one else's back; theirs is tried again on the next run.
      deps.log.error({ err: error, eventId: candidate.eventId, userId: candidate.userId }, 'company digest not sent');
    }
  }
  if (queued.length > 0) await deps.mailer.deliver(queued);
  return queued.length;
}

/**
 * Runs sendCompanyDigests every `everyMs` (default COMPANY_DIGEST_CHECK_MS) at now(): never two runs at once (a tick
 * while one runs is skipped), a failure is logged and never thrown, and the timer keeps no process alive. stop() ends
 * it and waits for a run in progress.
 */
export function startCompanyDigests(deps: CompanyDigestDeps, options: { everyMs?: number; now: () => number }): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const count = await sendCompanyDigests(deps, options.now());
        if (count > 0) deps.log.info({ mails: count }, 'company digests queued');
      } catch (error) {
        deps.log.error({ err: error }, 'company digests failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, options.everyMs ?? COMPANY_DIGEST_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
