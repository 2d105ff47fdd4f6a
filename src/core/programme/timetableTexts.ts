/**
 * English defaults of the timetable grid's texts (core/programme/timetable.ts); the switch's are in
 * layoutTexts.ts. The spec names the scheduler, not these words.
 */
export const PROGRAMME_TIMETABLE_TEXTS = {
  'programme.grid.days': 'Days',
  'programme.grid.label': 'Timetable of {day}',
  'programme.grid.time': 'Time',
  'programme.grid.now': 'Now',
  'programme.grid.emptyDay': 'No sessions on this day.',
  'programme.grid.keys': 'Arrow keys move between sessions, Home and End to the first and last of a room, Enter opens a session.',
} as const;
