/**
 * Single sessions edited through the programme's administration API (routes/programmeAdmin.ts,
 * programmeImport/edits.ts) against the seeded demo: who may (a service token or a signed-in preview super user),
 * what a bad edit is refused for (400 naming the field), an edit pending until published (the programme's reads
 * unchanged before, changed after, the version and the list's ETag moved), dropping an edit, and an import draft and
 * edits published together in one publication.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeImportReport, ProgrammeSession, ProgrammeSessionEdit } from '../../src/contracts';
import { importBody, oneSessionSchedule } from '../../tests/programmeChange';
import { createTestApp, serviceTokenOf, type TestApp } from '../testing';

let t: TestApp;
let serviceToken: string;
let superUserToken: string;
let visitorToken: string;

const tokenOf = async (email: string) => {
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
};

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'importer', serviceClientSecret: 'importer-secret-1' } });
  serviceToken = await serviceTokenOf(t.app, 'importer', 'importer-secret-1');
  // preview@ holds a paid ticket of the configured preview type: a preview super user of ehc2026.
  superUserToken = await tokenOf('preview@ehc2026.test');
  visitorToken = await tokenOf('visitor@ehc2026.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token: string | null = serviceToken) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const sessionsList = () => t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' });
const sessions = async () => (await sessionsList()).json<ProgrammeSession[]>();
const version = async () =>
  (await t.db.selectFrom('programme_versions').select('version').where('event_id', '=', 2026).executeTakeFirst())?.version ?? null;

/** A seeded session with presentations, and a room of the event it is not in. */
async function sessionAndOtherRoom() {
  const list = await sessions();
  const session = list.find((entry) => entry.Presentations.length > 0 && !entry.IsCancelled)!;
  const rooms = await t.db.selectFrom('programme_rooms').select(['id', 'name']).where('event_id', '=', 2026).execute();
  const room = rooms.find((entry) => entry.id !== session.RoomId)!;
  return { session, room };
}

const later = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString().replace('.000Z', 'Z');

