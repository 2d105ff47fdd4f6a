import { describe, expect, it } from 'vitest';
import { budgetRows, formatBudgetRow, overBudget } from './sizeBudgets';

describe('size budgets', () => {
  it('finds the elements over their budget, and lists them first', () => {
    const rows = budgetRows(
      { 'vmx-ticker': 99_000, 'vmx-app': 151_000, 'vmx-login': 500_000 },
      { 'vmx-ticker': 100_000, 'vmx-app': 150_000 },
    );
    expect(rows.map((row) => row.name)).toEqual(['vmx-app', 'vmx-ticker']);
    expect(overBudget(rows).map((row) => row.name)).toEqual(['vmx-app']);
    expect(formatBudgetRow(rows[0]!)).toMatch(/^OVER vmx-app +151\.0 kB of 150\.0 kB$/);
  });

  it('takes a size exactly at its budget', () => {
    expect(overBudget(budgetRows({ 'vmx-app': 150_000 }, { 'vmx-app': 150_000 }))).toEqual([]);
  });

  it('refuses a budget whose size was not measured (a renamed element would lose its budget)', () => {
    expect(() => budgetRows({}, { 'vmx-gone': 1 })).toThrow(/vmx-gone/);
  });
});
