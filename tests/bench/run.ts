/**
 * npm run bench: measures, prints a table and writes .bench/results.json. Benchmarks are not tests:
 * nothing here fails on a number; budgets are shown beside the figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIZE_BUDGETS } from './elements';
import { measureSizes } from './sizes';

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
printTable(rows);

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify({ sizes }, null, 2)}\n`);
console.log('\nwrote .bench/results.json');

function printTable(table: Record<string, string>[]): void {
  const columns = Object.keys(table[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...table.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table) console.log(line(columns.map((column) => row[column] ?? '')));
}
