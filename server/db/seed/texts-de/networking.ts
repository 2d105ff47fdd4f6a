/** German networking texts (core/networking/texts.ts). */
import type { NETWORKING_TEXTS } from '../../../../src/core/networking/texts';

export const NETWORKING_TEXTS_DE: Record<keyof typeof NETWORKING_TEXTS, string> = {
  'networking.intro':
    'Treffen Sie Kolleginnen und Kollegen Ihres Fachgebiets: Wählen Sie Ihre Interessengebiete und finden Sie die Sitzungen, in denen Sie ihnen begegnen.',
  'networking.signIn': 'Melden Sie sich an, um Ihre Interessengebiete zu wählen und die Sitzungen Ihrer Fachgebiete zu finden.',
  'networking.signInLink': 'Anmelden',
  'networking.interests.heading': 'Ihre Interessengebiete',
  'networking.interests.none': 'Sie haben noch keine Interessengebiete gewählt.',
  'networking.interests.choose': 'Interessengebiete wählen',
  'networking.interests.change': 'Interessengebiete ändern',
  'networking.sessions.heading': 'Sitzungen Ihrer Gebiete',
  'networking.sessions.none': 'Zu Ihren Gebieten gehört keine Sitzung.',
  'networking.sessions.choose': 'Wählen Sie Interessengebiete, um hier deren Sitzungen zu sehen.',
  'networking.more.heading': 'Weitere Wege, sich zu treffen',
  'networking.more.exhibitors': 'Die Aussteller besuchen',
  'networking.more.meetings': 'Ein Treffen im Meeting-Hub buchen',
  'networking.popup.title': 'Was sind Ihre Interessengebiete?',
  'networking.popup.intro':
    'Wählen Sie die Fachgebiete, in denen Sie arbeiten. Damit zeigen wir Ihnen die Sitzungen Ihrer Fachgebiete; Sie können sie jederzeit auf der Networking-Seite ändern.',
  'networking.popup.legend': 'Interessengebiete',
  'networking.popup.save': 'Speichern',
  'networking.popup.saving': 'Wird gespeichert …',
  'networking.popup.later': 'Nicht jetzt',
  'networking.popup.error': 'Ihre Interessengebiete konnten nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
};
