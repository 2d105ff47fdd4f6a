/**
 * E-mail: every message is written to the outbox table (in the caller's transaction, so a failed
 * request sends nothing); after the commit, delivery goes through SMTP when SMTP_URL is set (best
 * effort: a failure is logged and the row keeps sent_at null). GET /dev/outbox lists the outbox.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import { escapeXml } from '../http/xml';

type Db = Kysely<Database> | Transaction<Database>;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes the message to the outbox; returns its id for deliver(). */
export async function queueMail(db: Db, message: MailMessage, now: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ ...message, created_at: new Date(now).toISOString(), sent_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The http(s) URLs in a text, in order, without repeats. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((url) => url.replace(/[.,;:!?]+$/, '')))];
}

export interface Mailer {
  /** Sends queued messages through SMTP (if configured) and marks them sent; never throws. */
  deliver(ids: readonly number[]): Promise<void>;
}

export function createMailer(
  db: Kysely<Database>,
  options: { smtpUrl: string | null; from: string; now: () => number; log: FastifyBaseLogger },
): Mailer {
  let transport: Transporter | null = null;
  return {
    async deliver(ids) {
      if (!options.smtpUrl || ids.length === 0) return;
      transport ??= nodemailer.createTransport(options.smtpUrl);
      for (const id of ids) {
        try {
          const mail = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
          if (!mail || mail.sent_at) continue;
          await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await db
            .updateTable('outbox')
            .set({ sent_at: new Date(options.now()).toISOString() })
            .where('id', '=', id)
            .execute();
          options.log.info({ mailId: id }, 'mail sent');
        } catch (error) {
          options.log.warn({ mailId: id, err: error }, 'mail not sent (SMTP); it stays in the outbox');
        }
      }
    },
  };
}

// ---- the messages ----

const html = (paragraphs: (string | { link: string; label: string })[]) =>
  `<!doctype html><html><body>${paragraphs
    .map((p) => (typeof p === 'string' ? `<p>${escapeXml(p)}</p>` : `<p><a href="${escapeXml(p.link)}">${escapeXml(p.label)}</a></p>`))
    .join('')}</body></html>`;

const text = (paragraphs: (string | { link: string; label: string })[]) =>
  paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n') + '\n';

function message(to: string, subject: string, paragraphs: (string | { link: string; label: string })[]): MailMessage {
  return { to, subject, text: text(paragraphs), html: html(paragraphs) };
}

export const mails = {
  confirm: (to: string, name: string, eventName: string, link: string) =>
    message(to, `Confirm your e-mail address for ${eventName}`, [
      `Hello ${name},`,
      `please confirm your e-mail address to finish creating your account for ${eventName}. The link works for 24 hours.`,
      { link, label: 'Confirm your e-mail address' },
      'If you did not create an account, you can ignore this e-mail.',
    ]),

  /** For a confirmed account only, and never with a confirmation link (that would confirm the registrant's password). */
  alreadyRegistered: (to: string, name: string, eventName: string, signInLink: string, resetLink: string) =>
    message(to, `You already have an account for ${eventName}`, [
      `Hello ${name},`,
      'someone (probably you) tried to create an account with this e-mail address, but you already have one.',
      { link: signInLink, label: 'Sign in' },
      { link: resetLink, label: 'Forgot your password?' },
      'If it was not you, you can ignore this e-mail.',
    ]),

  reset: (to: string, name: string, eventName: string, link: string) =>
    message(to, `Set a new password for ${eventName}`, [
      `Hello ${name},`,
      'we received a request to set a new password for your account. The link works for 1 hour and only once.',
      { link, label: 'Set a new password' },
      'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
    ]),

  transferred: (to: string, name: string, eventName: string, signInLink: string) =>
    message(to, `Your account has been moved for ${eventName}`, [
      `Hello ${name},`,
      'your account from the previous registration system has been moved. You can sign in with your new password.',
      { link: signInLink, label: 'Sign in' },
    ]),

  /** link: the transfer page with the values of the older system in its query (seed/identity.ts transferLink). */
  transferInvite: (to: string, name: string, link: string) =>
    message(to, 'Move your account to the new congress platform', [
      `Hello ${name},`,
      'your account of the previous registration system can be moved to the new platform. Open the link and choose a password for your new account:',
      { link, label: 'Move your account' },
      'If you do not want to move your account, you can ignore this e-mail.',
    ]),
};
