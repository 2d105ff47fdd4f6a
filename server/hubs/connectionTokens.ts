/**
 * SignalR's connection token (negotiate answers it; the WebSocket brings it back as ?id=) as a signed, short-lived
 * ticket instead of an entry in the negotiating process's memory: behind a round-robin balancer the socket may
 * arrive at another process than the negotiate did, and any process holding the key accepts it (no sticky
 * sessions). It names the hub and the connection id, expires after the negotiation timeout, and is good once in
 * the whole deployment (the backplane's claimOnce). Who connects is not in it: the socket authenticates again from
 * its query string (the client sends the same one to negotiate and to the socket), so a session ended between the
 * two does not connect.
 *
 * Shape: base64url(JSON [hub path, connection id, expiry ms]) "." base64url(HMAC-SHA256).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConnectionTokens {
  issue(hubPath: string, connectionId: string, now: number): string;
  /** The connection id the token was issued for at hubPath, when it is genuine and in time; else null. */
  verify(token: string, hubPath: string, now: number): string | null;
}

/** key: a secret every process of the deployment shares (derived from the token secret, server/app.ts). */
export function connectionTokens(key: string | Buffer, lifetimeMs: number): ConnectionTokens {
  const sign = (payload: string) => createHmac('sha256', key).update(`hub-connection\n${payload}`).digest();
  return {
    issue(hubPath, connectionId, now) {
      const payload = Buffer.from(JSON.stringify([hubPath, connectionId, now + lifetimeMs])).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(token, hubPath, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!Array.isArray(fields) || fields.length !== 3) return null;
      const [path, connectionId, expires] = fields as unknown[];
      if (path !== hubPath || typeof connectionId !== 'string' || typeof expires !== 'number' || expires <= now) return null;
      return connectionId;
    },
  };
}
