/**
 * The programme as the spreadsheet template's CSV tables (docs/import.md): `settings.csv`, `rooms.csv`,
 * `speakers.csv`, `sessions.csv` and `presentations.csv`, the files `npm run import -- --format csv` reads, so a
 * programme goes to a spreadsheet, is edited there and comes back. Ids are the items' source ids where they came
 * from an import (model.ts), so a re-import finds them; times are wall times in the event's zone, which
 * `settings.csv` names. A speaker's e-mail address is not exported (it is never published); neither are
 * biographies, which VMX does not keep.
 *
 * Formula injection (OWASP, "CSV Injection"): a spreadsheet opening a CSV runs a cell that starts with `=`, `+`, `-`
 * or `@` (and a tab or carriage return before one) as a formula, and a programme's titles and abstracts come from
 * outside. Such a cell is written with a single quote before it (`'=HYPERLINK(…)`), which a spreadsheet shows as text;
 * so is a cell that already starts with quotes before such a character, so that the template's importer, which drops
 * that one quote again (programmeImport/spreadsheet.ts), reads back exactly what was exported. Every cell that holds
 * the separator, a quote or a line break is quoted (RFC 4180). The files start with a UTF-8 byte order mark, which
 * Excel needs to read UTF-8, and end lines with CRLF.
 */
import { csvCell, csvFile } from '../../src/core/csv';
import { zoned } from './common';
import type { ExportedProgramme } from './model';

export { csvCell };

/** The template's tables, as the export's file names say them. */
export const TEMPLATE_CSV_TABLES = ['settings', 'rooms', 'speakers', 'sessions', 'presentations'] as const;
export type TemplateCsvTable = (typeof TEMPLATE_CSV_TABLES)[number];

/** The cells' escaping and the file's shape are core/csv.ts's (shared with my area's download of what was recorded). */
const csv = csvFile;

/** One table of the template, as a CSV file's text. */
export function templateCsv(programme: ExportedProgramme, table: TemplateCsvTable): string {
  const zone = programme.event.timeZone;
  switch (table) {
    case 'settings':
      return csv([
        ['key', 'value'],
        ['timezone', zone],
      ]);
    case 'rooms':
      return csv([['id', 'name'], ...programme.rooms.map((room) => [room.exportId, room.name])]);
    case 'speakers':
      return csv([
        ['id', 'title', 'firstname', 'surname', 'affiliation', 'country'],
        ...programme.speakers.map((speaker) => [
          speaker.exportId,
          speaker.title ?? '',
          speaker.firstname,
          speaker.surname,
          speaker.affiliation,
          speaker.country,
        ]),
      ]);
    case 'sessions':
      return csv([
        ['id', 'code', 'title', 'type', 'tracks', 'room', 'date', 'start', 'end', 'cancelled', 'chairs'],
        ...programme.sessions.map((session) => {
          const start = zoned(session.start, zone);
          return [
            session.exportId,
            session.code,
            session.title,
            session.type,
            session.tracks.join(';'),
            session.room.exportId,
            start.date,
            start.time,
            zoned(session.end, zone).time,
            session.cancelled ? 'yes' : 'no',
            session.chairs.map((chair) => chair.exportId).join(';'),
          ];
        }),
      ]);
    case 'presentations':
      return csv([
        ['id', 'session', 'title', 'start', 'end', 'speakers', 'abstract'],
        ...programme.sessions.flatMap((session) =>
          session.presentations.map((presentation) => [
            presentation.exportId,
            session.exportId,
            presentation.title,
            zoned(presentation.start, zone).time,
            zoned(presentation.end, zone).time,
            presentation.speakers.map((speaker) => speaker.exportId).join(';'),
            presentation.abstract ?? '',
          ]),
        ),
      ]);
  }
}
