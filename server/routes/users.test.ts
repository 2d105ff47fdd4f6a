import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy, LoginData, Resource, Ticket, UserProfile } from '../../src/contracts';
import { DEMO_PASSWORD, ONBOARDING_ACCOUNT } from '../db/seed/identity';
import { createTestApp, type TestApp } from '../testing';
import { registrationGrade, type UserComplete } from './users';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['visitor', 'attendee', 'unregistered', 'hcp', 'staff', 'preview', 'member']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Token/ValidateLoginFromBody',
      payload: {
        Email: `${name}@ehc2026.test`,
        Password: DEMO_PASSWORD,
        AcceptTermsOfUse: false,
        RememberMe: true,
        ContextModel: { EContext: 'Event', Short: 'ehc2026' },
      },
    });
    expect(response.statusCode, name).toBe(200);
    tokens[name] = response.json<LoginData>().accessToken;
  }
});
afterAll(() => t.close());

const as = (name: string | null) => (name ? { authorization: `Bearer ${tokens[name]}` } : {});
const get = (url: string, name: string | null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const post = (url: string, name: string | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(name), ...(payload ? { payload } : {}) });

describe('the demo accounts', () => {
  it('each sign in, and their tickets are those the access policies need', async () => {
    const tickets = async (name: string) => (await get('/api/modules/BookedTickets?eventid=2026', name)).json<Ticket[]>();
    expect(await tickets('attendee')).toEqual([
      {
        ParticipantTypeName: 'Attendee',
        TicketTypeName: 'Full Congress',
        IsValid: true,
        IsPayed: true,
        TicketGrade: 'Standard',
        CompanyAccountId: null,
        EnableHCP: false,
        SocietyMemberType: null,
        Country: 'DE',
        TicketFrom: '2026-06-10T07:00:00Z',
        TicketTo: '2026-06-13T16:00:00Z',
        VisitorId: 'EHC26-0001',
      },
    ]);
    expect((await tickets('unregistered'))[0]).toMatchObject({ ParticipantTypeName: 'UnregisteredVisitor', IsPayed: false });
    expect((await tickets('hcp'))[0]).toMatchObject({ EnableHCP: true, TicketTypeName: 'Full Congress' });
    expect((await tickets('preview'))[0]).toMatchObject({ TicketTypeName: 'Preview', IsPayed: true, IsValid: true });
    expect((await tickets('member'))[0]).toMatchObject({ SocietyMemberType: 'Full Member' });

    const staff = (await get('/api/Core/User?eventid=2026', 'staff')).json<UserProfile>();
    const [staffTicket] = await tickets('staff');
    expect(staff.CompanyAccountId).toBeTruthy();
    expect(staffTicket).toMatchObject({ ParticipantTypeName: 'Exhibitor', CompanyAccountId: staff.CompanyAccountId });
    const company = await t.db
      .selectFrom('company_accounts')
      .selectAll()
      .where('event_id', '=', 2026)
      .where('company_account_id', '=', staff.CompanyAccountId!)
      .executeTakeFirstOrThrow();
    expect(company.sponsor_type).toBe('Platinum');

    expect((await get('/api/Core/User?eventid=2026', 'hcp')).json<UserProfile>().HealthCareProfessional).toBe(true);
    expect((await get('/api/Core/User?eventid=2026', 'member')).json<UserProfile>().SocietyMemberType).toBe('Full Member');
  });
});

describe('GET /api/Core/User', () => {
  it("returns the signed-in user's profile for the event", async () => {
    const response = await get('/api/Core/User?eventid=2026', 'attendee');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Email: 'attendee@ehc2026.test',
      Firstname: 'Alice',
      Surname: 'Adler',
      Gender: null,
      SelectedInterests: [],
      Contact: { CountryId: 'DE', City: null },
      hasTicket: true,
      UserFormComplete: false,
    });
    expect((await get('/api/Core/User?eventid=2025', 'attendee')).json<UserProfile>().hasTicket).toBe(false);
  });

  it('answers 401 without a token, 400 naming eventid, 404 for an unknown event', async () => {
    const anonymous = await get('/api/Core/User?eventid=2026', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await get('/api/Core/User', 'attendee')).json()).toMatchObject({ statusCode: 400, field: 'eventid' });
    expect((await get('/api/Core/User?eventid=1', 'attendee')).statusCode).toBe(404);
  });
});

