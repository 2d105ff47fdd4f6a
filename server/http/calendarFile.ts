/**
 * A calendar file (.ics) of one appointment, sent as a download: one VEVENT with its times in the event's time zone
 * (TZID) and that zone's VTIMEZONE, so calendars show the congress's wall clock. The UID is stable per item, so a
 * second download updates the appointment instead of doubling it. The programme's appointments
 * (server/routes/appointments.ts) and accepted meetings (server/routes/meetings.ts) send theirs here.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyReply } from 'fastify';
import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { EventRow } from '../db/events';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface Appointment {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

export function sendAppointment(reply: FastifyReply, event: EventRow, filename: string, appointment: Appointment) {
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

/**
 * The zone's VTIMEZONE block (timezones-ical-library answers [block, TZID line], or an error text for an unknown zone);
 * the programme's calendar (server/programmeExport/icalendar.ts) takes its zones from here too.
 */
export function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === 'string' && block[0].includes('BEGIN:VTIMEZONE') ? block[0] : null;
}
