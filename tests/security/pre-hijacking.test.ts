/**
 * Class: account pre-hijacking (OWASP ASVS V2/V3). An attacker registers the victim's address first,
 * with a password of his own. Whatever mail the victim then receives and clicks, the attacker's password
 * is never confirmed: a new registration for an unconfirmed address replaces that account (names,
 * password) and voids every earlier code; a confirmed account's "already registered" mail carries no
 * confirmation link; a password reset proves the mailbox and voids the other links too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing';

const CONTEXT = { EContext: 'Event', Short: 'ehc2026' };
const CONFIRM_URL = 'http://localhost/confirmation/demo/ehc2026/en-GB';
const ATTACKER_PASSWORD = 'mallory-owns-this-7';
const VICTIM_PASSWORD = 'victims-own-secret-2026';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const victimAddress = () => `victim-${++serial}@hijack.test`;

const register = (email: string, password: string, firstname: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`,
    payload: {
      Firstname: firstname,
      Surname: 'Person',
      Email: email,
      Password: password,
      ConfirmPassword: password,
      AcceptTermsOfUse: true,
      ContextModel: CONTEXT,
    },
  });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Token/ValidateLoginFromBody',
    payload: { Email: email, Password: password, AcceptTermsOfUse: false, RememberMe: false, ContextModel: CONTEXT },
  });

const confirm = (link: URL) =>
  t.app.inject({
    method: 'POST',
    url: `/api/token/ConfirmEmailFromBody?userId=${link.searchParams.get('userId')}&code=${encodeURIComponent(link.searchParams.get('code')!)}`,
  });

/** The confirmation links mailed to an address, newest first. */
async function confirmLinks(to: string): Promise<URL[]> {
  await t.app.identity.settled();
  const mails = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<{ links: string[] }[]>();
  return mails
    .flatMap((mail) => mail.links)
    .filter((link) => link.includes('/confirmation/'))
    .map((link) => new URL(link));
}

describe('account pre-hijacking', () => {
  it("the victim's own registration and confirmation leave the attacker's password useless and his link void", async () => {
    const email = victimAddress();
    expect((await register(email, ATTACKER_PASSWORD, 'Mallory')).statusCode).toBe(200);
    const [attackersLink] = await confirmLinks(email);
    expect(attackersLink).toBeDefined();

    expect((await register(email, VICTIM_PASSWORD, 'Victoria')).statusCode).toBe(200);
    const [victimsLink] = await confirmLinks(email);
    expect(victimsLink!.href).not.toBe(attackersLink!.href);
    expect((await confirm(victimsLink!)).statusCode).toBe(200);

    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    const victim = await signIn(email, VICTIM_PASSWORD);
    expect(victim.statusCode).toBe(200);
    expect(victim.json()).toMatchObject({ email, firstname: 'Victoria' });
    // The link mailed for the attacker's registration confirms nothing any more.
    expect((await confirm(attackersLink!)).statusCode).toBe(400);
  });

  it("a second registration for an unconfirmed address voids the first one's link before anyone clicks it", async () => {
    const email = victimAddress();
    await register(email, ATTACKER_PASSWORD, 'Mallory');
    const [attackersLink] = await confirmLinks(email);
    await register(email, VICTIM_PASSWORD, 'Victoria');
    expect((await confirm(attackersLink!)).statusCode).toBe(400);
    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('the "already registered" mail of a confirmed account carries no confirmation link', async () => {
    const email = victimAddress();
    await register(email, VICTIM_PASSWORD, 'Victoria');
    const [link] = await confirmLinks(email);
    expect((await confirm(link!)).statusCode).toBe(200);
    const before = (await confirmLinks(email)).length;
    expect((await register(email, ATTACKER_PASSWORD, 'Mallory')).statusCode).toBe(200);
    expect((await confirmLinks(email)).length).toBe(before);
    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it("a password reset of an unconfirmed account gives it to the mailbox's owner and voids the attacker's link", async () => {
    const email = victimAddress();
    await register(email, ATTACKER_PASSWORD, 'Mallory');
    const [attackersLink] = await confirmLinks(email);
    await t.app.inject({ method: 'POST', url: '/api/Token/ForgotPasswordFromBody?shortname=ehc2026', payload: { Email: email } });
    await t.app.identity.settled();
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })).json<
      {
        links: string[];
      }[]
    >();
    const reset = new URL(mails.flatMap((mail) => mail.links).find((link) => link.includes('/resetpassword/'))!);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/token/ResetPasswordFromBody',
      payload: { Email: email, Code: reset.searchParams.get('code'), Password: VICTIM_PASSWORD, ConfirmPassword: VICTIM_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, VICTIM_PASSWORD)).statusCode).toBe(200);
    expect((await confirm(attackersLink!)).statusCode).toBe(400);
  });
});
