import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkingInterests, UserProfile } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
// A fixed clock before the congress, so every session of a chosen area is still to come.
const BEFORE_CONGRESS = Date.parse('2026-01-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => BEFORE_CONGRESS });
  users = await signInDemoUsers(t.app, ['attendee', 'visitor']);
});
afterAll(() => t.close());

const URL_EN = '/api/Networking/Interests?eventid=2026&language=en-GB';
const URL_DE = '/api/Networking/Interests?eventid=2026&language=de-DE';
const as = (name: string | null) => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (url: string, name: string | null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const post = (url: string, name: string | null, payload: object) => t.app.inject({ method: 'POST', url, headers: as(name), payload });

describe('GET and POST /api/Networking/Interests', () => {
  it('needs a signed-in user and a known event', async () => {
    expect((await get(URL_EN, null)).statusCode).toBe(401);
    expect((await post(URL_EN, null, { SelectedInterests: [] })).statusCode).toBe(401);
    expect((await get('/api/Networking/Interests?eventid=999999', 'attendee')).statusCode).toBe(404);
    expect((await get('/api/Networking/Interests?eventid=abc', 'attendee')).json()).toMatchObject({ field: 'eventid' });
  });

  it("offers the event's topic tracks in the asked language, with nothing chosen at first", async () => {
    const en = (await get(URL_EN, 'visitor')).json<NetworkingInterests>();
    expect(en.Options.length).toBeGreaterThan(3);
    expect(en.Selected).toEqual([]);
    expect(en.Sessions).toEqual([]);
    const de = (await get(URL_DE, 'visitor')).json<NetworkingInterests>();
    expect(de.Options.map((option) => option.Id).sort()).toEqual(en.Options.map((option) => option.Id).sort());
    expect(de.Options.map((option) => option.Name)).not.toEqual(en.Options.map((option) => option.Name));
  });

  it('saves the choice for the user, answers with sessions of it soonest first, and leaves the user form alone', async () => {
    const { Options } = (await get(URL_EN, 'attendee')).json<NetworkingInterests>();
    const chosen = [Options[0]!.Id, Options[1]!.Id];
    const saved = await post(URL_EN, 'attendee', { SelectedInterests: [...chosen, chosen[0]] });
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<NetworkingInterests>();
    expect(answer.Selected.sort()).toEqual([...chosen].sort());
    expect(answer.Sessions.length).toBeGreaterThan(0);
    expect(answer.Sessions.length).toBeLessThanOrEqual(6);
    const starts = answer.Sessions.map((session) => session.Start);
    expect(starts).toEqual([...starts].sort());
    expect(answer.Sessions[0]).toMatchObject({ Id: expect.any(Number), Name: expect.any(String), Room: expect.any(String) });

    // Read again, and as the profile's SelectedInterests (prefixed with the event, so congresses do not mix).
    expect((await get(URL_EN, 'attendee')).json<NetworkingInterests>().Selected.sort()).toEqual([...chosen].sort());
    const profile = (await get('/api/Core/User?eventid=2026', 'attendee')).json<UserProfile>();
    expect(profile.SelectedInterests.sort()).toEqual(chosen.map((id) => `ehc2026:${id}`).sort());

    // Another user's choice is their own.
    expect((await get(URL_EN, 'visitor')).json<NetworkingInterests>().Selected).toEqual([]);

    // Clearing it.
    expect((await post(URL_EN, 'attendee', { SelectedInterests: [] })).json<NetworkingInterests>()).toMatchObject({
      Selected: [],
      Sessions: [],
    });
  });

  it('after the congress, still lists the sessions of the chosen areas (held ones, to watch again)', async () => {
    const after = await createTestApp({ now: () => Date.parse('2027-01-01T00:00:00Z') });
    try {
      const { attendee } = await signInDemoUsers(after.app, ['attendee']);
      const headers = { authorization: `Bearer ${attendee!.token}` };
      const { Options } = (await after.app.inject({ method: 'GET', url: URL_EN, headers })).json<NetworkingInterests>();
      const saved = await after.app.inject({ method: 'POST', url: URL_EN, headers, payload: { SelectedInterests: [Options[0]!.Id] } });
      expect(saved.json<NetworkingInterests>().Sessions.length).toBeGreaterThan(0);
    } finally {
      await after.close();
    }
  });

  it('refuses an area the event does not have, naming the field', async () => {
    const unknown = await post(URL_EN, 'attendee', { SelectedInterests: ['999999'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'SelectedInterests' });
    const wrongShape = await post(URL_EN, 'attendee', { SelectedInterests: ['<script>'] });
    expect(wrongShape.statusCode).toBe(400);
    expect((await post(URL_EN, 'attendee', {})).statusCode).toBe(400);
  });
});