describe('GET /api/Core/UserComplete', () => {
  it('adds the per-event data and the tickets', async () => {
    const response = await get('/api/core/usercomplete?eventid=2026', 'member');
    expect(response.statusCode).toBe(200);
    const body = response.json<UserComplete>();
    expect(body).toMatchObject({ EventId: 2026, EventShort: 'ehc2026', EmailConfirmed: true, hasTicket: true });
    expect(body.FirstLoginAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.Tickets.map((ticket) => ticket.TicketTypeName)).toEqual(['Day Ticket']);
    expect((await get('/api/Core/UserComplete?eventid=2026', null)).statusCode).toBe(401);
  });
});

describe('POST /api/Core/User', () => {
  it("changes the user's own profile and marks the user form complete for the event", async () => {
    const before = (await get('/api/Core/User?eventid=2026', 'visitor')).json<UserProfile>();
    const response = await post('/api/Core/User?eventid=2026', 'visitor', {
      ...before,
      Firstname: 'Viktor',
      Gender: true,
      Birthday: '1980-04-30T00:00:00',
      Profession: 'Cardiologist',
      HealthCareProfessional: true,
      SelectedInterests: ['Cardiology', 'Prevention'],
      Contact: { CountryId: 'DE', City: 'Berlin' },
      CountryPracticeId: '',
      // Read-only: ignored.
      SocietyMemberType: 'Full Member',
      CompanyAccountId: 'ca-0001',
      Email: 'someone.else@example.test',
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<UserProfile>();
    expect(after).toMatchObject({
      Firstname: 'Viktor',
      Gender: true,
      Birthday: '1980-04-30',
      Profession: 'Cardiologist',
      HealthCareProfessional: true,
      SelectedInterests: ['Cardiology', 'Prevention'],
      Contact: { CountryId: 'DE', City: 'Berlin' },
      CountryPracticeId: null,
      SocietyMemberType: null,
      CompanyAccountId: null,
      Email: 'visitor@ehc2026.test',
      UserFormComplete: true,
    });
    expect((await get('/api/Core/User?eventid=2026', 'visitor')).json<UserProfile>().UserFormComplete).toBe(true);
    expect((await get('/api/Core/User?eventid=2025', 'visitor')).json<UserProfile>().UserFormComplete).toBe(false);
  });

  it("answers 403 for someone else's UserId, 400 naming a bad field (nothing changes), 401 without a token", async () => {
    const other = (await get('/api/Core/User?eventid=2026', 'attendee')).json<UserProfile>();
    expect((await post('/api/Core/User?eventid=2026', 'hcp', { UserId: other.UserId, Firstname: 'Mallory' })).statusCode).toBe(403);
    const bad = await post('/api/Core/User?eventid=2026', 'hcp', { Firstname: 'Changed', Birthday: '30.04.1980' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'Birthday' });
    expect((await post('/api/Core/User?eventid=2026', 'hcp', { ProfilePicturePath: 'javascript:alert(1)' })).json()).toMatchObject({
      field: 'ProfilePicturePath',
    });
    expect((await get('/api/Core/User?eventid=2026', 'hcp')).json<UserProfile>().Firstname).toBe('Hanna');
    expect((await get('/api/Core/User?eventid=2026', 'attendee')).json()).toMatchObject({ Firstname: 'Alice' });
    expect((await post('/api/Core/User?eventid=2026', null, { Firstname: 'X' })).statusCode).toBe(401);
  });
});

describe('GET /api/modules/BookedTickets', () => {
  it('answers 200 with tickets, 204 without, 410 when the ticket sync is gone (ehc2025), 401 without a user', async () => {
    expect((await get('/api/modules/BookedTickets?eventid=2026&externalAuthorizationCode=abc', 'attendee')).statusCode).toBe(200);
    const none = await get('/api/modules/BookedTickets?eventid=2026', 'visitor');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    const gone = await get('/api/modules/BookedTickets?eventid=2025', 'attendee');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ statusCode: 410, error: 'Gone' });
    expect((await get('/api/modules/BookedTickets?eventid=2026', null)).statusCode).toBe(401);
    expect((await get('/api/modules/BookedTickets', 'attendee')).json()).toMatchObject({ field: 'eventid' });
  });
});

