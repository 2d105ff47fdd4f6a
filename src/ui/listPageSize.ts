/**
 * How many rows a list element shows before its "Show more" button (the element's page-size attribute,
 * issue 18: a list never grows its host page without bound). Unset: every row, the list as long as the
 * page lets it be. The element provides it; the windowed lists read it.
 */
import { createContext } from 'react';

export const ListPageSize = createContext<number | undefined>(undefined);

/** A page-size attribute as a row count: a positive whole number, else none (every row). */
export function pageSizeOf(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.floor(value) : undefined;
}
