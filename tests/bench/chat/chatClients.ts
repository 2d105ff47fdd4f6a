/**
 * The chat bench's clients, in a child process of their own (forked by chat/delivery.ts), so that the server's process
 * does nothing but serve: one raw WebSocket per client speaking the SignalR JSON protocol to /hubs/chat (as the
 * browser's @microsoft/signalr does once connected, without its bookkeeping), and the senders, which POST messages
 * as the pages do. Each message's delivery time is from just before its POST to the moment its MessageAdded reached
 * the other participant's socket, on this machine's clock (Date.now(): the same in both processes).
 */
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { CHAT_HUB, ChatHubMethods, type ChatMessage } from '../../../src/contracts';
import { MessageType, RECORD_SEPARATOR } from '../../../server/hubs/protocol';

export interface ChatClientsPlan {
  baseUrl: string;
  eventId: number;
  /** One socket per token. */
  tokens: string[];
  /** Who writes to whom: the sender's token index, the receiver's, and their conversation. */
  pairs: { sender: number; receiver: number; conversationId: number }[];
  messages: number;
  /** Messages per second, over all pairs. */
  rate: number;
}

export interface ChatClientsReport {
  connected: number;
  /** Sockets that could not connect. */
  failed: number;
  /** Send-to-screen times of the messages that arrived, ms. */
  deliveries: number[];
  /** Messages whose POST failed or whose MessageAdded never reached the receiver. */
  lost: number;
  firstError: string | null;
}

const CONNECTING_AT_ONCE = 100;
const DELIVERY_WAIT_MS = 5_000;
const PING_FRAME = JSON.stringify({ type: MessageType.Ping }) + RECORD_SEPARATOR;

/** A socket that answers pings and notes when each message (by Id) arrived. */
function connectSocket(baseUrl: string, eventId: number, token: string, arrivals: Map<string, number>): Promise<WebSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/hubs/${CHAT_HUB}?eventid=${eventId}&access_token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    let rest = '';
    let handshaken = false;
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR));
    socket.on('message', (data) => {
      const at = Date.now();
      const parts = (rest + (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8')).split(
        RECORD_SEPARATOR,
      );
      rest = parts.pop() ?? '';
      for (const part of parts) {
        const message = JSON.parse(part) as { type?: number; target?: string; arguments?: unknown[]; error?: string };
        if (!handshaken) {
          handshaken = true;
          if (message.error) reject(new Error(message.error));
          else resolve(socket);
        } else if (message.type === MessageType.Ping) socket.send(PING_FRAME);
        else if (message.type === MessageType.Invocation && message.target === ChatHubMethods.messageAdded) {
          const added = message.arguments?.[0] as ChatMessage | undefined;
          if (added && !arrivals.has(added.Id)) arrivals.set(added.Id, at);
        }
      }
    });
  });
}

async function run(plan: ChatClientsPlan): Promise<ChatClientsReport> {
  // Arrivals per receiving socket: a message reaches the sender's socket too, which does not count.
  const arrivals = plan.tokens.map(() => new Map<string, number>());
  const sockets: WebSocket[] = [];
  let failed = 0;
  let firstError: string | null = null;
  const fail = (error: unknown) => {
    failed++;
    firstError ??= error instanceof Error ? error.message : String(error);
  };
  for (let start = 0; start < plan.tokens.length; start += CONNECTING_AT_ONCE) {
    const batch = plan.tokens
      .slice(start, start + CONNECTING_AT_ONCE)
      .map((token, i) =>
        connectSocket(plan.baseUrl, plan.eventId, token, arrivals[start + i]!).then((socket) => void sockets.push(socket), fail),
      );
    await Promise.all(batch);
  }

  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const sent: { id: string; receiver: number; at: number; ok: Promise<boolean> }[] = [];
  const interval = 1000 / plan.rate;
  const began = Date.now();
  for (let i = 0; i < plan.messages; i++) {
    const due = began + i * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = plan.pairs[i % plan.pairs.length]!;
    const id = randomUUID();
    const at = Date.now();
    sent.push({ id, receiver: pair.receiver, at, ok: post(plan, agent, pair.sender, pair.conversationId, id, `Message ${i}`) });
  }
  const results = await Promise.all(sent.map((message) => message.ok));
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  const arrived = (message: (typeof sent)[number]) => arrivals[message.receiver]!.has(message.id);
  while (Date.now() < deadline && !sent.every((message, i) => !results[i] || arrived(message))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const socket of sockets) socket.terminate();
  agent.destroy();
  const deliveries = sent
    .filter((message, i) => results[i] && arrived(message))
    .map((message) => arrivals[message.receiver]!.get(message.id)! - message.at);
  return { connected: sockets.length, failed, deliveries, lost: sent.length - deliveries.length, firstError };

  function post(plan: ChatClientsPlan, agent: Agent, sender: number, conversationId: number, id: string, text: string): Promise<boolean> {
    const body = JSON.stringify({ Id: id, Text: text });
    const url = new URL(`/api/Messages/Conversations/${conversationId}/Messages?eventid=${plan.eventId}`, plan.baseUrl);
    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${plan.tokens[sender]}`,
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 201) firstError ??= `message POST answered ${response.statusCode}`;
            resolve(response.statusCode === 201);
          });
        },
      );
      req.on('error', (error) => {
        firstError ??= error.message;
        resolve(false);
      });
      req.end(body);
    });
  }
}

process.on('message', (plan: ChatClientsPlan) => {
  void run(plan).then(
    (report) => process.send!(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
