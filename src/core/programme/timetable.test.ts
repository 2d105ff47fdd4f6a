import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRID_MIN_WIDTH_PX, LAYOUT_QUERY, sessionLayout, sessionLayoutOf } from './sessionLayout';
import {
  axisHours,
  cellsInWindow,
  DAY_MINUTES,
  EMPTY_DAY_AXIS,
  isOnTimetable,
  layoutLanes,
  moveInTimetable,
  nowLineMinutes,
  openingMinute,
  sessionMinutes,
  shownTimetableDay,
  TIMETABLE_MIN_DURATION_MINUTES,
  timetableDay,
  timetableDays,
  type TimetableSession,
} from './timetable';

const ZONE = 'Europe/Berlin';

interface Session extends TimetableSession {
  Id: number;
}

let nextId = 1;
function session(room: number, start: string, end: string, extra: Partial<Session> = {}): Session {
  return { Id: nextId++, RoomId: room, RoomName: `Room ${room}`, StartDateTime: start, EndDateTime: end, ...extra };
}

const ROOMS = [
  { Id: 2, Name: 'Hall B', Sort: 2 },
  { Id: 1, Name: 'Hall A', Sort: 1 },
  { Id: 3, Name: 'Room C', Sort: 3 },
];

describe('session layout: list or grid', () => {
  it('takes the layout the address names and ignores an unknown one', () => {
    expect(sessionLayoutOf('grid')).toBe('grid');
    expect(sessionLayoutOf('list')).toBe('list');
    expect(sessionLayoutOf('table')).toBeNull();
    expect(sessionLayout({ [LAYOUT_QUERY]: 'list' }, 1440)).toBe('list');
    expect(sessionLayout({ [LAYOUT_QUERY]: 'grid' }, 390)).toBe('grid');
  });

  it('defaults to the grid from 1280 px of the view’s own width, else the list, and waits for a width', () => {
    expect(GRID_MIN_WIDTH_PX).toBe(1280);
    expect(sessionLayout({}, 1280)).toBe('grid');
    expect(sessionLayout({}, 1279)).toBe('list');
    expect(sessionLayout({ [LAYOUT_QUERY]: 'table' }, 390)).toBe('list');
    expect(sessionLayout({}, null)).toBeNull();
  });
});

