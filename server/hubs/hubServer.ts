/**
 * A small SignalR-compatible hub host on `ws`, enough for the real @microsoft/signalr client to connect
 * unchanged (ARCHITECTURE.md, Reference server and Real-time hubs; dotnet/aspnetcore
 * src/SignalR/docs/specs/TransportProtocols.md and HubProtocol.md): negotiate (versions 0 and 1), the
 * WebSockets transport only, the JSON hub protocol, server pings, invocations with and without a reply,
 * groups and users. No streaming, no MessagePack, no long polling or server-sent events (negotiate
 * offers WebSockets only).
 *
 * Hubs are registered by path (`/hubs/notificationhub`); `POST {path}/negotiate` is a Fastify route (so
 * it gets the API's CORS), the WebSocket arrives through the HTTP server's `upgrade` event at
 * `{path}?id={connectionToken}`. The connection token is signed (connectionTokens.ts), so the socket may arrive at
 * another process than the negotiate did.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createLocalBackplane, type Backplane } from '../backplane/backplane';
import { bearerToken } from '../identity/service';
import { connectionTokens, type ConnectionTokens } from './connectionTokens';
import {
  frame,
  MessageType,
  parseClientMessage,
  parseHandshake,
  splitFrames,
  type CompletionMessage,
  type ServerMessage,
} from './protocol';

/** Who is behind a connection, when its hub authenticates. */
export interface HubUser {
  userId: number;
  sessionId: string;
}

/** Thrown by a hub method: its message is the completion's error (other errors stay on the server). */
export class HubError extends Error {}

export interface HubCall {
  connection: HubConnection;
  args: unknown[];
  /** Close the connection (Close frame, no reconnect) once this invocation's completion is sent. A function
   * property, not a method: it needs no `this`, so a hub method may destructure it. */
  closeAfterCompletion: () => void;
}

export type HubMethod = (call: HubCall) => unknown;

export interface HubDefinition {
  /** Lower case, e.g. /hubs/notificationhub. */
  path: string;
  /**
   * Decides from the query string (the client sends the same one to negotiate and to the socket) and the
   * Authorization header's bearer token, when one is sent, who connects; null refuses the connection (401),
   * undefined lets it connect anonymously (a hub anyone may use that knows signed-in users too). Without it anyone may
   * connect, anonymously. (@microsoft/signalr given an accessTokenFactory sends the token as a
   * header with negotiate, and with the socket as `access_token` in the query from a browser, as a header from Node.)
   */
  authenticate?: (query: URLSearchParams, bearer: string | null) => Promise<HubUser | null | undefined>;
  /** Matched case-insensitively, as ASP.NET does. */
  methods: Record<string, HubMethod>;
  onConnected?: (connection: HubConnection) => void;
  onDisconnected?: (connection: HubConnection) => void;
}

export interface HubServerOptions {
  /** How often the server pings every connection (DESIGN 8: the client gives up after 30 s of silence). */
  pingIntervalMs?: number;
  /** A connection from which nothing arrives for this long is closed (the client pings every 15 s). */
  clientTimeoutMs?: number;
  /** Time between the socket opening and the handshake. */
  handshakeTimeoutMs?: number;
  /** Time a negotiated connection token waits for its socket. */
  negotiationTimeoutMs?: number;
  /**
   * Signs connection tokens; every process behind one balancer must have the same (server/app.ts derives it from the
   * token secret). Default: a random key, good for this process only.
   */
  connectionTokenKey?: string | Buffer;
  /** Where a connection token is marked as used (default: this process's memory). */
  backplane?: Pick<Backplane, 'claimOnce'>;
  /** Largest message accepted from a client. */
  maxMessageBytes?: number;
  /** Browser origins allowed to open sockets; null or undefined: any (as the API's CORS). */
  allowedOrigins?: readonly string[] | null;
  log?: FastifyBaseLogger;
}

export const PING_INTERVAL_MS = 15_000;
export const CLIENT_TIMEOUT_MS = 30_000;
const HANDSHAKE_TIMEOUT_MS = 15_000;
const NEGOTIATION_TIMEOUT_MS = 30_000;
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Ours: how long a shutting-down server waits for its clients to close their sockets after the Close message. */
const SHUTDOWN_GRACE_MS = 1_000;
/**
 * Ours: how many sockets a fan-out writes to in one turn of the event loop before it lets other work run (an HTTP
 * request waits at most one batch, some milliseconds, however many thousands the message goes to).
 */
