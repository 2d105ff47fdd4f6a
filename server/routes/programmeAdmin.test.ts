/**
 * The programme's administration API (routes/programmeAdmin.ts, src/contracts/programmeAdmin.ts) against the seeded
 * demo, with the pretalx democon export (tests/fixtures/import): a dry run, a draft, publishing it into the programme
 * lists, and what it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeImportReport, ProgrammeSession } from '../../src/contracts';
import { fixture } from '../programmeImport/testing';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let serviceToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'importer', serviceClientSecret: 'importer-secret-1' } });
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/Core/AuthenticationToken?client_id=importer&client_secret=importer-secret-1',
  });
  serviceToken = issued.headers['x-service-token'] as string;
  const user = await t.db.selectFrom('users').select('id').where('email', '=', 'visitor@ehc2026.test').executeTakeFirstOrThrow();
  userToken = (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
});
afterAll(() => t.close());

const democon = { Files: [{ Name: 'democon.json', Content: Buffer.from(fixture('pretalx-democon.json').bytes).toString('base64') }] };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token: string | null = serviceToken) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const sessions = async () => (await t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' })).json<ProgrammeSession[]>();

describe('the programme administration API', () => {
  it('needs a service token: none, or a person’s, is a 401', async () => {
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', democon, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', democon, userToken)).statusCode).toBe(401);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, userToken)).statusCode).toBe(401);
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026', undefined, null)).statusCode).toBe(401);
  });

  it('names the bad field: the format, the event, the files; 404 for an unknown event', async () => {
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=word', democon)).json()).toMatchObject({
      statusCode: 400,
      field: 'format',
    });
    expect((await call('POST', '/api/Admin/Programme/Import?format=pretalx-json', democon)).json()).toMatchObject({
      statusCode: 400,
      field: 'eventid',
    });
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json&dryrun=maybe', democon)).json()).toMatchObject(
      {
        field: 'dryrun',
      },
    );
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', { Files: [] })).json()).toMatchObject({
      statusCode: 400,
      field: 'Files',
    });
    expect(
      (
        await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', { Files: [{ Name: 'a.json', Content: '!!' }] })
      ).json(),
    ).toMatchObject({ statusCode: 400, field: 'Files.0.Content' });
    expect((await call('POST', '/api/Admin/Programme/Import?shortname=nope&format=pretalx-json', democon)).statusCode).toBe(404);
  });

  it('refuses a broken file with 422 and its problems, keeping nothing', async () => {
    const cut = { Files: [{ Name: 'cut.json', Content: Buffer.from('{"schedule": {"conference": ').toString('base64') }] };
    const response = await call('POST', '/api/Admin/Programme/Import?shortname=ehc2026&format=pretalx-json', cut);
    expect(response.statusCode).toBe(422);
    const report = response.json<ProgrammeImportReport>();
    expect(report.Problems[0]).toMatchObject({ File: 'cut.json', Line: 1 });
    expect(report.DraftId).toBeNull();
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).statusCode).toBe(404);
  });

  it('reports a dry run, keeps a draft, and publishes it into the programme lists with a new ETag', async () => {
    const before = await t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' });
    const count = before.json<ProgrammeSession[]>().length;

    const dry = await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json&dryrun=true', democon);
    expect(dry.statusCode).toBe(200);
    expect(dry.json<ProgrammeImportReport>()).toMatchObject({
      Format: 'pretalx-json',
      Files: ['democon.json'],
      Problems: [],
      DraftId: null,
      Published: false,
      Counts: { session: { Added: 36 }, presentation: { Added: 36 }, speaker: { Added: 27 }, room: { Added: 2 } },
    });
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).statusCode).toBe(404);

    const kept = (
      await call('POST', '/api/admin/programme/import?shortname=ehc2026&format=pretalx-json', democon)
    ).json<ProgrammeImportReport>();
    expect(kept.DraftId).toEqual(expect.any(Number));
    expect((await call('GET', '/api/Admin/Programme/Draft?eventid=2026')).json<ProgrammeImportReport>()).toMatchObject({
      DraftId: kept.DraftId,
    });
    expect(await sessions()).toHaveLength(count);

    const published = await call('POST', '/api/Admin/Programme/Publish?eventid=2026');
    expect(published.statusCode).toBe(200);
    expect(published.json<ProgrammeImportReport>()).toMatchObject({ Published: true, DraftId: kept.DraftId, Version: expect.any(String) });
    const after = await t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const list = after.json<ProgrammeSession[]>();
    expect(list).toHaveLength(count + 36);
    expect(list.find((session) => session.Name === 'Focused 5thgeneration hardware')).toMatchObject({
      StartDateTime: expect.stringMatching(/^2020-12-14T/),
    });
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);

    // The same file again: nothing to change.
    const again = (
      await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json&dryrun=true', democon)
    ).json<ProgrammeImportReport>();
    expect(again.Changes).toEqual([]);
    expect(again.Counts.session.Unchanged).toBe(36);
  });

  it('discards a pending draft', async () => {
    await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', democon);
    expect((await call('DELETE', '/api/Admin/Programme/Draft?eventid=2026')).statusCode).toBe(204);
    expect((await call('DELETE', '/api/Admin/Programme/Draft?eventid=2026')).statusCode).toBe(404);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);
    // A JSON content type with no body is no body.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/Programme/Publish?eventid=2026',
      headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(409);
  });
});
