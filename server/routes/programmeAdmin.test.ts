/**
 * The programme's administration API (routes/programmeAdmin.ts, src/contracts/programmeAdmin.ts) against the seeded
 * demo, with the pretalx democon export (tests/fixtures/import): a dry run, a draft, publishing it into the programme
 * lists and telling open pages (real SignalR clients in the event's groups), and what it refuses.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubMethods, type ProgrammeChangedMessage, type ProgrammeImportReport, type ProgrammeSession } from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { importBody, oneSessionSchedule } from '../../tests/programmeChange';
import { listen, nextMessage, signalrClient } from '../hubs/testClient';
import { fixture } from '../programmeImport/testing';
import { createTestApp, serviceTokenOf, type TestApp } from '../testing';

let t: TestApp;
let baseUrl: string;
let serviceToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp({ identity: { serviceClientId: 'importer', serviceClientSecret: 'importer-secret-1' } });
  // Listening too: the hub clients of the publishing test connect to it.
  baseUrl = await listen(t.app);
  serviceToken = await serviceTokenOf(t.app, 'importer', 'importer-secret-1');
  const user = await t.db.selectFrom('users').select('id').where('email', '=', 'visitor@ehc2026.test').executeTakeFirstOrThrow();
  userToken = (await t.app.identity.startSession(user.id, 'ehc2026', false)).accessToken;
});
afterAll(() => t.close());

const democon = { Files: [{ Name: 'democon.json', Content: Buffer.from(fixture('pretalx-democon.json').bytes).toString('base64') }] };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token: string | null = serviceToken) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
const sessions = async () => (await t.app.inject({ url: '/api/Modules/PAGSessionsV2?eventid=2026' })).json<ProgrammeSession[]>();

describe('the programme administration API', () => {
  it('needs a service token to import (none, or a person’s, is a 401); publishing, a person who is no super user is a 403', async () => {
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', democon, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', democon, userToken)).statusCode).toBe(401);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, userToken)).statusCode).toBe(403);
    expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026', undefined, null)).statusCode).toBe(401);
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

  it('tells the open pages of every language of the event through the notification hub: ProgrammeChanged with the new version', async () => {
    const clients: HubConnection[] = [];
    /** A page's connection in a group of the notification hub. */
    const inGroup = async (group: string) => {
      const client = signalrClient(`${baseUrl}/hubs/notificationhub`);
      clients.push(client);
      await client.start();
      await client.invoke(HubMethods.joinGroup, group);
      return client;
    };
    try {
      const english = await inGroup(notificationGroup(2026, 'en-GB'));
      const german = await inGroup(notificationGroup(2026, 'de-DE'));
      const otherEvent = await inGroup(notificationGroup(2027, 'en-GB'));
      const schedule = oneSessionSchedule({
        guid: '5e55104e-0000-4000-8000-000000000024',
        title: 'Late-breaking trials',
        room: 'Hall 24',
        start: '2026-06-11T09:30',
        minutes: 45,
      });
      expect((await call('POST', '/api/Admin/Programme/Import?eventid=2026&format=pretalx-json', importBody(schedule))).statusCode).toBe(
        200,
      );
      const heard = [english, german].map((client) => nextMessage<ProgrammeChangedMessage>(client, HubMethods.programmeChanged));
      let otherHeard = false;
      otherEvent.on(HubMethods.programmeChanged, () => (otherHeard = true));

      const published = await call('POST', '/api/Admin/Programme/Publish?eventid=2026');
      expect(published.statusCode).toBe(200);
      const version = published.json<ProgrammeImportReport>().Version;
      expect(await Promise.all(heard)).toEqual([
        { EventId: 2026, Version: version },
        { EventId: 2026, Version: version },
      ]);
      // What the pages read next is that version.
      const data = await t.app.inject({ url: '/api/Modules/PAGData?eventid=2026&language=en-GB' });
      expect(data.json<{ Version: string }>().Version).toBe(version);

      // A publication that fails (nothing pending) tells nobody.
      const none = nextMessage(english, HubMethods.programmeChanged, 300).then(
        () => true,
        () => false,
      );
      expect((await call('POST', '/api/Admin/Programme/Publish?eventid=2026')).statusCode).toBe(409);
      expect(await none).toBe(false);
      // Another event's pages heard nothing, the failed publication's wait included.
      expect(otherHeard).toBe(false);
    } finally {
      await Promise.all(clients.map((client) => client.stop()));
    }
  });
});
