/**
 * Thousands of hub clients in a child process of their own (each socket costs a file descriptor, and one process
 * may hold 20,000): forkHubClients() starts this module as that child (node --import tsx) and talks to it over IPC.
 * The child connects its share of the clients, spread evenly over the server processes it is given, at most
 * CONNECTING_AT_ONCE at a time (so none waits long enough to time out), then reports when each client received a
 * notification, on the machine's clock (Date.now(), comparable across processes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inBatches, LoadHubSocket } from './hubSocket';

/** Sockets a child opens at once while connecting. */
const CONNECTING_AT_ONCE = 100;
/** How often the child looks whether every client has the notification while the parent waits for it. */
const COLLECT_POLL_MS = 20;

type ToChild =
  | { kind: 'connect'; baseUrls: string[]; count: number; group: string }
  | { kind: 'collect'; id: number; waitMs: number }
  | { kind: 'close' };

export interface ConnectedReport {
  kind: 'connected';
  /** Clients joined, by server process (the index in baseUrls). */
  connected: number[];
  failed: number;
  /** The first failure's message, if any. */
  firstError: string | null;
}

export interface ReceivedReport {
  kind: 'received';
  /** When each client that received the notification got it (ms since the epoch), by server process. */
  times: number[][];
  /** Connected clients without it when the wait ended. */
  missing: number;
  /** Clients whose socket closed after they connected. */
  closed: number;
}

type FromChild = ConnectedReport | ReceivedReport;

export interface HubClients {
  connect(baseUrls: readonly string[], count: number, group: string): Promise<ConnectedReport>;
  /** Waits until every client has notification `id`, or waitMs; then reports. */
  collect(id: number, waitMs: number): Promise<ReceivedReport>;
  /** Closes the clients and ends the child. */
  close(): Promise<void>;
}

export function forkHubClients(): HubClients {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = <T extends FromChild>(message: ToChild, kind: T['kind']) =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the hub clients' process exited (${code}) before it answered`));
      const onMessage = (answer: FromChild) => {
        if (answer.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer as T);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(message);
    });
  return {
    connect: (baseUrls, count, group) => ask<ConnectedReport>({ kind: 'connect', baseUrls: [...baseUrls], count, group }, 'connected'),
    collect: (id, waitMs) => ask<ReceivedReport>({ kind: 'collect', id, waitMs }, 'received'),
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.send({ kind: 'close' } satisfies ToChild);
      await exited;
    },
  };
}

/** The child: waits for its orders on IPC. */
function runChild(): void {
  const sockets: LoadHubSocket[] = [];
  /** The server process (index in baseUrls) of each socket. */
  const serverOf = new Map<LoadHubSocket, number>();
  let servers = 0;
  let closed = 0;
  const reply = (message: FromChild) => process.send!(message);
  process.on('message', (message: ToChild) => {
    switch (message.kind) {
      case 'connect':
        void connect(message).then(reply);
        return;
      case 'collect':
        void collect(message).then(reply);
        return;
      case 'close':
        for (const socket of sockets) socket.close();
        process.exit(0);
    }
  });

  async function connect({ baseUrls, count, group }: Extract<ToChild, { kind: 'connect' }>): Promise<ConnectedReport> {
    servers = baseUrls.length;
    const targets = Array.from({ length: count }, (_, i) => i % baseUrls.length);
    const results = await inBatches(targets, CONNECTING_AT_ONCE, (target) =>
      LoadHubSocket.connect({ baseUrl: baseUrls[target]!, group, negotiate: false }),
    );
    const connected = baseUrls.map(() => 0);
    let firstError: string | null = null;
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        firstError ??= result.reason instanceof Error ? result.reason.message : String(result.reason);
        return;
      }
      connected[targets[i]!]!++;
      result.value.onClose = () => closed++;
      sockets.push(result.value);
      serverOf.set(result.value, targets[i]!);
    });
    return { kind: 'connected', connected, failed: count - sockets.length, firstError };
  }

  async function collect({ id, waitMs }: Extract<ToChild, { kind: 'collect' }>): Promise<ReceivedReport> {
    const deadline = Date.now() + waitMs;
    const missing = () => sockets.filter((socket) => !socket.received.has(id)).length;
    while (missing() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, COLLECT_POLL_MS));
    const times = Array.from({ length: servers }, (): number[] => []);
    for (const socket of sockets) {
      const at = socket.received.get(id);
      if (at !== undefined) times[serverOf.get(socket)!]!.push(at);
    }
    const received = times.reduce((total, list) => total + list.length, 0);
    return { kind: 'received', times, missing: sockets.length - received, closed };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) runChild();
