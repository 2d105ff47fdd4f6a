/**
 * The registration lookup, POST /api/Modules/ValidateRegistrationLogin?eventid&surname&regnumber
 * (issue 16, registration lookup): it is for a signed-in user linking their own registration, so it
 * tells nobody else whether a person holds a ticket: an anonymous caller gets 401 whatever it asks,
 * and a signed-in user gets the same 404 for someone else's registration as for one that does not
 * exist, and nothing is linked or changed for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_ACCOUNT } from '../../server/db/seed/identity';
import { createTestApp, signInDemoUsers, type TestApp } from '../../server/testing';

let t: TestApp;
let attendee: string;
beforeAll(async () => {
  t = await createTestApp();
  attendee = (await signInDemoUsers(t.app, ['attendee'])).attendee!.token;
});
afterAll(() => t.close());

const lookup = (surname: string, regnumber: string, token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Modules/ValidateRegistrationLogin?eventid=2026&surname=${encodeURIComponent(surname)}&regnumber=${encodeURIComponent(regnumber)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const grade = async () =>
  (
    await t.db
      .selectFrom('tickets')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .select('tickets.ticket_grade')
      .where('users.email', '=', ONBOARDING_ACCOUNT.email)
      .executeTakeFirstOrThrow()
  ).ticket_grade;

describe('the registration lookup', () => {
  it('answers an anonymous caller 401 alike for a ticket holder and for nobody', async () => {
    const holder = await lookup(ONBOARDING_ACCOUNT.surname, ONBOARDING_ACCOUNT.registrationNumber, null);
    const nobody = await lookup('Nobody', 'EHC26-9999', null);
    expect(holder.statusCode).toBe(401);
    expect(nobody.statusCode).toBe(401);
    expect(holder.body).toBe(nobody.body);
    expect(holder.headers['www-authenticate']).toBe('Bearer');
    expect(await grade()).toBeNull();
  });

  it("answers a signed-in user 404 for someone else's registration, the same as for one that does not exist, links nothing, and links their own", async () => {
    const someoneElse = await lookup(ONBOARDING_ACCOUNT.surname, ONBOARDING_ACCOUNT.registrationNumber, attendee);
    const nobody = await lookup('Nobody', 'EHC26-9999', attendee);
    expect(someoneElse.statusCode).toBe(404);
    expect(nobody.statusCode).toBe(404);
    expect(someoneElse.body).toBe(nobody.body);
    expect(await grade()).toBeNull();
    // Their own registration is what the lookup is for.
    const own = await lookup('Adler', 'EHC26-0001', attendee);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ valid: true, VisitorId: 'EHC26-0001', TicketGrade: 'Standard' });
  });
});
