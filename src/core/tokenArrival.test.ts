import { describe, expect, it } from 'vitest';
import { jwtArrival, tokenSubject, type ArrivalSession } from './tokenArrival';

/** An unsigned JWT with the given payload (the rule reads, never verifies). */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const NOW = Date.UTC(2026, 2, 1);
const ATTENDEE: ArrivalSession = {
  accessToken: jwt({ sub: '7' }),
  validUntil: NOW + 60_000,
  userId: 7,
  email: 'attendee@example.test',
  firstname: 'Ada',
  surname: 'Attendee',
};

describe('tokenSubject', () => {
  it('reads the sub claim of a JWT without verifying it', () => {
    expect(tokenSubject(jwt({ sub: '42', exp: 1 }))).toBe('42');
  });
  it('is null for a token that is no JWT or has no subject', () => {
    for (const token of ['', 'opaque-token', 'a.b.c', jwt({ name: 'x' }), jwt({ sub: 42 }), jwt({ sub: '' })]) {
      expect(tokenSubject(token), token).toBeNull();
    }
  });
});

describe('jwtArrival', () => {
  it('takes the token when nobody is signed in or the session has ended', () => {
    expect(jwtArrival(jwt({ sub: '8' }), null, NOW)).toEqual({ kind: 'take' });
    expect(jwtArrival(jwt({ sub: '8' }), { ...ATTENDEE, validUntil: NOW }, NOW)).toEqual({ kind: 'take' });
  });
  it('keeps the session for the signed-in user’s own token', () => {
    expect(jwtArrival(jwt({ sub: '7' }), ATTENDEE, NOW)).toEqual({ kind: 'same' });
    // A session that arrived as a bare token knows its user from that token.
    expect(jwtArrival(jwt({ sub: '7' }), { ...ATTENDEE, userId: null, email: null }, NOW)).toEqual({ kind: 'same' });
  });
  it('asks before switching to another account, naming who is signed in', () => {
    expect(jwtArrival(jwt({ sub: '8' }), ATTENDEE, NOW)).toEqual({ kind: 'ask', signedInAs: 'attendee@example.test' });
    expect(jwtArrival(jwt({ sub: '8' }), { ...ATTENDEE, email: null }, NOW)).toEqual({ kind: 'ask', signedInAs: 'Ada Attendee' });
    expect(
      jwtArrival(jwt({ sub: '8' }), { ...ATTENDEE, userId: null, email: null, firstname: null, surname: null, accessToken: 'opaque' }, NOW),
    ).toEqual({
      kind: 'ask',
      signedInAs: null,
    });
  });
  it('keeps the session when the arriving token cannot be read', () => {
    expect(jwtArrival('not-a-jwt', ATTENDEE, NOW)).toEqual({ kind: 'keep' });
  });
});
