/**
 * The programme importers' one door: readProgramme(format, files, options) refuses a file larger than
 * IMPORT_MAX_BYTES before any of it is read, hands the files to the format's importer, and runs the shared checks
 * (checks.ts) over what it read. The answer is the programme as read and every problem with its place; the import
 * (diff, commit) goes on only when there are none.
 *
 * Formats: `pretalx-json` (the pretalx/frab schedule JSON, scheduleJson.ts), `frab-xml` (the frab/pretalx schedule
 * XML, scheduleXml.ts), `ical` (icalendar.ts), `csv` and `xlsx` (the spreadsheet template, spreadsheet.ts and
 * docs/import.md). Every format but `csv` takes one file; `csv` takes one file per table of the template.
 */
import { checkProgramme, type CheckFieldNames } from './checks';
import { readICalendar } from './icalendar';
import {
  IMPORT_MAX_BYTES,
  type ImportFile,
  type ImportFormat,
  type ImportOptions,
  type ImportProblem,
  type ImportReading,
  type ProgrammeImporter,
} from './model';
import { readScheduleJson } from './scheduleJson';
import { readScheduleXml } from './scheduleXml';
import { readSpreadsheetCsv, readSpreadsheetXlsx } from './spreadsheet';

/** Each format's own names of the fields the shared checks speak of (the template's columns are the checks' names). */
const FIELD_NAMES: Record<ImportFormat, CheckFieldNames> = {
  'pretalx-json': { id: 'guid', speakers: 'persons' },
  'frab-xml': { id: 'guid', start: 'date', end: 'duration', speakers: 'persons' },
  ical: { id: 'UID', start: 'DTSTART', end: 'DTEND', room: 'LOCATION', name: 'ATTENDEE', chairs: 'ATTENDEE', speakers: 'ATTENDEE' },
  csv: { name: 'firstname' },
  xlsx: { name: 'firstname' },
};

const IMPORTERS: Record<ImportFormat, ProgrammeImporter> = {
  'pretalx-json': readScheduleJson,
  'frab-xml': readScheduleXml,
  ical: readICalendar,
  csv: readSpreadsheetCsv,
  xlsx: readSpreadsheetXlsx,
};

/** A problem for each file larger than IMPORT_MAX_BYTES, which no importer reads (the exhibitors' neither). */
export function tooLarge(files: readonly ImportFile[]): ImportProblem[] {
  return files
    .filter((file) => file.bytes.byteLength > IMPORT_MAX_BYTES)
    .map((file) => ({
      file: file.name,
      reason: `too large: ${file.bytes.byteLength} bytes, an import takes at most ${IMPORT_MAX_BYTES} bytes (${IMPORT_MAX_BYTES / 1024 / 1024} MB) per file`,
    }));
}

/** Reads the files of one format into the import model and checks it. Never throws for what the files hold. */
export async function readProgramme(format: ImportFormat, files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const empty = { timeZone: options.defaultTimeZone, rooms: [], speakers: [], sessions: [] };
  const refused = tooLarge(files);
  if (refused.length > 0) return { programme: empty, problems: refused };
  if (files.length === 0) return { programme: empty, problems: [{ file: '', reason: 'no file given' }] };
  if (format !== 'csv' && files.length > 1) {
    return {
      programme: empty,
      problems: files.slice(1).map((file) => ({ file: file.name, reason: `one file only: the ${format} format reads one file` })),
    };
  }
  let reading: ImportReading;
  try {
    reading = await IMPORTERS[format](files, options);
  } catch (error) {
    // The importers answer every problem of content themselves; this is a library failing on a file no test foresaw.
    const reason = `could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return { programme: empty, problems: [{ file: files[0]?.name ?? '', reason }] };
  }
  return {
    programme: reading.programme,
    problems: [...reading.problems, ...checkProgramme(reading.programme, files[0]?.name ?? '', FIELD_NAMES[format])],
  };
}

export { IMPORT_FORMATS, IMPORT_MAX_BYTES } from './model';
export type { ImportFile, ImportFormat, ImportOptions, ImportReading } from './model';
