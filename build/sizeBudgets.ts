/**
 * The download-size budgets, checked: npm test fails when a page with one element (or the one script tag
 * with every element) downloads more gzip JavaScript than its budget, read from the built files
 * (build/sizes.ts measures them). Not a timed run: the same build gives the same bytes.
 */

/** Budgets from the issues (gzip bytes of JavaScript a page with only that element downloads). */
export const SIZE_BUDGETS: Readonly<Record<string, number>> = {
  // Issue 4: the home route's JavaScript before first render (code loaded on demand is not counted).
  'vmx-app': 150_000,
  'vmx-ticker': 100_000,
  'vmx-logo-grid': 100_000,
  // Issue 5: the programme element's JavaScript before its first rows.
  'vmx-programme': 120_000,
  // Issue 6: the exhibitor list's JavaScript before its first cards.
  'vmx-exhibitors': 120_000,
  // Issue 19: the news and job lists on a society's site, each before its first cards (measured 114.0 and 113.6 kB).
  'vmx-news': 120_000,
  'vmx-jobs': 120_000,
  // Issue 22: the inbox in a society's member area, before its conversations show (its list's code included; a
  // conversation's loads once the list shows). Measured 129.0 kB, of which the autoloader, the element's chunk and the
  // chunks every event element shares are 108.6 kB.
  'vmx-inbox': 135_000,
  // Issue 8: the one script tag with every element (what loads later, such as SurveyJS, is not counted),
  // and an ESM page with only the ticker (the vmx-ticker row: the autoloader and the ticker's code).
  'single-file': 250_000,
  // Issue 23: what the tracker adds to an element's JavaScript with its first tracked event, for the element that has
  // the least of it already (build/sizes.ts, trackerAddition); track() itself is in the lists' shared chunk, inside
  // the elements' own budgets.
  'tracking-client': 2_000,
};

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
