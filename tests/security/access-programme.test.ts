/**
 * Access rules held by the server (issue 16, point 11), second part: content pages under a Url or Page
 * policy, the live streams' addresses, HCP-only companies' booths, private symposia and Session
 * policies in the programme. A caller the policy denies gets a 401/403 or the reply without the
 * restricted part; the right user gets it.
 *
 * Demo (server/db/seed/access.ts, identity.ts): /page/members is for society Full Members (member@);
 * the LivePage needs a paid ticket (attendee@ has one, visitor@ has none).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyBooth,
  ContentPage,
  ProgrammeAbstract,
  ProgrammeAuthor,
  ProgrammeData,
  ProgrammePresentation,
  ProgrammeSession,
  Resource,
  SymposiumSession,
} from '../../src/contracts';
import { writeContentVersions } from '../../server/db/contentVersions';
import { callerRequests, createTestApp, signInDemoUsers, type TestApp } from '../../server/testing';

/** The demo's private symposia (symposia.is_public 0) and their companies. */
const PRIVATE_SYMPOSIA = { 10034: 'ca-0078', 10071: 'ca-0071', 10104: 'ca-0148' } as const;
const PRIVATE_SYMPOSIUM_COMPANY = 'ca-0078';
/** Session policies of the demo: 10001 for Full Congress tickets, 10002 for healthcare professionals. */
const FULL_CONGRESS_SESSION = 10001;
const HCP_SESSION = 10002;

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  // The demo has the members' policy but no members' page: one in each language, for the tests.
  for (const language of ['en-GB', 'de-DE']) {
    await t.db
      .insertInto('content_pages')
      .values({
        event_id: 2026,
        language,
        page_name: 'members',
        list: null,
        position: 99,
        title: 'Members',
        summary: 'For members',
        html: '<p>Members only: the AGM minutes</p>',
      })
      .execute();
  }
  // staff@ works for the company with the private symposium 10034 here.
  const staff = await t.db.selectFrom('users').select('id').where('email', '=', 'staff@ehc2026.test').executeTakeFirstOrThrow();
  await t.db.updateTable('tickets').set({ company_account_id: PRIVATE_SYMPOSIUM_COMPANY }).where('user_id', '=', staff.id).execute();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'hcp', 'member', 'preview', 'staff']);
  // The demo accounts' passwords are hashed at the production scrypt cost: a busy machine needs a while.
}, 120_000);
afterAll(() => t.close());

type Caller = 'anonymous' | 'attendee' | 'visitor' | 'hcp' | 'member' | 'preview' | 'staff';
const { headers, get, ok } = callerRequests<Caller>(
  () => t.app,
  () => users,
);

