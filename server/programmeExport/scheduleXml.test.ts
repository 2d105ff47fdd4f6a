/**
 * The schedule XML export (scheduleXml.ts), validated against the c3voc XSD (tests/fixtures/import/
 * c3voc-schedule.xml.xsd) with libxml2's xmllint (xmllint-wasm) and read back by the importer.
 */
import { describe, expect, it } from 'vitest';
import { readProgramme } from '../programmeImport';
import { sampleLists, sampleProgramme, SAMPLE_EVENT, scheduleJsonErrors, scheduleXmlErrors } from './testing';
import { exportModel } from './model';
import { scheduleJson } from './scheduleJson';
import { scheduleXml } from './scheduleXml';

const file = (text: string) => [{ name: 'schedule.xml', bytes: new TextEncoder().encode(text) }];
const OPTIONS = { defaultTimeZone: 'America/New_York' };

describe('scheduleXml', () => {
  const text = scheduleXml(sampleProgramme());

  it('is valid against the c3voc schedule XSD', async () => {
    expect(await scheduleXmlErrors(text)).toEqual([]);
  });

  it('is checked for real: the XSD refuses an event without its guid, and the schema a talk without its id', async () => {
    const [error] = await scheduleXmlErrors(text.replace(/ guid="[^"]+" id="10001"/, ' id="10001"'));
    expect(error).toContain("The attribute 'guid' is required");
    const json = JSON.parse(scheduleJson(sampleProgramme())) as {
      schedule: { conference: { days: { rooms: Record<string, object[]> }[] } };
    };
    delete (json.schedule.conference.days[0]?.rooms['Hall A']?.[0] as { id?: number }).id;
    expect(scheduleJsonErrors(JSON.stringify(json)).join()).toContain("must have required property 'id'");
  });

  it('escapes what XML would read as markup and leaves out what XML cannot hold', async () => {
    const lists = sampleLists();
    const programme = exportModel({
      event: SAMPLE_EVENT,
      version: 'v',
      revisedAt: SAMPLE_EVENT.start,
      origin: 'https://congress.example.org',
      lists: {
        ...lists,
        cancelled: new Set(),
        sessions: lists.sessions.map((session) =>
          session.Id === 10001 ? { ...session, Name: 'Bells \u0007 & <whistles> "quoted" \'too\'' } : session,
        ),
      },
      sources: new Map(),
    });
    const escaped = scheduleXml(programme);
    expect(escaped).toContain('<title>Bells  &amp; &lt;whistles&gt; &quot;quoted&quot; &apos;too&apos;</title>');
    expect(escaped).toContain('<title>=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;) &amp; &lt;b&gt;more&lt;/b&gt;</title>');
    expect(await scheduleXmlErrors(escaped)).toEqual([]);
    const reading = await readProgramme('frab-xml', file(escaped), OPTIONS);
    expect(reading.problems).toEqual([]);
    expect(reading.programme.sessions.map((session) => session.title)).toContain('Bells  & <whistles> "quoted" \'too\'');
  });

  it('writes one empty day for a programme without sessions, as the XSD wants a day', async () => {
    const empty = scheduleXml(sampleProgramme({ ...sampleLists(), sessions: [], presentations: [], abstracts: [] }));
    expect(empty).toContain('<day index="1" date="2026-06-10" start="2026-06-10T09:00:00+02:00" end="2026-06-10T09:00:00+02:00">');
    expect(await scheduleXmlErrors(empty)).toEqual([]);
  });

  it('reads back through the importer as the same sessions: titles, instants, rooms; no problems', async () => {
    const reading = await readProgramme('frab-xml', file(text), OPTIONS);
    expect(reading.problems).toEqual([]);
    expect(reading.programme.timeZone).toBe('Europe/Berlin');
    const sessions = sampleProgramme().sessions.filter((session) => !session.cancelled);
    expect(reading.programme.sessions.map(({ sourceId, title, start, end, roomId }) => ({ sourceId, title, start, end, roomId }))).toEqual(
      sessions.map((session) => ({
        sourceId: session.guid,
        title: session.title,
        start: session.start,
        end: session.end,
        roomId: session.room.name,
      })),
    );
  });
});