describe('GET /api/core/SetTermsAccepted', () => {
  it('records the acceptance for the signed-in user; 401 without one', async () => {
    const user = (await get('/api/Core/User?eventid=2026', 'preview')).json<UserProfile>();
    await t.db.updateTable('users').set({ terms_accepted_at: null }).where('id', '=', user.UserId).execute();
    const response = await get('/api/core/SetTermsAccepted?context=Event&shortName=ehc2026', 'preview');
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('terms_accepted_at').where('id', '=', user.UserId).executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).not.toBeNull();
    expect((await get('/api/core/SetTermsAccepted?context=Event&shortName=ehc2026', null)).statusCode).toBe(401);
    expect((await get('/api/core/SetTermsAccepted?context=Event&shortName=nope', 'preview')).statusCode).toBe(404);
  });
});

const registration = (surname: string, regnumber: string) =>
  `/api/Modules/ValidateRegistrationLogin?eventid=2026&surname=${encodeURIComponent(surname)}&regnumber=${encodeURIComponent(regnumber)}`;

async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Token/ValidateLoginFromBody',
    payload: {
      Email: email,
      Password: DEMO_PASSWORD,
      AcceptTermsOfUse: false,
      RememberMe: true,
      ContextModel: { EContext: 'Event', Short: 'ehc2026' },
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<LoginData>().accessToken;
}

async function onboardingGrade(): Promise<string | null> {
  const row = await t.db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select('tickets.ticket_grade')
    .where('users.email', '=', ONBOARDING_ACCOUNT.email)
    .executeTakeFirstOrThrow();
  return row.ticket_grade;
}

describe('POST /api/Modules/ValidateRegistrationLogin', () => {
  it('answers 200 to the signed-in holder of a registration number, whatever the case of the surname; 404 otherwise', async () => {
    const ok = await post('/api/Modules/ValidateRegistrationLogin?eventid=2026&surname=M%C3%9CLLER&regnumber=EHC26-0006', 'member');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, VisitorId: 'EHC26-0006' });
    expect(
      (await post('/api/Modules/ValidateRegistrationLogin?eventid=2026&surname=Adler&regnumber=EHC26-0006', 'member')).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/Modules/ValidateRegistrationLogin?eventid=2025&surname=M%C3%BCller&regnumber=EHC26-0006', 'member')).statusCode,
    ).toBe(404);
    expect((await post('/api/Modules/ValidateRegistrationLogin?eventid=2026&surname=Adler', 'member')).json()).toMatchObject({
      field: 'regnumber',
    });
  });

  it('without a token answers 401 and records nothing, even for the registration of a ticket without a grade', async () => {
    const response = await post(registration(ONBOARDING_ACCOUNT.surname, ONBOARDING_ACCOUNT.registrationNumber), null);
    expect(response.statusCode).toBe(401);
    expect(await onboardingGrade()).toBeNull();
  });

  it("answers 404 to a signed-in user for someone else's registration, as for none, and 401 for a tampered token", async () => {
    const onboarding = await signIn(ONBOARDING_ACCOUNT.email);
    const other = await t.app.inject({
      method: 'POST',
      url: registration('Müller', 'EHC26-0006'),
      headers: { authorization: `Bearer ${onboarding}` },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'No registration with this surname and registration number' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: registration('Müller', 'EHC26-0006'),
      headers: { authorization: `Bearer ${onboarding}x` },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await onboardingGrade()).toBeNull();
  });

  it("records the ticket's type as its grade when the signed-in user links their own registration, and keeps an existing grade", async () => {
    const onboarding = await signIn(ONBOARDING_ACCOUNT.email);
    const headers = { authorization: `Bearer ${onboarding}` };
    const before = (await t.app.inject({ method: 'GET', url: '/api/modules/BookedTickets?eventid=2026', headers })).json<Ticket[]>();
    expect(before).toMatchObject([{ TicketGrade: null, IsValid: true, IsPayed: true, VisitorId: ONBOARDING_ACCOUNT.registrationNumber }]);

    const linked = await t.app.inject({
      method: 'POST',
      url: registration(ONBOARDING_ACCOUNT.surname.toUpperCase(), ONBOARDING_ACCOUNT.registrationNumber),
      headers,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ valid: true, VisitorId: ONBOARDING_ACCOUNT.registrationNumber, TicketGrade: 'Full Congress' });
    const after = (await t.app.inject({ method: 'GET', url: '/api/modules/BookedTickets?eventid=2026', headers })).json<Ticket[]>();
    expect(after).toMatchObject([{ TicketGrade: registrationGrade('Full Congress') }]);

    // The attendee's ticket has a grade already: linking again changes nothing.
    const attendee = await post(registration('Adler', 'EHC26-0001'), 'attendee');
    expect(attendee.json()).toMatchObject({ TicketGrade: 'Standard' });
  });

  it('grades a ticket without a type name Standard', () => {
    expect(registrationGrade(null)).toBe('Standard');
    expect(registrationGrade('  ')).toBe('Standard');
    expect(registrationGrade(' Day Ticket ')).toBe('Day Ticket');
  });
});

