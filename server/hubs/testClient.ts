/** For the hub tests: the real @microsoft/signalr client and a raw WebSocket speaking the protocol. */
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { HubUser } from './hubServer';
import { RECORD_SEPARATOR } from './protocol';

/** Accepts jwts shaped "user-{userId}-{sessionId}". */
export async function fakeVerifyToken(jwt: string): Promise<HubUser | null> {
  const match = /^user-(\d+)-(\w+)$/.exec(jwt);
  return match ? { userId: Number(match[1]), sessionId: match[2]! } : null;
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export function signalrClient(url: string, reconnect = false): HubConnection {
  const builder = new HubConnectionBuilder()
    .withUrl(url, { transport: HttpTransportType.WebSockets, skipNegotiation: false, withCredentials: false })
    .configureLogging(LogLevel.None);
  return (reconnect ? builder.withAutomaticReconnect([0, 100, 100]) : builder).build();
}

/** Resolves with the arguments of the next call of `method` on the connection. */
export function nextMessage<T = unknown>(connection: HubConnection, method: string, timeoutMs = 2000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (arg: T) => {
      clearTimeout(timer);
      connection.off(method, handler);
      resolve(arg);
    };
    connection.on(method, handler);
  });
}

/** Resolves once done() holds, checking every 10 ms; rejects after timeoutMs. */
export async function until(done: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function closed(connection: HubConnection, timeoutMs = 2000): Promise<Error | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not closed within ${timeoutMs} ms`)), timeoutMs);
    connection.onclose((error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/** A raw socket: negotiate, connect, and read frames as parsed JSON. */
export class RawHubSocket {
  readonly frames: unknown[] = [];
  private waiters: Array<() => void> = [];
  closeCode: number | undefined;

  private constructor(readonly socket: WebSocket) {
    let rest = '';
    socket.on('message', (data) => {
      const parts = (rest + text(data)).split(RECORD_SEPARATOR);
      rest = parts.pop() ?? '';
      for (const part of parts) this.frames.push(JSON.parse(part));
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static async open(base: string, hubPath: string, query = ''): Promise<RawHubSocket> {
    const negotiate = await fetch(`${base}${hubPath}/negotiate?negotiateVersion=1${query ? `&${query}` : ''}`, { method: 'POST' });
    if (negotiate.status !== 200) throw new Error(`negotiate answered ${negotiate.status}`);
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${hubPath}?${query ? `${query}&` : ''}id=${connectionToken}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new RawHubSocket(socket);
  }

  /** A socket to path (with its query: ?id=… of a token negotiated elsewhere); rejects with the refusal's status. */
  static async connect(base: string, pathAndQuery: string): Promise<RawHubSocket> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${pathAndQuery}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new RawHubSocket(socket);
  }

  close(): void {
    this.socket.close();
  }

  send(text: string): void {
    this.socket.send(text);
  }

  sendFrame(message: object): void {
    this.socket.send(JSON.stringify(message) + RECORD_SEPARATOR);
  }

  async handshake(): Promise<unknown> {
    this.sendFrame({ protocol: 'json', version: 1 });
    return this.next();
  }

  /** The next frame not read yet. */
  private read = 0;
  async next(timeoutMs = 2000): Promise<unknown> {
    await this.until(() => this.frames.length > this.read, timeoutMs);
    return this.frames[this.read++];
  }

  async whenClosed(timeoutMs = 2000): Promise<number | undefined> {
    await this.until(() => this.closeCode !== undefined, timeoutMs);
    return this.closeCode;
  }

  async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 20);
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** A frame's text: ws hands a text frame over as a Buffer, or as fragments or an ArrayBuffer when configured so. */
function text(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.isBuffer(data) ? data.toString() : Buffer.from(data).toString();
}
