import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assembly } from '../../src/contracts';
import { DEMO_EVENT_ID } from '../db/seed/identity';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

// The server's clock, moved by the tests: the seeded assembly is on the fixed calendar's 12 June 2026.
let clock = Date.parse('2026-06-12T08:00:00Z');
let t: TestApp;
let users: Record<string, { token: string; id: number }>;
let assemblyTimes: { starts_at: string; ends_at: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  users = await signInDemoUsers(t.app, ['member', 'attendee']);
  assemblyTimes = await t.db
    .selectFrom('assemblies')
    .select(['starts_at', 'ends_at'])
    .where('event_id', '=', DEMO_EVENT_ID)
    .where('language', '=', 'en-GB')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t.close();
});

const url = (language = 'en-GB') => `/api/Modules/Assembly?eventid=${DEMO_EVENT_ID}&language=${language}`;
const get = (path: string, caller?: 'member' | 'attendee') =>
  t.app.inject({ method: 'GET', url: path, headers: caller ? { authorization: `Bearer ${users[caller]!.token}` } : {} });

describe('the general assembly', () => {
  it('is held at the programme’s assembly session, on a congress day', async () => {
    const session = await t.db
      .selectFrom('programme_sessions')
      .select(['start_date_time', 'end_date_time'])
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('name', 'like', 'General assembly%')
      .executeTakeFirstOrThrow();
    expect(assemblyTimes).toEqual({ starts_at: session.start_date_time, ends_at: session.end_date_time });
    expect(assemblyTimes.starts_at >= '2026-06-10' && assemblyTimes.ends_at <= '2026-06-14').toBe(true);
  });

  it('gives a society member its agenda with times and presenters, its documents and the stream, in English and German', async () => {
    const en = await get(url(), 'member');
    expect(en.statusCode, en.body).toBe(200);
    const assembly = en.json<Assembly>();
    expect(assembly.Title).toBe('General assembly of the European Health Congress society');
    expect(assembly.SessionId).toEqual(expect.any(Number));
    expect(assembly.Agenda).toHaveLength(6);
    expect(assembly.Agenda[1]).toMatchObject({ Title: 'Report of the president', Presenter: 'Prof. Dr. Helena Brandt' });
    expect(Date.parse(assembly.Agenda[1]!.StartTime!) - Date.parse(assembly.StartTime)).toBe(10 * 60_000);
    expect(assembly.Documents.map((document) => document.Title)).toEqual([
      'Invitation and agenda',
      'Annual accounts 2025',
      'Candidates for the board',
    ]);
    expect(assembly.Stream).toEqual({ Type: 'iframe', Url: '/demo/media/live/stream.html?room=General%20assembly' });
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(String(en.headers.vary)).toMatch(/authorization/i);

    const de = (await get(url('de-DE'), 'member')).json<Assembly>();
    expect(de.Title).toBe('Mitgliederversammlung der European Health Congress Society');
    expect(de.Agenda[0]!.Title).toBe('Begrüßung und Genehmigung der Tagesordnung');
  });

  it('sends the minutes only once the assembly has ended', async () => {
    clock = Date.parse(assemblyTimes.starts_at) + 60_000;
    expect((await get(url(), 'member')).json<Assembly>().Minutes).toBeNull();
    clock = Date.parse(assemblyTimes.ends_at);
    const minutes = (await get(url(), 'member')).json<Assembly>().Minutes;
    expect(minutes).toContain('The president opened the assembly');
    clock = Date.parse('2026-06-12T08:00:00Z');
  });

  it('refuses a signed-in non-member with 403 and a signed-out caller with 401', async () => {
    const attendee = await get(url(), 'attendee');
    expect(attendee.statusCode).toBe(403);
    expect(attendee.body).not.toContain('Report of the president');
    expect((await get(url())).statusCode).toBe(401);
  });

  it('lets members in when the event configures no policy for the page, and nobody else', async () => {
    // Without the seeded AssemblyPage policy the rule is membership itself (core/assembly assemblyAccess).
    const rows = await t.db
      .selectFrom('resources')
      .select(['language', 'resourcevalue'])
      .where('event_id', '=', DEMO_EVENT_ID)
      .where('setname', '=', 'config_json')
      .execute();
    try {
      for (const row of rows) {
        const config = JSON.parse(row.resourcevalue) as { accessPolicies: { Identifier: string }[] };
        config.accessPolicies = config.accessPolicies.filter((policy) => policy.Identifier !== 'AssemblyPage');
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: JSON.stringify(config) })
          .where('event_id', '=', DEMO_EVENT_ID)
          .where('setname', '=', 'config_json')
          .where('language', '=', row.language)
          .execute();
      }
      expect((await get(url(), 'member')).statusCode).toBe(200);
      expect((await get(url(), 'attendee')).statusCode).toBe(403);
    } finally {
      for (const row of rows)
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: row.resourcevalue })
          .where('event_id', '=', DEMO_EVENT_ID)
          .where('setname', '=', 'config_json')
          .where('language', '=', row.language)
          .execute();
    }
  });

  it('answers 404 for an event without an assembly', async () => {
    const other = await t.db.selectFrom('events').select('id').where('id', '!=', DEMO_EVENT_ID).executeTakeFirstOrThrow();
    // The other event configures no policy: membership (on the member's profile) decides, and the member finds nothing.
    const reply = await get(`/api/Modules/Assembly?eventid=${other.id}&language=en-GB`, 'member');
    expect(reply.statusCode).toBe(404);
  });

  it('names the field of a bad query in a 400', async () => {
    const missing = await get(`/api/Modules/Assembly?language=en-GB`, 'member');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('eventid');
    const language = await get(`/api/Modules/Assembly?eventid=${DEMO_EVENT_ID}&language=%3Cscript%3E`, 'member');
    expect(language.statusCode).toBe(400);
    expect(language.body).toContain('language');
  });
});

describe('the general assembly’s documents', () => {
  const doc = (id: number | string, language = 'en-GB') =>
    `/api/Modules/AssemblyDocument?eventid=${DEMO_EVENT_ID}&language=${language}&id=${id}`;

  it('serves a member each document as a PDF', async () => {
    const reply = await get(doc(2), 'member');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reply.headers['content-disposition']).toContain('Annual-accounts-2025-2.pdf');
    const german = await get(doc(2, 'de-DE'), 'member');
    expect(german.headers['content-disposition']).toContain('Jahresabschluss-2025-2.pdf');
  });

  it('refuses non-members and signed-out callers, and answers 404 for an unknown document and 400 for a bad id', async () => {
    expect((await get(doc(1), 'attendee')).statusCode).toBe(403);
    expect((await get(doc(1))).statusCode).toBe(401);
    expect((await get(doc(99), 'member')).statusCode).toBe(404);
    const bad = await get(doc('x'), 'member');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id');
  });
});