describe('a content page under a Url policy (/page/members)', () => {
  const url = (language: string, name = 'members') => `/api/Public/ContentPage?shortname=ehc2026&language=${language}&pageName=${name}`;

  it('is served to a full member and a preview super user only: 401 anonymous, 403 for other signed-in users', async () => {
    for (const language of ['en-GB', 'de-DE']) {
      const anonymous = await get(url(language), 'anonymous');
      expect(anonymous.statusCode, language).toBe(401);
      expect(anonymous.body).not.toContain('AGM');
      for (const caller of ['attendee', 'visitor', 'hcp'] as const) {
        const response = await get(url(language), caller);
        expect(response.statusCode, `${caller} ${language}`).toBe(403);
        expect(response.body).not.toContain('AGM');
      }
    }
    // Spelt another way, it is the same page under the same policy.
    expect((await get(url('en-GB', 'MEMBERS'), 'attendee')).statusCode).toBe(403);
    for (const caller of ['member', 'preview'] as const) {
      expect((await ok<ContentPage>(url('en-GB'), caller)).Html, caller).toContain('AGM');
    }
    expect((await ok<ContentPage>(url('en-GB', 'imprint'), 'anonymous')).PageName).toBe('imprint');
  });

  it('a Page policy on ContentPage closes every content page', async () => {
    const rows = await t.db
      .selectFrom('resources')
      .select(['language', 'resourcevalue'])
      .where('event_id', '=', 2026)
      .where('setname', '=', 'config_json')
      .execute();
    const saved = new Map(rows.map((row) => [row.language, row.resourcevalue]));
    try {
      for (const row of rows) {
        const config = JSON.parse(row.resourcevalue) as { accessPolicies: unknown[] };
        config.accessPolicies.push({
          Name: 'Pages for HCPs',
          Version: '1',
          Type: 'Page',
          Identifier: 'ContentPage',
          Effect: 'Allow',
          Requirements: [{ PrincipalField: 'Hcp', Values: ['true'] }],
          ConditionType: 'All',
        });
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: JSON.stringify(config) })
          .where('event_id', '=', 2026)
          .where('setname', '=', 'config_json')
          .where('language', '=', row.language)
          .execute();
      }
      // A writer of configuration writes the event's new content version (db/contentVersions.ts), as the server's would.
      await writeContentVersions(t.db, [2026]);
      expect((await get(url('en-GB', 'imprint'), 'anonymous')).statusCode).toBe(401);
      expect((await get(url('en-GB', 'imprint'), 'attendee')).statusCode).toBe(403);
      expect((await ok<ContentPage>(url('en-GB', 'imprint'), 'hcp')).PageName).toBe('imprint');
    } finally {
      for (const [language, value] of saved) {
        await t.db
          .updateTable('resources')
          .set({ resourcevalue: value })
          .where('event_id', '=', 2026)
          .where('setname', '=', 'config_json')
          .where('language', '=', language)
          .execute();
      }
      await writeContentVersions(t.db, [2026]);
    }
  });
});

describe('the live streams’ addresses (LivePage: a paid ticket)', () => {
  const streams = '/api/Modules/GetLiveStreams?eventid=2026&language=en-GB';

  it('are not in the configuration anyone reads', async () => {
    for (const caller of ['anonymous', 'visitor', 'attendee'] as const) {
      for (const language of ['en-GB', 'de-DE']) {
        const [config] = await ok<Resource[]>(
          `/api/modules/GetResources?eventshort=ehc2026&setname=config_json&language=${language}`,
          caller,
        );
        expect(config!.resourcevalue, caller).not.toContain('stream.html');
        expect(JSON.parse(config!.resourcevalue), caller).not.toHaveProperty('liveStreams');
      }
    }
    const single = await ok<Resource>('/api/Modules/GetConfigResource?eventId=2026&resourcename=config_json', 'anonymous');
    expect(single.resourcevalue).not.toContain('stream.html');
  });

  it('are served to a paid ticket holder and a preview super user, 401 anonymous, 403 without a ticket', async () => {
    expect((await get(streams, 'anonymous')).statusCode).toBe(401);
    const visitor = await get(streams, 'visitor');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.body).not.toContain('stream.html');
    for (const caller of ['attendee', 'preview'] as const) {
      const served = await ok<Record<string, { type: string; url: string }>>(streams, caller);
      expect(served['1'], caller).toMatchObject({ type: 'iframe', url: expect.stringContaining('stream.html') });
    }
  });
});

