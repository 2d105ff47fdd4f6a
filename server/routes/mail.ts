/**
 * Mail to a speaker (docs/rules/content-areas.md sections 3, 5 and 7, "Notes, comments, mail"):
 *   POST /api/Mail/SendCustomMail?eventid&mailType=ContactSpeaker&speakerid   body: CustomMail; answers true
 * The signed-in user (401 otherwise) writes to the speaker named by speakerid (ours: speakers' addresses
 * are never published, so the client names the speaker by id; ToAddresses' Address is ignored). The
 * sender is always the user's own address, given in the text to reply to (FromAddresses is ignored:
 * nobody sends as someone else). The mail goes to the outbox, and is delivered after the commit as the
 * identity mails are.
 *   POST /api/Mail/SendCustomMail?eventid&mailType=ContactExhibitor&companyaccountid   body: CustomMail
 * The booth guru contact dialog: the same, to the company's ContactEmail; only companies with a booth
 * guru (HasBoothGuru) take contact requests (400 naming companyaccountid otherwise).
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
import { apiDocs } from '../http/apiDocs';

export interface MailRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** The mail types this server sends (section 7: mailType=ContactSpeaker; ContactExhibitor is ours). */
export const CONTACT_SPEAKER = 'ContactSpeaker';
export const CONTACT_EXHIBITOR = 'ContactExhibitor';
/** Section 5: the contact-speaker form requires a subject; the lengths are ours. */
export const SPEAKER_MAIL_SUBJECT_MAX = 200;
export const SPEAKER_MAIL_CONTENT_MAX = 10_000;

const MailTypeQuery = z.object({
  eventid: numericId(),
  mailType: z
    .string()
    .trim()
    .refine((value) => value === CONTACT_SPEAKER || value === CONTACT_EXHIBITOR, `must be ${CONTACT_SPEAKER} or ${CONTACT_EXHIBITOR}`),
});
const SpeakerQuery = z.object({ speakerid: numericId() });
const ExhibitorQuery = z.object({ companyaccountid: text().max(200, 'must be at most 200 characters long') });
const Address = z.object({ Name: z.string().max(200).optional(), Address: z.string().max(320).optional() }).passthrough();
const MailBody = z.object({
  // Informational only: the recipient is speakerid, the sender the signed-in user.
  ToAddresses: z.array(Address).max(10).optional(),
  FromAddresses: z.array(Address).max(10).optional(),
  Subject: text().max(SPEAKER_MAIL_SUBJECT_MAX, `must be at most ${SPEAKER_MAIL_SUBJECT_MAX} characters long`),
  Content: z.string().max(SPEAKER_MAIL_CONTENT_MAX, `must be at most ${SPEAKER_MAIL_CONTENT_MAX} characters long`).default(''),
});

const docs = apiDocs('Mail');

export const mailRoutes: FastifyPluginAsync<MailRouteDeps> = async (app, { db, identity }) => {
  // One query documents the three the handler reads: speakerid goes with ContactSpeaker, companyaccountid with ContactExhibitor.
  const mailQuery = MailTypeQuery.extend({ ...SpeakerQuery.partial().shape, ...ExhibitorQuery.partial().shape });
  const options = docs('Sends a mail to a speaker or an exhibitor (signed in)', { querystring: mailQuery, body: MailBody });
  for (const url of caseVariants('/api/Mail/SendCustomMail')) {
    app.post(url, options, async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { eventid, mailType } = parseQuery(MailTypeQuery, request);
      const speakerQuery = mailType === CONTACT_SPEAKER ? parseQuery(SpeakerQuery, request) : null;
      const exhibitorQuery = mailType === CONTACT_EXHIBITOR ? parseQuery(ExhibitorQuery, request) : null;
      const body = parseBody(MailBody, request);
      const event = await requireEvent(db, { id: eventid });
      const sender = { name: `${user.firstname} ${user.surname}`.trim(), email: user.email };
      let message: MailMessage;
      if (speakerQuery) {
        const speaker = await db
          .selectFrom('programme_authors')
          .select(['id', 'title', 'firstname', 'surname', 'email'])
          .where('event_id', '=', event.id)
          .where('id', '=', speakerQuery.speakerid)
          .executeTakeFirst();
        if (!speaker?.email)
          throw new BadRequestError(
            'speakerid',
            `querystring.speakerid: the event's programme has no speaker ${speakerQuery.speakerid} to write to`,
          );
        message = contactMail(
          speaker.email,
          `Dear ${personName(speaker)},`,
          body.Subject,
          body.Content,
          sender,
          `the ${event.name} programme`,
        );
      } else {
        const id = exhibitorQuery!.companyaccountid;
        const company = await db
          .selectFrom('company_accounts as c')
          .innerJoin('company_profiles as p', (join) =>
            join.onRef('p.event_id', '=', 'c.event_id').onRef('p.company_account_id', '=', 'c.company_account_id'),
          )
          .select(['c.name', 'p.contact_email', 'p.has_booth_guru'])
          .where('c.event_id', '=', event.id)
          .where('c.company_account_id', '=', id)
          .executeTakeFirst();
        if (!company?.contact_email || company.has_booth_guru !== 1) {
          throw new BadRequestError(
            'companyaccountid',
            `querystring.companyaccountid: the event has no company ${id} with a booth guru to write to`,
          );
        }
        message = contactMail(
          company.contact_email,
          `Dear ${company.name} team,`,
          body.Subject,
          body.Content,
          sender,
          `the ${event.name} exhibition`,
        );
      }
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

/** The mail as the speaker or company reads it: the user's text, then who sent it through what, and where to answer. */
function contactMail(
  to: string,
  greeting: string,
  subject: string,
  content: string,
  sender: { name: string; email: string },
  through: string,
): MailMessage {
  const text = [
    greeting,
    '',
    content.trim(),
    '',
    '--',
    `Sent by ${sender.name} <${sender.email}> through ${through}.`,
    `Reply-To: ${sender.email} (please answer to this address; replies to this e-mail do not reach the sender).`,
  ].join('\n');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: `<!doctype html><html><body><p>${escapeXml(text).replace(/\n/g, '<br>')}</p></body></html>`,
  };
}
