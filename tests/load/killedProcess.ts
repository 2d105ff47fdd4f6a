/**
 * A process killed mid-test: FAILOVER_CLIENTS hub clients spread evenly over the cluster's two processes, then
 * process B is killed (SIGKILL: no Close message, no drain; its sockets just end). Every client of B must be
 * connected again, to A, within the spec's reconnect window, and a notification published after that must reach
 * every client, those that moved and those that never left A.
 *
 * The clients are raw sockets (hubSocket.ts) that negotiate, as the real client does, and when their socket closes
 * negotiate again at once at the other process (then alternate, after RETRY_DELAYS_MS): what the real client with
 * withAutomaticReconnect does behind a balancer that no longer sends it to the dead process. Without a balancer the
 * figure is the clients' and the surviving process's part of a failover, not the balancer's detection of it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { HUB_RETRY_MS } from '../../src/contracts';
import type { LoadCluster } from './cluster';
import { inBatches, LoadHubSocket } from './hubSocket';
import { percentiles, type Percentiles } from './latency';

/** The spec's reconnect window (section 9, Hub retry): a client of the killed process is back within it. */
export const RECONNECT_WINDOW_MS = HUB_RETRY_MS;
/** A few hundred clients: the figure is the reconnect, not the fan-out. */
const FAILOVER_CLIENTS = 400;
const CONNECTING_AT_ONCE = 50;
/** A client tries again after these waits, then every last one, until it has waited twice the window. */
const RETRY_DELAYS_MS = [0, 250, 500, 1000];
const GIVE_UP_MS = 2 * RECONNECT_WINDOW_MS;
/** A client without the notification this long after it was posted has lost it. */
const DELIVERY_WAIT_MS = 5_000;
const POLL_MS = 20;

export interface KilledProcessFigures {
  clients: number;
  /** Clients of the killed process. */
  onKilled: number;
  /** Of those, connected again to the other process within RECONNECT_WINDOW_MS of the kill. */
  reconnectedInWindow: number;
  /** From the kill to each client's JoinGroup answered at the other process. */
  reconnect: Percentiles;
  /** Of that, from the kill to the client's socket closing (the rest is negotiate, socket and JoinGroup at A). */
  noticed: Percentiles;
  /** Clients of the surviving process whose socket closed all the same. */
  droppedOnSurvivor: number;
  /** Clients with the notification published after the reconnects. */
  received: number;
  /** Clients without it: not connected, or connected and not reached within DELIVERY_WAIT_MS. */
  lost: number;
}

interface FailoverClient {
  socket: LoadHubSocket | null;
  /** The process it was on at the start: 0 (A) or 1 (B). */
  home: number;
  /** When its socket first closed (ms since the epoch); null while it never did. */
  droppedAt: number | null;
  /** When it was joined again after its socket closed (ms since the epoch). */
  reconnectedAt: number | null;
}

export async function measureKilledProcess(cluster: LoadCluster): Promise<KilledProcessFigures> {
  const { processes, group } = cluster;
  const [survivor, victim] = processes;
  process.stderr.write(`killed process: ${FAILOVER_CLIENTS} clients, one process killed\n`);
  const clients: FailoverClient[] = Array.from({ length: FAILOVER_CLIENTS }, (_, i) => ({
    socket: null,
    home: i % 2,
    droppedAt: null,
    reconnectedAt: null,
  }));
  const connectTo = (at: number) => LoadHubSocket.connect({ baseUrl: processes[at]!.baseUrl, group, negotiate: true });
  let stopping = false;

  /** Connects the client again, first to the other process, until GIVE_UP_MS after it lost its socket. */
  const reconnect = async (client: FailoverClient, from: number) => {
    const lostAt = Date.now();
    client.socket = null;
    for (let attempt = 0; !stopping && Date.now() - lostAt < GIVE_UP_MS; attempt++) {
      await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]);
      const at = (from + 1 + attempt) % processes.length;
      try {
        watch(client, await connectTo(at), at);
        client.reconnectedAt = Date.now();
        return;
      } catch {
        // The dead process refuses; the next attempt goes to the other one.
      }
    }
  };
  const watch = (client: FailoverClient, socket: LoadHubSocket, at: number) => {
    client.socket = socket;
    socket.onClose = () => {
      client.droppedAt ??= Date.now();
      if (!stopping) void reconnect(client, at);
    };
  };

  try {
    const connected = await inBatches(clients, CONNECTING_AT_ONCE, async (client) =>
      watch(client, await connectTo(client.home), client.home),
    );
    const failed = connected.find((result) => result.status === 'rejected');
    if (failed) throw new Error(`a failover client did not connect: ${String(failed.reason)}`);

    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    const ofVictim = clients.filter((client) => client.home === 1);
    await until(() => ofVictim.every((client) => client.reconnectedAt !== null), GIVE_UP_MS);
    const reconnectMs = ofVictim.flatMap((client) => (client.reconnectedAt === null ? [] : [client.reconnectedAt - killedAt]));

    const { id } = await cluster.publish(survivor, 'after a process was killed');
    const has = (client: FailoverClient) => client.socket?.received.has(id) === true;
    await until(() => clients.every(has), DELIVERY_WAIT_MS);
    const received = clients.filter(has).length;
    return {
      clients: clients.length,
      onKilled: ofVictim.length,
      reconnectedInWindow: reconnectMs.filter((ms) => ms <= RECONNECT_WINDOW_MS).length,
      reconnect: percentiles(reconnectMs),
      noticed: percentiles(ofVictim.flatMap((client) => (client.droppedAt === null ? [] : [client.droppedAt - killedAt]))),
      droppedOnSurvivor: clients.filter((client) => client.home === 0 && client.droppedAt !== null).length,
      received,
      lost: clients.length - received,
    };
  } finally {
    stopping = true;
    for (const client of clients) client.socket?.close();
  }
}

async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(POLL_MS);
}
