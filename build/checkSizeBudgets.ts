/**
 * npm run test:budgets (part of npm test, after the build): the gzip JavaScript of each element against
 * its budget, from the built bundle (VMX_DIST_DIR or dist/). Exits 1 when any is over.
 */
import { resolve } from 'node:path';
import { budgetRows, formatBudgetRow, overBudget, SIZE_BUDGETS } from './sizeBudgets';
import { measureSizes } from './sizes';

const distDir = resolve(process.env.VMX_DIST_DIR?.trim() || 'dist');
const rows = budgetRows(measureSizes(distDir), SIZE_BUDGETS);
for (const row of rows) console.log(formatBudgetRow(row));
const over = overBudget(rows);
if (over.length > 0) {
  console.error(`\n${over.length} download-size budget(s) exceeded: ${over.map((row) => row.name).join(', ')}`);
  process.exit(1);
}