describe('OnboardingV2 in the seed', () => {
  it('leaves only onboarding@ with a valid ticket lacking TicketGrade', async () => {
    const rows = await t.db
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .select(['users.email', 'tickets.ticket_grade'])
      .where('tickets.event_id', '=', 2026)
      .where('tickets.is_valid', '=', 1)
      .execute();
    const lacking = rows.filter((row) => row.email !== ONBOARDING_ACCOUNT.email && !row.ticket_grade?.trim());
    expect(lacking).toEqual([]);
  });
});

describe('config_json access settings', () => {
  const config = async (event: string, language = 'en-GB') => {
    const [resource] = (await get(`/api/modules/GetResources?eventshort=${event}&setname=config_json&language=${language}`, null)).json<
      Resource[]
    >();
    return JSON.parse(resource!.resourcevalue);
  };

  it('gives ehc2026 policies of every Type, a time-limited one and a deny, and no holding', async () => {
    const ehc2026 = await config('ehc2026');
    const policies = ehc2026.accessPolicies as AccessPolicy[];
    expect(new Set(policies.map((policy) => policy.Type))).toEqual(new Set(['Session', 'Page', 'Url', 'Key']));
    expect(policies.some((policy) => policy.Requirements.some((r) => r.PrincipalField === 'TimeAccess'))).toBe(true);
    expect(policies.find((policy) => policy.Effect === 'Deny')?.Requirements[0]?.PrincipalField).toBe('UserCountry');
    expect(policies.find((policy) => policy.Type === 'Url')?.Identifier).toBe('/demo/ehc2026/en-GB/page/members');
    expect(((await config('ehc2026', 'de-DE')).accessPolicies as AccessPolicy[]).find((policy) => policy.Type === 'Url')?.Identifier).toBe(
      '/demo/ehc2026/de-DE/page/members',
    );
    expect(ehc2026).toMatchObject({
      useAppAccessMatrix: false,
      appAccessPolicies: [],
      holding: { isActive: false },
      access: { ticketRequiredPages: ['LivePage'], previewTicketType: 'Preview', publicProgramme: true, onboardingV2: true },
    });
  });

  it('puts ehc2025 behind its holding page with the 2025 dates', async () => {
    expect((await config('ehc2025')).holding).toMatchObject({
      isActive: true,
      eventStartTime: '2025-06-11T07:00:00Z',
      eventEndTime: '2025-06-14T16:00:00Z',
    });
  });
});
