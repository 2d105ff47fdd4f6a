/**
 * The programme as an iCalendar feed (RFC 5545, ical-generator): one VEVENT per session, for calendars that
 * subscribe to it and for the tools that read a conference's .ics. The importer (programmeImport/icalendar.ts)
 * reads it back.
 *
 * Each session's UID is `session-{id}@{event}.vmx`, the UID of the session's own .ics (routes/appointments.ts): a
 * calendar that holds the session from there updates it rather than showing it twice. Times are wall times in the
 * event's zone (TZID, with the zone's VTIMEZONE, and X-WR-TIMEZONE for the calendar), SUMMARY the title, LOCATION the
 * room, CATEGORIES the tracks, URL the session's page, STATUS CANCELLED for a cancelled session (still in the feed,
 * so calendars show it cancelled) and CONFIRMED otherwise. DESCRIPTION holds the session type, the speakers of a
 * session that is one talk, the chairs, the presentations with their times and speakers, and the talk's abstract.
 * Speakers are not ATTENDEEs: an attendee is an e-mail address, and VMX does not publish speakers' addresses.
 *
 * DTSTAMP is when the programme was last published, so the same programme version is the same file (and ETag) on
 * every server process.
 */
import ical, { ICalEventStatus, type ICalDayJsStub } from 'ical-generator';
import { vtimezone } from '../http/calendarFile';
import { fullName, isTalk, sessionTexts, zoned } from './common';
import type { ExportedProgramme } from './model';

/**
 * An instant as ical-generator's dayjs-like time (its ICalDayJsStub), already a wall time in the zone: the generator
 * converts a dayjs time into the event's zone and formats it `YYYYMMDD` and `HHmmss`, and dayjs's conversion costs
 * some 100 µs a call, seconds for a large congress's thousands of sessions. The wall time is zoned()'s (Intl's rules).
 */
function wallTime(instant: string, zone: string): ICalDayJsStub {
  const { dateTime } = zoned(instant, zone);
  const day = dateTime.slice(0, 10).replace(/-/g, '');
  const time = dateTime.slice(11, 19).replace(/:/g, '');
  const stub: ICalDayJsStub = {
    format: (format) => (format === 'YYYYMMDD' ? day : format === 'HHmmss' ? time : dateTime),
    isValid: () => true,
    toDate: () => new Date(instant),
    toJSON: () => new Date(instant).toISOString(),
    // Already in the zone the generator asks for (the event's, the only one the calendar uses).
    tz: () => stub,
  };
  return stub;
}

/** The programme's calendar (UTF-8 text, CRLF lines as RFC 5545 wants them). */
export function programmeCalendar(programme: ExportedProgramme): string {
  const { event } = programme;
  const zone = event.timeZone;
  const calendar = ical({ prodId: { company: 'VMX', product: 'Programme', language: 'EN' }, name: event.name, url: programme.url });
  // No calendar-wide zone (name null): ical-generator would then write DTSTAMP as a floating local time instead of UTC.
  // The calendar's zone goes as X-WR-TIMEZONE instead; the generator adds the VTIMEZONE of every zone the events use.
  calendar.timezone({ name: null, generator: (name) => vtimezone(name) });
  calendar.x([['X-WR-TIMEZONE', zone]]);
  // Wall times already in the zone: ical-generator formats a plain Date in the machine's zone.
  const local = (instant: string) => wallTime(instant, zone);
  const stamp = new Date(programme.revisedAt);
  for (const session of programme.sessions) {
    const texts = sessionTexts(session, zone);
    const description = [
      session.type,
      isTalk(session) ? texts.speakers.map(fullName).join(', ') : '',
      texts.description ?? '',
      texts.abstract ?? '',
    ].filter((part) => part.trim() !== '');
    calendar.createEvent({
      id: session.uid,
      stamp,
      start: local(session.start),
      end: local(session.end),
      timezone: zone,
      summary: session.title,
      location: session.room.name,
      ...(description.length > 0 ? { description: description.join('\n\n') } : {}),
      categories: session.tracks.map((name) => ({ name })),
      status: session.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: session.url,
    });
  }
  return calendar.toString();
}
