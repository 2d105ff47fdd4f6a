/**
 * English defaults of the switch between the session list and the timetable grid (sessionLayout.ts). Apart
 * from the grid's texts (timetableTexts.ts) because the switch loads on its own, before the grid's code.
 * The spec names the scheduler, not these words.
 */
export const PROGRAMME_LAYOUT_TEXTS = {
  'programme.layout': 'Show sessions as',
  'programme.layout.list': 'List',
  'programme.layout.grid': 'Timetable',
} as const;
