/** German texts of the registration pages (core/registration/texts.ts). */
import type { REGISTRATION_TEXTS } from '../../../../src/core/registration/texts';

export const REGISTRATION_TEXTS_DE: Record<keyof typeof REGISTRATION_TEXTS, string> = {
  'registration.intro': 'Ihre Kongressregistrierung: Ihre Tickets, die Tage, an denen sie gelten, und der Registrierungsshop.',
  'registration.signedOut':
    'Für den Kongress registriert? Melden Sie sich an, um Ihre Tickets und ihre Gültigkeitstage zu sehen und Ihre Registrierungsnummer mit Ihrem Konto zu verknüpfen. Neu hier? Buchen Sie Ihr Ticket im Registrierungsshop.',
  'registration.signIn': 'Anmelden und Tickets ansehen',
  'registration.tickets': 'Ihre Tickets',
  'registration.tickets.loading': 'Ihre Tickets werden geladen…',
  'registration.tickets.error': 'Ihre Tickets konnten nicht geladen werden.',
  'registration.tickets.none': 'Sie haben noch kein Ticket für diesen Kongress.',
  'registration.tickets.syncError':
    'Ihre Tickets können gerade nicht aus dem Registrierungssystem gelesen werden. Bitte versuchen Sie es später noch einmal.',
  'registration.retry': 'Erneut versuchen',
  'registration.ticket.state.valid': 'Gültig',
  'registration.ticket.state.unpaid': 'Zahlung ausstehend',
  'registration.ticket.state.invalid': 'Nicht gültig',
  'registration.ticket.number': 'Registrierungsnummer',
  'registration.ticket.participant': 'Teilnahmeart',
  'registration.ticket.days': 'Gültig am',
  'registration.ticket.daysCount': '{count, plural, one {# Tag} other {# Tage}}',
  'registration.ticket.noDays': 'Keine Daten angegeben',
  'registration.ticket.hcp': 'Fachkreise',
  'registration.ticket.hcpYes': 'Ja: mit den Inhalten für medizinische Fachkreise',
  'registration.ticket.hcpNo': 'Nein',
  'registration.ticket.member': 'Mitgliedschaft',
  'registration.shop': 'Registrierungsshop',
  'registration.shop.text':
    'Im Registrierungsshop buchen Sie ein Ticket, ergänzen Tage oder begleichen eine offene Rechnung. Danach kommen Sie hierher zurück.',
  'registration.shop.link': 'Zum Registrierungsshop',
  'registration.shop.none': 'Der Registrierungsshop ist zurzeit nicht geöffnet.',
  'registration.link': 'Registrierung verknüpfen',
  'registration.link.text':
    'Mit einer anderen E-Mail-Adresse oder über Ihre Einrichtung registriert? Geben Sie Ihren Nachnamen und die Registrierungsnummer (aus Ihrer Bestätigung) ein, um die Registrierung mit diesem Konto zu verknüpfen.',
  'registration.link.surname': 'Nachname',
  'registration.link.number': 'Registrierungsnummer',
  'registration.link.submit': 'Registrierung verknüpfen',
  'registration.link.required': 'Bitte füllen Sie dieses Feld aus.',
  'registration.link.done': 'Die Registrierung {number} ({type}) ist jetzt mit Ihrem Konto verknüpft.',
  'registration.link.notFound':
    'Zu diesem Nachnamen und dieser Registrierungsnummer gibt es keine Registrierung. Bitte prüfen Sie beides anhand Ihrer Bestätigung.',
  'registration.link.failed': 'Die Registrierung konnte nicht verknüpft werden. Bitte versuchen Sie es noch einmal.',
  'registration.link.tooMany': 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  'registration.overview': 'Zurück zu Ihrer Registrierung',
  'registration.landing.title': 'Vielen Dank für Ihre Buchung',
  'registration.landing.text':
    'Ihr Kauf wird übernommen: Ihr Ticket erscheint hier, sobald das Registrierungssystem es übermittelt hat, meist innerhalb einer Minute.',
  'registration.landing.refresh': 'Meine Tickets erneut prüfen',
  'registration.landing.home': 'Zur Kongress-Startseite',
  'registration.landing.programme': 'Zum Programm',
};
