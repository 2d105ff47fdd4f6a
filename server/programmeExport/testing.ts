/**
 * For the programme export's tests: the formats' own validators, run on what the export writes. The c3voc schedule
 * JSON schema (draft-06, with ajv and ajv-formats) and the schedule XML's XSD (libxml2's xmllint compiled to
 * WebAssembly: xmllint-wasm, no native build), both kept under tests/fixtures/import/ as the c3voc repository has
 * them (the README there says where from, under which licence); and a small programme made by hand.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchema, type AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { validateXML } from 'xmllint-wasm';
import type { ProgrammeAbstract, ProgrammeAuthor, ProgrammePresentation, ProgrammeRoom, ProgrammeSession } from '../../src/contracts';
import { exportModel, type ExportedProgramme, type ExportEvent, type ViewedLists } from './model';

const FIXTURES = new URL('../../tests/fixtures/import/', import.meta.url);
const fixtureText = (name: string) => readFileSync(fileURLToPath(new URL(name, FIXTURES)), 'utf8');

let validateJson: ReturnType<Ajv['compile']> | undefined;

/** The schema's complaints about a schedule JSON text (instance path and message each); none when it is valid. */
export function scheduleJsonErrors(text: string): string[] {
  if (!validateJson) {
    // The schema carries annotations of its own (`$oneOf`, `$todo`, `deprecated`) that strict mode would refuse.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-06.json') as AnySchemaObject);
    addFormats(ajv);
    // A format the schema names that JSON Schema does not define: a CSS hex colour is what the c3voc tools write.
    ajv.addFormat('color', /^#(?:[0-9a-f]{3}){1,2}$/i);
    validateJson = ajv.compile(JSON.parse(fixtureText('c3voc-schedule-schema.json')) as AnySchema);
  }
  if (validateJson(JSON.parse(text))) return [];
  return (validateJson.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

/** The XSD's complaints about a schedule XML text (xmllint's messages); none when it is valid. */
export async function scheduleXmlErrors(text: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'schedule.xml', contents: text }],
    schema: [fixtureText('c3voc-schedule.xml.xsd')],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

// ---- a small programme made by hand, as the programme's lists give it ----

const author = (Id: number, Title: string | null, Firstname: string, Surname: string, Affiliation: string, Country: string) =>
  ({
    Id,
    Title,
    Firstname,
    Surname,
    Affiliation,
    City: '',
    Country,
    PicturePath: null,
    Highlighted: false,
    ChairSessionIds: [],
    PresentationIds: [],
    AbstractIds: [],
  }) satisfies ProgrammeAuthor;

interface SampleTalk {
  id: number;
  title: string;
  start: string;
  end: string;
  speaker: number | null;
  abstract?: { id: number; text: string; authors: number[] };
}

function session(
  Id: number,
  Name: string,
  room: ProgrammeRoom,
  start: string,
  end: string,
  extra: { type?: string; groups?: string[]; chairs?: number[]; talks?: SampleTalk[]; code?: string } = {},
): ProgrammeSession {
  return {
    Id,
    Code: extra.code ?? `S${Id}`,
    Name,
    SessionType: extra.type ?? 'Symposium',
    SessionTypeId: 1,
    IsPoster: false,
    StartDateTime: start,
    EndDateTime: end,
    RoomId: room.Id,
    RoomName: room.Name,
    ImageThumbPath: null,
    Color: '#1f4e79',
    CompanyAccountId: null,
    CompanyAccountName: null,
    SponsorType: null,
    ProgramGrade: 'Scientific',
    HideOnScheduler: false,
    Highlighted: false,
    IsCancelled: false,
    groups: (extra.groups ?? []).map((name, index) => ({ Id: index + 1, Name: name })),
    Presentations: (extra.talks ?? []).map((talk) => ({
      Id: talk.id,
      Title: talk.title,
      SpeakerId: talk.speaker,
      SpeakerFirstname: null,
      SpeakerSurname: null,
      StartDateTime: talk.start,
      EndDateTime: talk.end,
    })),
    Chairs: (extra.chairs ?? []).map((id) => ({ Id: id, Firstname: '', Surname: '' })),
  };
}

export const SAMPLE_EVENT: ExportEvent = {
  id: 7,
  short: 'ehc2026',
  instance: 'demo',
  name: 'EHC 2026 – European Health Congress',
  timeZone: 'Europe/Berlin',
  start: '2026-06-10T07:00:00Z',
  end: '2026-06-11T16:00:00Z',
  language: 'en-GB',
};

/** A source UUID (pretalx's guid) of the sample's imported session. */
export const SAMPLE_SOURCE_GUID = '0f1d3e6a-5b7c-4d8e-9fa0-1b2c3d4e5f60';
/** A title a spreadsheet would run as a formula, with what XML must escape. */
export const SAMPLE_FORMULA_TITLE = '=HYPERLINK("http://evil.example","click") & <b>more</b>';

/**
 * Four sessions on two days in two rooms: a plenary that is one talk, a symposium of two presentations with chairs
 * and an abstract of two authors, a cancelled workshop whose title looks like a formula, and a session imported from
 * pretalx (source ids for it, a room and a speaker).
 */
export function sampleLists(): ViewedLists {
  const hallA = { Id: 1, Name: 'Hall A', Sort: 1 };
  const hallB = { Id: 2, Name: 'Hall B – Ünïcode', Sort: 2 };
  const talks: Record<string, SampleTalk[]> = {
    opening: [{ id: 20001, title: 'Opening plenary', start: '2026-06-10T07:00:00Z', end: '2026-06-10T08:30:00Z', speaker: 501 }],
    symposium: [
      {
        id: 20002,
        title: 'SGLT2 inhibitors in HFpEF',
        start: '2026-06-10T09:00:00Z',
        end: '2026-06-10T09:45:00Z',
        speaker: 502,
        abstract: { id: 30001, text: 'Trials, doses and "real world" data.', authors: [503, 502] },
      },
      { id: 20003, title: 'Devices in heart failure', start: '2026-06-10T09:45:00Z', end: '2026-06-10T10:30:00Z', speaker: 503 },
    ],
    workshop: [
      {
        id: 20004,
        title: SAMPLE_FORMULA_TITLE,
        start: '2026-06-10T12:00:00Z',
        end: '2026-06-10T13:30:00Z',
        speaker: 504,
        abstract: { id: 30002, text: '-1+1 is not a formula here.\n\n@everyone: bring a laptop.', authors: [504] },
      },
    ],
    imported: [{ id: 20005, title: 'Imported keynote', start: '2026-06-11T07:00:00Z', end: '2026-06-11T08:00:00Z', speaker: 503 }],
  };
  const sessions = [
    session(10001, 'Opening plenary', hallA, '2026-06-10T07:00:00Z', '2026-06-10T08:30:00Z', {
      type: 'Plenary',
      groups: ['Congress'],
      talks: talks.opening,
    }),
    session(10002, 'Heart failure: what is new', hallB, '2026-06-10T09:00:00Z', '2026-06-10T10:30:00Z', {
      groups: ['Cardiology', 'Guidelines'],
      chairs: [501, 502],
      talks: talks.symposium,
    }),
    session(10003, SAMPLE_FORMULA_TITLE, hallB, '2026-06-10T12:00:00Z', '2026-06-10T13:30:00Z', {
      type: 'Workshop',
      talks: talks.workshop,
      code: 'W-1',
    }),
    session(10004, 'Imported keynote', hallA, '2026-06-11T07:00:00Z', '2026-06-11T08:00:00Z', {
      type: 'Talk',
      talks: talks.imported,
      code: 'ABC123',
    }),
  ];
  const presentations = sessions.flatMap((item) =>
    item.Presentations.map((presentation, index): ProgrammePresentation => ({
      Id: presentation.Id,
      SessionId: item.Id,
      SessionName: item.Name,
      Position: index + 1,
      Title: presentation.Title,
      StartDateTime: presentation.StartDateTime,
      EndDateTime: presentation.EndDateTime,
      RoomId: item.RoomId,
      RoomName: item.RoomName,
      SpeakerId: presentation.SpeakerId,
      SpeakerTitle: null,
      SpeakerFirstname: null,
      SpeakerSurname: null,
      SpeakerAffiliation: null,
      AbstractId:
        Object.values(talks)
          .flat()
          .find((talk) => talk.id === presentation.Id)?.abstract?.id ?? null,
      IsPoster: false,
      PosterNumber: null,
      Highlighted: false,
    })),
  );
  const abstracts = Object.values(talks)
    .flat()
    .flatMap((talk): ProgrammeAbstract[] =>
      talk.abstract
        ? [
            {
              Id: talk.abstract.id,
              Number: `A-${talk.abstract.id}`,
              Title: talk.title,
              Text: talk.abstract.text,
              PresentationId: talk.id,
              SessionId: null,
              Authors: talk.abstract.authors.map((id, index) => ({
                Id: id,
                Firstname: '',
                Surname: '',
                Affiliation: '',
                Presenting: index === 0,
              })),
            },
          ]
        : [],
    );
  return {
    sessions,
    presentations,
    authors: [
      author(501, 'Prof. Dr.', 'Anna', 'Berger', 'Charité – Universitätsmedizin Berlin', 'DE'),
      author(502, 'Dr.', 'Jonas', 'van Dijk', 'Erasmus MC', 'NL'),
      author(503, null, 'María', 'García López', 'Hospital Clínic de Barcelona', 'ES'),
      author(504, null, 'Chidi', 'Okafor', '+234 University of Lagos', 'NG'),
    ],
    abstracts,
    rooms: [hallA, hallB],
    cancelled: new Set([10003]),
  };
}

/** The sample as the exports write it. */
export function sampleProgramme(lists: ViewedLists = sampleLists()): ExportedProgramme {
  return exportModel({
    event: SAMPLE_EVENT,
    version: 'v-sample-1',
    revisedAt: '2026-05-01T08:00:00Z',
    origin: 'https://congress.example.org/some/path',
    lists,
    sources: new Map([
      ['session:10004', SAMPLE_SOURCE_GUID.toUpperCase()],
      ['presentation:20005', SAMPLE_SOURCE_GUID],
      ['speaker:503', 'pretalx-speaker-XYZ'],
      ['room:1', 'hall-a'],
    ]),
  });
}
