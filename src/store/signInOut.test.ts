import { describe, expect, it } from 'vitest';
import { createEventContext } from './eventContext';
import { completeSessionFromProfile, renameSession, signInWithToken } from './signInOut';

const profile = { UserId: 7, Email: 'ada@example.test', Firstname: 'Ada', Surname: 'Lovelace' };

describe('sessions that arrive as a token', () => {
  it('learn whose they are from the profile, once', () => {
    const context = createEventContext({ instance: 'demo', event: 'ehc2026', language: 'en-GB', apiBase: 'https://vmx.test/' });
    signInWithToken(context, 'token-1', Date.UTC(2030, 0, 1));
    expect(context.store.getState().user).toMatchObject({ accessToken: 'token-1', email: null, firstname: null });
    completeSessionFromProfile(context, profile);
    expect(context.store.getState().user).toMatchObject({
      accessToken: 'token-1',
      userId: 7,
      email: 'ada@example.test',
      firstname: 'Ada',
      surname: 'Lovelace',
    });
    // A session that knows its user keeps its names (a rename is renameSession's job).
    completeSessionFromProfile(context, { ...profile, Firstname: 'Augusta' });
    expect(context.store.getState().user?.firstname).toBe('Ada');
    renameSession(context, { firstname: 'Augusta', surname: 'King' });
    expect(context.store.getState().user).toMatchObject({ firstname: 'Augusta', surname: 'King', accessToken: 'token-1' });
  });
});
