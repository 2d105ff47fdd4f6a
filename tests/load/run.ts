/**
 * npm run loadtest (issue 21): the reference server under load, on this machine only; prints a table and writes
 * .bench/load.json. A load test is not a test: nothing here fails on a number; budgets are shown beside the figures.
 *
 * Its parts, in this order (about 6 minutes in all on a 2-core machine, the server starts included):
 *   http       one process at --scale large (target.ts), loaded with autocannon, one request per load, for a fixed
 *              time (http.ts: MEASURE_SECONDS after WARM_UP_SECONDS): about 3 minutes
 *   fanout     one notification to HUB_FAN_OUT_BUDGETS.clients hub clients over two processes (hubFanOut.ts): about
 *              a minute
 *   processes  the cached paths at one process and at two (twoProcesses.ts): about 2 minutes
 *   killed     clients of a process that is killed reconnect to the other (killedProcess.ts); kills process B, so last
 * The last three share one cluster (cluster.ts: two processes, one Redis).
 *
 *   npm run loadtest -- --only fanout,killed       some parts only (.bench/load.json then holds those)
 *   npm run loadtest -- --hub-clients 2000         a smaller fan-out, e.g. while developing
 *   npm run loadtest -- --postgres                 every process on a throwaway PostgreSQL (tests/services/postgres.ts,
 *                                                  Debian's postgresql package) instead of a SQLite file
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLoadCluster, type LoadCluster } from './cluster';
import { CONNECTIONS, MEASURE_SECONDS, WARM_UP_SECONDS, type LoadFigures } from './http';
import { HUB_FAN_OUT_BUDGETS, measureHubFanOut, type HubFanOutFigures } from './hubFanOut';
import { measureKilledProcess, type KilledProcessFigures } from './killedProcess';
import { measureProgrammeLists, type ProgrammeListFigures } from './programme';
import {
  hubFanOutRows,
  killedProcessRows,
  printTable,
  programmeRows,
  serverTimeRows,
  signInRows,
  startOfPageRows,
  totalFailureRow,
  twoProcessRows,
  type LoadRow,
} from './report';
import { measureServerTime } from './serverTime';
import { measureSignIn, type SignInFigures } from './signIn';
import { measureStartOfPage, type NamedLoad } from './startOfPage';
import { startLoadTarget } from './target';
import { startPostgres } from '../services/postgres';
import { measureTwoProcesses, type TwoProcessLoad } from './twoProcesses';

const PARTS = ['http', 'fanout', 'processes', 'killed'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, 'hub-clients': { type: 'string' }, postgres: { type: 'boolean' } },
  strict: true,
});
const parts = new Set<Part>(
  args.only === undefined
    ? PARTS
    : args.only.split(',').map((name) => {
        if (!(PARTS as readonly string[]).includes(name)) throw new Error(`--only: unknown part "${name}" (expected ${PARTS.join(', ')})`);
        return name as Part;
      }),
);
const hubClients = Number(args['hub-clients'] ?? HUB_FAN_OUT_BUDGETS.clients);
if (!Number.isInteger(hubClients) || hubClients < 1)
  throw new Error(`--hub-clients: a whole number of clients, not ${args['hub-clients']}`);

interface HttpFigures {
  serverTime: LoadFigures;
  startOfPage: NamedLoad[];
  programme: ProgrammeListFigures[];
  signIn: SignInFigures;
}

interface Figures {
  http?: HttpFigures;
  twoProcesses?: TwoProcessLoad[];
  hubFanOut?: HubFanOutFigures;
  killedProcess?: KilledProcessFigures;
}

const startedAt = Date.now();
const figures: Figures = {};
const postgres = args.postgres ? await startPostgres() : null;
const databaseEnv: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
try {
  if (parts.has('http')) figures.http = await measureHttp();
  if (parts.has('processes') || parts.has('fanout') || parts.has('killed')) {
    const cluster = await startLoadCluster(databaseEnv);
    try {
      Object.assign(figures, await measureCluster(cluster));
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await postgres?.stop();
}

console.log(
  `\n${CONNECTIONS} connections unless said, ${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up; ` +
    `${postgres ? 'PostgreSQL' : 'SQLite'}; ` +
    `${availableParallelism()} CPUs shared with the load generator; ${Math.round((Date.now() - startedAt) / 1000)} s in all\n`,
);
printTable(rowsOf(figures));

mkdirSync(join(process.cwd(), '.bench'), { recursive: true });
const settings = {
  parts: [...parts],
  connections: CONNECTIONS,
  measureSeconds: MEASURE_SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
  hubClients,
  database: postgres ? 'postgresql' : 'sqlite',
  cpus: availableParallelism(),
};
const { http, ...clusterFigures } = figures;
writeFileSync(join(process.cwd(), '.bench/load.json'), `${JSON.stringify({ settings, ...http, ...clusterFigures }, null, 2)}\n`);
console.log('\nwrote .bench/load.json');

/** The http part: one process, started and stopped here. */
async function measureHttp(): Promise<HttpFigures> {
  const target = await startLoadTarget(databaseEnv);
  try {
    const serverTime = await measureServerTime(target);
    const startOfPage = await measureStartOfPage(target);
    const programme = await measureProgrammeLists(target);
    const signIn = await measureSignIn(target);
    return { serverTime, startOfPage, programme, signIn };
  } finally {
    // Gone before the cluster starts: a sign-in queue still draining would take the cores from the fan-out.
    await target.stop();
  }
}

/** The parts on two processes, the one that kills a process last. */
async function measureCluster(cluster: LoadCluster): Promise<Omit<Figures, 'http'>> {
  // The fan-out first: its memory figures are read best before the loads have grown the processes' heaps.
  const hubFanOut = parts.has('fanout') ? await measureHubFanOut(cluster, hubClients) : undefined;
  const twoProcesses = parts.has('processes') ? await measureTwoProcesses(cluster) : undefined;
  const killedProcess = parts.has('killed') ? await measureKilledProcess(cluster) : undefined;
  return { twoProcesses, hubFanOut, killedProcess };
}

function rowsOf({ http, twoProcesses, hubFanOut, killedProcess }: Figures): LoadRow[] {
  const loads: LoadFigures[] = [
    ...(http
      ? [
          http.serverTime,
          ...http.startOfPage.map((load) => load.figures),
          ...http.programme.flatMap((list) => (list.revalidated ? [list.whole, list.revalidated] : [list.whole])),
          http.signIn.signIns,
          http.signIn.othersAlone,
          http.signIn.othersDuringSignIns,
          http.signIn.signInsDuringOthers,
        ]
      : []),
    ...(twoProcesses ?? []).flatMap((load) => [load.one, load.two]),
  ];
  return [
    ...(http
      ? [
          ...serverTimeRows(http.serverTime),
          ...startOfPageRows(http.startOfPage),
          ...programmeRows(http.programme),
          ...signInRows(http.signIn),
        ]
      : []),
    ...(twoProcesses ? twoProcessRows(twoProcesses) : []),
    ...(hubFanOut ? hubFanOutRows(hubFanOut) : []),
    ...(killedProcess ? killedProcessRows(killedProcess) : []),
    ...(loads.length > 0 ? [totalFailureRow(loads)] : []),
  ];
}
