/**
 * The programme as a timetable: one day at a time, rooms as columns, time as rows, each session placed by
 * its start and sized by its duration, sessions that overlap in one room side by side. Pure layout in
 * minutes of the event's wall clock; the grid (areas/programme/grid) turns minutes into pixels.
 *
 * The spec names the scheduler only by its count (docs/rules/content-areas.md section 5, Counts: scheduler
 * sessions are the sessions minus those hidden on the scheduler minus the posters); which sessions the
 * timetable places follows that count. The rest is ours, marked so below.
 */
import { hasExplicitOffset, parseWallClock, zonedWallClock, type WallClock } from './programmeTime';

/** The session fields the timetable reads (docs/rules/content-areas.md section 3). */
export interface TimetableSession {
  StartDateTime?: string | null;
  EndDateTime?: string | null;
  RoomId?: number | null;
  RoomName?: string | null;
  HideOnScheduler?: boolean | null;
  IsPoster?: boolean | null;
}

/** A room of the programme's data (PAGData Rooms): Sort orders the columns. */
export interface TimetableRoom {
  Id: number;
  Name: string;
  Sort?: number | null;
}

/** A column of a day: a room of the programme, or a room only a session names (no id known). */
export interface TimetableColumn {
  key: string;
  id: number | null;
  name: string;
}

export interface TimetableCell<S> {
  session: S;
  /** The index of the room's column. */
  column: number;
  /** Minutes after the day's midnight on the event's wall clock. */
  start: number;
  end: number;
  /** Side by side with the sessions it overlaps in its room: lane (from 0) of lanes. */
  lane: number;
  lanes: number;
}

export interface TimetableDay<S> {
  day: string;
  columns: TimetableColumn[];
  /** Column by column; within a column by start, then lane. */
  cells: TimetableCell<S>[];
  /** cells of column c are cells[columnStarts[c]] up to (not including) cells[columnStarts[c + 1]]. */
  columnStarts: number[];
  /** The axis in minutes: from the full hour at or before the first start to the full hour at or after the last end. */
  axisStart: number;
  axisEnd: number;
}

/** Minutes in a day: a session that runs past midnight is cut at the end of its day (ours). */
export const DAY_MINUTES = 24 * 60;
/** Ours: a session shorter than this, or without a readable end, takes this long on the grid (room for its name). */
export const TIMETABLE_MIN_DURATION_MINUTES = 15;
/** Ours: the axis of a day without sessions, 08:00 to 18:00. */
export const EMPTY_DAY_AXIS = { start: 8 * 60, end: 18 * 60 } as const;

