/**
 * How the sessions view is laid out: as the list, or as the timetable grid (rooms as columns, time as rows).
 * Kept apart from the timetable's rules (timetable.ts) because the search view decides the layout before its
 * first rows, and the grid's code loads only when the grid is shown.
 *
 * Ours (the spec names the scheduler, not its layout): the choice is kept in the address under the query
 * name `layout`, so a layout can be linked to; without one, an element at least GRID_MIN_WIDTH_PX wide opens
 * on the grid and a narrower one on the list.
 */

/** The two layouts of the sessions view. */
export type SessionLayout = 'list' | 'grid';

/** Ours: the query name the layout is kept under. */
export const LAYOUT_QUERY = 'layout';

/**
 * Ours: the width (CSS px of the view itself, not the window) from which the grid is the default: about seven
 * rooms side by side (a 1440 px window less the platform page's margins). Narrower, the list reads better and
 * the grid is one press of the switch away.
 */
export const GRID_MIN_WIDTH_PX = 1280;

/** The layout a query value names (exactly as written: the address is ours), or null for none or another. */
export function sessionLayoutOf(value: string | null | undefined): SessionLayout | null {
  return value === 'grid' || value === 'list' ? value : null;
}

/** The layout to show: the one the address names, else the default for the view's width (null: not measured yet). */
export function sessionLayout(query: Readonly<Record<string, string>>, width: number | null): SessionLayout | null {
  const named = sessionLayoutOf(query[LAYOUT_QUERY]);
  if (named) return named;
  if (width === null) return null;
  return width >= GRID_MIN_WIDTH_PX ? 'grid' : 'list';
}
