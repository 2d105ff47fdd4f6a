/** German texts of the profile page's account summary (core/accountSummaryTexts.ts). */
import type { ACCOUNT_SUMMARY_TEXTS } from '../../../../src/core/accountSummaryTexts';

export const ACCOUNT_SUMMARY_TEXTS_DE: Record<keyof typeof ACCOUNT_SUMMARY_TEXTS, string> = {
  'profile.account.title': 'Ihr Konto',
  'profile.account.email': 'E-Mail-Adresse',
  'profile.account.confirmed': 'bestätigt',
  'profile.account.unconfirmed': 'noch nicht bestätigt',
  'profile.account.terms': 'Nutzungsbedingungen',
  'profile.account.termsAccepted': 'akzeptiert am {date}',
  'profile.account.termsNotAccepted': 'noch nicht akzeptiert',
  'profile.account.firstLogin': 'Erste Anmeldung zu diesem Kongress',
  'profile.account.firstLoginNone': 'noch nicht erfasst',
  'profile.account.tickets': 'Tickets',
  'profile.account.ticketsNone': 'noch kein Ticket für diesen Kongress',
  'profile.account.loading': 'Ihr Konto wird geladen …',
  'profile.account.error': 'Ihre Kontodaten konnten nicht geladen werden.',
};