describe("an HCP-only company's 2D booth", () => {
  /** The HCP-only companies of the demo with a 2D booth that has a video or a file. */
  async function hcpBooths(): Promise<string[]> {
    const rows = await t.db
      .selectFrom('exhibitor_booths as b')
      .innerJoin('company_profiles as p', (join) =>
        join.onRef('p.event_id', '=', 'b.event_id').onRef('p.company_account_id', '=', 'b.company_account_id'),
      )
      .innerJoin('company_accounts as c', (join) =>
        join.onRef('c.event_id', '=', 'b.event_id').onRef('c.company_account_id', '=', 'b.company_account_id'),
      )
      .select(['b.company_account_id', 'b.hotspots'])
      .where('b.event_id', '=', 2026)
      .where('p.hcp_only', '=', 1)
      .where('c.enable_2d_booth', '=', 1)
      .execute();
    return rows.filter((row) => /"Kind":"(video|file)"/.test(row.hotspots)).map((row) => row.company_account_id);
  }
  const booth = (id: string) => `/api/Exhibition/CompanyAccountVMXBooth/2026/en-GB?id=${encodeURIComponent(id)}`;

  it("hands out its video and file addresses only to a healthcare professional; other companies' booths stay whole", async () => {
    const ids = await hcpBooths();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const forHcp = await ok<CompanyBooth>(booth(id), 'hcp');
      expect(
        forHcp.Hotspots.filter((spot) => spot.Kind === 'video' || spot.Kind === 'file').every((spot) => spot.Url !== null),
        id,
      ).toBe(true);
      for (const caller of ['anonymous', 'visitor', 'attendee'] as const) {
        const response = await get(booth(id), caller);
        expect(response.statusCode, `${caller} ${id}`).toBe(200);
        expect(response.body, `${caller} ${id}`).not.toMatch(/video\.example|\.pdf/);
        const shown = response.json<CompanyBooth>();
        // The booth itself stays: its picture, its links, the lounge and the chat.
        expect(shown.Hotspots.length, `${caller} ${id}`).toBe(forHcp.Hotspots.length);
        expect(
          shown.Hotspots.filter((spot) => spot.Kind === 'video' || spot.Kind === 'file').every((spot) => spot.Url === null),
          `${caller} ${id}`,
        ).toBe(true);
        expect(
          shown.Hotspots.filter((spot) => spot.Kind === 'link'),
          `${caller} ${id}`,
        ).toEqual(forHcp.Hotspots.filter((spot) => spot.Kind === 'link'));
      }
    }
    const row = await t.db
      .selectFrom('exhibitor_booths as b')
      .innerJoin('company_profiles as p', (join) =>
        join.onRef('p.event_id', '=', 'b.event_id').onRef('p.company_account_id', '=', 'b.company_account_id'),
      )
      .innerJoin('company_accounts as c', (join) =>
        join.onRef('c.event_id', '=', 'b.event_id').onRef('c.company_account_id', '=', 'b.company_account_id'),
      )
      .select('b.company_account_id')
      .where('b.event_id', '=', 2026)
      .where('p.hcp_only', '=', 0)
      .where('c.enable_2d_booth', '=', 1)
      .where('b.hotspots', 'like', '%"Kind":"video"%')
      .executeTakeFirstOrThrow();
    const shown = await ok<CompanyBooth>(booth(row.company_account_id), 'anonymous');
    expect(shown.Hotspots.find((spot) => spot.Kind === 'video')?.Url).toMatch(/^https:\/\//);
  });
});

describe('private symposia in the programme', () => {
  const privateIds = Object.keys(PRIVATE_SYMPOSIA).map(Number);
  const sessions = (caller: Caller) => ok<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026&language=en-GB', caller);

  it('are left out of the lists for anyone but the company staff and a preview super user', async () => {
    for (const caller of ['anonymous', 'visitor', 'hcp'] as const) {
      const shown = await sessions(caller);
      expect(shown.length, caller).toBeGreaterThan(50);
      expect(
        shown.filter((session) => privateIds.includes(session.Id)),
        caller,
      ).toEqual([]);
      const first = await ok<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?shortname=ehc2026&language=en-GB&take=200', caller);
      expect(
        first.some((session) => privateIds.includes(session.Id)),
        caller,
      ).toBe(false);
      const presentations = await ok<ProgrammePresentation[]>('/api/Modules/PAGPresentations?eventid=2026&language=en-GB', caller);
      expect(
        presentations.some((presentation) => privateIds.includes(presentation.SessionId)),
        caller,
      ).toBe(false);
      const abstracts = await ok<ProgrammeAbstract[]>('/api/Modules/PAGAbstracts?eventid=2026&language=en-GB', caller);
      expect(
        abstracts.some((abstract) => abstract.SessionId !== null && privateIds.includes(abstract.SessionId)),
        caller,
      ).toBe(false);
      const authors = await ok<ProgrammeAuthor[]>('/api/Modules/PAGAuthors?eventid=2026&language=en-GB', caller);
      expect(
        authors.some((author) => author.ChairSessionIds.some((id) => privateIds.includes(id))),
        caller,
      ).toBe(false);
      const data = await ok<ProgrammeData>('/api/Modules/PAGData?eventid=2026&language=en-GB', caller);
      expect(data.SessionsCount, caller).toBe(shown.length);
      expect(data.PresentationsCount, caller).toBe(presentations.length);
      const selected = await t.app.inject({
        method: 'POST',
        url: '/api/Public/SelectedSessions?shortname=ehc2026&language=en-GB',
        payload: privateIds,
        headers: headers(caller),
      });
      expect(selected.json(), caller).toEqual([]);
      const symposia = await ok<SymposiumSession[]>('/api/exhibition/Symposia/2026/en-GB', caller);
      expect(
        symposia.some((session) => privateIds.includes(session.Id)),
        caller,
      ).toBe(false);
    }
  });

  it("are in the company staff's lists (their own company's only) and a preview super user's", async () => {
    const forStaff = (await sessions('staff')).map((session) => session.Id);
    expect(forStaff).toContain(10034);
    expect(forStaff).not.toContain(10071);
    expect(forStaff).not.toContain(10104);
    const forPreview = (await sessions('preview')).map((session) => session.Id);
    for (const id of privateIds) expect(forPreview).toContain(id);
  });
});

