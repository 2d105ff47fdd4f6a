/**
 * Booth numbers (docs/rules/content-areas.md section 3: BoothNumbers and ExhibitorBooths.BoothNumber; section 2, exhibitor
 * floorplan modal: "booth numbers sorted ascending labelled Booth or Booths").
 */
import type { CompanyAccount } from '../../contracts';
import { textCompare } from '../sortHelpers';

/**
 * Natural ascending booth order: numeric collation reads digit runs as numbers, so hall letters come first, then the
 * number (A3 < A12 < B1); letters compare case-insensitively, and A03 equals A3.
 */
export const compareBoothNumbers: (a: string, b: string) => number = textCompare('en');

function cleaned(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
}

/**
 * The account's booth numbers, trimmed, de-duplicated, ascending. BoothNumbers is the summary field; when it is
 * empty or missing the booths themselves are read (both are in section 3, records carry either).
 */
export function sortedBoothNumbers(account: Partial<Pick<CompanyAccount, 'BoothNumbers' | 'ExhibitorBooths'>>): string[] {
  let numbers = cleaned(account.BoothNumbers);
  if (numbers.length === 0) {
    const booths: unknown = account.ExhibitorBooths;
    numbers = cleaned(
      Array.isArray(booths) ? booths.map((booth: unknown) => (booth as { BoothNumber?: unknown } | null)?.BoothNumber) : [],
    );
  }
  // Code units break collation ties (A03, A3) so that the list does not depend on the input order.
  return [...new Set(numbers)].sort((a, b) => compareBoothNumbers(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Section 2: the floorplan modal says "Booth" for one number and "Booths" for more. */
export function boothLabelKey(count: number): 'exhibitors.booth' | 'exhibitors.booths' {
  return count > 1 ? 'exhibitors.booths' : 'exhibitors.booth';
}
