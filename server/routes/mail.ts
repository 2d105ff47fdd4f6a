/**
 * Mail to a speaker (content-areas.md sections 3, 5 and 7, "Notes, comments, mail"):
 *   POST /api/Mail/SendCustomMail?eventid&mailType=ContactSpeaker&speakerid   body: CustomMail; answers true
 * The signed-in user (401 otherwise) writes to the speaker named by speakerid (ours: speakers' addresses
 * are never published, so the client names the speaker by id; ToAddresses' Address is ignored). The
 * sender is always the user's own address, given in the text to reply to (FromAddresses is ignored:
 * nobody sends as someone else). The mail goes to the outbox, and is delivered after the commit as the
 * identity mails are.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { escapeXml } from '../http/xml';
import { queueMail, type MailMessage } from '../identity/mail';
import type { Identity } from '../identity/service';
import { personName } from '../programme/items';

export interface MailRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** The only mail type this server sends (section 7: mailType=ContactSpeaker). */
export const CONTACT_SPEAKER = 'ContactSpeaker';
/** Section 5: the contact-speaker form requires a subject; the lengths are ours. */
export const SPEAKER_MAIL_SUBJECT_MAX = 200;
export const SPEAKER_MAIL_CONTENT_MAX = 10_000;

const MailQuery = z.object({
  eventid: numericId(),
  mailType: z.string().trim().refine((value) => value === CONTACT_SPEAKER, `must be ${CONTACT_SPEAKER}`),
  speakerid: numericId(),
});
const Address = z.object({ Name: z.string().max(200).optional(), Address: z.string().max(320).optional() }).passthrough();
const MailBody = z.object({
  // Informational only: the recipient is speakerid, the sender the signed-in user.
  ToAddresses: z.array(Address).max(10).optional(),
  FromAddresses: z.array(Address).max(10).optional(),
  Subject: text().max(SPEAKER_MAIL_SUBJECT_MAX, `must be at most ${SPEAKER_MAIL_SUBJECT_MAX} characters long`),
  Content: z.string().max(SPEAKER_MAIL_CONTENT_MAX, `must be at most ${SPEAKER_MAIL_CONTENT_MAX} characters long`).default(''),
});

export const mailRoutes: FastifyPluginAsync<MailRouteDeps> = async (app, { db, identity }) => {
  for (const url of caseVariants('/api/Mail/SendCustomMail')) {
    app.post(url, async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(MailQuery, request);
      const body = parseBody(MailBody, request);
      const event = await requireEvent(db, { id: query.eventid });
      const speaker = await db
        .selectFrom('programme_authors')
        .select(['id', 'title', 'firstname', 'surname', 'email'])
        .where('event_id', '=', event.id)
        .where('id', '=', query.speakerid)
        .executeTakeFirst();
      if (!speaker?.email) throw new BadRequestError('speakerid', `querystring.speakerid: the event's programme has no speaker ${query.speakerid} to write to`);

      const sender = `${user.firstname} ${user.surname}`.trim();
      const message = speakerMail(speaker.email, personName(speaker), body.Subject, body.Content, { name: sender, email: user.email }, event.name);
      const mailIds: number[] = [];
      await db.transaction().execute(async (trx) => {
        mailIds.push(await queueMail(trx, message, identity.now()));
      });
      void identity.mailer.deliver(mailIds);
      reply.header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send('true');
    });
  }
};

/** The mail as the speaker reads it: the user's text, then who sent it through which event, and where to answer. */
function speakerMail(to: string, speakerName: string, subject: string, content: string, sender: { name: string; email: string }, eventName: string): MailMessage {
  const text = [
    `Dear ${speakerName},`,
    '',
    content.trim(),
    '',
    '--',
    `Sent by ${sender.name} <${sender.email}> through the ${eventName} programme.`,
    `Reply-To: ${sender.email} (please answer to this address; replies to this e-mail do not reach the sender).`,
  ].join('\n');
  return { to, subject, text: `${text}\n`, html: `<!doctype html><html><body><p>${escapeXml(text).replace(/\n/g, '<br>')}</p></body></html>` };
}
