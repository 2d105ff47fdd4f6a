/**
 * CME attendance (routes/attendance.ts, server/attendance/): the players' reports are capped per report and per
 * session, a live report credits the session running in the room at the server's clock, a room or session of another
 * event is refused naming the field; each user reads and deletes only their own; the event's rule decides what counts;
 * a certificate is a fixed snapshot in the user's documents, downloads as a PDF and is verified by its code (public,
 * rate limited, 404 for an unknown code), also on the verification page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_REPORT_MAX_SECONDS,
  type AttendanceSummary,
  type CertificateVerification,
  type IssuedCertificate,
  type UserDocument,
} from '../../src/contracts';
import { RESOURCE_SETS } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }>;
let clock = Date.parse('2026-06-11T12:00:00.000Z');

interface SessionRow {
  id: number;
  room_id: number;
  start_date_time: string;
  end_date_time: string;
}
let first: SessionRow;
let next: SessionRow;
let otherEventSession: number;
let otherEventRoom: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, analyticsJobs: false, rateLimitScale: 1 });
  users = await signInDemoUsers(t.app, ['attendee', 'visitor']);
  // Two sessions one after the other in the same room: which one a live report credits depends on the clock.
  const sessions = await t.db
    .selectFrom('programme_sessions')
    .select(['id', 'room_id', 'start_date_time', 'end_date_time'])
    .where('event_id', '=', 2026)
    .where('is_cancelled', '=', 0)
    .orderBy('room_id')
    .orderBy('start_date_time')
    .execute();
  const pair = sessions.findIndex((session, index) => {
    const following = sessions[index + 1];
    return following !== undefined && following.room_id === session.room_id && following.start_date_time >= session.end_date_time;
  });
  first = sessions[pair]!;
  next = sessions[pair + 1]!;
  const ours = new Set(sessions.map((session) => session.id));
  const rooms = new Set(
    (await t.db.selectFrom('programme_rooms').select('id').where('event_id', '=', 2026).execute()).map((room) => room.id),
  );
  const elsewhere = await t.db.selectFrom('programme_sessions').select(['id', 'room_id']).where('event_id', '!=', 2026).execute();
  otherEventSession = elsewhere.find((session) => !ours.has(session.id))?.id ?? 999_999;
  otherEventRoom =
    (await t.db.selectFrom('programme_rooms').select('id').where('event_id', '!=', 2026).execute())
      .map((room) => room.id)
      .find((id) => !rooms.has(id)) ?? 999_999;
});
afterAll(() => t.close());

const as = (name: string | null): Record<string, string> => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const report = (name: string | null, body: object, path = '/api/Modules/Attendance?eventid=2026') =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: as(name) });
const summary = async (name: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/Modules/Attendance?eventid=2026', headers: as(name) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttendanceSummary>();
};
const lengthOf = (session: SessionRow) => (Date.parse(session.end_date_time) - Date.parse(session.start_date_time)) / 1000;
const during = (session: SessionRow, offsetSeconds = 60) => Date.parse(session.start_date_time) + offsetSeconds * 1000;

beforeEach(async () => {
  await t.db.deleteFrom('attendance').execute();
});

describe('reporting attendance', () => {
  it('needs the token and names the bad field', async () => {
    expect((await report(null, { Mode: 'live', RoomId: 1, Seconds: 60 })).statusCode).toBe(401);
    expect((await report('attendee', { Mode: 'radio', RoomId: 1, Seconds: 60 })).json()).toMatchObject({ statusCode: 400, field: 'Mode' });
    expect((await report('attendee', { Mode: 'live', RoomId: 1, Seconds: -1 })).json()).toMatchObject({
      statusCode: 400,
      field: 'Seconds',
    });
    expect((await report('attendee', { Mode: 'live', Seconds: 60 })).json()).toMatchObject({ statusCode: 400, field: 'RoomId' });
    expect((await report('attendee', { Mode: 'ondemand', Seconds: 60 })).json()).toMatchObject({ statusCode: 400, field: 'SessionId' });
    expect((await report('attendee', { Mode: 'live', RoomId: 1, Seconds: 60 }, '/api/Modules/Attendance')).json()).toMatchObject({
      statusCode: 400,
      field: 'eventid',
    });
  });

  it('refuses a room or a session of another event, naming the field', async () => {
    clock = during(first);
    expect((await report('attendee', { Mode: 'live', RoomId: otherEventRoom, Seconds: 60 })).json()).toMatchObject({
      statusCode: 400,
      field: 'RoomId',
    });
    expect((await report('attendee', { Mode: 'ondemand', SessionId: otherEventSession, Seconds: 60 })).json()).toMatchObject({
      statusCode: 400,
      field: 'SessionId',
    });
    expect((await summary('attendee')).Sessions).toEqual([]);
  });

  it('credits a live report to the session running in the room at the server’s clock', async () => {
    clock = during(first);
    expect((await report('attendee', { Mode: 'live', RoomId: first.room_id, Seconds: 60 })).statusCode).toBe(204);
    clock = during(next);
    expect((await report('attendee', { Mode: 'live', RoomId: next.room_id, Seconds: 45 })).statusCode).toBe(204);
    // Between sessions (before the first one) a live report credits nothing.
    clock = Date.parse(first.start_date_time) - 3_600_000;
    expect((await report('attendee', { Mode: 'live', RoomId: first.room_id, Seconds: 60 })).statusCode).toBe(204);
    const { Sessions } = await summary('attendee');
    expect(Sessions.map((session) => [session.SessionId, session.LiveSeconds, session.OnDemandSeconds])).toEqual([
      [first.id, 60, 0],
      [next.id, 45, 0],
    ]);
  });

  it('caps a report at the reporting interval plus slack, and a session’s sum per mode at its length', async () => {
    clock = during(first);
    await report('attendee', { Mode: 'live', RoomId: first.room_id, Seconds: 3_600 });
    expect((await summary('attendee')).Sessions[0]!.LiveSeconds).toBe(ATTENDANCE_REPORT_MAX_SECONDS);
    for (let i = 0; i < Math.ceil(lengthOf(first) / ATTENDANCE_REPORT_MAX_SECONDS) + 2; i += 1) {
      await report('attendee', { Mode: 'ondemand', SessionId: first.id, Seconds: ATTENDANCE_REPORT_MAX_SECONDS });
    }
    const [session] = (await summary('attendee')).Sessions;
    expect(session!.OnDemandSeconds).toBe(lengthOf(first));
    expect(session!.SharePercent).toBe(100);
  });
});

describe('reading and deleting one’s own attendance', () => {
  it('shows each user only their own, and deletes only their own', async () => {
    clock = during(first);
    await report('attendee', { Mode: 'ondemand', SessionId: first.id, Seconds: 60 });
    await report('visitor', { Mode: 'ondemand', SessionId: next.id, Seconds: 30 });
    expect((await summary('attendee')).Sessions.map((session) => session.SessionId)).toEqual([first.id]);
    expect((await summary('visitor')).Sessions.map((session) => session.SessionId)).toEqual([next.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/Modules/Attendance?eventid=2026' })).statusCode).toBe(401);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/modules/attendance?eventid=2026', headers: as('attendee') });
    expect(deleted.statusCode).toBe(204);
    expect((await summary('attendee')).Sessions).toEqual([]);
    expect((await summary('visitor')).Sessions).toHaveLength(1);
  });
});

describe('the event’s rule', () => {
  it('counts a session from the minimum share (live and on demand together), with credit hours per hour of it', async () => {
    const length = lengthOf(first);
    // 74 % of the session: not enough under the demo's 75 % rule.
    await t.db
      .insertInto('attendance')
      .values({
        event_id: 2026,
        user_id: users.attendee!.id,
        session_id: first.id,
        live_seconds: Math.floor(length * 0.5),
        ondemand_seconds: Math.floor(length * 0.24),
        updated_at: new Date(clock).toISOString(),
      })
      .execute();
    const before = await summary('attendee');
    let { Sessions, TotalCreditHours } = before;
    expect(before.Rule).toMatchObject({
      Active: true,
      MinimumSharePercent: 75,
      CreditHoursPerHour: 1,
      AccreditationText: expect.stringContaining('accredited') as string,
    });
    // The statement in the asked language; the rule itself is the event's.
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/Modules/Attendance?eventid=2026&language=de-DE',
      headers: as('attendee'),
    });
    expect(german.json<AttendanceSummary>().Rule).toMatchObject({
      MinimumSharePercent: 75,
      AccreditationText: expect.stringContaining('anerkannt') as string,
    });
    expect(Sessions[0]).toMatchObject({ SharePercent: 74, Counts: false, CreditHours: 0 });
    expect(TotalCreditHours).toBe(0);

    await t.db
      .updateTable('attendance')
      .set({ ondemand_seconds: Math.ceil(length * 0.25) })
      .execute();
    ({ Sessions, TotalCreditHours } = await summary('attendee'));
    expect(Sessions[0]).toMatchObject({ SharePercent: 75, Counts: true, CreditHours: Math.floor((length / 3600) * 4) / 4 });
    expect(TotalCreditHours).toBe(Sessions[0]!.CreditHours);
  });

  it('falls back to the defaults when the key is malformed, and records nothing while it is not active', async () => {
    const config = await t.db
      .selectFrom('resources')
      .select(['language', 'resourcevalue'])
      .where('event_id', '=', 2026)
      .where('setname', '=', RESOURCE_SETS.config)
      .execute();
    const setCme = async (cme: unknown) => {
      for (const row of config) {
        const value = JSON.parse(row.resourcevalue) as Record<string, unknown>;
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: JSON.stringify({ ...value, cme }) })
          .where('event_id', '=', 2026)
          .where('setname', '=', RESOURCE_SETS.config)
          .where('language', '=', row.language)
          .execute();
      }
    };
    try {
      await setCme({ active: true, minimumSharePercent: 'most', creditHoursPerHour: -3 });
      expect((await summary('attendee')).Rule).toMatchObject({ Active: true, MinimumSharePercent: 75, CreditHoursPerHour: 1 });
      await setCme({ active: false });
      clock = during(first);
      expect((await report('attendee', { Mode: 'ondemand', SessionId: first.id, Seconds: 60 })).statusCode).toBe(204);
      expect((await summary('attendee')).Sessions).toEqual([]);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/Modules/Attendance/Certificate?eventid=2026', headers: as('attendee') }))
          .statusCode,
      ).toBe(409);
    } finally {
      for (const row of config) {
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: row.resourcevalue })
          .where('event_id', '=', 2026)
          .where('setname', '=', RESOURCE_SETS.config)
          .where('language', '=', row.language)
          .execute();
      }
    }
  });
});

describe('certificates of attendance', () => {
  it('refuses a certificate while no session counts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Modules/Attendance/Certificate?eventid=2026',
      headers: as('attendee'),
    });
    expect(response.statusCode).toBe(409);
  });

  it('issues a fixed snapshot of the sessions that count, lists it among the documents, downloads it as a PDF and verifies it', async () => {
    const user = users.attendee!.id;
    await t.db
      .insertInto('attendance')
      .values([
        {
          event_id: 2026,
          user_id: user,
          session_id: first.id,
          live_seconds: lengthOf(first),
          ondemand_seconds: 0,
          updated_at: '2026-06-11T12:00:00.000Z',
        },
        {
          event_id: 2026,
          user_id: user,
          session_id: next.id,
          live_seconds: 60,
          ondemand_seconds: 0,
          updated_at: '2026-06-11T12:00:00.000Z',
        },
      ])
      .execute();
    const issuedResponse = await t.app.inject({
      method: 'POST',
      url: '/api/Modules/Attendance/Certificate?eventid=2026&language=de-DE',
      headers: as('attendee'),
    });
    expect(issuedResponse.statusCode, issuedResponse.body).toBe(200);
    const issued = issuedResponse.json<IssuedCertificate>();
    expect(issued.Code).toMatch(/^[A-Z2-7]{12}$/);

    const documents = (
      await t.app.inject({
        method: 'GET',
        url: '/api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName=ehc2026',
        headers: as('attendee'),
      })
    ).json<UserDocument[]>();
    expect(documents.find((document) => document.Id === issued.DocumentId)).toMatchObject({
      Name: 'Teilnahmebescheinigung',
      FileType: 'PDF',
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/custominterfaces/oauth/LandingPage/UserDocument?id=${issued.DocumentId}`,
      headers: as('attendee'),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(issued.Code);
    // Not another user's to download.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/custominterfaces/oauth/LandingPage/UserDocument?id=${issued.DocumentId}`,
          headers: as('visitor'),
        })
      ).statusCode,
    ).toBe(404);

    // Deleting the attendance leaves the issued certificate as it was.
    await t.app.inject({ method: 'DELETE', url: '/api/Modules/Attendance?eventid=2026', headers: as('attendee') });
    const verification = await t.app.inject({ method: 'GET', url: `/api/Public/Certificates/${issued.Code.toLowerCase()}` });
    expect(verification.statusCode).toBe(200);
    const verified = verification.json<CertificateVerification>();
    const attendee = await t.db.selectFrom('users').select(['firstname', 'surname']).where('id', '=', user).executeTakeFirstOrThrow();
    const session = await t.db
      .selectFrom('programme_sessions')
      .select('name')
      .where('event_id', '=', 2026)
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(verified).toEqual({
      Code: issued.Code,
      EventName: (await t.db.selectFrom('events').select('name').where('id', '=', 2026).executeTakeFirstOrThrow()).name,
      Name: `${attendee.firstname} ${attendee.surname}`,
      IssuedAt: issued.IssuedAt,
      Sessions: [
        {
          Title: session.name,
          Start: first.start_date_time,
          End: first.end_date_time,
          CreditHours: Math.floor((lengthOf(first) / 3600) * 4) / 4,
        },
      ],
      TotalCreditHours: Math.floor((lengthOf(first) / 3600) * 4) / 4,
    });

    const page = await t.app.inject({ method: 'GET', url: `/verify/demo/ehc2026/en-GB?code=${issued.Code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('nonce-');
    expect(page.body).toContain('This certificate is genuine');
    expect(page.body).toContain(session.name.replace(/&/g, '&amp;'));
    expect(page.body).toContain(`value="${issued.Code}"`);
    const german = await t.app.inject({ method: 'GET', url: `/verify/demo/ehc2026/de-de?code=${issued.Code}` });
    expect(german.body).toContain('Diese Bescheinigung ist echt');
  });

  it('issues two certificates asked for at once, each with its own document and code', async () => {
    await t.db
      .insertInto('attendance')
      .values({
        event_id: 2026,
        user_id: users.visitor!.id,
        session_id: first.id,
        live_seconds: lengthOf(first),
        ondemand_seconds: 0,
        updated_at: '2026-06-11T12:00:00.000Z',
      })
      .execute();
    const issue = () => t.app.inject({ method: 'POST', url: '/api/Modules/Attendance/Certificate?eventid=2026', headers: as('visitor') });
    const [a, b] = await Promise.all([issue(), issue()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [one, two] = [a.json<IssuedCertificate>(), b.json<IssuedCertificate>()];
    expect(one.DocumentId).not.toBe(two.DocumentId);
    expect(one.Code).not.toBe(two.Code);
  });

  it('answers 404 for an unknown code, at the API and on the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Public/Certificates/AAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/certificates/not-a-code' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/verify/demo/ehc2026/en-GB?code=AAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('No certificate of this congress has this code');
    const empty = await t.app.inject({ method: 'GET', url: '/verify/demo/ehc2026/en-GB' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<label>Verification code');
  });

  it('limits guessing: past 30 verifications a minute from one client, 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Public/Certificates/BBBBBBBBBBB${i % 2 === 0 ? 'B' : 'C'}`,
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses[30]).toBe(429);
  });
});