describe('which sessions the timetable places (content section 5: scheduler sessions)', () => {
  it('leaves out sessions hidden on the scheduler and poster sessions', () => {
    expect(isOnTimetable(session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00'))).toBe(true);
    expect(isOnTimetable(session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00', { HideOnScheduler: true }))).toBe(false);
    expect(isOnTimetable(session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00', { IsPoster: true }))).toBe(false);
    const day = timetableDay(
      [
        session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00'),
        session(1, '2026-06-10T12:00:00', '2026-06-10T13:00:00', { IsPoster: true }),
        session(2, '2026-06-10T12:00:00', '2026-06-10T13:00:00', { HideOnScheduler: true }),
      ],
      '2026-06-10',
      ROOMS,
      ZONE,
    );
    expect(day.cells).toHaveLength(1);
    expect(day.columns.map((column) => column.name)).toEqual(['Hall A']);
  });
});

describe('durations', () => {
  it('places a session by its start and sizes it by its duration, in minutes of the event’s wall clock', () => {
    expect(sessionMinutes(session(1, '2026-06-10T08:30:00', '2026-06-10T10:00:00'), '2026-06-10', ZONE)).toEqual({ start: 510, end: 600 });
  });

  it('reads a time with an offset in the event’s time zone', () => {
    // 06:30Z is 08:30 in Berlin in June.
    expect(sessionMinutes(session(1, '2026-06-10T06:30:00Z', '2026-06-10T08:00:00Z'), '2026-06-10', ZONE)).toEqual({
      start: 510,
      end: 600,
    });
  });

  it('gives a session without an end, ending before it starts or shorter than the minimum the minimum duration', () => {
    const min = TIMETABLE_MIN_DURATION_MINUTES;
    expect(sessionMinutes(session(1, '2026-06-10T09:00:00', ''), '2026-06-10', ZONE)).toEqual({ start: 540, end: 540 + min });
    expect(sessionMinutes(session(1, '2026-06-10T09:00:00', '2026-06-10T08:00:00'), '2026-06-10', ZONE)).toEqual({
      start: 540,
      end: 540 + min,
    });
    expect(sessionMinutes(session(1, '2026-06-10T09:00:00', '2026-06-10T09:05:00'), '2026-06-10', ZONE)).toEqual({
      start: 540,
      end: 540 + min,
    });
  });

  it('cuts a session that runs past midnight at the end of its start day', () => {
    expect(sessionMinutes(session(1, '2026-06-10T22:00:00', '2026-06-11T01:00:00'), '2026-06-10', ZONE)).toEqual({
      start: 1320,
      end: DAY_MINUTES,
    });
  });

  it('gives the axis from the full hour before the first start to the full hour after the last end, and 08:00–18:00 for an empty day', () => {
    const day = timetableDay(
      [session(1, '2026-06-10T08:30:00', '2026-06-10T10:00:00'), session(2, '2026-06-10T16:15:00', '2026-06-10T17:10:00')],
      '2026-06-10',
      ROOMS,
      ZONE,
    );
    expect([day.axisStart, day.axisEnd]).toEqual([480, 1080]);
    expect(axisHours(day.axisStart, day.axisEnd)).toEqual([480, 540, 600, 660, 720, 780, 840, 900, 960, 1020]);
    const empty = timetableDay([], '2026-06-10', ROOMS, ZONE);
    expect([empty.axisStart, empty.axisEnd]).toEqual([EMPTY_DAY_AXIS.start, EMPTY_DAY_AXIS.end]);
    expect(empty.columns).toEqual([]);
  });
});

describe('day split', () => {
  const sessions = [
    session(1, '2026-06-11T09:00:00', '2026-06-11T10:00:00'),
    session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00'),
    session(2, '2026-06-10T23:30:00Z', '2026-06-11T00:30:00Z'), // 01:30 on 11 June in Berlin
    session(3, '2026-06-12T09:00:00', '2026-06-12T10:00:00', { IsPoster: true }),
  ];

  it('offers the programme’s days and every day a timetable session starts on, once each, in date order', () => {
    expect(timetableDays(['2026-06-09', '2026-06-10'], sessions, ZONE)).toEqual(['2026-06-09', '2026-06-10', '2026-06-11']);
  });

  it('places each session on the day it starts in the event', () => {
    expect(timetableDay(sessions, '2026-06-10', ROOMS, ZONE).cells.map((cell) => cell.session.Id)).toEqual([sessions[1]!.Id]);
    expect(timetableDay(sessions, '2026-06-11', ROOMS, ZONE).cells.map((cell) => cell.session.Id)).toEqual([
      sessions[0]!.Id,
      sessions[2]!.Id,
    ]);
  });

  it('shows the day the address asks for, else today while the congress is on, else the first day', () => {
    const days = ['2026-06-10', '2026-06-11', '2026-06-12'];
    const during = Date.parse('2026-06-11T08:00:00Z');
    const before = Date.parse('2026-05-01T08:00:00Z');
    expect(shownTimetableDay(days, ['2026-06-12'], during, ZONE)).toBe('2026-06-12');
    expect(shownTimetableDay(days, [], during, ZONE)).toBe('2026-06-11');
    expect(shownTimetableDay(days, [], before, ZONE)).toBe('2026-06-10');
    expect(shownTimetableDay([], [], before, ZONE)).toBeNull();
    // Today in the event's zone: 23:30Z on 10 June is already 11 June in Berlin.
    expect(shownTimetableDay(days, [], Date.parse('2026-06-10T23:30:00Z'), ZONE)).toBe('2026-06-11');
  });
});

describe('rooms as columns', () => {
  it('orders columns by the programme’s room order, then rooms only a session names, and shows only rooms with a session that day', () => {
    const day = timetableDay(
      [
        session(3, '2026-06-10T09:00:00', '2026-06-10T10:00:00'),
        session(99, '2026-06-10T09:00:00', '2026-06-10T10:00:00', { RoomName: 'Annex' }),
        session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00'),
      ],
      '2026-06-10',
      ROOMS,
      ZONE,
    );
    expect(day.columns.map((column) => column.name)).toEqual(['Hall A', 'Room C', 'Annex']);
    expect(day.columns.map((column) => column.id)).toEqual([1, 3, null]);
    expect(day.columnStarts).toEqual([0, 1, 2, 3]);
  });
});

describe('overlaps', () => {
  it('puts sessions that overlap in one room side by side, sharing the lane count of their run', () => {
    expect(
      layoutLanes([
        { start: 0, end: 60 },
        { start: 30, end: 90 },
        { start: 60, end: 120 },
        { start: 200, end: 260 },
      ]),
    ).toEqual([
      { lane: 0, lanes: 2 },
      { lane: 1, lanes: 2 },
      { lane: 0, lanes: 2 },
      { lane: 0, lanes: 1 },
    ]);
  });

  it('does not count a session that ends as the next begins as an overlap', () => {
    expect(
      layoutLanes([
        { start: 0, end: 60 },
        { start: 60, end: 120 },
      ]),
    ).toEqual([
      { lane: 0, lanes: 1 },
      { lane: 0, lanes: 1 },
    ]);
  });

  it('gives three sessions starting together three lanes, the longest first', () => {
    expect(
      layoutLanes([
        { start: 0, end: 30 },
        { start: 0, end: 90 },
        { start: 0, end: 60 },
      ]),
    ).toEqual([
      { lane: 2, lanes: 3 },
      { lane: 0, lanes: 3 },
      { lane: 1, lanes: 3 },
    ]);
  });

  it('never lets two cells of one lane overlap, and never gives a lane beyond the lane count (property)', () => {
    const interval = fc.tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 240 })).map(([start, length]) => ({
      start,
      end: start + length,
    }));
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 30 }), (intervals) => {
        const lanes = layoutLanes(intervals);
        lanes.forEach((a, i) => {
          expect(a.lane).toBeLessThan(a.lanes);
          lanes.forEach((b, j) => {
            if (i === j) return;
            const overlapping = intervals[i]!.start < intervals[j]!.end && intervals[j]!.start < intervals[i]!.end;
            if (overlapping) {
              expect(a.lane).not.toBe(b.lane);
              expect(a.lanes).toBe(b.lanes);
            }
          });
        });
      }),
    );
  });
});

