import { describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID, oauthStart, readOauthArrival } from './oauth';

const NOW = Date.UTC(2026, 5, 1, 9);

describe('oauthStart', () => {
  it('asks the identity service for a token for the platform, with the state, the way back and the event', () => {
    expect(
      oauthStart('https://id.example/', {
        state: 's1',
        redirectUri: 'https://congress.example/live/demo/ehc2026/en-GB',
        event: 'ehc2026',
        language: 'de-DE',
      }),
    ).toEqual({
      path: 'https://id.example/connect/authorize',
      query: {
        response_type: 'token',
        client_id: OAUTH_CLIENT_ID,
        redirect_uri: 'https://congress.example/live/demo/ehc2026/en-GB',
        state: 's1',
        shortname: 'ehc2026',
        ui_locales: 'de-DE',
      },
    });
  });
});

describe('readOauthArrival', () => {
  it('takes the token of the stored state, valid for expires_in seconds', () => {
    expect(readOauthArrival({ access_token: 't', token_type: 'Bearer', expires_in: '43200', state: 's1' }, 's1', NOW)).toEqual({
      kind: 'token',
      accessToken: 't',
      validUntil: NOW + 43_200_000,
    });
  });

  it('refuses a token for a state this session did not start, or when none was started', () => {
    expect(readOauthArrival({ access_token: 't', expires_in: '60', state: 'other' }, 's1', NOW)).toEqual({ kind: 'refused' });
    expect(readOauthArrival({ access_token: 't', expires_in: '60', state: 's1' }, null, NOW)).toEqual({ kind: 'refused' });
  });

  it('refuses a cancelled authorization and an unreadable expiry', () => {
    expect(readOauthArrival({ error: 'access_denied', state: 's1' }, 's1', NOW)).toEqual({ kind: 'refused' });
    expect(readOauthArrival({ access_token: 't', expires_in: 'soon', state: 's1' }, 's1', NOW)).toEqual({ kind: 'refused' });
    expect(readOauthArrival({ access_token: 't', expires_in: '0', state: 's1' }, 's1', NOW)).toEqual({ kind: 'refused' });
  });

  it('is no arrival without a state, or with a state alone', () => {
    expect(readOauthArrival({ access_token: 't' }, 's1', NOW)).toEqual({ kind: 'none' });
    expect(readOauthArrival({ state: 's1' }, 's1', NOW)).toEqual({ kind: 'none' });
  });
});
