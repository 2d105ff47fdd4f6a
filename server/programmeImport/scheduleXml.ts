/**
 * The frab/pretalx schedule XML (the c3voc XSD, https://c3voc.de/schedule/schema.xsd) read into the import model
 * with fast-xml-parser: `schedule/day/room/event`, each event a session holding one presentation, its `persons`
 * the speakers. The same talk as the schedule JSON, so the mapping is scheduleJson.ts's (scheduleCommon.ts):
 * - an event's source id is its `guid` attribute, else its `code` (attribute or element), else its `id`; a
 *   person's its `guid`, else its `id`, else `name:` and the name; a room's its name (`room/@name`, the event's
 *   `room` element);
 * - start: `date` (with offset; without one a wall time in `time_zone_name`), else the day's `@date` and `start`;
 *   end: start + `duration`;
 * - cancelled: the XML has no such element, so an event in the file is taking place (as in the JSON).
 *
 * Problems carry a line: the parser's own for a file that is not well-formed XML, the element's start (the parser's
 * captured offset) for an event or person, with its element path (`schedule/day[2]/room[@name="Hall B"]/event[3]`).
 * Entities: the five of XML and character references (`&#232;`) are decoded (the `entities` package, on the values
 * read); a DOCTYPE's own entities are not expanded, so nothing grows past the file's size.
 */
import { decodeXML } from 'entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ImportFile, ImportOptions, ImportPlace, ImportProblem, ImportReading } from './model';
import { abstractOf, ScheduleCollector } from './scheduleCommon';
import { decodeUtf8, lineAt, lineStarts } from './text';

type Xml = Record<string, unknown>;

const PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Every value stays text: a title "1984" or a code "007" must not turn into a number.
  parseTagValue: false,
  parseAttributeValue: false,
  captureMetaData: true,
  // The parser's own entity handling takes most of its time: the values read are decoded by text() instead.
  processEntities: false,
});
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

const isObject = (value: unknown): value is Xml => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An element's text, entities decoded: a plain string, or the `#text` of an element with attributes; '' when absent. */
const text = (value: unknown): string =>
  typeof value === 'string'
    ? decodeXML(value).trim()
    : isObject(value) && typeof value['#text'] === 'string'
      ? decodeXML(value['#text']).trim()
      : '';
/** An attribute's value, entities decoded; '' when absent. */
const attributeOf = (node: unknown, name: string): string =>
  isObject(node) && typeof node[`@_${name}`] === 'string' ? decodeXML(node[`@_${name}`] as string).trim() : '';
/**
 * A repeating element as a list: the parser gives one element as itself and several as an array. (Its `isArray`
 * option would say so while parsing, at twice the parsing time.)
 */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]);

export async function readScheduleXml(files: readonly ImportFile[], options: ImportOptions): Promise<ImportReading> {
  const empty = { timeZone: options.defaultTimeZone, rooms: [], speakers: [], sessions: [] };
  const [file] = files;
  if (!file) return { programme: empty, problems: [{ file: '', reason: 'no file given' }] };
  const decoded = decodeUtf8(file);
  if (decoded.problem) return { programme: empty, problems: [decoded.problem] };
  const source = decoded.text;
  const valid = XMLValidator.validate(source);
  if (valid !== true) return { programme: empty, problems: [wellFormednessProblem(file.name, source, valid.err)] };
  let root: Xml;
  try {
    root = PARSER.parse(source) as Xml;
  } catch (error) {
    return {
      programme: empty,
      problems: [{ file: file.name, reason: `not readable XML: ${error instanceof Error ? error.message : String(error)}` }],
    };
  }

  let starts: number[] | undefined;
  const lineOf = (offset: number | undefined) => {
    if (offset === undefined) return undefined;
    starts ??= lineStarts(source);
    return lineAt(starts, offset).line;
  };
  const placeOf = (node: unknown, path: string): ImportPlace => {
    const offset = isObject(node)
      ? ((node as Record<symbol, unknown>)[META] as { startIndex?: number } | undefined)?.startIndex
      : undefined;
    const line = lineOf(offset);
    return { file: file.name, ...(line === undefined ? {} : { line }), path };
  };
  const collector = new ScheduleCollector(file.name, options, (place, field) => ({ ...place, path: `${place.path}/${field}` }));
  const answer = (): ImportReading => ({ programme: collector.answer(), problems: collector.problems });

  const schedule = root.schedule;
  if (!isObject(schedule)) {
    collector.problem({ file: file.name, path: 'schedule' }, undefined, 'missing: not a schedule XML (no <schedule> element at the top)');
    return answer();
  }
  const conference = isObject(schedule.conference) ? schedule.conference : {};
  if (conference.time_zone_name !== undefined) {
    const offset = source.indexOf('<time_zone_name');
    const line = lineOf(offset === -1 ? undefined : offset);
    collector.namedZone(text(conference.time_zone_name), {
      file: file.name,
      ...(line === undefined ? {} : { line }),
      path: 'schedule/conference/time_zone_name',
      field: 'time_zone_name',
    });
  }

  list(schedule.day).forEach((day, dayIndex) => {
    if (!isObject(day)) return;
    const dayPath = `schedule/day[${dayIndex + 1}]`;
    const dayDate = attributeOf(day, 'date');
    list(day.room).forEach((room, roomIndex) => {
      if (!isObject(room)) return;
      const roomName = attributeOf(room, 'name');
      const roomPath = roomName === '' ? `${dayPath}/room[${roomIndex + 1}]` : `${dayPath}/room[@name=${JSON.stringify(roomName)}]`;
      list(room.event).forEach((event, eventIndex) => {
        const place = placeOf(event, `${roomPath}/event[${eventIndex + 1}]`);
        if (!isObject(event)) return collector.problem(place, undefined, 'not an event element');
        readEvent(event, place, roomName, dayDate, collector, placeOf);
      });
    });
  });
  return answer();
}

