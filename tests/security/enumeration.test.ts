/**
 * Class: account enumeration. Every identity endpoint that takes an e-mail address answers a known and an
 * unknown address with the same status and body, in about the same time (the production scrypt cost, so
 * that the hash dominates: the median of known and unknown may differ by at most max(15 ms, 25 %)), and
 * the Lockout result is per address and client: the same for unknown addresses, and no way to lock the
 * owner (signing in from elsewhere) out of an account.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { LOCKOUT_MAX_FAILED_LOGINS, SCRYPT_DEFAULT_COST } from '../../server/identity/constants';
import { createTestApp, type TestApp } from '../../server/testing';

const CONTEXT = { EContext: 'Event', Short: 'ehc2026' };
const CONFIRM_URL = 'http://localhost/confirmation/demo/ehc2026/en-GB';
const KNOWN = 'hcp@ehc2026.test';
/** Ours: requests per side; the medians of the two sides are compared. */
const SAMPLES = 15;
/** Ours: the largest difference of the medians that still counts as "the same time". */
const allowedGap = (a: number, b: number) => Math.max(15, 0.25 * Math.max(a, b));

/** Ours: a measuring test sends 2 x (SAMPLES + 1) requests that hash at the production cost. */
const MEASURING_TIMEOUT_MS = 120_000;

let t: TestApp;
let cheap: TestApp;
beforeAll(async () => {
  // The real cost: each hash takes tens of milliseconds, as it does in production. The rate limits are
  // raised: this file measures answers, not limits.
  t = await createTestApp({ identity: { scryptCost: SCRYPT_DEFAULT_COST }, rateLimitScale: 1000 });
  cheap = await createTestApp({ rateLimitScale: 1000 });
});
afterAll(async () => {
  await t.close();
  await cheap.close();
});

let serial = 0;
const unknownAddress = () => `nobody-${++serial}@enumeration.test`;
/** A client address of its own for each request, so that no lock gets in the way of measuring. */
const client = () => `10.0.${Math.floor(serial / 250)}.${(serial++ % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress = client(), app = t) =>
  app.app.inject({ method: 'POST', url, payload, remoteAddress });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Side {
  times: number[];
  answers: { status: number; body: string }[];
}

/** Sends the known and the unknown request in turns; their statuses, bodies and median times. */
async function compare(known: () => Promise<LightMyRequestResponse>, unknown: () => Promise<LightMyRequestResponse>) {
  const sides: Record<'known' | 'unknown', Side> = { known: { times: [], answers: [] }, unknown: { times: [], answers: [] } };
  const measure = async (side: Side, send: () => Promise<LightMyRequestResponse>) => {
    const start = performance.now();
    const response = await send();
    side.times.push(performance.now() - start);
    side.answers.push({ status: response.statusCode, body: response.body });
  };
  // One of each first, unmeasured: lazy loading (dictionaries, the dummy hash) is not the address's doing.
  await known();
  await unknown();
  for (let i = 0; i < SAMPLES; i++) {
    await measure(sides.known, known);
    await measure(sides.unknown, unknown);
  }
  await t.app.identity.settled?.();
  return { known: median(sides.known.times), unknown: median(sides.unknown.times), sides };
}

function expectSame(result: Awaited<ReturnType<typeof compare>>) {
  const { known, unknown, sides } = result;
  expect(new Set(sides.unknown.answers.map((answer) => JSON.stringify(answer)))).toEqual(
    new Set(sides.known.answers.map((answer) => JSON.stringify(answer))),
  );
  expect(Math.abs(known - unknown), `median known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThanOrEqual(
    allowedGap(known, unknown),
  );
}

