/**
 * npm run loadtest (issue 21): the reference server under load, on this machine only. Starts the server at
 * --scale large (target.ts), loads it with autocannon, one request per load, for a fixed time (http.ts:
 * MEASURE_SECONDS after WARM_UP_SECONDS, a few minutes in all), prints a table and writes .bench/load.json.
 * A load test is not a test: nothing here fails on a number; budgets are shown beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CONNECTIONS, MEASURE_SECONDS, WARM_UP_SECONDS } from './http';
import { measureProgrammeLists } from './programme';
import { printTable, programmeRows, serverTimeRows, signInRows, startOfPageRows, totalFailureRow } from './report';
import { measureServerTime } from './serverTime';
import { measureSignIn } from './signIn';
import { measureStartOfPage } from './startOfPage';
import { startLoadTarget } from './target';

const root = process.cwd();
const target = await startLoadTarget();
const figures = await (async () => {
  try {
    const serverTime = await measureServerTime(target);
    const startOfPage = await measureStartOfPage(target);
    const programme = await measureProgrammeLists(target);
    const signIn = await measureSignIn(target);
    return { serverTime, startOfPage, programme, signIn };
  } finally {
    target.stop();
  }
})();

const { serverTime, startOfPage, programme, signIn } = figures;
const loads = [
  serverTime,
  ...startOfPage.map((load) => load.figures),
  ...programme.flatMap((list) => (list.revalidated ? [list.whole, list.revalidated] : [list.whole])),
  signIn.signIns,
  signIn.othersAlone,
  signIn.othersDuringSignIns,
  signIn.signInsDuringOthers,
];
console.log(
  `\n${CONNECTIONS} connections unless said, ${MEASURE_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up; ` +
    `${target.processes} server process, ${availableParallelism()} CPUs shared with the load generator\n`,
);
printTable([
  ...serverTimeRows(serverTime),
  ...startOfPageRows(startOfPage),
  ...programmeRows(programme),
  ...signInRows(signIn),
  totalFailureRow(loads),
]);

mkdirSync(join(root, '.bench'), { recursive: true });
const settings = {
  connections: CONNECTIONS,
  measureSeconds: MEASURE_SECONDS,
  warmUpSeconds: WARM_UP_SECONDS,
  cpus: availableParallelism(),
};
writeFileSync(join(root, '.bench/load.json'), `${JSON.stringify({ settings, ...figures }, null, 2)}\n`);
console.log('\nwrote .bench/load.json');
