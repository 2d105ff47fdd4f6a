import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_BASIC_CREDENTIAL, type ExternalUserData, type IndustryLandingModel, type Ticket, type VmToken } from '../../src/contracts';
import { DEMO_EXTERNAL_AUTHORIZATION_CODES } from '../db/seed/specCalls';
import { callerRequests, createTestApp, signInDemoUsers, type TestApp } from '../testing';
import { VM_TOKEN_AUDIENCE } from './specCalls';

let t: TestApp;
let users: Record<string, { token: string; id: number }> = {};
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['visitor', 'attendee']);
});
afterAll(() => t.close());

const { get } = callerRequests<'visitor' | 'attendee' | 'anonymous'>(
  () => t.app,
  () => users,
);
const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
const FIXED = basic(FIXED_BASIC_CREDENTIAL.username, FIXED_BASIC_CREDENTIAL.password);
const external = (query: string, authorization: string | null = FIXED) =>
  t.app.inject({
    method: 'GET',
    url: `/api/custominterfaces/EventsAir/EventsAir/ExternalUserData?${query}`,
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/Core/GetVMToken/', () => {
  it("gives a signed-in user a one-hour virtual-meeting token naming them, at the spec's path with and without the slash", async () => {
    for (const path of ['/api/Core/GetVMToken/?eventid=2026', '/api/Core/GetVMToken?eventid=2026', '/api/core/GetVMToken/?eventid=2026']) {
      const response = await get(path, 'attendee');
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { Token, ValidUntil } = response.json<VmToken>();
      const claims = decodeJwt(Token);
      expect(claims).toMatchObject({
        sub: String(users.attendee!.id),
        aud: VM_TOKEN_AUDIENCE,
        kind: 'vm',
        event: 'ehc2026',
        name: 'Alice Adler',
      });
      expect(claims.exp! - claims.iat!).toBe(3600);
      expect(Date.parse(ValidUntil)).toBe(claims.exp! * 1000);
    }
  });

  it('is never an access token: another call refuses it', async () => {
    const { Token } = (await get('/api/Core/GetVMToken/?eventid=2026', 'attendee')).json<VmToken>();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Core/User?eventid=2026',
      headers: { authorization: `Bearer ${Token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 without a user, 400 naming eventid, 404 for an unknown event', async () => {
    expect((await get('/api/Core/GetVMToken/?eventid=2026', 'anonymous')).statusCode).toBe(401);
    const bad = await get('/api/Core/GetVMToken/?eventid=x', 'attendee');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'eventid' });
    expect((await get('/api/Core/GetVMToken/?eventid=999', 'attendee')).statusCode).toBe(404);
  });
});

describe('GET /api/modules/IndustryLandingModel', () => {
  it('is open to everyone and gives the heading, the introduction and the sponsors by tier, in the language asked for', async () => {
    const english = await get('/api/modules/IndustryLandingModel?shortname=ehc2026&language=en-GB', 'anonymous');
    expect(english.statusCode).toBe(200);
    const model = english.json<IndustryLandingModel>();
    expect(model).toMatchObject({ EventId: 2026, Language: 'en-GB', Title: 'Industry exhibition' });
    expect(model.Intro).toContain('Meet the companies');
    expect(model.Sponsors.length).toBeGreaterThan(0);
    const tiers = model.Sponsors.map((sponsor) => ['Platinum', 'Gold', 'Bronze'].indexOf(sponsor.SponsorType));
    expect(tiers.every((tier) => tier !== -1)).toBe(true);
    expect([...tiers].sort((a, b) => a - b)).toEqual(tiers);
    expect(model.ExhibitorCount).toBeGreaterThanOrEqual(model.Sponsors.length);

    const german = (
      await get('/api/Modules/IndustryLandingModel?shortname=ehc2026&language=de-DE', 'anonymous')
    ).json<IndustryLandingModel>();
    expect(german).toMatchObject({ Language: 'de-DE', Title: 'Industrieausstellung' });
    expect(german.Sponsors.map((s) => s.CompanyAccountId).sort()).toEqual(model.Sponsors.map((s) => s.CompanyAccountId).sort());
  });

  it("falls back to the event's default language, and answers 400 naming shortname and 404 for an unknown event", async () => {
    expect((await get('/api/modules/IndustryLandingModel?shortname=ehc2026', 'anonymous')).json<IndustryLandingModel>().Language).toBe(
      'en-GB',
    );
    const missing = await get('/api/modules/IndustryLandingModel?language=en-GB', 'anonymous');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'shortname' });
    const badLanguage = await get('/api/modules/IndustryLandingModel?shortname=ehc2026&language=%3Cx%3E', 'anonymous');
    expect(badLanguage.json()).toMatchObject({ field: 'language' });
    expect((await get('/api/modules/IndustryLandingModel?shortname=nosuch', 'anonymous')).statusCode).toBe(404);
  });
});

describe('GET /api/custominterfaces/EventsAir/EventsAir/ExternalUserData', () => {
  const code = DEMO_EXTERNAL_AUTHORIZATION_CODES[1];

  it('gives the registration a one-time code stands for, to a caller with the fixed basic credential', async () => {
    const response = await external(`eventid=2026&externalAuthorizationCode=${code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ExternalUserData>()).toMatchObject({
      EventId: 2026,
      Firstname: 'Jonas',
      Surname: 'Weber',
      Email: 'jonas.weber@example.org',
      RegistrationNumber: 'EA-2026-0418',
      TicketTypeName: 'Day Ticket',
      ParticipantTypeName: 'Delegate',
    });
  });

  it('answers 401 with a Basic challenge without the credential, with a wrong one, or with a bearer token instead', async () => {
    const query = `eventid=2026&externalAuthorizationCode=${code}`;
    for (const authorization of [
      null,
      basic('vmx-web', 'wrong'),
      basic('someone', FIXED_BASIC_CREDENTIAL.password),
      'Basic !!!',
      `Bearer ${users.attendee!.token}`,
    ]) {
      const response = await external(query, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="vmx"');
    }
  });

  it('answers 400 naming the missing field, and the same 404 for an unknown code and for another event', async () => {
    const noCode = await external('eventid=2026');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ field: 'externalAuthorizationCode' });
    expect((await external(`externalAuthorizationCode=${code}`)).json()).toMatchObject({ field: 'eventid' });
    expect((await external('eventid=2026&externalAuthorizationCode=guess')).statusCode).toBe(404);
    expect((await external(`eventid=2025&externalAuthorizationCode=${code}`)).statusCode).toBe(404);
  });
});

