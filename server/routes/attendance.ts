/**
 * CME attendance and certificates of attendance (src/contracts/attendance.ts; server/attendance/). A service to the
 * signed-in attendee, kept whatever their analytics consent (it is theirs to read in my area and to delete):
 *   POST   /api/Modules/Attendance?eventid               a player's report (204); 400 naming the field
 *   GET    /api/Modules/Attendance?eventid               the user's own attendance by the event's CME rule
 *   DELETE /api/Modules/Attendance?eventid               deletes it (204; issued certificates stay)
 *   POST   /api/Modules/Attendance/Certificate?eventid(&language)   issues a certificate (409 when nothing counts)
 *   GET    /api/Public/Certificates/{code}               public, rate limited (certificate-verification): 404 unknown
 *   GET    /verify/{instance}/{event}/{language}(?code)  the public verification page (attendance/verifyPage.ts)
 * The certificate's PDF downloads among the user's documents (routes/documents.ts, UserDocument?id). The event's
 * rule is the app config key `cme` (src/core/attendance/cme.ts); while it is not active nothing is recorded.
 * Paths in their case variants.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AttendanceSummary, CertificateVerification, IssuedCertificate } from '../../src/contracts/attendance';
import { normaliseLanguage } from '../../src/core/language';
import { attendanceSummary, deleteAttendance, eventCmeRule, recordAttendance } from '../attendance/store';
import { certificateByCode, issueCertificate, normaliseCertificateCode, verificationOf } from '../attendance/certificates';
import { verifyPage } from '../attendance/verifyPage';
import { eventLanguage, findEventByShort, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { standalonePagePolicy } from '../http/securityHeaders';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { newNonce } from './static';

export interface AttendanceRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const EventQuery = z.object({ eventid: numericId() });
const SummaryQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const CertificateQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const id = () => z.number().int().positive().max(2_147_483_647);
const ReportBody = z.object({
  Mode: z.enum(['live', 'ondemand'], { message: 'must be live or ondemand' }),
  RoomId: id().optional(),
  SessionId: id().optional(),
  // More than a day in one report is no report: refused; anything up to it is capped (attendance/store.ts).
  Seconds: z.number().min(0).max(86_400),
});
const CodeParams = z.object({ code: z.string().max(64, 'is too long') });
const shortName = () => z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a short name of letters, digits, - or _');
const PageParams = z.object({ instance: shortName(), event: shortName(), language: languageCode() });
const PageQuery = z.object({ code: z.string().max(64, 'is too long').optional() });

const docs = apiDocs('Attendance');

export const attendanceRoutes: FastifyPluginAsync<AttendanceRouteDeps> = async (app, { db, identity }) => {
  allowEmptyJsonBody(app);
  const warn = (message: string) => app.log.warn(message);

  async function lookUp(typed: string) {
    const code = normaliseCertificateCode(typed);
    return code ? certificateByCode(db, code) : null;
  }

  for (const url of caseVariants('/api/Modules/Attendance')) {
    app.post(
      url,
      docs('Reports seconds the signed-in user watched a session, live or on demand', { querystring: EventQuery, body: ReportBody }),
      async (request, reply) => {
        const { user } = await identity.requireUser(request, reply);
        const event = await requireEvent(db, { id: parseQuery(EventQuery, request).eventid });
        const report = parseBody(ReportBody, request);
        const rule = await eventCmeRule(db, event, warn);
        if (rule.Active) await recordAttendance(db, event, user.id, report, identity.now());
        reply.header('cache-control', 'private, no-store');
        return reply.status(204).send();
      },
    );

    app.get(
      url,
      docs('The signed-in user’s attendance of the event, by its CME rule', { querystring: SummaryQuery }),
      async (request, reply): Promise<AttendanceSummary> => {
        const { user } = await identity.requireUser(request, reply);
        const query = parseQuery(SummaryQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const language = eventLanguage(event, query.language);
        reply.header('cache-control', 'private, no-store');
        return attendanceSummary(db, event, user.id, await eventCmeRule(db, event, warn, language));
      },
    );

    app.delete(url, docs('Deletes the signed-in user’s attendance of the event', { querystring: EventQuery }), async (request, reply) => {
      const { user } = await identity.requireUser(request, reply);
      const event = await requireEvent(db, { id: parseQuery(EventQuery, request).eventid });
      await deleteAttendance(db, event, user.id);
      reply.header('cache-control', 'private, no-store');
      return reply.status(204).send();
    });
  }

  for (const url of caseVariants('/api/Modules/Attendance/Certificate')) {
    app.post(
      url,
      docs('Issues a certificate of attendance of the sessions that count (listed among the user’s documents)', {
        querystring: CertificateQuery,
      }),
      async (request, reply): Promise<IssuedCertificate> => {
        const { user } = await identity.requireUser(request, reply);
        const query = parseQuery(CertificateQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const language = eventLanguage(event, query.language);
        const rule = await eventCmeRule(db, event, warn, language);
        if (!rule.Active) throw new HttpProblem(409, 'This event issues no certificates of attendance');
        const summary = await attendanceSummary(db, event, user.id, rule);
        const issued = await issueCertificate(db, {
          event,
          user,
          summary,
          language,
          now: identity.now(),
        });
        if (!issued) throw new HttpProblem(409, 'No session counts yet: watch more of a session first');
        reply.header('cache-control', 'private, no-store');
        return issued;
      },
    );
  }

  for (const url of caseVariants('/api/Public/Certificates/:code')) {
    app.get(
      url,
      docs('Verifies a certificate of attendance by its code (public)', { params: CodeParams }),
      async (request, reply): Promise<CertificateVerification> => {
        const found = await lookUp(parseParams(CodeParams, request).code);
        if (!found) throw new NotFoundError('no certificate has this code');
        reply.header('cache-control', 'no-store');
        return verificationOf(found);
      },
    );
  }

  for (const url of caseVariants('/verify/:instance/:event/:language')) {
    app.get(url, async (request, reply) => {
      const params = parseParams(PageParams, request);
      const { code = '' } = parseQuery(PageQuery, request);
      const event = await findEventByShort(db, params.event.toLowerCase());
      if (!event || event.instance.toLowerCase() !== params.instance.toLowerCase())
        throw new NotFoundError(`no event ${params.instance}/${params.event}`);
      const language = normaliseLanguage(params.language);
      const typed = code.trim();
      let result: CertificateVerification | 'not-found' | null = null;
      if (typed !== '') {
        const found = await lookUp(typed);
        // A certificate of another event is not this congress's to confirm.
        result = found && found.eventShort === event.short ? verificationOf(found) : 'not-found';
      }
      const nonce = newNonce();
      return reply
        .status(result === 'not-found' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', standalonePagePolicy(nonce, []))
        .send(verifyPage({ language, eventName: event.name, timeZone: event.time_zone, code: typed, result, nonce }));
    });
  }
};
