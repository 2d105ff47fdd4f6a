/** German rating reminder and data-transfer modal texts (core/reminders/texts.ts). */
import type { REMINDER_TEXTS } from '../../../../src/core/reminders/texts';

export const REMINDER_TEXTS_DE: Record<keyof typeof REMINDER_TEXTS, string> = {
  'reminders.close': 'Schließen',
  'reminders.rating.title': 'Wie waren die Sitzungen?',
  'reminders.rating.text':
    '{count, plural, one {Eine Sitzung wartet auf Ihre Bewertung.} other {# Sitzungen warten auf Ihre Bewertung.}} Das dauert eine Minute und hilft den Vortragenden und dem nächsten Kongress.',
  'reminders.rating.more': '{count, plural, one {und eine weitere} other {und # weitere}}',
  'reminders.rating.rateNow': 'Jetzt bewerten',
  'reminders.rating.later': 'Später erinnern',
  'reminders.dataTransfer.title': 'Dürfen wir Ihre Registrierungsdaten weitergeben?',
  'reminders.dataTransfer.text':
    '{recipient} möchte Ihren Namen, Ihre E-Mail-Adresse und Ihre Organisation für diesen Kongress erhalten. Wir geben sie nur mit Ihrer Zustimmung weiter.',
  'reminders.dataTransfer.privacy': 'Wie {recipient} Ihre Daten verwendet',
  'reminders.dataTransfer.accept': 'Ja, Daten weitergeben',
  'reminders.dataTransfer.decline': 'Nein, Daten hier behalten',
};