describe('GET /api/modules/BookedTickets with externalAuthorizationCode', () => {
  const code = DEMO_EXTERNAL_AUTHORIZATION_CODES[0];

  it("turns the code's registration into the caller's ticket once, and the code is spent afterwards", async () => {
    expect((await get('/api/modules/BookedTickets?eventid=2026', 'visitor')).statusCode).toBe(204);
    const linked = await get(`/api/modules/BookedTickets?eventid=2026&externalAuthorizationCode=${code}`, 'visitor');
    expect(linked.statusCode).toBe(200);
    expect(linked.json<Ticket[]>()).toEqual([
      expect.objectContaining({
        VisitorId: 'EA-2026-0417',
        TicketTypeName: 'Full Congress',
        ParticipantTypeName: 'Delegate',
        IsValid: true,
        IsPayed: true,
      }),
    ]);
    // Spent: ExternalUserData no longer knows it, and sending it again adds nothing.
    expect((await external(`eventid=2026&externalAuthorizationCode=${code}`)).statusCode).toBe(404);
    const again = await get(`/api/modules/BookedTickets?eventid=2026&externalAuthorizationCode=${code}`, 'attendee');
    expect(again.json<Ticket[]>().map((ticket) => ticket.VisitorId)).toEqual(['EHC26-0001']);
  });

  it('passes over an unknown code and still answers the tickets; 401 without a user', async () => {
    const response = await get('/api/modules/BookedTickets?eventid=2026&externalAuthorizationCode=nosuchcode', 'attendee');
    expect(response.statusCode).toBe(200);
    expect(response.json<Ticket[]>().map((ticket) => ticket.VisitorId)).toEqual(['EHC26-0001']);
    expect((await get(`/api/modules/BookedTickets?eventid=2026&externalAuthorizationCode=${code}`, 'anonymous')).statusCode).toBe(401);
  });
});
