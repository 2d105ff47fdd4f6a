/**
 * The programme as an iCalendar feed (RFC 5545, written with ical.js, the library the importer reads calendars with):
 * one VEVENT per session, for calendars that subscribe to it and for the tools that read a conference's .ics. The
 * importer (programmeImport/icalendar.ts) reads it back.
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
 *
 * Not ical-generator (which the single appointments' files use, http/calendarFile.ts): its line folding makes a
 * TextEncoder per character, some 12 s for a congress of 5,000 sessions; ical.js folds the same feed in well under one.
 */
import ICAL from 'ical.js';
import { vtimezone } from '../http/calendarFile';
import { fullName, isTalk, sessionTexts, zoned } from './common';
import type { ExportedProgramme } from './model';

// RFC 5545 section 3.1: a line is at most 75 octets. ical.js folds after this many, and a folded line's leading
// space counts too.
ICAL.foldLength = 74;

/** A wall time in the zone as a TZID date time (`DTSTART;TZID=Europe/Berlin:20260610T090000`). */
function wallTime(instant: string, zone: string): ICAL.Time {
  return ICAL.Time.fromDateTimeString(zoned(instant, zone).dateTime.slice(0, 19));
}

/** The programme's calendar (UTF-8 text, CRLF lines as RFC 5545 wants them). */
export function programmeCalendar(programme: ExportedProgramme): string {
  const { event } = programme;
  const zone = event.timeZone;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//VMX//Programme//EN');
  calendar.addPropertyWithValue('url', programme.url);
  calendar.addPropertyWithValue('name', event.name);
  calendar.addPropertyWithValue('x-wr-calname', event.name);
  calendar.addPropertyWithValue('x-wr-timezone', zone);
  const timezone = vtimezone(zone);
  if (timezone) calendar.addSubcomponent(new ICAL.Component(ICAL.parse(timezone) as unknown[]));
  const stamp = ICAL.Time.fromJSDate(new Date(programme.revisedAt), true);
  for (const session of programme.sessions) {
    const texts = sessionTexts(session, zone);
    const description = [
      session.type,
      isTalk(session) ? texts.speakers.map(fullName).join(', ') : '',
      texts.description ?? '',
      texts.abstract ?? '',
    ].filter((part) => part.trim() !== '');
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', session.uid);
    vevent.addPropertyWithValue('dtstamp', stamp);
    vevent.addPropertyWithValue('dtstart', wallTime(session.start, zone)).setParameter('tzid', zone);
    vevent.addPropertyWithValue('dtend', wallTime(session.end, zone)).setParameter('tzid', zone);
    vevent.addPropertyWithValue('summary', session.title);
    vevent.addPropertyWithValue('location', session.room.name);
    if (description.length > 0) vevent.addPropertyWithValue('description', description.join('\n\n'));
    if (session.tracks.length > 0) {
      const categories = new ICAL.Property('categories');
      categories.setValues(session.tracks);
      vevent.addProperty(categories);
    }
    vevent.addPropertyWithValue('status', session.cancelled ? 'CANCELLED' : 'CONFIRMED');
    vevent.addPropertyWithValue('url', session.url);
    calendar.addSubcomponent(vevent);
  }
  return `${calendar.toString()}\r\n`;
}
