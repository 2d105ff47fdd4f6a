/**
 * Documents and terms (docs/rules/content-areas.md sections 4 and 7, "Documents and terms"):
 *   GET /api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName(&language)
 *       signed in: the user's own files and forms at the event (UserDocument[]); a form carries its Status
 *       and the Submission SurveyRequest to show (EvaluationDone once it is Done, Accepted or Rejected)
 *   GET /api/custominterfaces/oauth/LandingPage/UserDocument?id
 *       ours (the spec names no download): the user's own file as a generated PDF; 404 for anyone else's
 *       id, and for a form (it has no file)
 *   GET /api/custominterfaces/oauth/UserConsent/TermsAndConditions?pContext=default|event&pLanguage(&pContextId)
 *       public: the platform's (default) or an event's (pContextId, its id) entries in the language
 *       (else the event's default, else en-GB)
 * Forms are saved through the survey API (surveys.ts), which sets a form Submitted. Paths answer in the
 * case variants of caseVariants.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import type { TermsEntry, UserDocument } from '../../src/contracts';
import { eventLanguage, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { caseVariantRoutes } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { resolveLanguage } from '../http/language';
import { languageCode, numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { winAnsi } from '../programme/personalPdf';
import { CLOSED_FORM_STATES, surveyRequest } from '../surveys/store';
import { apiDocs } from '../http/apiDocs';
import { CERTIFICATE_DOCUMENT_KIND } from '../../src/contracts/attendance';
import { certificateOfDocument, renderCertificatePdf, verificationAddress } from '../attendance/certificates';
import { embedPublicBase } from './embedBuilder';

export interface DocumentRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** PUBLIC_URL: where a certificate of attendance sends its reader to verify it (embedBuilder.ts embedPublicBase). */
  publicUrl?: string | null;
}

/** The language of the platform's own terms when the asked one has none. */
const DEFAULT_TERMS_LANGUAGE = 'en-GB';

const DocumentsQuery = z.object({
  context: z.enum(['Event'], { message: 'must be Event' }),
  shortName: text(),
  language: languageCode().optional(),
});
const DocumentQuery = z.object({ id: numericId() });
const TermsQuery = z.object({
  pContext: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['default', 'event'], { message: 'must be default or event' })),
  pLanguage: languageCode(),
  pContextId: numericId().optional(),
});

const docs = apiDocs('Documents');

