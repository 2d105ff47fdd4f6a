/**
 * Appointments of the programme (docs/rules/content-areas.md section 7, "Personal programme"): the client opens
 * them in a new tab, so no token is needed; they hold public programme data only.
 *   GET /api/App/DownloadOutlookAppointmentSession/?id&pSessionId               session-{id}.ics
 *   GET /api/App/DownloadOutlookAppointmentPresentation/?id&pPresentationId     presentation-{id}.ics
 * (id: the event's id; with and without the slash before the query.) Each is one VEVENT with its times
 * in the event's time zone (TZID) and that zone's VTIMEZONE, so calendars show the congress's wall
 * clock. The UID is stable per item, so a second download updates the appointment instead of doubling it.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { z } from 'zod';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import { slashVariants } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseQuery } from '../http/validation';
import { readPresentations, readSessions } from '../programme/items';
import type { RouteDeps } from './deps';
import { apiDocs } from '../http/apiDocs';

dayjs.extend(utc);
dayjs.extend(timezone);

const SessionQuery = z.object({ id: numericId(), pSessionId: numericId(), language: languageCode().optional() });
const PresentationQuery = z.object({ id: numericId(), pPresentationId: numericId(), language: languageCode().optional() });

interface Appointment {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

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
        uid: `session-${session.id}@${event.short}.vmx`,
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
        uid: `presentation-${presentation.id}@${event.short}.vmx`,
        start: presentation.start,
        end: presentation.end,
        summary: presentation.title,
        location: presentation.room,
        description: [speaker, `${presentation.sessionType}: ${presentation.sessionName}`].filter((line) => line).join('\n'),
      });
    });
  }
};

function sendAppointment(reply: FastifyReply, event: EventRow, filename: string, appointment: Appointment) {
  const calendar = ical({ prodId: { company: 'VMX', product: 'Programme', language: 'EN' }, name: event.name });
  // No calendar-wide zone (name null): ical-generator would then write DTSTAMP as a floating local time
  // instead of UTC. The generator still adds the VTIMEZONE of every zone its events use.
  calendar.timezone({ name: null, generator: (zone) => vtimezone(zone) });
  // dayjs instants already in the zone: ical-generator formats a plain Date in the machine's zone.
  const local = (instant: string) => dayjs.utc(instant).tz(event.time_zone);
  calendar.createEvent({
    id: appointment.uid,
    start: local(appointment.start),
    end: local(appointment.end),
    timezone: event.time_zone,
    summary: appointment.summary,
    location: appointment.location,
    description: appointment.description,
  });
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-cache')
    .send(calendar.toString());
}

/** The zone's VTIMEZONE block (timezones-ical-library answers [block, TZID line], or an error text for an unknown zone). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0].includes('BEGIN:VTIMEZONE') ? block[0] : null;
}
