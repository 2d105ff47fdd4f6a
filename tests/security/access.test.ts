/**
 * Access rules held by the server (issue 16, point 11): content the client hides behind an access check
 * does not leave the server for a caller who may not have it. Anonymous and wrong-role callers get a
 * 401/403 or the reply without the restricted part; the right user gets it.
 *
 * Demo: ca-0005 is an HCP-only company with products, webcasts, presentations, meetings, files and a
 * lounge; hcp@ehc2026.test is a healthcare professional; attendee@ and visitor@ are not; staff@ holds
 * an exhibitor ticket of a company; preview@ is a preview super user; ca-0078 has a private symposium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyProfile,
  ExhibitorLounge,
  ExhibitorMeeting,
  ExhibitorPresentation,
  ExhibitorProduct,
  ExhibitorWebcast,
  SymposiumSession,
} from '../../src/contracts';
import { callerRequests, createTestApp, signInDemoUsers, type TestApp } from '../../server/testing';

const HCP_COMPANY = 'ca-0005';
const PRIVATE_SYMPOSIUM_COMPANY = 'ca-0078';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
let plainLounge = '';
beforeAll(async () => {
  t = await createTestApp();
  // staff@ works for the company with the private symposium here.
  const staff = await t.db.selectFrom('users').select('id').where('email', '=', 'staff@ehc2026.test').executeTakeFirstOrThrow();
  await t.db.updateTable('tickets').set({ company_account_id: PRIVATE_SYMPOSIUM_COMPANY }).where('user_id', '=', staff.id).execute();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor', 'hcp', 'staff', 'preview']);
  const lounge = await t.db
    .selectFrom('exhibitor_lounges as l')
    .innerJoin('company_profiles as p', (join) =>
      join.onRef('p.event_id', '=', 'l.event_id').onRef('p.company_account_id', '=', 'l.company_account_id'),
    )
    .select('l.company_account_id')
    .where('l.event_id', '=', 2026)
    .where('p.hcp_only', '=', 0)
    .where('l.meeting_url', 'is not', null)
    .executeTakeFirstOrThrow();
  plainLounge = lounge.company_account_id;
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'attendee' | 'visitor' | 'hcp' | 'staff' | 'preview';
const { headers, get, ok } = callerRequests<Caller>(
  () => t.app,
  () => users,
);

const NOT_HCP: Caller[] = ['anonymous', 'visitor', 'attendee'];

describe("an HCP-only company's content", () => {
  it('products: left out of the company list and the event list for anyone but a healthcare professional', async () => {
    const own = `/api/exhibition/ExhibitiorProducts/2026/en-GB/${HCP_COMPANY}`;
    const event = '/api/exhibition/ExhibitiorProductsForEvent/2026/en-GB';
    const forHcp = await ok<ExhibitorProduct[]>(own, 'hcp');
    expect(forHcp.length).toBeGreaterThan(0);
    expect((await ok<ExhibitorProduct[]>(event, 'hcp')).some((product) => product.CompanyAccountId === HCP_COMPANY)).toBe(true);
    for (const caller of NOT_HCP) {
      expect(await ok<ExhibitorProduct[]>(own, caller), caller).toEqual([]);
      const all = await ok<ExhibitorProduct[]>(event, caller);
      expect(all.length, caller).toBeGreaterThan(0);
      expect(
        all.some((product) => product.CompanyAccountId === HCP_COMPANY),
        caller,
      ).toBe(false);
    }
  });

  it('products: only a healthcare professional may rate one (403 otherwise)', async () => {
    const product = (await ok<ExhibitorProduct[]>(`/api/exhibition/ExhibitiorProducts/2026/en-GB/${HCP_COMPANY}`, 'hcp'))[0]!;
    const rate = (caller: Caller) =>
      t.app.inject({
        method: 'POST',
        url: `/api/exhibition/CreateProductRating?eventid=2026&pExhibitorProductId=${product.Id}&pRatingValue=4`,
        headers: headers(caller),
      });
    expect((await rate('attendee')).statusCode).toBe(403);
    expect((await rate('hcp')).statusCode).toBe(200);
  });

  it('webcasts (their video URLs) and presentations: only for a healthcare professional', async () => {
    const webcasts = `/api/Exhibition/ExhibitiorWebcasts?eventid=2026&language=en-GB&id=${HCP_COMPANY}`;
    const presentations = `/api/Exhibition/ExhibitiorPresentations?eventid=2026&language=en-GB&id=${HCP_COMPANY}`;
    const videos = await ok<ExhibitorWebcast[]>(webcasts, 'hcp');
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((webcast) => /^https:\/\//.test(webcast.VideoUrl))).toBe(true);
    expect((await ok<ExhibitorPresentation[]>(presentations, 'hcp')).length).toBeGreaterThan(0);
    for (const caller of NOT_HCP) {
      const body = (await get(webcasts, caller)).body;
      expect(body, caller).not.toContain('video.example');
      expect(await ok<ExhibitorWebcast[]>(webcasts, caller), caller).toEqual([]);
      expect(await ok<ExhibitorPresentation[]>(presentations, caller), caller).toEqual([]);
    }
  });

  it('meeting join links and the handed-out files: only for a healthcare professional', async () => {
    const meetings = `/api/exhibition/ExhibitiorMeetings/2026/en-GB/${HCP_COMPANY}`;
    const profile = `/api/exhibition/CompanyAccount/2026/en-GB/${HCP_COMPANY}`;
    expect((await ok<ExhibitorMeeting[]>(meetings, 'hcp')).some((meeting) => meeting.JoinUrl !== null)).toBe(true);
    expect((await ok<CompanyProfile>(profile, 'hcp')).DistributionFiles.length).toBeGreaterThan(0);
    for (const caller of NOT_HCP) {
      const own = await ok<ExhibitorMeeting[]>(meetings, caller);
      expect(own.length, caller).toBeGreaterThan(0);
      expect(
        own.every((meeting) => meeting.JoinUrl === null),
        caller,
      ).toBe(true);
      const event = await ok<ExhibitorMeeting[]>('/api/exhibition/ExhibitiorMeetingsForEvent/2026/en-GB', caller);
      expect(
        event.filter((meeting) => meeting.CompanyAccountId === HCP_COMPANY).every((meeting) => meeting.JoinUrl === null),
        caller,
      ).toBe(true);
      expect(
        event.some((meeting) => meeting.CompanyAccountId !== HCP_COMPANY && meeting.JoinUrl !== null),
        caller,
      ).toBe(true);
      const shown = await ok<CompanyProfile>(profile, caller);
      // The profile itself stays readable: the client needs HcpOnly and HcpConfig to ask the question.
      expect(shown, caller).toMatchObject({ HcpOnly: true, DistributionFiles: [] });
    }
  });
});

describe('the lounge meeting URL', () => {
  it('is left out for an anonymous caller, and for anyone but a healthcare professional in an HCP-only company', async () => {
    const plain = `/api/Exhibition/ExhibitorLounge/2026/de-DE?id=${plainLounge}`;
    const hcpOnly = `/api/Exhibition/ExhibitorLounge/2026/de-DE?id=${HCP_COMPANY}`;
    const anonymous = await ok<ExhibitorLounge>(plain, 'anonymous');
    expect(anonymous.MeetingUrl).toBeNull();
    expect(anonymous.Title).toBeTruthy();
    expect((await ok<ExhibitorLounge>(plain, 'visitor')).MeetingUrl).toMatch(/^https:\/\//);
    expect((await ok<ExhibitorLounge>(hcpOnly, 'anonymous')).MeetingUrl).toBeNull();
    expect((await ok<ExhibitorLounge>(hcpOnly, 'attendee')).MeetingUrl).toBeNull();
    expect((await ok<ExhibitorLounge>(hcpOnly, 'hcp')).MeetingUrl).toMatch(/^https:\/\//);
  });
});

describe('private symposia (onlypublic=false)', () => {
  const url = `/api/exhibition/ExhibitiorSymposia/2026/en-GB/${PRIVATE_SYMPOSIUM_COMPANY}?onlypublic=false`;

  it('need a signed-in caller (401) who is staff of the company (403 otherwise)', async () => {
    expect((await get(url, 'anonymous')).statusCode).toBe(401);
    expect((await get(url, 'visitor')).statusCode).toBe(403);
    expect((await get(url, 'hcp')).statusCode).toBe(403);
    // The public ones stay open to all.
    const open = await ok<SymposiumSession[]>(`/api/exhibition/ExhibitiorSymposia/2026/en-GB/${PRIVATE_SYMPOSIUM_COMPANY}`, 'anonymous');
    expect(open.every((session) => session.IsPublic)).toBe(true);
  });

  it("are the company staff's and a preview super user's", async () => {
    for (const caller of ['staff', 'preview'] as const) {
      const all = await ok<SymposiumSession[]>(url, caller);
      expect(
        all.some((session) => !session.IsPublic),
        caller,
      ).toBe(true);
    }
  });
});

describe('replies that differ by caller', () => {
  it('say so to caches: Vary: Authorization, and a signed-in caller’s reply is not stored', async () => {
    const url = `/api/exhibition/ExhibitiorProducts/2026/en-GB/${HCP_COMPANY}`;
    expect(String((await get(url, 'anonymous')).headers.vary)).toMatch(/authorization/i);
    const signedIn = await get(url, 'hcp');
    expect(String(signedIn.headers.vary)).toMatch(/authorization/i);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a token the server did not issue', () => {
  it('is a 401, not an anonymous caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/exhibition/ExhibitiorProducts/2026/en-GB/${HCP_COMPANY}`,
      headers: { authorization: 'Bearer forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});