export const documentRoutes: FastifyPluginAsync<DocumentRouteDeps> = async (app, { db, identity, publicUrl }) => {
  const { get } = caseVariantRoutes(app);

  get(
    '/api/custominterfaces/oauth/LandingPage/UserDocumentsV2',
    docs("The caller's documents (signed in)", { querystring: DocumentsQuery }),
    async (request, reply): Promise<UserDocument[]> => {
      const { user } = await identity.requireUser(request, reply);
      const query = parseQuery(DocumentsQuery, request);
      const event = await requireEvent(db, { short: query.shortName });
      const rows = await db
        .selectFrom('user_documents')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('event_id', '=', event.id)
        .orderBy('id')
        .execute();
      reply.header('cache-control', 'private, no-store');
      return rows.map((row) => {
        const form = row.file_type === 'Form' && row.survey_set_id !== null;
        return {
          Id: row.id,
          Name: row.name,
          EventShort: event.short,
          SocietyShort: row.society_short,
          FileType: row.file_type,
          Created: row.created_at,
          Status: form ? row.status : null,
          SurveyRequest: form
            ? surveyRequest(
                event,
                { setId: row.survey_set_id!, context: 'Submission', entityId: row.id, language: query.language },
                user.id,
                (CLOSED_FORM_STATES as readonly string[]).includes(row.status ?? ''),
              )
            : null,
        };
      });
    },
  );

  get(
    '/api/custominterfaces/oauth/LandingPage/UserDocument',
    docs("One of the caller's documents as a file (signed in)", { querystring: DocumentQuery }),
    async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const { id } = parseQuery(DocumentQuery, request);
      // Someone else's id answers as an unknown one: ids must not tell whose documents exist.
      const row = await db
        .selectFrom('user_documents as d')
        .innerJoin('events as e', 'e.id', 'd.event_id')
        .selectAll('d')
        .select(['e.name as event_name', 'e.default_language'])
        .where('d.id', '=', id)
        .where('d.user_id', '=', user.id)
        .executeTakeFirst();
      if (!row || row.file_type === 'Form') throw new NotFoundError(`you have no file ${id}`);
      if (row.kind === CERTIFICATE_DOCUMENT_KIND) {
        // A certificate of attendance prints what was issued (attendance/certificates.ts), not a template.
        const certificate = await certificateOfDocument(db, row.id, user.id);
        if (!certificate) throw new NotFoundError(`you have no file ${id}`);
        const verifyAt = verificationAddress(embedPublicBase(publicUrl, app.server.address()), certificate, certificate.content.language);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="certificate-of-attendance-${certificate.code}.pdf"`)
          .type('application/pdf')
          .send(await renderCertificatePdf(certificate, verifyAt));
      }
      const ticket = await db
        .selectFrom('tickets')
        .select(['visitor_id', 'ticket_type_name'])
        .where('user_id', '=', user.id)
        .where('event_id', '=', row.event_id)
        .executeTakeFirst();
      const pdf = await renderDocumentPdf({
        eventName: row.event_name,
        title: row.name,
        kind: row.kind,
        userName: `${user.firstname} ${user.surname}`,
        email: user.email,
        registration: ticket?.visitor_id ?? null,
        ticketType: ticket?.ticket_type_name ?? null,
        issued: row.created_at,
        documentId: row.id,
      });
      const filename = `${row.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'document'}-${row.id}.pdf`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  get(
    '/api/custominterfaces/oauth/UserConsent/TermsAndConditions',
    docs('The terms and conditions to consent to', { querystring: TermsQuery }),
    async (request): Promise<TermsEntry[]> => {
      const query = parseQuery(TermsQuery, request);
      let contextId = 0;
      let fallback = DEFAULT_TERMS_LANGUAGE;
      let languages: string[];
      if (query.pContext === 'event') {
        if (query.pContextId === undefined)
          throw new BadRequestError('pContextId', 'querystring.pContextId: Required for the event context');
        const event = await requireEvent(db, { id: query.pContextId });
        contextId = event.id;
        fallback = event.default_language;
        languages = [eventLanguage(event, query.pLanguage)];
      } else {
        languages = [];
      }
      const rows = await db
        .selectFrom('terms_entries')
        .selectAll()
        .where('context', '=', query.pContext)
        .where('context_id', '=', contextId)
        .execute();
      const available = [...new Set(rows.map((row) => row.language))];
      const language = languages[0] ?? resolveLanguage(query.pLanguage, available, fallback);
      const chosen = rows.some((row) => row.language === language) ? language : fallback;
      return rows
        .filter((row) => row.language === chosen)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((row) => ({ Id: row.id, Title: row.title, Content: row.content, IsPrivacyPolicy: row.is_privacy_policy === 1 }));
    },
  );
};

interface DocumentPdf {
  eventName: string;
  title: string;
  kind: string;
  userName: string;
  email: string;
  registration: string | null;
  ticketType: string | null;
  issued: string;
  documentId: number;
}

/** A one-page PDF of a user's file (invoice, certificate of attendance, registration confirmation). */
export function renderDocumentPdf(content: DocumentPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${content.title}: ${content.eventName}`, Author: content.eventName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (value: string, bold = false) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(11)
      .text(winAnsi(value));
  doc.font('Helvetica-Bold').fontSize(20).text(winAnsi(content.eventName));
  doc.font('Helvetica').fontSize(16).text(winAnsi(content.title)).moveDown(1.5);
  line(content.userName, true);
  line(content.email);
  if (content.registration) line(`Registration ${content.registration}`);
  doc.moveDown(1);
  switch (content.kind) {
    case 'invoice':
      line(`Invoice no. INV-${content.documentId}`, true);
      line(`${content.ticketType ?? 'Congress participation'}: paid in full.`);
      break;
    case 'certificate':
      line('This certifies that the person named above attended the congress.', true);
      break;
    default:
      line(`Your registration${content.ticketType ? ` (${content.ticketType})` : ''} is confirmed.`, true);
  }
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor('#555555')
    .text(winAnsi(`Issued ${content.issued.slice(0, 10)} · document ${content.documentId}`));
  doc.end();
  return done;
}
