/**
 * One day of the timetable as a grid: rooms as columns, time as rows, each session placed by its start and
 * sized by its duration, sessions that overlap in a room side by side (core/programme/timetable.ts). The
 * room names and the time axis stay in view while the grid scrolls in its own box, and a line marks now.
 *
 * Virtualised in both directions: only the columns in view (and one on each side) and, in them, the
 * sessions within an hour of the view are in the DOM (cellsInWindow), so a day of hundreds of rooms costs
 * what the screen shows. The window moves in steps of a column and an hour, so scrolling re-renders rarely.
 *
 * Keyboard (ARIA grid with roving focus, one tab stop): each room is a row of the grid, headed by its name,
 * its sessions the row's cells in time order; the arrows move between sessions as they sit on screen, Home
 * and End to the room's first and last, Ctrl+Home and Ctrl+End to the day's; Enter follows the focused
 * session's link; Tab from it reaches its star, then leaves the grid.
 *
 * A cancelled session's cell says so after its time and strikes its title through.
 *
 * Texts: programme.grid.label, programme.grid.time, programme.grid.now, programme.grid.keys, programme.cancelled. Theme tokens:
 * --vmx-space, --vmx-radius, --vmx-color-border, --vmx-color-surface, --vmx-color-background,
 * --vmx-color-text, --vmx-color-muted, --vmx-color-primary, --vmx-color-secondary, --vmx-color-focus.
 * Parts: grid, room, cell, now, favourite.
 */
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import type { ProgrammeSession } from '../../../../contracts';
import {
  axisHours,
  cellsInWindow,
  moveInTimetable,
  nowLineMinutes,
  openingMinute,
  type TimetableCell,
  type TimetableDay,
  type TimetableMove,
} from '../../../../core/programme/timetable';
import { PROGRAMME_TIMETABLE_TEXTS } from '../../../../core/programme/timetableTexts';
import { PROGRAMME_TEXTS } from '../../../../core/programme/texts';
import { useTexts } from '../../../../store/react';
import { useRouteHref, type RouteHref } from '../../../../ui/platformLinks';
import { FavouriteButton } from '../../FavouriteButton';
import { PROGRAMME_TIME_FORMAT, useProgrammeFormat, type ProgrammeFormat } from '../../useProgrammeFormat';
import { dayName } from '../dayName';
import { GRID_GEOMETRY } from './geometry';
import { Axis, Canvas, CellBox, Corner, Grid, Hour, NowLabel, NowLine, Room, RoomName, Scroller } from './TimetableGrid.styles';

const { pxPerMinute, axisWidth, headerHeight, minColumnWidth, overscanColumns, overscanMinutes } = GRID_GEOMETRY;

const KEY_MOVES: Readonly<Record<string, TimetableMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'rowStart',
  End: 'rowEnd',
};

/** What part of the day the scroll position shows: the first column and the first hour in view. */
interface ScrollStep {
  column: number;
  hour: number;
}

export interface TimetableGridProps {
  day: TimetableDay<ProgrammeSession>;
  now: number;
}

interface CellProps {
  cell: TimetableCell<ProgrammeSession>;
  index: number;
  /** Its place in its room's row (1 is the room's name). */
  colIndex: number;
  columnWidth: number;
  top: number;
  tabbable: boolean;
  href: RouteHref;
  format: ProgrammeFormat;
  onFocusCell: (id: number) => void;
}

const Cell = memo(function Cell({ cell, index, colIndex, columnWidth, top, tabbable, href, format, onFocusCell }: CellProps) {
  const programme = useTexts(PROGRAMME_TEXTS);
  const { session } = cell;
  const name = session.Name || session.Code || String(session.Id);
  const laneWidth = columnWidth / cell.lanes;
  return (
    <CellBox
      role="gridcell"
      part="cell"
      aria-colindex={colIndex}
      data-cell={index}
      data-session-id={session.Id}
      style={{
        top,
        height: (cell.end - cell.start) * pxPerMinute,
        left: cell.lane * laneWidth,
        width: laneWidth,
      }}
    >
      <a
        href={href('SessionPage', { sessionId: session.Id })}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusCell(session.Id)}
        style={{ borderLeftColor: session.Color || undefined }}
      >
        <span>
          {format.timeRange(session.StartDateTime, session.EndDateTime)}
          {session.IsCancelled && ` · ${programme('programme.cancelled')}`}
        </span>
        <strong>{session.IsCancelled ? <s>{name}</s> : name}</strong>
      </a>
      <FavouriteButton kind="sessions" id={session.Id} name={name} tabIndex={tabbable ? 0 : -1} />
    </CellBox>
  );
});