describe('editing single sessions', () => {
  it('lets a service token and a signed-in super user edit; a signed-out caller is a 401, another user a 403', async () => {
    const { session } = await sessionAndOtherRoom();
    const url = `/api/Admin/Programme/Sessions/${session.Id}?eventid=2026`;
    expect((await call('PATCH', url, { Title: 'x' }, null)).statusCode).toBe(401);
    expect((await call('PATCH', url, { Title: 'x' }, visitorToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/Admin/Programme/Edits?eventid=2026', undefined, visitorToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, visitorToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026', undefined, visitorToken)).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, visitorToken)).statusCode).toBe(403);
    // Import stays a service client's.
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=ical', { Files: [] }, superUserToken)).statusCode).toBe(
      401,
    );

    const bySuperUser = await call('PATCH', url, { Title: 'Edited by a super user' }, superUserToken);
    expect(bySuperUser.statusCode).toBe(200);
    expect(bySuperUser.json<ProgrammeSessionEdit>()).toMatchObject({ SessionId: session.Id, Title: 'Edited by a super user' });
    expect(bySuperUser.json<ProgrammeSessionEdit>().EditedBy).toMatch(/^user:\d+$/);
    const byService = await call('PATCH', `/api/admin/programme/sessions/${session.Id}?eventid=2026`, { Cancelled: true });
    expect(byService.statusCode).toBe(200);
    // Merged: the title stays edited, the flag is added, and the service client edited it last.
    expect(byService.json<ProgrammeSessionEdit>()).toMatchObject({
      Title: 'Edited by a super user',
      Cancelled: true,
      EditedBy: 'service:importer',
    });
    expect((await call('DELETE', url, undefined, superUserToken)).statusCode).toBe(204);
  });

  it('refuses a bad edit naming the field: end before start, a room not of the event, an empty title, an unknown status', async () => {
    const { session } = await sessionAndOtherRoom();
    const url = `/api/Admin/Programme/Sessions/${session.Id}?eventid=2026`;
    const refused = async (body: object) => {
      const response = await call('PATCH', url, body);
      expect(response.statusCode).toBe(400);
      return response.json<{ field: string }>().field;
    };
    expect(await refused({ EndDateTime: later(session.StartDateTime, -30) })).toBe('EndDateTime');
    expect(await refused({ StartDateTime: later(session.EndDateTime, 10) })).toBe('StartDateTime');
    expect(await refused({ StartDateTime: later(session.StartDateTime, 60), EndDateTime: later(session.StartDateTime, 30) })).toBe(
      'EndDateTime',
    );
    expect(await refused({ StartDateTime: 'tomorrow morning' })).toBe('StartDateTime');
    expect(await refused({ RoomId: 987654 })).toBe('RoomId');
    expect(await refused({ Title: '   ' })).toBe('Title');
    expect(await refused({ Status: 'postponed' })).toBe('Status');
    expect(await refused({ Cancelled: 'yes' })).toBe('Cancelled');
    expect(await refused({})).toBe('body');
    expect((await call('PATCH', '/api/Admin/Programme/Sessions/999999?eventid=2026', { Title: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/Admin/Programme/Sessions/${session.Id}`, { Title: 'x' })).json()).toMatchObject({ field: 'eventid' });
    // Nothing refused was kept.
    expect((await call('GET', '/api/Admin/Programme/Edits?eventid=2026')).json()).toEqual([]);
  });

  it('keeps an edit pending until it is published: then the room, times, title and cancelled flag show, the version and ETag move', async () => {
    const { session, room } = await sessionAndOtherRoom();
    const url = `/api/Admin/Programme/Sessions/${session.Id}?shortname=ehc2026`;
    const start = later(session.StartDateTime, 30);
    const end = later(session.EndDateTime, 30);
    const edited = await call('PATCH', url, {
      RoomId: room.id,
      StartDateTime: start,
      EndDateTime: end,
      Title: 'Moved and cancelled',
      Cancelled: true,
      Status: 'unscheduled',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ProgrammeSessionEdit>().Fields).toEqual(
      expect.arrayContaining([
        { Field: 'room', Before: session.RoomName, After: room.name },
        { Field: 'title', Before: session.Name, After: 'Moved and cancelled' },
        { Field: 'cancelled', Before: 'false', After: 'true' },
        { Field: 'status', Before: 'scheduled', After: 'unscheduled' },
      ]),
    );

    const before = await sessionsList();
    const versionBefore = await version();
    // Pending: the programme is as it was; the edit is listed, and the draft's report has it among its changes.
    expect(before.json<ProgrammeSession[]>().find((entry) => entry.Id === session.Id)).toMatchObject({
      Name: session.Name,
      RoomId: session.RoomId,
      IsCancelled: false,
    });
    expect(
      (await call('GET', '/api/Admin/Programme/Edits?eventid=2026', undefined, superUserToken)).json<ProgrammeSessionEdit[]>(),
    ).toEqual([expect.objectContaining({ SessionId: session.Id, RoomId: room.id, Cancelled: true })]);
    const draft = (await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).json<ProgrammeImportReport>();
    expect(draft).toMatchObject({ Format: null, DraftId: null, Published: false, Counts: { session: { Changed: 1 } } });
    expect(draft.Changes).toEqual([
      expect.objectContaining({ Kind: 'session', Action: 'change', Id: session.Id, Name: 'Moved and cancelled' }),
    ]);

    const published = await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, superUserToken);
    expect(published.statusCode).toBe(200);
    const report = published.json<ProgrammeImportReport>();
    expect(report).toMatchObject({ Published: true, Format: null, Version: expect.any(String) });
    expect(report.Version).not.toBe(versionBefore);
    expect(await version()).toBe(report.Version);

    const after = await sessionsList();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const moved = after.json<ProgrammeSession[]>().find((entry) => entry.Id === session.Id)!;
    expect(moved).toMatchObject({
      Name: 'Moved and cancelled',
      RoomId: room.id,
      RoomName: room.name,
      StartDateTime: start,
      EndDateTime: end,
      IsCancelled: true,
      HideOnScheduler: true,
    });
    // Its presentations moved with its start.
    expect(moved.Presentations.map((presentation) => presentation.StartDateTime)).toEqual(
      session.Presentations.map((presentation) => later(presentation.StartDateTime, 30)),
    );
    // Published edits are gone; nothing is left to publish.
    expect((await call('GET', '/api/Admin/Programme/Edits?eventid=2026')).json()).toEqual([]);
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).statusCode).toBe(404);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);
  });

  it('drops an edit: nothing is published from it', async () => {
    const { session } = await sessionAndOtherRoom();
    const url = `/api/Admin/Programme/Sessions/${session.Id}?eventid=2026`;
    expect((await call('PATCH', url, { Title: 'Never published' })).statusCode).toBe(200);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);
    expect((await sessions()).find((entry) => entry.Id === session.Id)!.Name).toBe(session.Name);
  });

  it('publishes a pending import and pending edits together, in one publication', async () => {
    const { session, room } = await sessionAndOtherRoom();
    const schedule = oneSessionSchedule({
      guid: '5e55104e-0000-4000-8000-0000000000e1',
      title: 'Imported with an edit',
      room: 'Hall E1',
      start: '2026-06-11T16:00',
      minutes: 30,
    });
    const imported = await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', importBody(schedule));
    expect(imported.statusCode).toBe(200);
    expect((await call('PATCH', `/api/Admin/Programme/Sessions/${session.Id}?eventid=2026`, { RoomId: room.id })).statusCode).toBe(200);

    const draft = (await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).json<ProgrammeImportReport>();
    expect(draft.Format).toBe('pretalx-json');
    expect(draft.Changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Kind: 'session', Action: 'add', Name: 'Imported with an edit' }),
        expect.objectContaining({
          Kind: 'session',
          Action: 'change',
          Id: session.Id,
          Fields: [{ Field: 'room', Before: session.RoomName, After: room.name }],
        }),
      ]),
    );

    const versionBefore = await version();
    const published = (
      await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, superUserToken)
    ).json<ProgrammeImportReport>();
    expect(published).toMatchObject({ Published: true, DraftId: imported.json<ProgrammeImportReport>().DraftId });
    expect(published.Version).not.toBe(versionBefore);
    expect(await version()).toBe(published.Version);
    const list = await sessions();
    expect(list.find((entry) => entry.Name === 'Imported with an edit')).toBeDefined();
    expect(list.find((entry) => entry.Id === session.Id)).toMatchObject({ RoomId: room.id });
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);
  });
});
