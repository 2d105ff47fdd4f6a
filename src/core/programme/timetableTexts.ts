/**
 * English defaults of the timetable grid's texts and of the switch between the list and the grid
 * (core/programme/timetable.ts, sessionLayout.ts). The spec names the scheduler, not these words.
 */
export const PROGRAMME_TIMETABLE_TEXTS = {
  'programme.layout': 'Show sessions as',
  'programme.layout.list': 'List',
  'programme.layout.grid': 'Timetable',
  'programme.grid.days': 'Days',
  'programme.grid.label': 'Timetable of {day}',
  'programme.grid.time': 'Time',
  'programme.grid.now': 'Now',
  'programme.grid.emptyDay': 'No sessions on this day.',
  'programme.grid.keys': 'Arrow keys move between sessions, Home and End to the first and last of a room, Enter opens a session.',
} as const;
