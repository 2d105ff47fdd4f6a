/**
 * The export's model (model.ts): ids by source, guids, people in order, links from PUBLIC_URL, and what a view
 * withholds staying withheld.
 */
import { describe, expect, it } from 'vitest';
import { SAMPLE_SOURCE_GUID, sampleLists, sampleProgramme } from './testing';
import { uuidV5 } from '../programme/itemIds';

describe('uuidV5', () => {
  it('makes the name-based UUIDs of RFC 9562 (the DNS namespace example: python.org)', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });
});

describe('exportModel', () => {
  const programme = sampleProgramme();
  const session = (id: number) => programme.sessions.find((item) => item.id === id)!;

  it('exports an imported item under its source id, any other as vmx-{kind}-{id}', () => {
    expect(session(10004).exportId).toBe(SAMPLE_SOURCE_GUID.toUpperCase());
    expect(session(10001).exportId).toBe('vmx-session-10001');
    expect(session(10004).presentations[0]?.exportId).toBe(SAMPLE_SOURCE_GUID);
    expect(programme.rooms.map((room) => room.exportId)).toEqual(['hall-a', 'vmx-room-2']);
    expect(programme.speakers.find((speaker) => speaker.id === 503)?.exportId).toBe('pretalx-speaker-XYZ');
  });

  it('takes a source UUID as the guid (in lower case) and makes the others from the calendar UID, the same on every host', () => {
    expect(session(10004).guid).toBe(SAMPLE_SOURCE_GUID);
    expect(session(10001).uid).toBe('session-10001@ehc2026.vmx');
    expect(session(10001).guid).toBe(uuidV5('session-10001@ehc2026.vmx'));
    const elsewhere = sampleProgramme();
    expect(elsewhere.sessions.map((item) => item.guid)).toEqual(programme.sessions.map((item) => item.guid));
    expect(new Set(programme.sessions.map((item) => item.guid)).size).toBe(programme.sessions.length);
  });

  it("names a presentation's presenting speaker first, then its abstract's other authors, each once", () => {
    const [first] = session(10002).presentations;
    expect(first?.speakers.map((speaker) => speaker.id)).toEqual([502, 503]);
    expect(first?.abstract).toBe('Trials, doses and "real world" data.');
    expect(session(10002).chairs.map((chair) => `${chair.title} ${chair.firstname} ${chair.surname}`)).toEqual([
      'Prof. Dr. Anna Berger',
      'Dr. Jonas van Dijk',
    ]);
  });

  it('links to the platform at PUBLIC_URL’s origin: the session page and the event’s home', () => {
    expect(programme.origin).toBe('https://congress.example.org');
    expect(session(10002).url).toBe('https://congress.example.org/demo/ehc2026/en-GB/session/10002');
    expect(programme.url).toBe('https://congress.example.org/home/demo/ehc2026/en-GB');
  });

  it('marks the cancelled sessions and keeps a withheld session’s time and room without its presentations', () => {
    expect(programme.sessions.filter((item) => item.cancelled).map((item) => item.id)).toEqual([10003]);
    const lists = sampleLists();
    const withheld = sampleProgramme({
      ...lists,
      sessions: lists.sessions.map((item) => (item.Id === 10002 ? { ...item, Presentations: [] } : item)),
      presentations: lists.presentations.filter((item) => item.SessionId !== 10002),
      abstracts: lists.abstracts.filter((item) => item.PresentationId !== 20002),
    });
    const symposium = withheld.sessions.find((item) => item.id === 10002)!;
    expect(symposium.presentations).toEqual([]);
    expect(symposium.room.name).toBe('Hall B – Ünïcode');
    expect(symposium.chairs).toHaveLength(2);
    expect(JSON.stringify(withheld)).not.toContain('SGLT2');
  });
});
