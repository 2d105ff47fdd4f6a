/** German helpdesk texts (core/helpdesk/texts.ts). */
import type { HELPDESK_TEXTS } from '../../../../src/core/helpdesk/texts';

export const HELPDESK_TEXTS_DE: Record<keyof typeof HELPDESK_TEXTS, string> = {
  'helpdesk.intro':
    'Antworten auf die Fragen, die Teilnehmende am häufigsten stellen. Durchsuchen Sie sie oder schreiben Sie unserem Team.',
  'helpdesk.search.label': 'Fragen und Antworten durchsuchen',
  'helpdesk.search.placeholder': 'Zum Beispiel: Zertifikat, Passwort',
  'helpdesk.search.clear': 'Suche löschen',
  'helpdesk.search.results':
    '{count, plural, =0 {Keine Antwort passt zu „{query}“.} one {# Antwort passt zu „{query}“.} other {# Antworten passen zu „{query}“.}}',
  'helpdesk.search.none': 'Versuchen Sie andere Wörter oder schreiben Sie uns unten.',
  'helpdesk.faq.label': 'Fragen und Antworten',
  'helpdesk.faq.empty': 'Es sind noch keine Fragen und Antworten veröffentlicht. Schreiben Sie uns unten.',
  'helpdesk.more.title': 'Brauchen Sie weitere Hilfe?',
  'helpdesk.contact.title': 'Schreiben Sie uns',
  'helpdesk.widget.title': 'Live-Helpdesk',
  'helpdesk.widget.text': 'Chatten Sie während des Kongresses mit dem Helpdesk-Team.',
  'helpdesk.widget.open': 'Live-Helpdesk öffnen',
  'helpdesk.widget.loading': 'Der Live-Helpdesk wird noch geladen. Bitte versuchen Sie es gleich noch einmal.',
  'helpdesk.widget.consentNeeded':
    'Der Live-Helpdesk ist ein Dienst eines Drittanbieters, der eigene Cookies setzt. Er wird erst geladen, wenn Sie in den Cookie-Einstellungen eine Wahl getroffen haben.',
  'helpdesk.widget.consentOpen': 'Cookie-Einstellungen öffnen',
};
