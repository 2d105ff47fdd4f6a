/**
 * The helper sorts of docs/rules/content-areas.md section 9 (by name, company name, label, rating; ascending or
 * descending) and the comparison they share. Every sort returns a new array and is stable: items that
 * compare equal keep their input order (Array.prototype.sort is stable since ES2019).
 */

export type SortDirection = 'asc' | 'desc';
export type Comparator<T> = (a: T, b: T) => number;

/** A stable sorted copy. */
export function sortWith<T>(items: readonly T[], compare: Comparator<T>): T[] {
  return [...items].sort(compare);
}

function isMissing(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

/**
 * Compares by a key in the given direction. Missing keys (null, empty, NaN) go last in either direction:
 * an unnamed item at the top of a descending list helps no one.
 */
export function byKey<T, K>(key: (item: T) => K | null | undefined, compareKeys: Comparator<K>, direction: SortDirection): Comparator<T> {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    const ma = isMissing(ka);
    const mb = isMissing(kb);
    if (ma || mb) return ma === mb ? 0 : ma ? 1 : -1;
    return sign * compareKeys(ka as K, kb as K);
  };
}

/**
 * Case-insensitive text comparison in a language. 'accent' sensitivity: A equals a, a does not equal á.
 * Numeric: 'Hall 2' before 'Hall 10'.
 */
export function textCompare(language = 'en'): Comparator<string> {
  const collator = new Intl.Collator(language, { sensitivity: 'accent', numeric: true });
  return (a, b) => collator.compare(a.trim(), b.trim());
}

export function byName<T extends { Name?: string | null }>(direction: SortDirection = 'asc', language?: string): Comparator<T> {
  return byKey((item: T) => item.Name, textCompare(language), direction);
}

/** Company name: CompanyName (company records) or CompanyAccountName (sessions, exhibitors). */
export function byCompanyName<T extends { CompanyName?: string | null; CompanyAccountName?: string | null }>(
  direction: SortDirection = 'asc',
  language?: string,
): Comparator<T> {
  return byKey((item: T) => (isMissing(item.CompanyName) ? item.CompanyAccountName : item.CompanyName), textCompare(language), direction);
}

export function byLabel<T extends { label?: string | null }>(direction: SortDirection = 'asc', language?: string): Comparator<T> {
  return byKey((item: T) => item.label, textCompare(language), direction);
}

export function byRating<T extends { Rating?: number | null }>(direction: SortDirection = 'asc'): Comparator<T> {
  return byKey(
    (item: T) => item.Rating,
    (a: number, b: number) => a - b,
    direction,
  );
}