describe('sessions under a Session policy', () => {
  const sessionsFor = (caller: Caller) => ok<ProgrammeSession[]>('/api/Modules/PAGSessionsV2?eventid=2026&language=en-GB', caller);
  const presentationsFor = (caller: Caller) =>
    ok<ProgrammePresentation[]>('/api/Modules/PAGPresentations?eventid=2026&language=en-GB', caller);
  const content = async (caller: Caller, sessionId: number) => {
    const session = (await sessionsFor(caller)).find((entry) => entry.Id === sessionId);
    const presentations = (await presentationsFor(caller)).filter((presentation) => presentation.SessionId === sessionId);
    return { session, presentations };
  };

  it('stay in the timetable for everyone, with their presentations only for a caller the policy allows', async () => {
    for (const [caller, sessionId] of [
      ['anonymous', FULL_CONGRESS_SESSION],
      ['anonymous', HCP_SESSION],
      ['visitor', FULL_CONGRESS_SESSION],
      ['attendee', HCP_SESSION],
      ['member', FULL_CONGRESS_SESSION],
    ] as const) {
      const { session, presentations } = await content(caller, sessionId);
      expect(session, `${caller} ${sessionId}`).toMatchObject({
        Id: sessionId,
        Name: expect.any(String),
        StartDateTime: expect.any(String),
        RoomName: expect.any(String),
      });
      expect(session!.Presentations, `${caller} ${sessionId}`).toEqual([]);
      expect(presentations, `${caller} ${sessionId}`).toEqual([]);
    }
    const selected = await t.app.inject({
      method: 'POST',
      url: '/api/Public/SelectedSessions?shortname=ehc2026&language=en-GB',
      payload: [HCP_SESSION],
      headers: headers('attendee'),
    });
    expect(selected.json<ProgrammeSession[]>()[0]!.Presentations).toEqual([]);
    for (const [caller, sessionId] of [
      ['attendee', FULL_CONGRESS_SESSION],
      ['hcp', FULL_CONGRESS_SESSION],
      ['hcp', HCP_SESSION],
      ['preview', FULL_CONGRESS_SESSION],
      ['preview', HCP_SESSION],
    ] as const) {
      const { session, presentations } = await content(caller, sessionId);
      expect(session!.Presentations.length, `${caller} ${sessionId}`).toBeGreaterThan(0);
      expect(presentations.length, `${caller} ${sessionId}`).toBe(session!.Presentations.length);
    }
  });

  it('make the lists per caller: their own ETag, Vary: Authorization, kept private when signed in', async () => {
    const url = '/api/Modules/PAGSessionsV2?eventid=2026&language=en-GB';
    const anonymous = await get(url, 'anonymous');
    const hcp = await get(url, 'hcp');
    expect(anonymous.headers.etag).not.toBe(hcp.headers.etag);
    expect(String(anonymous.headers.vary)).toMatch(/authorization/i);
    expect(String(hcp.headers.vary)).toMatch(/authorization/i);
    expect(hcp.headers['cache-control']).toBe('private, no-cache');
    // The anonymous view is the same for every anonymous caller, and revalidates with its ETag.
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(anonymous.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