const HOUR = 60;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOfWall = (wall: WallClock) => `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;

/** The wall clock of a programme date-time in the event: as written without an offset, else in timeZone. */
function wallOf(dateTime: string | null | undefined, timeZone: string): WallClock | null {
  if (typeof dateTime !== 'string') return null;
  const text = dateTime.trim();
  if (!hasExplicitOffset(text)) return parseWallClock(text);
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? zonedWallClock(ms, timeZone) : null;
}

/** Whether a session has a place on the timetable: not hidden on the scheduler, not a poster session (section 5). */
export function isOnTimetable(session: TimetableSession): boolean {
  return session.HideOnScheduler !== true && session.IsPoster !== true;
}

/** The day (YYYY-MM-DD) of a programme date or date-time in the event, or null when unreadable. */
export function timetableDayOf(dateTime: string | null | undefined, timeZone: string): string | null {
  const wall = wallOf(dateTime, timeZone);
  return wall ? dayOfWall(wall) : null;
}

/**
 * The days the day tabs offer, in date order: the programme's days (PAGData Days, dates or date-times) and
 * the day of every session on the timetable, once each.
 */
export function timetableDays(programmeDays: readonly string[], sessions: readonly TimetableSession[], timeZone: string): string[] {
  const days = new Set<string>();
  for (const date of programmeDays) {
    const day = timetableDayOf(date, timeZone);
    if (day) days.add(day);
  }
  for (const session of sessions) {
    if (!isOnTimetable(session)) continue;
    const day = timetableDayOf(session.StartDateTime, timeZone);
    if (day) days.add(day);
  }
  return [...days].sort();
}

/**
 * The day the timetable shows (ours): the first day the address asks for (even one without sessions, which
 * then shows as empty), else today when the congress is on, else its first day; null without days.
 */
export function shownTimetableDay(days: readonly string[], requested: readonly string[], now: number, timeZone: string): string | null {
  if (requested[0]) return requested[0];
  const wall = zonedWallClock(now, timeZone);
  const today = wall ? dayOfWall(wall) : null;
  if (today && days.includes(today)) return today;
  return days[0] ?? null;
}

/**
 * Overlapping intervals side by side (ours): intervals are taken by start (the longer first when two start
 * together); each takes the first lane free at its start; a run of intervals that overlap one another,
 * directly or through others, shares one lane count, so the lanes of a run line up. An interval that ends
 * as the next starts does not overlap it.
 */
export function layoutLanes(intervals: readonly { start: number; end: number }[]): { lane: number; lanes: number }[] {
  const order = intervals.map((_, index) => index);
  order.sort((a, b) => intervals[a]!.start - intervals[b]!.start || intervals[b]!.end - intervals[a]!.end || a - b);
  const placed: { lane: number; lanes: number }[] = intervals.map(() => ({ lane: 0, lanes: 1 }));
  let run: number[] = [];
  let runEnd = -Infinity;
  let laneEnds: number[] = [];
  const closeRun = () => {
    for (const index of run) placed[index]!.lanes = laneEnds.length;
    run = [];
    laneEnds = [];
  };
  for (const index of order) {
    const { start, end } = intervals[index]!;
    if (start >= runEnd) {
      closeRun();
      runEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    placed[index]!.lane = lane;
    run.push(index);
    runEnd = Math.max(runEnd, end);
  }
  closeRun();
  return placed;
}

/** A session's place on its start day in minutes, or null when it is not on that day or has no readable start. */
export function sessionMinutes(session: TimetableSession, day: string, timeZone: string): { start: number; end: number } | null {
  const startWall = wallOf(session.StartDateTime, timeZone);
  if (!startWall || dayOfWall(startWall) !== day) return null;
  const start = startWall.hour * HOUR + startWall.minute;
  const endWall = wallOf(session.EndDateTime, timeZone);
  let end = start + TIMETABLE_MIN_DURATION_MINUTES;
  if (endWall) {
    const endDay = dayOfWall(endWall);
    end = endDay === day ? endWall.hour * HOUR + endWall.minute : endDay > day ? DAY_MINUTES : end;
  }
  // A session shorter than the minimum is drawn that long, and laid out as drawn, so cells never cover each other.
  return { start, end: Math.min(DAY_MINUTES, Math.max(end, start + TIMETABLE_MIN_DURATION_MINUTES)) };
}

/**
 * One day of the timetable: the sessions on the timetable that start that day, by room. The columns are the
 * rooms with a session that day, in the programme's room order (Sort, then name), then rooms that only a
 * session names, by name.
 */
export function timetableDay<S extends TimetableSession>(
  sessions: readonly S[],
  day: string,
  rooms: readonly TimetableRoom[],
  timeZone: string,
): TimetableDay<S> {
  const roomOrder = new Map<number, number>();
  [...rooms]
    .sort((a, b) => (a.Sort ?? 0) - (b.Sort ?? 0) || a.Name.localeCompare(b.Name) || a.Id - b.Id)
    .forEach((room, index) => roomOrder.set(room.Id, index));
  const roomNames = new Map(rooms.map((room) => [room.Id, room.Name]));

  const byRoom = new Map<string, { column: TimetableColumn; order: number; placed: { session: S; start: number; end: number }[] }>();
  for (const session of sessions) {
    if (!isOnTimetable(session)) continue;
    const minutes = sessionMinutes(session, day, timeZone);
    if (!minutes) continue;
    const id = typeof session.RoomId === 'number' && roomOrder.has(session.RoomId) ? session.RoomId : null;
    const name = (id !== null ? roomNames.get(id) : null) ?? session.RoomName ?? '';
    const key = id !== null ? `room:${id}` : `name:${name}`;
    let room = byRoom.get(key);
    if (!room) byRoom.set(key, (room = { column: { key, id, name }, order: id !== null ? roomOrder.get(id)! : Infinity, placed: [] }));
    room.placed.push({ session, ...minutes });
  }

  const ordered = [...byRoom.values()].sort((a, b) => a.order - b.order || a.column.name.localeCompare(b.column.name));
  const cells: TimetableCell<S>[] = [];
  const columnStarts: number[] = [];
  let axisStart = Infinity;
  let axisEnd = -Infinity;
  ordered.forEach((room, column) => {
    columnStarts.push(cells.length);
    const lanes = layoutLanes(room.placed);
    const columnCells = room.placed.map((placed, index) => ({ ...placed, column, ...lanes[index]! }));
    columnCells.sort((a, b) => a.start - b.start || a.lane - b.lane || a.end - b.end);
    for (const cell of columnCells) {
      cells.push(cell);
      axisStart = Math.min(axisStart, cell.start);
      axisEnd = Math.max(axisEnd, cell.end);
    }
  });
  columnStarts.push(cells.length);
  return {
    day,
    columns: ordered.map((room) => room.column),
    cells,
    columnStarts,
    axisStart: cells.length > 0 ? Math.floor(axisStart / HOUR) * HOUR : EMPTY_DAY_AXIS.start,
    axisEnd: cells.length > 0 ? Math.min(DAY_MINUTES, Math.ceil(axisEnd / HOUR) * HOUR) : EMPTY_DAY_AXIS.end,
  };
}

/** The full hours the time axis labels, from its start to before its end, in minutes. */
export function axisHours(axisStart: number, axisEnd: number): number[] {
  const hours: number[] = [];
  for (let at = Math.ceil(axisStart / HOUR) * HOUR; at < axisEnd; at += HOUR) hours.push(at);
  return hours;
}

/** The now-line: now in minutes of the shown day, or null when now is not on that day within the axis. */
export function nowLineMinutes(now: number, day: string, timeZone: string, axisStart: number, axisEnd: number): number | null {
  const wall = zonedWallClock(now, timeZone);
  if (!wall || dayOfWall(wall) !== day) return null;
  const minutes = wall.hour * HOUR + wall.minute + wall.second / 60;
  return minutes >= axisStart && minutes <= axisEnd ? minutes : null;
}

/**
 * The minute a day's grid opens at (ours), shown right under its room names: the day's start, or on the day
 * itself the full hour at or before the earliest session still running at now (else now), so that what is on
 * shows whole, title included, with the now line below it.
 */
export function openingMinute<S>(day: TimetableDay<S>, nowMinutes: number | null): number {
  if (nowMinutes === null) return day.axisStart;
  let from = nowMinutes;
  for (const cell of day.cells) if (cell.start <= nowMinutes && cell.end > nowMinutes) from = Math.min(from, cell.start);
  return Math.max(day.axisStart, Math.floor(from / HOUR) * HOUR);
}

/**
 * The cells to render for a viewport (ours): those of columns [firstColumn, lastColumn] that overlap the
 * minutes [from, to], plus any index in keep (the cell that has the focus stays rendered off screen).
 * However large the day, what is rendered is bounded by what the viewport holds.
 */
export function cellsInWindow<S>(
  day: TimetableDay<S>,
  window: { firstColumn: number; lastColumn: number; from: number; to: number },
  keep: readonly number[] = [],
): number[] {
  const shown: number[] = [];
  const first = Math.max(0, window.firstColumn);
  const last = Math.min(day.columns.length - 1, window.lastColumn);
  for (let column = first; column <= last; column++) {
    for (let index = day.columnStarts[column]!; index < day.columnStarts[column + 1]!; index++) {
      const cell = day.cells[index]!;
      if (cell.start >= window.to) break;
      if (cell.end > window.from) shown.push(index);
    }
  }
  for (const index of keep) if (index >= 0 && index < day.cells.length && !shown.includes(index)) shown.push(index);
  return shown;
}

export type TimetableMove = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'dayStart' | 'dayEnd';

/** How much two cells share in time (negative: the gap between them). */
const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.min(a.end, b.end) - Math.max(a.start, b.start);

/** Of the cells in [from, to), the one nearest in time to cell: the most shared time, then the nearest start, then the first. */
function nearest<S>(cells: readonly TimetableCell<S>[], from: number, to: number, cell: TimetableCell<S>): number {
  let best = -1;
  for (let index = from; index < to; index++) {
    if (best === -1) {
      best = index;
      continue;
    }
    const candidate = cells[index]!;
    const current = cells[best]!;
    const gain = overlap(candidate, cell) - overlap(current, cell);
    if (gain > 0 || (gain === 0 && Math.abs(candidate.start - cell.start) < Math.abs(current.start - cell.start))) best = index;
  }
  return best;
}

/**
 * Where keyboard focus goes from a cell (ours; the arrows follow the screen): up and down to the previous and
 * next session of the room; left and right to the next lane of the room where sessions sit side by side, else
 * to the nearest session in time of the room beside; rowStart and rowEnd (Home, End) to the room's first and
 * last session; dayStart and dayEnd (Ctrl+Home, Ctrl+End) to the day's first and last. Stays put at an edge.
 */
export function moveInTimetable<S>(day: TimetableDay<S>, from: number, move: TimetableMove): number {
  const cell = day.cells[from];
  if (!cell) return day.cells.length > 0 ? 0 : -1;
  const { columnStarts, cells } = day;
  const columnStart = columnStarts[cell.column]!;
  const columnEnd = columnStarts[cell.column + 1]!;
  switch (move) {
    case 'up':
      return from > columnStart ? from - 1 : from;
    case 'down':
      return from + 1 < columnEnd ? from + 1 : from;
    case 'rowStart':
      return columnStart;
    case 'rowEnd':
      return columnEnd - 1;
    case 'dayStart':
      return 0;
    case 'dayEnd':
      return cells.length - 1;
    case 'left':
    case 'right': {
      const step = move === 'right' ? 1 : -1;
      // A neighbour in the same run: the lane beside, overlapping this cell.
      const lane = cell.lane + step;
      if (lane >= 0 && lane < cell.lanes) {
        let best = -1;
        for (let index = columnStart; index < columnEnd; index++) {
          const other = cells[index]!;
          if (other.lane !== lane || overlap(other, cell) <= 0) continue;
          if (best === -1 || overlap(other, cell) > overlap(cells[best]!, cell)) best = index;
        }
        if (best !== -1) return best;
      }
      const column = cell.column + step;
      if (column < 0 || column >= day.columns.length) return from;
      const found = nearest(cells, columnStarts[column]!, columnStarts[column + 1]!, cell);
      return found === -1 ? from : found;
    }
  }
}
