/** German home-page texts (core/homeTexts.ts). */
import type { HOME_TEXTS } from '../../../../src/core/homeTexts';

export const HOME_TEXTS_DE: Record<keyof typeof HOME_TEXTS, string> = {
  'home.label': 'Kongress-Startseite',
  'home.dates': 'Termin',
  'home.phase.upcoming': 'Demnächst',
  'home.phase.running': 'Jetzt live',
  'home.phase.ended': 'Dieser Kongress ist beendet',
  'home.programme': 'Zum Programm',
  'home.live': 'Zur Live-Seite',
  'home.onNow.title': 'Jetzt im Programm',
  'home.onNow.loading': 'Das laufende Programm wird geladen …',
  'home.onNow.error': 'Das laufende Programm konnte nicht geladen werden.',
  'home.onNow.retry': 'Erneut versuchen',
  'home.onNow.room': 'Raum',
  'home.onNow.time': 'Zeit',
  'home.onNow.watch': 'Live ansehen',
  'home.onNow.watchIn': '{name} live in {room} ansehen',
  'home.onNow.none': 'Gerade läuft keine Sitzung.',
  'home.onNow.next': 'Als Nächstes: {name}, {time} in {room}.',
  'home.onNow.browse': 'Das ganze Programm ansehen',
};
