/**
 * Slow clients (issue 16, point 14): a connection that never finishes its request header, or that
 * sends nothing at all, is closed by the server; the default timeouts are set on the HTTP server. The
 * first two tests run a real listening server with the timeouts shortened, and wait for the close.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../server/http/timeouts';
import { createTestApp, type TestApp } from '../../server/testing';

/** Resolves with what the server sent once it closes the connection. */
function untilClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  return new Promise((resolve) => socket.on('close', () => resolve(received)));
}

describe('a listening server with short timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      timeouts: { headersMs: 300, requestMs: 600, connectionIdleMs: 400, keepAliveMs: 300, checkIntervalMs: 100 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('closes a connection whose request header never ends (slowloris), and still answers complete requests', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write('GET /api/Event/Shortname?shortName=ehc2026 HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    const received = await closed;
    // Node answers 408 before it closes; never the page asked for.
    expect(received).not.toContain('"Id"');
    const response = await fetch(`http://127.0.0.1:${port}/api/Event/Shortname?shortName=ehc2026`);
    expect(await response.json()).toEqual({ Id: 2026 });
  });

  it('closes a connection that sends nothing', async () => {
    const socket = connect(port, '127.0.0.1');
    const received = await untilClosed(socket);
    // Closed silently, or with Node's 408.
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('the defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('set header, request, keep-alive and idle timeouts on the HTTP server', () => {
    const server = t.app.server;
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.connectionIdleMs);
    // Short enough to stop a stalled header within half a minute, long enough for a slow phone.
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.headersMs).toBeGreaterThanOrEqual(10_000);
  });
});