export const SEND_BATCH_SIZE = 500;

/** One client's connection to one hub. */
export class HubConnection {
  readonly groups = new Set<string>();
  /** Set once the handshake succeeded; before that nothing but the handshake reply is sent. */
  handshaken = false;
  lastReceived = Date.now();
  private closed = false;
  private pendingClose = false;
  private inFlight = 0;
  /** Invocations run one at a time, in order, as ASP.NET does by default. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly connectionId: string,
    readonly hub: Hub,
    readonly user: HubUser | null,
    readonly query: URLSearchParams,
    private readonly socket: WebSocket,
  ) {}

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Invokes a client method: {"type":1,"target":…,"arguments":[…]}. False when the connection is gone. */
  send(target: string, ...args: unknown[]): boolean {
    return this.write({ type: MessageType.Invocation, target, arguments: args });
  }

  /** @internal Sends a frame made once for many connections. */
  writeFrame(bytes: Buffer): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    // A text frame: the JSON protocol is text (a Buffer would go as binary).
    this.socket.send(bytes, { binary: false });
    return true;
  }

  /** Sends the Close message and closes the socket. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.closed) return;
    this.write({
      type: MessageType.Close,
      ...(options.error ? { error: options.error } : {}),
      allowReconnect: options.allowReconnect ?? false,
    });
    this.closed = true;
    this.socket.close(1000);
  }

  /** @internal */
  write(message: ServerMessage): boolean {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return false;
    this.socket.send(frame(message));
    return true;
  }

  /** @internal */
  terminate(): void {
    this.closed = true;
    this.socket.terminate();
  }

  /** @internal Resolves once the socket is closed, by either side. */
  whenGone(): Promise<void> {
    if (this.socket.readyState === this.socket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  /** @internal Closes the socket without a Close message (the client asked, or the handshake failed). */
  dispose(): void {
    this.closed = true;
    this.socket.close(1000);
  }

  /** @internal */
  markClosed(): void {
    this.closed = true;
  }

  /** @internal */
  enqueue(work: () => Promise<void>): void {
    this.inFlight++;
    this.queue = this.queue
      .then(work)
      // work answers its own errors; this only keeps the queue going whatever happens.
      .catch(() => undefined)
      .finally(() => {
        this.inFlight--;
        if (this.pendingClose && this.inFlight === 0) this.close();
      });
  }

  /** @internal Close once the running invocation has answered. */
  closeWhenIdle(): void {
    this.pendingClose = true;
  }
}

/** A registered hub: its connections, groups and users. */
export class Hub {
  readonly connections = new Map<string, HubConnection>();
  private readonly groupMembers = new Map<string, Set<HubConnection>>();
  private readonly methods = new Map<string, HubMethod>();

  constructor(readonly definition: HubDefinition) {
    for (const [name, method] of Object.entries(definition.methods)) this.methods.set(name.toLowerCase(), method);
  }

  get path(): string {
    return this.definition.path;
  }

  method(name: string): HubMethod | undefined {
    return this.methods.get(name.toLowerCase());
  }

  connection(connectionId: string): HubConnection | undefined {
    return this.connections.get(connectionId);
  }

  group(name: string): HubConnection[] {
    return [...(this.groupMembers.get(name) ?? [])];
  }

  user(userId: number): HubConnection[] {
    return [...this.connections.values()].filter((connection) => connection.user?.userId === userId);
  }

  addToGroup(connection: HubConnection, name: string): void {
    if (!connection.isOpen) return;
    let members = this.groupMembers.get(name);
    if (!members) this.groupMembers.set(name, (members = new Set()));
    members.add(connection);
    connection.groups.add(name);
  }

  removeFromGroup(connection: HubConnection, name: string): void {
    const members = this.groupMembers.get(name);
    members?.delete(connection);
    if (members?.size === 0) this.groupMembers.delete(name);
    connection.groups.delete(name);
  }

  /**
   * Invokes `target` on each of the connections, the message serialised once; returns how many it goes to (those
   * open now). Past SEND_BATCH_SIZE the rest is written batch by batch in later turns of the event loop.
   */
  sendTo(connections: Iterable<HubConnection>, target: string, ...args: unknown[]): number {
    const open = [...connections].filter((connection) => connection.isOpen);
    const bytes = Buffer.from(frame({ type: MessageType.Invocation, target, arguments: args }));
    const writeFrom = (start: number): void => {
      const end = Math.min(start + SEND_BATCH_SIZE, open.length);
      for (let index = start; index < end; index++) open[index]!.writeFrame(bytes);
      if (end < open.length) setImmediate(writeFrom, end);
    };
    writeFrom(0);
    return open.length;
  }

  sendToGroup(name: string, target: string, ...args: unknown[]): number {
    return this.sendTo(this.group(name), target, ...args);
  }

  /** @internal */
  add(connection: HubConnection): void {
    this.connections.set(connection.connectionId, connection);
  }

  /** @internal */
  remove(connection: HubConnection): void {
    this.connections.delete(connection.connectionId);
    for (const name of [...connection.groups]) this.removeFromGroup(connection, name);
  }
}

export class HubServer {
  private readonly hubs = new Map<string, Hub>();
  private readonly tokens: ConnectionTokens;
  private readonly backplane: Pick<Backplane, 'claimOnce'>;
  private readonly sockets = new Set<HubConnection>();
  private readonly wss: WebSocketServer;
  private readonly pingTimer: NodeJS.Timeout;
  private readonly options: Required<Omit<HubServerOptions, 'allowedOrigins' | 'log' | 'connectionTokenKey' | 'backplane'>>;
  private readonly allowedOrigins: ReadonlySet<string> | null;
  private readonly log: FastifyBaseLogger | undefined;
  private attachedTo: Server | null = null;
  private closing = false;

  constructor(options: HubServerOptions = {}) {
    this.options = {
      pingIntervalMs: options.pingIntervalMs ?? PING_INTERVAL_MS,
      clientTimeoutMs: options.clientTimeoutMs ?? CLIENT_TIMEOUT_MS,
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? HANDSHAKE_TIMEOUT_MS,
      negotiationTimeoutMs: options.negotiationTimeoutMs ?? NEGOTIATION_TIMEOUT_MS,
      maxMessageBytes: options.maxMessageBytes ?? MAX_MESSAGE_BYTES,
    };
    this.allowedOrigins = options.allowedOrigins ? new Set(options.allowedOrigins) : null;
    this.log = options.log;
    this.tokens = connectionTokens(options.connectionTokenKey ?? randomBytes(32), this.options.negotiationTimeoutMs);
    this.backplane = options.backplane ?? createLocalBackplane();
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.options.maxMessageBytes });
    this.pingTimer = setInterval(() => this.tick(), this.options.pingIntervalMs);
    this.pingTimer.unref();
  }

  /** Registers a hub; its negotiate route goes on `app` (call before the app is ready). */
  register(app: FastifyInstance, definition: HubDefinition): Hub {
    const path = normalisePath(definition.path);
    if (this.hubs.has(path)) throw new Error(`hub ${path} is registered twice`);
    const hub = new Hub({ ...definition, path });
    this.hubs.set(path, hub);
    app.post(`${path}/negotiate`, (request, reply) => this.negotiate(hub, request, reply));
    return hub;
  }

  /** Handles WebSocket upgrades for the registered hubs' paths on this HTTP server. */
  attach(server: Server): void {
    if (this.attachedTo) throw new Error('the hub server is attached already');
    this.attachedTo = server;
    server.on('upgrade', this.onUpgrade);
  }

  /**
   * Ends this process's hub connections of sessions that are over (signed out, or signed in elsewhere): each open
   * connection gets `beforeClose` (a last message) and then the Close message without reconnect. (A connection token
   * negotiated for such a session does not connect: the socket authenticates again.) Returns how many were closed.
   */
  endSessions(sessionIds: Iterable<string>, beforeClose?: (connection: HubConnection) => void): number {
    const ended = new Set(sessionIds);
    let closed = 0;
    for (const connection of this.sockets) {
      if (!connection.user || !ended.has(connection.user.sessionId) || !connection.isOpen) continue;
      if (connection.handshaken) {
        this.safely(() => beforeClose?.(connection), 'beforeClose');
        connection.close();
      } else {
        // Nothing may precede the handshake's reply: the socket just closes.
        connection.dispose();
      }
      closed++;
    }
    return closed;
  }

  /**
   * Shuts the hubs down: further negotiations and upgrades are refused, every connection gets the Close message with
   * allowReconnect (the client reconnects, to another process behind the load balancer, as ASP.NET's clients do when
   * a server goes away), and a socket still open after SHUTDOWN_GRACE_MS is terminated. Resolves when all are gone.
   */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.pingTimer);
    this.attachedTo?.off('upgrade', this.onUpgrade);
    this.attachedTo = null;
    const open = [...this.sockets];
    for (const connection of open) {
      if (connection.handshaken) connection.close({ allowReconnect: true });
      else connection.terminate();
    }
    const gone = Promise.all(open.map((connection) => connection.whenGone()));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([gone, new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)))]);
    clearTimeout(timer);
    for (const connection of this.sockets) connection.terminate();
    this.sockets.clear();
    for (const hub of this.hubs.values()) for (const connection of [...hub.connections.values()]) hub.remove(connection);
    this.wss.close();
  }

  private async negotiate(hub: Hub, request: FastifyRequest, reply: FastifyReply) {
    if (this.closing) return reply.status(503).send(errorBody(503, 'Service Unavailable', 'the server is shutting down'));
    const query = queryOf(request.url);
    const user = hub.definition.authenticate ? await hub.definition.authenticate(query, bearerToken(request)) : undefined;
    if (user === null) return reply.status(401).send(errorBody(401, 'Unauthorized', 'the hub refused the token'));
    const version = Number(query.get('negotiateVersion') ?? 0) >= 1 ? 1 : 0;
    const connectionId = randomId();
    const connectionToken = this.tokens.issue(hub.path, connectionId, Date.now());
    reply.header('cache-control', 'no-store');
    return {
      negotiateVersion: version,
      // Version 0 clients connect with the connection id itself: it is the token.
      connectionId: version === 1 ? connectionId : connectionToken,
      ...(version === 1 ? { connectionToken } : {}),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
    };
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const hub = this.hubs.get(normalisePath(url.pathname));
    if (!hub) {
      // Somebody else's upgrade path; answer it only when nobody else listens.
      if (this.attachedTo?.listenerCount('upgrade') === 1) refuse(socket, 404, 'no hub at this path');
      return;
    }
    socket.on('error', () => socket.destroy());
    void this.upgrade(hub, url, request, socket, head).catch((error: unknown) => {
      this.log?.error({ err: error }, 'hub upgrade failed');
      refuse(socket, 500, 'upgrade failed');
    });
  };

  private async upgrade(hub: Hub, url: URL, request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (this.closing) return refuse(socket, 503, 'the server is shutting down');
    const origin = request.headers.origin;
    if (origin && this.allowedOrigins && !this.allowedOrigins.has(origin)) return refuse(socket, 403, 'origin not allowed');
    const token = url.searchParams.get('id');
    // Without a token: skipNegotiation, the socket comes straight away.
    let connectionId = randomId();
    if (token !== null) {
      const negotiated = this.tokens.verify(token, hub.path, Date.now());
      if (negotiated === null || !(await this.backplane.claimOnce(`hub-connection:${negotiated}`, this.options.negotiationTimeoutMs))) {
        return refuse(socket, 404, 'no such connection');
      }
      connectionId = negotiated;
    }
    const user = hub.definition.authenticate ? await hub.definition.authenticate(url.searchParams, bearerToken(request)) : undefined;
    if (user === null) return refuse(socket, 401, 'the hub refused the token');
    if (this.closing || socket.destroyed) return refuse(socket, 503, 'the server is shutting down');
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(hub, ws, connectionId, user ?? null, url.searchParams));
  }

  private accept(hub: Hub, ws: WebSocket, connectionId: string, user: HubUser | null, query: URLSearchParams): void {
    const connection = new HubConnection(connectionId, hub, user, query, ws);
    this.sockets.add(connection);
    let buffer = '';
    const handshakeTimer = setTimeout(() => connection.terminate(), this.options.handshakeTimeoutMs);
    handshakeTimer.unref();

    ws.on('message', (data: RawData) => {
      connection.lastReceived = Date.now();
      const { frames, rest } = splitFrames(buffer + rawText(data));
      buffer = rest;
      if (buffer.length > this.options.maxMessageBytes) {
        connection.close({ error: 'Connection closed with an error. Message too large.' });
        return;
      }
      for (const text of frames) {
        if (!connection.isOpen) return;
        if (!connection.handshaken) {
          const handshake = parseHandshake(text);
          clearTimeout(handshakeTimer);
          if (!handshake.ok) {
            connection.write({ error: handshake.error });
            connection.dispose();
            return;
          }
          connection.write({});
          connection.handshaken = true;
          hub.add(connection);
          this.safely(() => hub.definition.onConnected?.(connection), 'onConnected');
          continue;
        }
        this.receive(hub, connection, text);
      }
    });
    ws.on('error', (error) => this.log?.debug({ err: error }, 'hub socket error'));
    ws.on('close', () => {
      clearTimeout(handshakeTimer);
      connection.markClosed();
      this.sockets.delete(connection);
      if (hub.connections.get(connection.connectionId) === connection) {
        hub.remove(connection);
        this.safely(() => hub.definition.onDisconnected?.(connection), 'onDisconnected');
      }
    });
  }

  private receive(hub: Hub, connection: HubConnection, text: string): void {
    const message = parseClientMessage(text);
    switch (message.kind) {
      case 'invocation': {
        const { target, args, invocationId } = message;
        connection.enqueue(async () => {
          const method = hub.method(target);
          if (!method) {
            if (invocationId !== undefined) connection.write(completionError(invocationId, `Unknown hub method '${target}'.`));
            return;
          }
          try {
            let closeAfter = false;
            const result = await method({ connection, args, closeAfterCompletion: () => (closeAfter = true) });
            if (invocationId !== undefined) connection.write({ type: MessageType.Completion, invocationId, result: result ?? null });
            if (closeAfter) connection.closeWhenIdle();
          } catch (error) {
            if (!(error instanceof HubError)) this.log?.error({ err: error, hub: hub.path, target }, 'hub method failed');
            const detail = error instanceof HubError ? error.message : `An unexpected error occurred invoking '${target}' on the server.`;
            if (invocationId !== undefined) connection.write(completionError(invocationId, detail));
          }
        });
        return;
      }
      case 'stream':
        if (message.invocationId !== undefined) connection.write(completionError(message.invocationId, 'Streaming is not supported.'));
        return;
      case 'invalid':
        // A frame that names its invocation gets an error completion; one that cannot be understood
        // at all ends the connection, as ASP.NET does.
        if (message.invocationId !== undefined) connection.write(completionError(message.invocationId, message.error));
        else connection.close({ error: `Connection closed with an error. ${message.error}` });
        return;
      case 'close':
        connection.dispose();
        return;
      case 'ping':
      case 'ignored':
        return;
    }
  }

  private tick(): void {
    const now = Date.now();
    for (const connection of this.sockets) {
      if (!connection.handshaken) continue;
      if (now - connection.lastReceived > this.options.clientTimeoutMs) {
        connection.close({ error: 'Server timeout elapsed without receiving a message from the client.' });
        continue;
      }
      connection.write({ type: MessageType.Ping });
    }
  }

  private safely(run: () => void, what: string): void {
    try {
      run();
    } catch (error) {
      this.log?.error({ err: error }, `hub ${what} failed`);
    }
  }
}

function completionError(invocationId: string, error: string): CompletionMessage {
  return { type: MessageType.Completion, invocationId, error };
}

function errorBody(statusCode: number, error: string, message: string) {
  return { statusCode, error, message };
}

function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const reason =
    { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' }[status] ??
    'Error';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** 128 bits, URL-safe. */
function randomId(): string {
  return randomBytes(16).toString('base64url');
}