describe('no account enumeration by body, status or timing', () => {
  it(
    'sign-in: a wrong password for a known address and any password for an unknown one',
    async () => {
      expectSame(
        await compare(
          () => post('/api/Token/ValidateLoginFromBody', { Email: KNOWN, Password: 'wrong-password-1', ContextModel: CONTEXT }),
          () =>
            post('/api/Token/ValidateLoginFromBody', {
              Email: 'nobody@enumeration.test',
              Password: 'wrong-password-1',
              ContextModel: CONTEXT,
            }),
        ),
      );
    },
    MEASURING_TIMEOUT_MS,
  );

  it(
    'reset password: a wrong code for a known address and for an unknown one',
    async () => {
      const body = (Email: string) => ({
        Email,
        Code: 'not-a-code',
        Password: 'a-Good-new-secret-71',
        ConfirmPassword: 'a-Good-new-secret-71',
      });
      expectSame(
        await compare(
          () => post('/api/token/ResetPasswordFromBody', body(KNOWN)),
          () => post('/api/token/ResetPasswordFromBody', body('nobody@enumeration.test')),
        ),
      );
    },
    MEASURING_TIMEOUT_MS,
  );

  it(
    'forgot password and send confirmation: a known and an unknown address',
    async () => {
      expectSame(
        await compare(
          () => post('/api/Token/ForgotPasswordFromBody?shortname=ehc2026', { Email: KNOWN }),
          () => post('/api/Token/ForgotPasswordFromBody?shortname=ehc2026', { Email: 'nobody@enumeration.test' }),
        ),
      );
      // An account nobody confirmed yet, next to no account at all.
      await post(`/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`, {
        Firstname: 'Una',
        Surname: 'Confirmed',
        Email: 'unconfirmed@enumeration.test',
        Password: 'a-Good-new-secret-71',
        ConfirmPassword: 'a-Good-new-secret-71',
        AcceptTermsOfUse: true,
        ContextModel: CONTEXT,
      });
      expectSame(
        await compare(
          () => post('/api/Token/SendConfirmationFromBody', { Email: 'unconfirmed@enumeration.test', ContextModel: CONTEXT }),
          () => post('/api/Token/SendConfirmationFromBody', { Email: 'nobody@enumeration.test', ContextModel: CONTEXT }),
        ),
      );
    },
    MEASURING_TIMEOUT_MS,
  );

  it(
    'create account: an address with an account and a new one',
    async () => {
      const body = (Email: string) => ({
        Firstname: 'Eve',
        Surname: 'Probe',
        Email,
        Password: 'a-Good-new-secret-71',
        ConfirmPassword: 'a-Good-new-secret-71',
        AcceptTermsOfUse: true,
        ContextModel: CONTEXT,
      });
      const url = `/api/Token/CreateAccountFromBody?confirmUrl=${encodeURIComponent(CONFIRM_URL)}`;
      expectSame(
        await compare(
          () => post(url, body(KNOWN)),
          () => post(url, body(unknownAddress())),
        ),
      );
    },
    MEASURING_TIMEOUT_MS,
  );
});

describe('lockout is neither an oracle nor a denial of service', () => {
  const signIn = (Email: string, Password: string, remoteAddress: string) =>
    post('/api/Token/ValidateLoginFromBody', { Email, Password, ContextModel: CONTEXT }, remoteAddress, cheap);

  it(`after ${LOCKOUT_MAX_FAILED_LOGINS} wrong passwords a known and an unknown address answer alike`, async () => {
    const answers: Record<string, string[]> = {};
    for (const email of ['visitor@ehc2026.test', 'nobody-locked@enumeration.test']) {
      answers[email] = [];
      for (let attempt = 0; attempt <= LOCKOUT_MAX_FAILED_LOGINS; attempt++) {
        const response = await signIn(email, `wrong-password-${attempt}`, '192.0.2.10');
        answers[email].push(`${response.statusCode} ${response.body}`);
      }
    }
    expect(answers['nobody-locked@enumeration.test']).toEqual(answers['visitor@ehc2026.test']);
  });

  it("an attacker's wrong passwords do not lock the owner, signing in from another address, out", async () => {
    for (let attempt = 0; attempt <= LOCKOUT_MAX_FAILED_LOGINS; attempt++)
      await signIn('staff@ehc2026.test', `wrong-password-${attempt}`, '198.51.100.66');
    const owner = await signIn('staff@ehc2026.test', DEMO_PASSWORD, '203.0.113.5');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: 'staff@ehc2026.test' });
  });
});
