/** German plaza texts (core/plaza/texts.ts). */
import type { PLAZA_TEXTS } from '../../../../src/core/plaza/texts';

export const PLAZA_TEXTS_DE: Record<keyof typeof PLAZA_TEXTS, string> = {
  'plaza.intro': 'Alles, was der Kongress bietet, nur einen Schritt entfernt.',
  'plaza.tiles': 'Wohin möchten Sie?',
  'plaza.locked': 'Erfordert ein Ticket, das dies einschließt',
  'plaza.tile.live.title': 'Live-Säle',
  'plaza.tile.live.text': 'Sehen Sie die laufenden Sitzungen, live aus jedem Saal.',
  'plaza.tile.lounges.title': 'Industrie-Lounges',
  'plaza.tile.lounges.text': 'Besuchen Sie die Aussteller, ihre Lounges, Produkte und Symposien.',
  'plaza.tile.meetings.title': 'Meeting-Hub',
  'plaza.tile.meetings.text': 'Buchen Sie ein Treffen mit einem Aussteller oder nehmen Sie daran teil.',
  'plaza.tile.networking.title': 'Networking',
  'plaza.tile.networking.text': 'Treffen Sie Kolleginnen und Kollegen und schreiben Sie ihnen.',
  'plaza.tile.news.title': 'Neuigkeiten',
  'plaza.tile.news.text': 'Was es Neues gibt, vom Kongress und aus der Industrie.',
  'plaza.tile.programme.title': 'Programm',
  'plaza.tile.programme.text': 'Alle Sitzungen, Referierenden und Vorträge.',
};
