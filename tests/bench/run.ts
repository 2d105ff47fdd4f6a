/**
 * npm run bench: measures, prints a table and writes .bench/results.json. Benchmarks are not tests:
 * nothing here fails on a number; budgets are shown beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIZE_BUDGETS } from '../../build/sizeBudgets';
import { measureSizes } from '../../build/sizes';
import { EXHIBITOR_BUDGETS, measureExhibitorSearch } from './exhibitors';
import { measurePasswordCheck, PASSWORD_BUDGETS } from './passwords';
import { measureProgramme, PROGRAMME_BUDGETS } from './programme';

const root = process.cwd();
const sizes = measureSizes(join(root, 'dist'));

const rows = Object.entries(sizes).map(([name, bytes]) => {
  const budget = SIZE_BUDGETS[name];
  return {
    what: `${name} (gzip JS)`,
    value: `${(bytes / 1000).toFixed(1)} kB`,
    budget: budget ? `${(budget / 1000).toFixed(0)} kB` : '',
    status: budget ? (bytes <= budget ? 'ok' : 'OVER') : '',
  };
});
const programme = await measureProgramme();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const within = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');
rows.push(
  {
    what: 'programme: first rows (large, median)',
    value: ms(programme.firstRowsMs),
    budget: ms(PROGRAMME_BUDGETS.firstRowsMs),
    status: within(programme.firstRowsMs, PROGRAMME_BUDGETS.firstRowsMs),
  },
  {
    what: 'programme: search p95',
    value: ms(programme.searchP95Ms),
    budget: ms(PROGRAMME_BUDGETS.searchP95Ms),
    status: within(programme.searchP95Ms, PROGRAMME_BUDGETS.searchP95Ms),
  },
  {
    what: 'programme: results p95 (search+pick)',
    value: ms(programme.resultsP95Ms),
    budget: ms(PROGRAMME_BUDGETS.searchP95Ms),
    status: within(programme.resultsP95Ms, PROGRAMME_BUDGETS.searchP95Ms),
  },
  { what: 'programme: fuse.js p95 (baseline)', value: ms(programme.fuseBaselineP95Ms), budget: '', status: '' },
  {
    what: 'programme: results equal to fuse.js',
    value: programme.mismatches === 0 ? 'yes' : `${programme.mismatches} differ`,
    budget: '',
    status: programme.mismatches === 0 ? 'ok' : 'OVER',
  },
  {
    what: 'programme: rendered rows (max)',
    value: `${programme.renderedRows} of ${programme.totalRows}`,
    budget: 'bounded',
    status: programme.renderedRows < 100 ? 'ok' : 'OVER',
  },
  {
    what: 'programme: grid first cells (large, median)',
    value: ms(programme.gridFirstCellsMs),
    budget: ms(PROGRAMME_BUDGETS.gridFirstCellsMs),
    status: within(programme.gridFirstCellsMs, PROGRAMME_BUDGETS.gridFirstCellsMs),
  },
  {
    what: `programme: grid rendered cells (max, ${programme.gridRooms} rooms)`,
    value: `${programme.gridRenderedCells} of ${programme.gridDayCells}`,
    budget: `${PROGRAMME_BUDGETS.gridRenderedCells}`,
    status: within(programme.gridRenderedCells, PROGRAMME_BUDGETS.gridRenderedCells),
  },
);
const exhibitors = measureExhibitorSearch();
rows.push(
  {
    what: `exhibitors: search p95 (${exhibitors.exhibitors})`,
    value: ms(exhibitors.searchP95Ms),
    budget: ms(EXHIBITOR_BUDGETS.searchP95Ms),
    status: within(exhibitors.searchP95Ms, EXHIBITOR_BUDGETS.searchP95Ms),
  },
  { what: 'exhibitors: fuse.js p95 (baseline)', value: ms(exhibitors.fuseBaselineP95Ms), budget: '', status: '' },
  {
    what: 'exhibitors: results equal to fuse.js',
    value: exhibitors.mismatches === 0 ? 'yes' : `${exhibitors.mismatches} differ`,
    budget: '',
    status: exhibitors.mismatches === 0 ? 'ok' : 'OVER',
  },
);
const passwords = await measurePasswordCheck();
rows.push({
  what: 'password check: worst case (256 chars)',
  value: ms(passwords.worstMs),
  budget: ms(PASSWORD_BUDGETS.worstMs),
  status: within(passwords.worstMs, PASSWORD_BUDGETS.worstMs),
});
printTable(rows);

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify({ sizes, programme, exhibitors, passwords }, null, 2)}\n`);
console.log('\nwrote .bench/results.json');

function printTable(table: Record<string, string>[]): void {
  const columns = Object.keys(table[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table) console.log(line(columns.map((column) => row[column] ?? '')));
}