export function TimetableGrid({ day, now }: TimetableGridProps) {
  const t = useTexts(PROGRAMME_TIMETABLE_TEXTS);
  const format = useProgrammeFormat();
  const href = useRouteHref();
  const keysId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [step, setStep] = useState<ScrollStep>({ column: 0, hour: 0 });
  const [activeId, setActiveId] = useState<number | null>(null);
  const focusActive = useRef(false);

  const columns = day.columns.length;
  // Columns share the width when they fit, else each has the least width and the grid scrolls sideways.
  const columnWidth = Math.max(minColumnWidth, size ? Math.floor((size.width - axisWidth) / Math.max(columns, 1)) : 0);
  const hourHeight = 60 * pxPerMinute;
  const canvasWidth = axisWidth + columns * columnWidth;
  const canvasHeight = headerHeight + (day.axisEnd - day.axisStart) * pxPerMinute;
  const yOf = (minutes: number) => headerHeight + (minutes - day.axisStart) * pxPerMinute;

  const stepOf = useCallback(
    (box: HTMLElement): ScrollStep => ({ column: Math.floor(box.scrollLeft / columnWidth), hour: Math.floor(box.scrollTop / hourHeight) }),
    [columnWidth, hourHeight],
  );
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const next = stepOf(event.currentTarget);
    setStep((previous) => (previous.column === next.column && previous.hour === next.hour ? previous : next));
  };

  // The box's size before the first paint, and whenever it changes.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () =>
      setSize((previous) =>
        previous && previous.width === box.clientWidth && previous.height === box.clientHeight
          ? previous
          : { width: box.clientWidth, height: box.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // A new day opens at its start, or on the day at what is on now (openingMinute); the focus starts afresh.
  const nowRef = useRef(now);
  nowRef.current = now;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const at = nowLineMinutes(nowRef.current, day.day, format.timeZone, day.axisStart, day.axisEnd);
    box.scrollTo({ left: 0, top: (openingMinute(day, at) - day.axisStart) * pxPerMinute });
    setActiveId(null);
    // Only a new day (or zone) moves the view; new results of the same day keep it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- day.axisStart and day.axisEnd change with the results, which must not move the view.
  }, [day.day, format.timeZone]);

  const indexOfId = useMemo(() => new Map(day.cells.map((cell, index) => [cell.session.Id, index])), [day]);
  const activeIndex = activeId === null ? -1 : (indexOfId.get(activeId) ?? -1);

  // The cells to render: those in view and around it, and the focused one wherever it is.
  const viewWidth = size?.width ?? 0;
  const viewHeight = size?.height ?? 0;
  const visibleColumns = Math.ceil(Math.max(0, viewWidth - axisWidth) / columnWidth);
  const visibleMinutes = Math.max(0, viewHeight - headerHeight) / pxPerMinute;
  const firstMinute = day.axisStart + step.hour * 60;
  const shown = size
    ? cellsInWindow(
        day,
        {
          firstColumn: step.column - overscanColumns,
          lastColumn: step.column + visibleColumns + overscanColumns,
          from: firstMinute - overscanMinutes,
          to: firstMinute + 60 + visibleMinutes + overscanMinutes,
        },
        activeIndex === -1 ? [] : [activeIndex],
      )
    : [];
  // The one tab stop: the focused cell, else the first session in view.
  const tabStop =
    activeIndex !== -1
      ? activeIndex
      : (cellsInWindow(day, {
          firstColumn: step.column,
          lastColumn: step.column + visibleColumns,
          from: firstMinute,
          to: firstMinute + 60 + visibleMinutes,
        })[0] ??
        shown[0] ??
        0);

  // Every column in view has its room's name, with or without sessions in view.
  const byColumn = new Map<number, number[]>();
  if (size) {
    const last = Math.min(columns - 1, step.column + visibleColumns + overscanColumns);
    for (let column = Math.max(0, step.column - overscanColumns); column <= last; column++) byColumn.set(column, []);
  }
  for (const index of shown) {
    const column = day.cells[index]!.column;
    const list = byColumn.get(column);
    if (list) list.push(index);
    else byColumn.set(column, [index]);
  }
  const rooms = [...byColumn.entries()].sort(([a], [b]) => a - b);
  let mostPerRoom = 0;
  for (let column = 0; column < columns; column++)
    mostPerRoom = Math.max(mostPerRoom, day.columnStarts[column + 1]! - day.columnStarts[column]!);

  /** Scrolls the least that shows a cell whole beside the room names and the time axis. */
  const reveal = (index: number) => {
    const box = scroller.current;
    const cell = day.cells[index];
    if (!box || !cell) return;
    const left = axisWidth + cell.column * columnWidth + (cell.lane * columnWidth) / cell.lanes;
    const right = left + columnWidth / cell.lanes;
    const top = yOf(cell.start);
    const bottom = yOf(cell.end);
    let { scrollLeft, scrollTop } = box;
    if (left - axisWidth < scrollLeft) scrollLeft = left - axisWidth;
    else if (right > scrollLeft + box.clientWidth) scrollLeft = Math.min(left - axisWidth, right - box.clientWidth);
    if (top - headerHeight < scrollTop) scrollTop = top - headerHeight;
    else if (bottom > scrollTop + box.clientHeight) scrollTop = Math.min(top - headerHeight, bottom - box.clientHeight);
    if (scrollLeft !== box.scrollLeft || scrollTop !== box.scrollTop) box.scrollTo({ left: scrollLeft, top: scrollTop });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cellElement = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    const ctrl = event.ctrlKey || event.metaKey;
    const move = ctrl && event.key === 'Home' ? 'dayStart' : ctrl && event.key === 'End' ? 'dayEnd' : KEY_MOVES[event.key];
    if (!cellElement || !move || event.altKey || event.shiftKey) return;
    event.preventDefault();
    const next = moveInTimetable(day, Number(cellElement.dataset.cell), move);
    const cell = day.cells[next];
    if (!cell) return;
    reveal(next);
    focusActive.current = true;
    setActiveId(cell.session.Id);
  };

  // After a key moved the focus: the cell is rendered now (it is kept while it has the focus), focus its link.
  useLayoutEffect(() => {
    if (!focusActive.current || activeIndex === -1) return;
    focusActive.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-cell="${activeIndex}"] a`)?.focus({ preventScroll: true });
  });

  const onFocusCell = useCallback((id: number) => setActiveId(id), []);
  const nowAt = nowLineMinutes(now, day.day, format.timeZone, day.axisStart, day.axisEnd);
  const dayLabel = dayName(day.day, format.language, 'long');

  return (
    <Scroller ref={scroller} onScroll={onScroll}>
      <Canvas style={{ width: canvasWidth, height: canvasHeight }}>
        <Axis aria-hidden="true" style={{ width: axisWidth, height: canvasHeight }}>
          <Corner style={{ height: headerHeight }}>{t('programme.grid.time')}</Corner>
          {axisHours(day.axisStart, day.axisEnd).map((minutes) => (
            <Hour key={minutes} style={{ top: yOf(minutes) }}>
              {format.format(`${day.day}T${String(minutes / 60).padStart(2, '0')}:00:00`, PROGRAMME_TIME_FORMAT)}
            </Hour>
          ))}
          {nowAt !== null && <NowLabel style={{ top: yOf(nowAt) }}>{t('programme.grid.now')}</NowLabel>}
        </Axis>
        <Grid
          role="grid"
          part="grid"
          aria-label={t('programme.grid.label', { day: dayLabel })}
          aria-describedby={keysId}
          aria-rowcount={columns}
          aria-colcount={mostPerRoom + 1}
          onKeyDown={onKeyDown}
        >
          {rooms.map(([column, indexes]) => (
            <Room
              key={day.columns[column]!.key}
              role="row"
              part="room"
              aria-rowindex={column + 1}
              style={{ left: axisWidth + column * columnWidth, width: columnWidth, height: canvasHeight }}
            >
              <RoomName role="rowheader" aria-colindex={1} style={{ height: headerHeight }} title={day.columns[column]!.name}>
                {day.columns[column]!.name}
              </RoomName>
              {indexes.map((index) => {
                const cell = day.cells[index]!;
                return (
                  <Cell
                    key={cell.session.Id}
                    cell={cell}
                    index={index}
                    colIndex={index - day.columnStarts[column]! + 2}
                    columnWidth={columnWidth}
                    top={yOf(cell.start)}
                    tabbable={index === tabStop}
                    href={href}
                    format={format}
                    onFocusCell={onFocusCell}
                  />
                );
              })}
            </Room>
          ))}
        </Grid>
        {nowAt !== null && (
          <NowLine part="now" aria-hidden="true" style={{ top: yOf(nowAt), left: axisWidth, width: canvasWidth - axisWidth }} />
        )}
      </Canvas>
      <span id={keysId} hidden>
        {t('programme.grid.keys')}
      </span>
    </Scroller>
  );
}