describe('where a day opens', () => {
  // Local times: 08:30-10:00 and 10:30-12:00 in two rooms, 10:00-13:00 in a third (all on 10 June, Berlin).
  const day = timetableDay(
    [
      session(1, '2026-06-10T08:30:00+02:00', '2026-06-10T10:00:00+02:00'),
      session(1, '2026-06-10T10:30:00+02:00', '2026-06-10T12:00:00+02:00'),
      session(2, '2026-06-10T10:30:00+02:00', '2026-06-10T12:00:00+02:00'),
      session(3, '2026-06-10T10:00:00+02:00', '2026-06-10T13:00:00+02:00'),
    ],
    '2026-06-10',
    ROOMS,
    ZONE,
  );

  it('opens at the day’s start when now is not on it', () => {
    expect(openingMinute(day, null)).toBe(8 * 60);
  });

  it('opens at the full hour before the earliest session running now, so its title shows whole', () => {
    // At 10:45 the 10:00 and 10:30 sessions run: the view starts at 10:00.
    expect(openingMinute(day, 10 * 60 + 45)).toBe(10 * 60);
    // At 12:30 only the 10:00-13:00 session runs.
    expect(openingMinute(day, 12 * 60 + 30)).toBe(10 * 60);
  });

  it('opens at the full hour of now when nothing runs, never before the day’s start', () => {
    expect(openingMinute(day, 13 * 60 + 20)).toBe(13 * 60);
    expect(openingMinute(day, 8 * 60 + 5)).toBe(8 * 60);
  });
});

describe('now-line', () => {
  it('is at now’s minutes on the shown day, in the event’s zone', () => {
    // 08:15:30Z is 10:15:30 in Berlin in June.
    expect(nowLineMinutes(Date.parse('2026-06-10T08:15:30Z'), '2026-06-10', ZONE, 480, 1080)).toBeCloseTo(615.5);
  });

  it('is absent on another day and outside the axis', () => {
    expect(nowLineMinutes(Date.parse('2026-06-11T08:15:00Z'), '2026-06-10', ZONE, 480, 1080)).toBeNull();
    expect(nowLineMinutes(Date.parse('2026-06-10T04:00:00Z'), '2026-06-10', ZONE, 480, 1080)).toBeNull();
    expect(nowLineMinutes(Date.parse('2026-06-10T17:00:00Z'), '2026-06-10', ZONE, 480, 1080)).toBeNull();
  });
});

