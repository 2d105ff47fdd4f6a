/**
 * The programme's iCalendar feed (icalendar.ts): one VEVENT per session with a stable UID, wall times in the event's
 * zone, cancelled sessions marked, and the importer reading it back.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from '../programmeImport';
import { sampleProgramme } from './testing';
import { programmeCalendar } from './icalendar';

const file = (text: string) => [{ name: 'programme.ics', bytes: new TextEncoder().encode(text) }];
const OPTIONS = { defaultTimeZone: 'America/New_York' };
/** The calendar's lines with folded ones joined (RFC 5545 section 3.1). */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('programmeCalendar', () => {
  const text = programmeCalendar(sampleProgramme());
  const lines = unfolded(text);

  it('has one VEVENT per session, cancelled ones too, each with the UID of the session’s own .ics', () => {
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:session-10001@ehc2026.vmx',
      'UID:session-10002@ehc2026.vmx',
      'UID:session-10003@ehc2026.vmx',
      'UID:session-10004@ehc2026.vmx',
    ]);
  });

  it('gives wall times in the event’s zone with its VTIMEZONE, and the time of publication as DTSTAMP', () => {
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260610T110000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260610T123000');
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Berlin');
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(new Set(lines.filter((line) => line.startsWith('DTSTAMP:')))).toEqual(new Set(['DTSTAMP:20260501T080000Z']));
  });

  it('marks a cancelled session CANCELLED and the others CONFIRMED, with tracks as CATEGORIES and the session page as URL', () => {
    expect(lines.filter((line) => line.startsWith('STATUS:'))).toEqual([
      'STATUS:CONFIRMED',
      'STATUS:CONFIRMED',
      'STATUS:CANCELLED',
      'STATUS:CONFIRMED',
    ]);
    expect(lines).toContain('CATEGORIES:Cardiology,Guidelines');
    // A URI is URL's default value type (RFC 5545 section 3.8.4.6).
    expect(lines).toContain('URL:https://congress.example.org/demo/ehc2026/en-GB/session/10002');
  });

  it('folds every line at 75 octets without cutting a character, and unfolds to the text as it was', () => {
    const programme = sampleProgramme();
    const title = 'Früherkennung der Herzinsuffizienz – Ärztinnen und Ärzte im Gespräch 🫀 '.repeat(4).trim();
    programme.sessions[0]!.title = title;
    const written = programmeCalendar(programme);
    expect(Math.max(...written.split('\r\n').map((line) => new TextEncoder().encode(line).length))).toBeLessThanOrEqual(75);
    expect(written).not.toContain('\ufffd');
    expect(unfolded(written)).toContain(`SUMMARY:${title}`);
  });

  it('describes a session by its type, chairs and presentations with their speakers', () => {
    expect(lines).toContain(
      'DESCRIPTION:Symposium\\n\\nChairs: Prof. Dr. Anna Berger\\, Dr. Jonas van Dijk\\n11:00–11:45 SGLT2 inhibitors in HFpEF (Dr. Jonas van Dijk\\, María García López)\\n11:45–12:30 Devices in heart failure (María García López)',
    );
  });

  it('reads back through the importer as the same sessions, the cancelled one cancelled; no problems', async () => {
    const reading = await readProgramme('ical', file(text), OPTIONS);
    expect(reading.problems).toEqual([]);
    expect(reading.programme.timeZone).toBe('Europe/Berlin');
    expect(
      reading.programme.sessions.map(({ sourceId, title, start, end, roomId, cancelled }) => ({
        sourceId,
        title,
        start,
        end,
        roomId,
        cancelled,
      })),
    ).toEqual(
      sampleProgramme().sessions.map((session) => ({
        sourceId: session.uid,
        title: session.title,
        start: session.start,
        end: session.end,
        roomId: session.room.name,
        cancelled: session.cancelled,
      })),
    );
    expect(reading.programme.sessions[1]?.tracks).toEqual(['Cardiology', 'Guidelines']);
  });
});
