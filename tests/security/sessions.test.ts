/**
 * Sessions (issue 16): single login holds on the server, not only in the browser. A new sign-in for an
 * event ends the account's other sessions for that event (docs/rules/shell-access-identity.md section 7: the account
 * hub, and so single login, is per eventShort): their tokens get 401 at once and their account-hub sockets
 * get remoteLogout and are closed. A signed-out session's hub sockets close too. Sessions of other events
 * and other accounts are left alone.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData, RemoteLogoutMessage } from '../../src/contracts';
import { DEMO_PASSWORD } from '../../server/db/seed/identity';
import { closed, listen, nextMessage, RawHubSocket, signalrClient } from '../../server/hubs/testClient';
import { createTestApp, type TestApp } from '../../server/testing';

let t: TestApp;
let base: string;
const open: HubConnection[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await t.close();
});

async function signIn(name: string, event = 'ehc2026'): Promise<LoginData> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Token/ValidateLoginFromBody',
    payload: {
      Email: `${name}@ehc2026.test`,
      Password: DEMO_PASSWORD,
      AcceptTermsOfUse: true,
      RememberMe: false,
      ContextModel: { EContext: 'Event', Short: event },
    },
  });
  expect(response.statusCode, `${name} signs in for ${event}`).toBe(200);
  return response.json<LoginData>();
}

const userStatus = async (session: LoginData, eventId = 2026) =>
  (await t.app.inject({ url: `/api/Core/User?eventid=${eventId}`, headers: { authorization: `Bearer ${session.accessToken}` } }))
    .statusCode;

async function accountHub(session: LoginData, event = 'ehc2026'): Promise<HubConnection> {
  const connection = signalrClient(`${base}/hubs/singlelogin?eventShort=${event}&jwt=${session.accessToken}`);
  open.push(connection);
  await connection.start();
  return connection;
}

describe('single login on the server', () => {
  it("a new sign-in for the event ends the account's other sessions for it: their tokens get 401 at once", async () => {
    const first = await signIn('attendee');
    expect(await userStatus(first)).toBe(200);
    const second = await signIn('attendee');
    expect(await userStatus(first)).toBe(401);
    expect(await userStatus(second)).toBe(200);
    const revoked = await t.db
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', first.userId)
      .where('event_short', '=', 'ehc2026')
      .execute();
    expect(revoked.filter((row) => row.revoked_at === null)).toHaveLength(1);
  });

  it("leaves the account's sessions for another event, and other accounts' sessions", async () => {
    const thisEvent = await signIn('member');
    const otherEvent = await signIn('member', 'ehc2025');
    const someoneElse = await signIn('staff');
    await signIn('member');
    expect(await userStatus(thisEvent)).toBe(401);
    expect(await userStatus(otherEvent, 2025)).toBe(200);
    expect(await userStatus(someoneElse)).toBe(200);
  });

  it("sends remoteLogout to the ended session's account-hub socket and closes it; the new session's stays", async () => {
    const first = await signIn('hcp');
    const older = await accountHub(first);
    const told = nextMessage<RemoteLogoutMessage>(older, 'remoteLogout');
    const whenClosed = closed(older);
    const second = await signIn('hcp');
    expect(await told).toEqual({ reason: 'signed-in-elsewhere' });
    await whenClosed;
    // The ended session cannot connect again; the new one can.
    await expect(signalrClient(`${base}/hubs/singlelogin?eventShort=ehc2026&jwt=${first.accessToken}`).start()).rejects.toThrow(/401/);
    const newer = await accountHub(second);
    expect(await newer.invoke('CloseConnection')).toBeNull();
  });
});

describe('sign-out', () => {
  it("closes the signed-out session's account-hub sockets, and no other session's", async () => {
    const leaving = await signIn('visitor');
    const staying = await signIn('preview');
    const leavingSocket = await RawHubSocket.open(base, '/hubs/singlelogin', `eventShort=ehc2026&jwt=${leaving.accessToken}`);
    expect(await leavingSocket.handshake()).toEqual({});
    const stayingHub = await accountHub(staying);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/Token/LougoutFromBody',
      headers: { authorization: `Bearer ${leaving.accessToken}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await leavingSocket.whenClosed()).toBe(1000);
    expect(leavingSocket.frames).toContainEqual({ type: 7, allowReconnect: false });
    expect(await userStatus(leaving)).toBe(401);
    // The other account's connection is still there and answers.
    expect(await stayingHub.invoke('CloseConnection')).toBeNull();
  });

  it('refuses the socket of a session that ended between negotiate and connect', async () => {
    const session = await signIn('unregistered');
    const negotiate = await fetch(`${base}/hubs/singlelogin/negotiate?negotiateVersion=1&eventShort=ehc2026&jwt=${session.accessToken}`, {
      method: 'POST',
    });
    expect(negotiate.status).toBe(200);
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    await t.app.inject({ method: 'POST', url: '/api/Token/LougoutFromBody', headers: { authorization: `Bearer ${session.accessToken}` } });
    const { default: WebSocket } = await import('ws');
    const status = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(
        `${base.replace(/^http/, 'ws')}/hubs/singlelogin?eventShort=ehc2026&jwt=${session.accessToken}&id=${connectionToken}`,
      );
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('error', () => resolve(undefined));
    });
    // The socket authenticates again (the connection token says nothing about who): the ended session is refused.
    expect(status).toBe(401);
  });
});
