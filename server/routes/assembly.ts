/**
 * The general assembly (AssemblyPage, docs/rules/shell-access-identity.md section 2; section 7 names no call for it,
 * so these are ours, in the style of the module calls: eventid and language in the query, PascalCase replies):
 *   GET /api/Modules/Assembly?eventid&language                 Assembly (src/contracts/assembly.ts)
 *   GET /api/Modules/AssemblyDocument?eventid&language&id      one of its documents as a PDF
 *
 * Access, decided here whatever the page shows (src/core/assembly/assembly.ts, assemblyAccess): signed out is a 401
 * (the route guard: the assembly runs through the authentication middleware, section 6); a signed-in caller the
 * event's Page policy for AssemblyPage denies, or who is no society member when the event configures none, is a 403;
 * an event without an assembly is a 404. The minutes are sent only once the assembly has ended (the server's clock).
 * The stream's address is passed on only when it is a safe one (core/programme/liveStreams.ts, liveStreamUrl).
 * Replies are per caller: Vary: Authorization, no shared cache. Paths answer in the case variants of caseVariants.ts.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import type { Assembly, AssemblyStream } from '../../src/contracts';
import { ASSEMBLY_PAGE, assemblyAccess, isSocietyMember, minutesVisible } from '../../src/core/assembly/assembly';
import { liveStreamUrl } from '../../src/core/programme/liveStreams';
import { callerAccess, markPerCaller } from '../access/caller';
import { eventLanguage, pickLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { winAnsi } from '../programme/personalPdf';

export interface AssemblyRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const AssemblyQuery = z.object({ eventid: numericId(), language: languageCode() });
const DocumentQuery = AssemblyQuery.extend({ id: numericId() });

const docs = apiDocs('Assembly');

const STREAM_TYPES: readonly AssemblyStream['Type'][] = ['hls', 'iframe'];

export const assemblyRoutes: FastifyPluginAsync<AssemblyRouteDeps> = async (app, { db, identity }) => {
  const { get } = caseVariantRoutes(app);

  /** The event and the caller, once the caller may see its assembly; 401 or 403 otherwise. */
  async function admitted(request: FastifyRequest, reply: FastifyReply, eventid: number, language: string): Promise<EventRow> {
    const event = await requireEvent(db, { id: eventid });
    const access = await callerAccess({ db, identity }, request, reply, event, language);
    markPerCaller(reply, access);
    const decision = assemblyAccess({
      signedIn: access.user !== null,
      pageStatus: access.page(ASSEMBLY_PAGE),
      policyConfigured: access.identifiers('Page').some((identifier) => identifier.trim().toLowerCase() === ASSEMBLY_PAGE.toLowerCase()),
      member: isSocietyMember(access.principal),
    });
    if (decision === 'signIn') throw new HttpProblem(401, 'Sign in to see the general assembly');
    if (decision === 'membersOnly') throw new HttpProblem(403, 'The general assembly is for society members');
    return event;
  }

  get(
    '/api/Modules/Assembly',
    docs("The event's general assembly: agenda, documents, stream and minutes (society members)", { querystring: AssemblyQuery }),
    async (request, reply): Promise<Assembly> => {
      const query = parseQuery(AssemblyQuery, request);
      const event = await admitted(request, reply, query.eventid, query.language);
      const language = eventLanguage(event, query.language);
      const rows = await db.selectFrom('assemblies').selectAll().where('event_id', '=', event.id).execute();
      const row =
        rows.find((candidate) => candidate.language === language) ?? rows.find((c) => c.language === event.default_language) ?? rows[0];
      if (!row) throw new NotFoundError(`event ${event.id} has no general assembly`);
      const agenda = pickLanguage(
        await db.selectFrom('assembly_agenda').selectAll().where('event_id', '=', event.id).execute(),
        event,
        query.language,
      );
      const documents = pickLanguage(
        await db
          .selectFrom('assembly_documents')
          .select(['id', 'language', 'position', 'title', 'description'])
          .where('event_id', '=', event.id)
          .execute(),
        event,
        query.language,
      );
      const streamUrl = liveStreamUrl(row.stream_url);
      const streamType = STREAM_TYPES.find((type) => type === row.stream_type);
      const times = { StartTime: row.starts_at, EndTime: row.ends_at };
      return {
        Title: row.title,
        Description: row.description,
        ...times,
        Location: row.location,
        SessionId: row.session_id,
        Stream: streamUrl && streamType ? { Type: streamType, Url: streamUrl } : null,
        Agenda: agenda.map((item) => ({
          Id: item.id,
          StartTime: item.starts_at,
          Title: item.title,
          Presenter: item.presenter,
          Description: item.description,
        })),
        Documents: documents.map((document) => ({ Id: document.id, Title: document.title, Description: document.description })),
        Minutes: minutesVisible(times, identity.now()) ? row.minutes : null,
      };
    },
  );

  get(
    '/api/Modules/AssemblyDocument',
    docs('One document of the general assembly as a PDF (society members)', { querystring: DocumentQuery }),
    async (request, reply) => {
      const query = parseQuery(DocumentQuery, request);
      const event = await admitted(request, reply, query.eventid, query.language);
      const [document] = pickLanguage(
        await db.selectFrom('assembly_documents').selectAll().where('event_id', '=', event.id).where('id', '=', query.id).execute(),
        event,
        query.language,
      );
      if (!document) throw new NotFoundError(`the general assembly has no document ${query.id}`);
      const pdf = await renderAssemblyPdf(event.name, document.title, document.body);
      const filename = `${document.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'document'}-${document.id}.pdf`;
      return reply.header('content-disposition', `inline; filename="${filename}"`).type('application/pdf').send(pdf);
    },
  );
};

/** A document of the assembly as a PDF: the event, the title, then the text's paragraphs. */
export function renderAssemblyPdf(eventName: string, title: string, body: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${title}: ${eventName}`, Author: eventName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(winAnsi(eventName));
  doc.font('Helvetica').fontSize(15).text(winAnsi(title)).moveDown(1.5);
  for (const paragraph of body.split(/\n{2,}/)) {
    doc.font('Helvetica').fontSize(11).text(winAnsi(paragraph.trim())).moveDown(0.8);
  }
  doc.end();
  return done;
}
