/**
 * Exhibitor sorts (docs/rules/content-areas.md section 9: "exhibitors alphabetically, ranking, booth"; "Default sponsor sort is
 * alphabetical"). Every sort returns a new array and ends on the name, then the id, so the order never depends on
 * the order the server sent.
 */
import type { CompanyAccount } from '../../contracts';
import { byName, sortWith, type Comparator } from '../sortHelpers';
import { compareBoothNumbers, sortedBoothNumbers } from './booths';

/** Section 9: the exhibitor sort options. */
export const EXHIBITOR_SORTS = ['alphabetically', 'ranking', 'booth'] as const;
export type ExhibitorSort = (typeof EXHIBITOR_SORTS)[number];

/** Section 9: default sponsor sort is alphabetical. */
export const DEFAULT_EXHIBITOR_SORT: ExhibitorSort = 'alphabetically';

type SortableAccount = Pick<CompanyAccount, 'CompanyAccountId' | 'Name' | 'Sort'> &
  Partial<Pick<CompanyAccount, 'BoothNumbers' | 'ExhibitorBooths'>>;

/** The sort named by a query or config value (trimmed, case-insensitive), or null when it is none of EXHIBITOR_SORTS. */
export function exhibitorSort(value: string | null | undefined): ExhibitorSort | null {
  const v = value?.trim().toLowerCase();
  return EXHIBITOR_SORTS.find((sort) => sort === v) ?? null;
}

const codeUnitCompare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The ranking as a number, or null when missing or not numeric (malformed records may carry a string). */
function rankOf(account: Pick<CompanyAccount, 'Sort'>): number | null {
  const sort: unknown = account.Sort;
  if (typeof sort === 'number') return Number.isFinite(sort) ? sort : null;
  if (typeof sort === 'string' && sort.trim() !== '') {
    const parsed = Number(sort);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Present values ascending, missing ones last. */
function missingLast<T>(a: T | null, b: T | null, compare: Comparator<T>): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b);
}

export function sortExhibitors<T extends SortableAccount>(accounts: readonly T[], sort: ExhibitorSort, language = 'en'): T[] {
  const name = byName<T>('asc', language);
  const byNameThenId: Comparator<T> = (a, b) =>
    name(a, b) || codeUnitCompare(String(a.CompanyAccountId ?? ''), String(b.CompanyAccountId ?? ''));
  switch (sort) {
    case 'alphabetically':
      return sortWith(accounts, byNameThenId);
    case 'ranking': {
      const ranks = new Map(accounts.map((account) => [account, rankOf(account)]));
      return sortWith(accounts, (a, b) => missingLast(ranks.get(a) ?? null, ranks.get(b) ?? null, (x, y) => x - y) || byNameThenId(a, b));
    }
    case 'booth': {
      // The lowest booth stands for the account: it is the one listed first on its card.
      const firstBooth = new Map(accounts.map((account) => [account, sortedBoothNumbers(account)[0] ?? null]));
      return sortWith(
        accounts,
        (a, b) => missingLast(firstBooth.get(a) ?? null, firstBooth.get(b) ?? null, compareBoothNumbers) || byNameThenId(a, b),
      );
    }
  }
}
