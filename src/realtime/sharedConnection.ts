/**
 * One @microsoft/signalr connection per hub URL per page, shared by every element that asks for it
 * and started again every HUB_RETRY_MS (spec section 9) when it fails. Hub failures are only logged
 * (spec section 8).
 *
 * The registry is a module-level Map: the element bundle loads this module once per page (elements
 * import src/realtime lazily, through one chunk), so that is one registry per page. It is deliberately
 * not on globalThis; the page-wide event registry is src/store/registry.ts.
 */
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { HUB_RETRY_MS } from '../contracts';

export interface SharedHubOptions {
  /** The URL to connect to, query included (the registry key). */
  url: string;
  /** What logs name the hub by: the URL without its query, which may carry a token. */
  label: string;
  /** Extra @microsoft/signalr connection options (headers, timeouts). */
  connectionOptions?: IHttpConnectionOptions;
}

export interface HubLease {
  readonly connection: HubConnection;
  /** Resolves once the connection is up (the first time); never rejects. */
  readonly started: Promise<void>;
  /** Runs now when connected, and after every (re)connection from then on; a failure is logged. */
  onConnected(run: (connection: HubConnection) => Promise<unknown>): void;
  /** Runs once if the server refuses the connection (401/403), which is then not tried again. */
  onRefused(run: () => void): void;
  /**
   * Gives the lease back; the last one stops the connection, after `beforeStop` when connected
   * (whose failure is logged).
   */
  release(beforeStop?: (connection: HubConnection) => Promise<unknown>): Promise<void>;
  /** Stops the connection for every holder (remoteLogout ends the session on the whole page). */
  stopForAll(): Promise<void>;
}

interface SharedHub {
  url: string;
  label: string;
  connection: HubConnection;
  leases: number;
  started: Promise<void>;
  markStarted: () => void;
  onConnected: Set<(connection: HubConnection) => Promise<unknown>>;
  onRefused: Set<() => void>;
  refused: boolean;
  retryTimer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
}

const hubs = new Map<string, SharedHub>();

export function acquireHub(options: SharedHubOptions): HubLease {
  let hub = hubs.get(options.url);
  if (!hub) {
    hub = createHub(options);
    hubs.set(options.url, hub);
    void start(hub);
  }
  hub.leases++;
  const shared = hub;
  const mine = new Set<(connection: HubConnection) => Promise<unknown>>();
  let released = false;
  return {
    connection: shared.connection,
    started: shared.started,
    onConnected(run) {
      mine.add(run);
      shared.onConnected.add(run);
      if (shared.connection.state === HubConnectionState.Connected) runSafely(shared, run);
    },
    onRefused(run) {
      if (shared.refused) run();
      else shared.onRefused.add(run);
    },
    async release(beforeStop) {
      if (released) return;
      released = true;
      for (const run of mine) shared.onConnected.delete(run);
      if (--shared.leases > 0) return;
      await stopHub(shared, beforeStop);
    },
    stopForAll: () => stopHub(shared),
  };
}

async function stopHub(shared: SharedHub, beforeStop?: (connection: HubConnection) => Promise<unknown>): Promise<void> {
  const connected = !shared.stopped && shared.connection.state === HubConnectionState.Connected;
  // Stopped first: the server's Close after beforeStop (CloseConnection) is then no reason to retry.
  shared.stopped = true;
  clearTimeout(shared.retryTimer);
  if (hubs.get(shared.url) === shared) hubs.delete(shared.url);
  if (beforeStop && connected) await beforeStop(shared.connection).catch((error: unknown) => warn(shared, 'a call failed', error));
  await shared.connection.stop().catch((error: unknown) => warn(shared, 'could not stop', error));
}

function createHub({ url, label, connectionOptions }: SharedHubOptions): SharedHub {
  const connection = new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets,
      // The API answers CORS with any origin; a credentialed negotiate would be refused. Tokens travel
      // in the query, not in cookies.
      withCredentials: false,
      ...connectionOptions,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => HUB_RETRY_MS })
    // The client library logs nothing; this module logs what matters, without the URL's token.
    .configureLogging(LogLevel.None)
    .build();
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const hub: SharedHub = {
    url,
    label,
    connection,
    leases: 0,
    started,
    markStarted,
    onConnected: new Set(),
    onRefused: new Set(),
    refused: false,
    retryTimer: undefined,
    stopped: false,
  };
  connection.onreconnecting((error) => warn(hub, 'connection lost, reconnecting', error));
  connection.onreconnected(() => runAll(hub));
  connection.onclose((error) => {
    if (hub.stopped) return;
    // The server ended the connection for good (or reconnecting gave up): start afresh later.
    warn(hub, `connection closed; retrying in ${HUB_RETRY_MS} ms`, error);
    scheduleStart(hub);
  });
  return hub;
}

async function start(hub: SharedHub): Promise<void> {
  hub.retryTimer = undefined;
  if (hub.stopped) return;
  try {
    await hub.connection.start();
  } catch (error) {
    if (hub.stopped) return;
    if (isRefusal(error)) {
      // A refused token stays refused: asking again every 5 s would not change the answer.
      warn(hub, 'the server refused the connection', error);
      hub.stopped = true;
      hub.refused = true;
      if (hubs.get(hub.url) === hub) hubs.delete(hub.url);
      for (const run of hub.onRefused) run();
      hub.onRefused.clear();
      return;
    }
    warn(hub, `could not connect; retrying in ${HUB_RETRY_MS} ms`, error);
    scheduleStart(hub);
    return;
  }
  if (hub.stopped) {
    await hub.connection.stop();
    return;
  }
  hub.markStarted();
  runAll(hub);
}

function scheduleStart(hub: SharedHub): void {
  if (hub.stopped || hub.retryTimer !== undefined) return;
  hub.retryTimer = setTimeout(() => void start(hub), HUB_RETRY_MS);
}

function runAll(hub: SharedHub): void {
  for (const run of hub.onConnected) runSafely(hub, run);
}

function runSafely(hub: SharedHub, run: (connection: HubConnection) => Promise<unknown>): void {
  run(hub.connection).catch((error: unknown) => warn(hub, 'a call failed', error));
}

function isRefusal(error: unknown): boolean {
  return error instanceof Error && /Status code '(401|403)'/.test(error.message);
}

function warn(hub: SharedHub, what: string, error?: unknown): void {
  console.warn(`[vmx] hub ${hub.label}: ${what}`, ...(error ? [error instanceof Error ? error.message : error] : []));
}
