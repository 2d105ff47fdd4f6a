/** German values of the timetable grid's texts and of the list-or-grid switch (src/core/programme/timetableTexts.ts, layoutTexts.ts). */
import type { PROGRAMME_LAYOUT_TEXTS } from '../../../../src/core/programme/layoutTexts';
import type { PROGRAMME_TIMETABLE_TEXTS } from '../../../../src/core/programme/timetableTexts';

export const PROGRAMME_TIMETABLE_TEXTS_DE = {
  'programme.layout': 'Sitzungen zeigen als',
  'programme.layout.list': 'Liste',
  'programme.layout.grid': 'Zeitplan',
  'programme.grid.days': 'Tage',
  'programme.grid.label': 'Zeitplan für {day}',
  'programme.grid.time': 'Zeit',
  'programme.grid.now': 'Jetzt',
  'programme.grid.emptyDay': 'An diesem Tag gibt es keine Sitzungen.',
  'programme.grid.keys':
    'Mit den Pfeiltasten von Sitzung zu Sitzung, mit Pos1 und Ende zur ersten und letzten eines Raums, mit der Eingabetaste öffnen.',
} as const satisfies Record<keyof typeof PROGRAMME_TIMETABLE_TEXTS | keyof typeof PROGRAMME_LAYOUT_TEXTS, string>;
