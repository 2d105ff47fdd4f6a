/**
 * A notification-hub client as light as the load test needs thousands of: a raw WebSocket speaking the SignalR
 * JSON protocol (server/hubs/protocol.ts), as RawHubSocket in server/hubs/testClient.ts does but without keeping
 * every frame. It connects (straight, skipNegotiation, or negotiating first), sends the handshake and JoinGroup in
 * one message, and is connected once JoinGroup is answered; it answers each server ping with one of its own (the
 * server drops a client silent for 30 s) and notes when each NotificationAdded arrived, on this machine's clock
 * (Date.now(): the same in every process here).
 */
import WebSocket from 'ws';
import { HubMethods, NOTIFICATION_HUB } from '../../src/contracts';
import { MessageType, RECORD_SEPARATOR } from '../../server/hubs/protocol';

const HUB_PATH = `/hubs/${NOTIFICATION_HUB}`;
const JOIN_INVOCATION_ID = 'join';
/** A connection that is not joined in this long failed (the server's own handshake timeout is 15 s). */
export const CONNECT_TIMEOUT_MS = 15_000;
const PING_FRAME = JSON.stringify({ type: MessageType.Ping }) + RECORD_SEPARATOR;

export interface HubSocketOptions {
  /** The server process, http://127.0.0.1:port. */
  baseUrl: string;
  /** The notification group to join. */
  group: string;
  /** POST negotiate first and connect with its token (as the real client does); else straight to the socket. */
  negotiate: boolean;
}

export class LoadHubSocket {
  /** When each notification (by id) first arrived, in ms since the epoch. */
  readonly received = new Map<number, number>();
  /** Called once when the socket closes after it was connected. */
  onClose: () => void = () => {};

  private constructor(private readonly socket: WebSocket) {}

  /** Resolves once the socket is open, handshaken and in the group; rejects on a refusal, a close or the timeout. */
  static async connect({ baseUrl, group, negotiate }: HubSocketOptions): Promise<LoadHubSocket> {
    const query = negotiate ? `?id=${encodeURIComponent(await negotiateToken(baseUrl))}` : '';
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}${query}`);
    const hubSocket = new LoadHubSocket(socket);
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (!error) return resolve();
        socket.terminate();
        reject(error);
      };
      const timer = setTimeout(() => settle(new Error(`not joined in ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
      // A refused upgrade is an error too ("Unexpected server response: 404").
      socket.on('error', (error) => settle(error));
      socket.on('close', () => (settled ? hubSocket.onClose() : settle(new Error('closed before it joined'))));
      socket.on('open', () => {
        const join = { type: MessageType.Invocation, invocationId: JOIN_INVOCATION_ID, target: HubMethods.joinGroup, arguments: [group] };
        socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR + JSON.stringify(join) + RECORD_SEPARATOR);
      });
      socket.on('message', (data) => hubSocket.receive(data));
      hubSocket.onJoined = (error) => settle(error === undefined ? undefined : new Error(`JoinGroup failed: ${error}`));
    });
    return hubSocket;
  }

  close(): void {
    this.socket.terminate();
  }

  private onJoined: (error?: string) => void = () => {};
  private rest = '';

  private receive(data: WebSocket.RawData): void {
    const at = Date.now();
    const parts = (this.rest + rawText(data)).split(RECORD_SEPARATOR);
    this.rest = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as { type?: number; target?: string; arguments?: unknown[]; invocationId?: string; error?: string };
      if (message.type === MessageType.Ping) this.socket.send(PING_FRAME);
      else if (message.type === MessageType.Completion && message.invocationId === JOIN_INVOCATION_ID) this.onJoined(message.error);
      else if (message.type === MessageType.Invocation && message.target === HubMethods.notificationAdded) {
        const id = (message.arguments?.[0] as { id?: unknown } | undefined)?.id;
        if (typeof id === 'number' && !this.received.has(id)) this.received.set(id, at);
      }
    }
  }
}

/** A connection token from POST {hub}/negotiate (version 1). */
async function negotiateToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS),
  });
  if (answer.status !== 200) throw new Error(`negotiate answered ${answer.status}`);
  const { connectionToken } = (await answer.json()) as { connectionToken?: unknown };
  if (typeof connectionToken !== 'string') throw new Error('negotiate answered without a connectionToken');
  return connectionToken;
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.isBuffer(data) ? data.toString() : Buffer.from(data).toString();
}

/**
 * Runs work on each item with at most `limit` running at once (connecting thousands of sockets at a bounded rate);
 * resolves with each result, in order, once all are settled.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
