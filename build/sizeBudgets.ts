/**
 * The download-size budgets, checked: npm test fails when a page with one element (or the one script tag
 * with every element) downloads more gzip JavaScript than its budget, read from the built files
 * (tests/bench/sizes.ts measures them; tests/bench/elements.ts names the budgets). Not a timed run: the
 * same build gives the same bytes.
 */

export interface BudgetRow {
  name: string;
  bytes: number;
  budget: number;
}

/** The measured sizes that have a budget, each with its budget; the ones over it first. */
export function budgetRows(sizes: Readonly<Record<string, number>>, budgets: Readonly<Record<string, number>>): BudgetRow[] {
  const rows = Object.entries(budgets).map(([name, budget]) => {
    const bytes = sizes[name];
    if (bytes === undefined) throw new Error(`no size was measured for "${name}", which has a budget`);
    return { name, bytes, budget };
  });
  return rows.sort((a, b) => Number(b.bytes > b.budget) - Number(a.bytes > a.budget));
}

export function overBudget(rows: readonly BudgetRow[]): BudgetRow[] {
  return rows.filter((row) => row.bytes > row.budget);
}

export function formatBudgetRow({ name, bytes, budget }: BudgetRow): string {
  const kB = (value: number) => `${(value / 1000).toFixed(1)} kB`;
  return `${bytes > budget ? 'OVER' : 'ok  '} ${name.padEnd(16)} ${kB(bytes).padStart(9)} of ${kB(budget)}`;
}