/**
 * The validator's error with its line. Elements still open at the end of the file come as "Invalid '[…]' found" at
 * line 1: that is a file cut short, said so at its last line.
 */
function wellFormednessProblem(
  file: string,
  source: string,
  error: { code: string; msg: string; line: number; col: number },
): ImportProblem {
  const open = error.msg.indexOf("'[");
  const close = error.msg.lastIndexOf("]'");
  if (error.code === 'InvalidXml' && open !== -1 && close > open) {
    let unclosed: unknown;
    try {
      unclosed = JSON.parse(error.msg.slice(open + 1, close + 1));
    } catch {
      unclosed = undefined;
    }
    if (Array.isArray(unclosed) && unclosed.length > 0) {
      const lines = lineStarts(source);
      const { line, column } = lineAt(lines, source.trimEnd().length);
      const path = unclosed.map(String).join('/');
      return {
        file,
        line,
        path,
        reason: `not well-formed XML at line ${line}, column ${column}: the file ends before <${path}> is closed (truncated?)`,
      };
    }
  }
  return { file, line: error.line, reason: `not well-formed XML at line ${error.line}, column ${error.col}: ${error.msg}` };
}

function readEvent(
  event: Xml,
  place: ImportPlace,
  roomName: string,
  dayDate: string,
  collector: ScheduleCollector,
  placeOf: (node: unknown, path: string) => ImportPlace,
) {
  const attribute = (name: string) => attributeOf(event, name);
  const sourceId = attribute('guid') || attribute('code') || text(event.code) || attribute('id');
  if (sourceId === '') return collector.problem(place, 'guid', 'missing: the event has no guid, code or id');
  const title = text(event.title);
  if (title === '') return collector.problem(place, 'title', 'missing: the event has no title');
  const room = text(event.room) || roomName;
  if (room === '') return collector.problem(place, 'room', 'missing: the event has no room');
  const start = collector.start(text(event.date), dayDate, text(event.start), place);
  if (start === null) return;
  const end = collector.end(undefined, text(event.duration), start, place);
  if (end === null) return;
  const speakerIds: string[] = [];
  const persons = isObject(event.persons) ? list(event.persons.person) : [];
  persons.forEach((person, index) => {
    const personPlace = placeOf(person, `${place.path}/persons/person[${index + 1}]`);
    const id = collector.person(
      { id: attributeOf(person, 'guid') || attributeOf(person, 'id'), name: text(person), biography: null },
      personPlace,
    );
    if (id !== null) speakerIds.push(id);
  });
  const track = text(event.track);
  collector.addTalk(
    {
      sourceId,
      code: attribute('code') || text(event.code) || attribute('id'),
      codeFromId: (attribute('code') || text(event.code)) === '',
      title,
      start,
      end,
      roomId: collector.room(room, place),
      type: text(event.type),
      tracks: track === '' ? [] : [track],
      cancelled: false,
      abstract: abstractOf(text(event.abstract), text(event.description)),
      speakerIds,
    },
    place,
  );
}
