/** German texts of the event keys' visible parts (core/eventKeyTexts.ts). */
import type { EVENT_KEY_TEXTS } from '../../../../src/core/eventKeyTexts';

export const EVENT_KEY_TEXTS_DE: Record<keyof typeof EVENT_KEY_TEXTS, string> = {
  'virtualMeeting.join': 'Am virtuellen Meeting teilnehmen',
  'virtualMeeting.hint': 'Öffnet den Meetingraum des Kongresses in einem neuen Fenster; dort sind Sie unter Ihrem Namen angemeldet.',
  'virtualMeeting.preparing': 'Ihr Zugang wird vorbereitet …',
  'virtualMeeting.error': 'Ihr Zugang zum virtuellen Meeting konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut.',
  'externalRegistration.found':
    'Wir haben Ihre Registrierung {number} ({ticket}) gefunden: Ihre Angaben sind eingetragen, und das Ticket wird mit dem neuen Konto verknüpft.',
  'externalRegistration.notFound': 'Der Registrierungslink ist abgelaufen oder wurde bereits verwendet: Bitte tragen Sie Ihre Angaben ein.',
  'lounge.preview': 'Vorschau der Lounge: Besucher sehen sie, sobald das Unternehmen sie öffnet.',
  'evaluation.anonymous': 'Sie bewerten ohne Konto: Ihre Antworten werden ohne Ihren Namen gespeichert.',
};
