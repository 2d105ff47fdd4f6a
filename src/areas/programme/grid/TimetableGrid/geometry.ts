/** Ours: the timetable grid's scale and sizes, in CSS px (an hour is 120 px: a 15-minute session has room for a line). */
export const GRID_GEOMETRY = {
  pxPerMinute: 2,
  /** The time axis's width. */
  axisWidth: 64,
  /** The room names' height (two lines). */
  headerHeight: 56,
  /** A room's least width; wider when the rooms fit the box. */
  minColumnWidth: 184,
  /** Rendered beyond the view: a column on each side, an hour above and below. */
  overscanColumns: 1,
  overscanMinutes: 60,
} as const;
