/**
 * Appointments of the programme (docs/rules/content-areas.md section 7, "Personal programme"): the client opens
 * them in a new tab, so no token is needed; they hold public programme data only.
 *   GET /api/App/DownloadOutlookAppointmentSession/?id&pSessionId               session-{id}.ics
 *   GET /api/App/DownloadOutlookAppointmentPresentation/?id&pPresentationId     presentation-{id}.ics
 * (id: the event's id; with and without the slash before the query.) Each is one VEVENT with its times
 * in the event's time zone (TZID) and that zone's VTIMEZONE, so calendars show the congress's wall
 * clock. The UID is stable per item, so a second download updates the appointment instead of doubling it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { eventLanguage, requireEvent } from '../db/events';
import { sendAppointment } from '../http/calendarFile';
import { slashVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import { readPresentations, readSessions } from '../programme/items';
import { calendarUid } from '../programme/itemIds';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

const SessionQuery = z.object({ id: numericId(), pSessionId: numericId(), language: languageCode().optional() });
const PresentationQuery = z.object({ id: numericId(), pPresentationId: numericId(), language: languageCode().optional() });

const docs = apiDocs('Programme');

export const appointmentRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  for (const url of slashVariants('/api/App/DownloadOutlookAppointmentSession/')) {
    app.get(url, docs('A session as a calendar file (.ics)', { querystring: SessionQuery }), async (request, reply) => {
      const query = parseQuery(SessionQuery, request);
      const event = await requireEvent(db, { id: query.id });
      const [session] = await readSessions(db, event, eventLanguage(event, query.language), [query.pSessionId]);
      if (!session) throw new NotFoundError(`The event's programme has no session ${query.pSessionId}`);
      const description = [
        session.type,
        session.chairs.length > 0 ? `Chairs: ${session.chairs.join(', ')}` : '',
        ...session.talks.map((talk) => (talk.speaker ? `${talk.title} (${talk.speaker})` : talk.title)),
      ];
      return sendAppointment(reply, event, `session-${session.id}.ics`, {
        uid: calendarUid('session', session.id, event.short),
        start: session.start,
        end: session.end,
        summary: session.name,
        location: session.room,
        description: description.filter((line) => line).join('\n'),
      });
    });
  }

  for (const url of slashVariants('/api/App/DownloadOutlookAppointmentPresentation/')) {
    app.get(url, docs('A presentation as a calendar file (.ics)', { querystring: PresentationQuery }), async (request, reply) => {
      const query = parseQuery(PresentationQuery, request);
      const event = await requireEvent(db, { id: query.id });
      const [presentation] = await readPresentations(db, event, eventLanguage(event, query.language), [query.pPresentationId]);
      if (!presentation) throw new NotFoundError(`The event's programme has no presentation ${query.pPresentationId}`);
      const speaker = presentation.speaker ? [presentation.speaker, presentation.affiliation].filter((part) => part).join(', ') : '';
      return sendAppointment(reply, event, `presentation-${presentation.id}.ics`, {
        uid: calendarUid('presentation', presentation.id, event.short),
        start: presentation.start,
        end: presentation.end,
        summary: presentation.title,
        location: presentation.room,
        description: [speaker, `${presentation.sessionType}: ${presentation.sessionName}`].filter((line) => line).join('\n'),
      });
    });
  }
};
