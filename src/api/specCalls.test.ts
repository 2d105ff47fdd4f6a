/**
 * The calls of docs/rules/shell-access-identity.md and docs/rules/content-areas.md section 7 that VMX made
 * nowhere before: each is sent at the spec's path, in its casing, with its query names, and with the
 * credential the spec gives it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXED_BASIC_CREDENTIAL } from '../contracts';
import { getExhibitorChallenges } from './charity';
import { getIndustryLandingModel, getVmToken } from './core';
import { createHttp } from './http';
import { getBookedTickets, getExternalUserData, getUserComplete } from './identity';
import { getHighlightedPresentation, getSelectedSessions } from './programme';

function recordingHttp(token: string | null = 'user-token') {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: new URL(url), init });
      return new Response('null', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const http = createHttp({
    baseUrl: 'https://api.example/',
    getToken: () => token,
    onUnauthorized() {},
    onMaintenance() {},
    onError() {},
  });
  const last = () => {
    const call = calls.at(-1)!;
    const headers = call.init.headers as Record<string, string>;
    return {
      path: call.url.pathname,
      query: Object.fromEntries(call.url.searchParams),
      method: call.init.method,
      authorization: headers.Authorization,
      body: call.init.body,
    };
  };
  return { http, last };
}

afterEach(() => vi.unstubAllGlobals());

describe('the calls of section 7 that VMX now makes', () => {
  it('GetVMToken, UserComplete and BookedTickets carry the bearer token at their paths and casing', async () => {
    const { http, last } = recordingHttp();
    await getVmToken(http, 2026);
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/Core/GetVMToken/',
      query: { eventid: '2026' },
      authorization: 'Bearer user-token',
    });
    await getUserComplete(http, 2026);
    expect(last()).toMatchObject({ path: '/api/Core/UserComplete', query: { eventid: '2026' }, authorization: 'Bearer user-token' });
    await getBookedTickets(http, 2026, undefined, 'code-from-eventsair');
    expect(last()).toMatchObject({
      path: '/api/modules/BookedTickets',
      query: { eventid: '2026', externalAuthorizationCode: 'code-from-eventsair' },
      authorization: 'Bearer user-token',
    });
    await getBookedTickets(http, 2026);
    expect(last().query).toEqual({ eventid: '2026' });
  });

  it('ExternalUserData sends the fixed basic credential instead of the bearer token', async () => {
    const { http, last } = recordingHttp();
    await getExternalUserData(http, 2026, 'abc');
    const sent = last();
    expect(sent).toMatchObject({
      path: '/api/custominterfaces/EventsAir/EventsAir/ExternalUserData',
      query: { eventid: '2026', externalAuthorizationCode: 'abc' },
    });
    expect(sent.authorization).toBe(`Basic ${btoa('vmx-web:public-client')}`);
    expect(FIXED_BASIC_CREDENTIAL).toEqual({ username: 'vmx-web', password: 'public-client' });
  });

  it('IndustryLandingModel, SelectedSessions, HighlightedPresentation and ExhibitorChallenges use the spec’s paths and query names', async () => {
    const { http, last } = recordingHttp(null);
    await getIndustryLandingModel(http, { event: 'ehc2026', language: 'de-DE' });
    expect(last()).toMatchObject({
      path: '/api/modules/IndustryLandingModel',
      query: { shortname: 'ehc2026', language: 'de-DE' },
      authorization: undefined,
    });
    await getSelectedSessions(http, { shortname: 'ehc2026', language: 'en-GB' }, [3, '7']);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/Public/SelectedSessions',
      query: { shortname: 'ehc2026', language: 'en-GB' },
      body: '[3,"7"]',
    });
    await getHighlightedPresentation(http, { shortname: 'ehc2026', language: 'en-GB' });
    expect(last()).toMatchObject({ path: '/api/Public/HighlightedPresentation', query: { shortname: 'ehc2026', language: 'en-GB' } });
    await getExhibitorChallenges(http, 2026, 'de-DE', 'ca 1');
    expect(last()).toMatchObject({ path: '/api/Exhibition/ExhibitorChallenges/2026/de-DE', query: { id: 'ca 1' } });
  });
});