/** A day of 40 rooms with a session every 30 minutes from 08:00 to 20:00. */
function busyDay() {
  const sessions: Session[] = [];
  const rooms = Array.from({ length: 40 }, (_, i) => ({ Id: i + 1, Name: `Room ${i + 1}`, Sort: i }));
  for (const room of rooms) {
    for (let at = 8 * 60; at < 20 * 60; at += 30) {
      const time = (m: number) => `2026-06-10T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
      sessions.push(session(room.Id, time(at), time(at + 30)));
    }
  }
  return timetableDay(sessions, '2026-06-10', rooms, ZONE);
}

describe('virtualised window', () => {
  it('renders only the cells of the columns and minutes in view, however large the day', () => {
    const day = busyDay();
    expect(day.cells).toHaveLength(40 * 24);
    const shown = cellsInWindow(day, { firstColumn: 10, lastColumn: 15, from: 600, to: 720 });
    expect(shown).toHaveLength(6 * 4);
    for (const index of shown) {
      const cell = day.cells[index]!;
      expect(cell.column).toBeGreaterThanOrEqual(10);
      expect(cell.column).toBeLessThanOrEqual(15);
      expect(cell.end > 600 && cell.start < 720).toBe(true);
    }
  });

  it('keeps the focused cell rendered when it is out of view, and clamps the columns to the day', () => {
    const day = busyDay();
    const shown = cellsInWindow(day, { firstColumn: -3, lastColumn: 0, from: 480, to: 540 }, [day.cells.length - 1]);
    expect(shown).toEqual([0, 1, day.cells.length - 1]);
  });
});

describe('keyboard moves between cells', () => {
  const day = timetableDay(
    [
      session(1, '2026-06-10T09:00:00', '2026-06-10T10:00:00'),
      session(1, '2026-06-10T10:00:00', '2026-06-10T11:00:00'),
      session(1, '2026-06-10T11:00:00', '2026-06-10T12:00:00'),
      session(2, '2026-06-10T09:00:00', '2026-06-10T11:00:00'),
      session(2, '2026-06-10T09:30:00', '2026-06-10T10:30:00'),
      session(3, '2026-06-10T10:15:00', '2026-06-10T11:45:00'),
      session(3, '2026-06-10T08:00:00', '2026-06-10T09:00:00'),
    ],
    '2026-06-10',
    ROOMS,
    ZONE,
  );
  // Cells: 0-2 Hall A (09, 10, 11); 3-4 Hall B (09 lane 0, 09:30 lane 1); 5-6 Room C (08, 10:15).

  it('moves up and down within a room and stays at its ends', () => {
    expect(moveInTimetable(day, 0, 'down')).toBe(1);
    expect(moveInTimetable(day, 1, 'up')).toBe(0);
    expect(moveInTimetable(day, 0, 'up')).toBe(0);
    expect(moveInTimetable(day, 2, 'down')).toBe(2);
  });

  it('moves right to the lane beside, then to the session of the next room that shares the most time', () => {
    expect(moveInTimetable(day, 1, 'right')).toBe(3);
    expect(moveInTimetable(day, 3, 'right')).toBe(4);
    expect(moveInTimetable(day, 4, 'right')).toBe(6);
    expect(moveInTimetable(day, 6, 'right')).toBe(6);
    expect(moveInTimetable(day, 4, 'left')).toBe(3);
    expect(moveInTimetable(day, 3, 'left')).toBe(0);
    expect(moveInTimetable(day, 0, 'left')).toBe(0);
  });

  it('takes the session nearest in time when none of the next room shares time', () => {
    // Hall A 11:00–12:00: Hall B's 09:00–11:00 ends as it starts, its 09:30–10:30 half an hour before.
    expect(moveInTimetable(day, 2, 'right')).toBe(3);
  });

  it('goes to the room’s first and last session with Home and End, and the day’s with Ctrl', () => {
    expect(moveInTimetable(day, 1, 'rowStart')).toBe(0);
    expect(moveInTimetable(day, 1, 'rowEnd')).toBe(2);
    expect(moveInTimetable(day, 4, 'dayStart')).toBe(0);
    expect(moveInTimetable(day, 0, 'dayEnd')).toBe(6);
  });
});
