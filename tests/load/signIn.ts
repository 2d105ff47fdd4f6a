/**
 * Sign-ins (POST /api/Token/ValidateLoginFromBody, a password hash each) flat out, and what they cost everyone
 * else: the texts every page asks for (GetResources VMXTexts) under load alone, then while the sign-ins run
 * beside it (two loads at once). The ratios compare the texts' figures with and without the sign-ins.
 */
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import type { LoginRequest } from '../../src/contracts';
import { expectStatus, load, probe, type LoadFigures, type LoadRequest } from './http';
import { resourcesRequest } from './startOfPage';
import { EVENT, type LoadTarget } from './target';

/** Issue 21: the other requests keep this share of their throughput, and their p99 grows at most this much. */
export const SIGN_IN_BUDGETS = { othersThroughputRatio: 0.7, othersP99Ratio: 2 } as const;

/** Connections signing in at once: enough to keep the hashing busy. */
const SIGN_IN_CONNECTIONS = 8;

/** A demo account (server/db/seed/identity.ts). */
const SIGN_IN_BODY: LoginRequest = {
  Email: 'visitor@ehc2026.test',
  Password: DEMO_PASSWORD,
  AcceptTermsOfUse: false,
  RememberMe: false,
  ContextModel: { EContext: 'Event', Short: EVENT },
};
const SIGN_IN: LoadRequest = {
  path: '/api/Token/ValidateLoginFromBody',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(SIGN_IN_BODY),
};
const OTHERS = resourcesRequest('VMXTexts');

export interface SignInFigures {
  signIns: LoadFigures;
  othersAlone: LoadFigures;
  othersDuringSignIns: LoadFigures;
  signInsDuringOthers: LoadFigures;
  /** The others' requests per second with the sign-ins over without. */
  othersThroughputRatio: number;
  /** The others' p99 with the sign-ins over without. */
  othersP99Ratio: number;
}

export async function measureSignIn(target: LoadTarget): Promise<SignInFigures> {
  const answer = await probe(target.baseUrl, SIGN_IN);
  expectStatus(answer, 200, SIGN_IN);
  // A 200 may also be a status (Unconfirmed, Lockout, Terms) rather than a signed-in user.
  if (!answer.decoded.toString().includes('accessToken')) throw new Error(`sign-in answered without a token: ${answer.decoded.toString()}`);
  expectStatus(await probe(target.baseUrl, OTHERS), 200, OTHERS);
  const signIns = await load(target, SIGN_IN, { connections: SIGN_IN_CONNECTIONS });
  const othersAlone = await load(target, OTHERS);
  const [othersDuringSignIns, signInsDuringOthers] = await Promise.all([
    load(target, OTHERS),
    load(target, SIGN_IN, { connections: SIGN_IN_CONNECTIONS }),
  ]);
  return {
    signIns,
    othersAlone,
    othersDuringSignIns,
    signInsDuringOthers,
    othersThroughputRatio: othersDuringSignIns.requestsPerSecond / othersAlone.requestsPerSecond,
    othersP99Ratio: othersDuringSignIns.p99Ms / othersAlone.p99Ms,
  };
}
