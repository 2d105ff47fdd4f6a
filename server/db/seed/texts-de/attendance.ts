/** German texts of my area's "Attendance (CME)" module (core/attendance/texts.ts). */
import type { ATTENDANCE_TEXTS } from '../../../../src/core/attendance/texts';

export const ATTENDANCE_TEXTS_DE: Record<keyof typeof ATTENDANCE_TEXTS, string> = {
  'attendance.explain':
    'Dieser Kongress zeichnet auf, wie lange Sie jede Sitzung live und auf Abruf ansehen, während Sie angemeldet sind, damit er Ihre Teilnahme für die ärztliche Fortbildung bescheinigen kann. Das ist ein Dienst für Sie, keine Analyse: Es wird unabhängig von Ihrer Wahl zu Analyse-Cookies gespeichert, nur Sie sehen es hier, und Sie können es jederzeit löschen.',
  'attendance.rule':
    'Eine Sitzung zählt, wenn Sie mindestens {share}\u00a0% davon gesehen haben, live und auf Abruf zusammen; jede Stunde einer zählenden Sitzung ergibt {factor} Fortbildungsstunden.',
  'attendance.inactive': 'Dieser Kongress zeichnet keine Teilnahme für die ärztliche Fortbildung auf.',
  'attendance.empty':
    'Noch nichts aufgezeichnet. Sehen Sie eine Sitzung live oder ihre Aufzeichnung, während Sie angemeldet sind, dann erscheint sie hier.',
  'attendance.error': 'Ihre Teilnahme konnte nicht geladen werden.',
  'attendance.caption': 'Sitzungen, die Sie gesehen haben',
  'attendance.session': 'Sitzung',
  'attendance.time': 'Zeit',
  'attendance.live': 'Live',
  'attendance.onDemand': 'Auf Abruf',
  'attendance.share': 'Gesehen',
  'attendance.counts': 'Zählt',
  'attendance.yes': 'Ja',
  'attendance.no': 'Nein',
  'attendance.sharePercent': '{share}\u00a0%',
  'attendance.total': 'Fortbildungsstunden insgesamt: {hours}',
  'attendance.create': 'Teilnahmebescheinigung erstellen',
  'attendance.creating': 'Ihre Bescheinigung wird erstellt …',
  'attendance.created': 'Ihre Teilnahmebescheinigung (Code {code}) ist fertig: Sie finden sie in Ihren Dokumenten.',
  'attendance.toDocuments': 'Meine Dokumente öffnen',
  'attendance.createFailed': 'Die Bescheinigung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'attendance.nothingCounts': 'Noch zählt keine Sitzung, daher gibt es nichts zu bescheinigen.',
  'attendance.delete': 'Meine Teilnahmedaten löschen',
  'attendance.deleteTitle': 'Ihre Teilnahmedaten löschen?',
  'attendance.deleteExplain':
    'Ihre aufgezeichneten Sehzeiten dieses Kongresses werden endgültig gelöscht. Bereits erstellte Bescheinigungen bleiben in Ihren Dokumenten und können weiterhin geprüft werden.',
  'attendance.deleteConfirm': 'Löschen',
  'attendance.deleteCancel': 'Abbrechen',
  'attendance.deleting': 'Wird gelöscht …',
  'attendance.deleted': 'Ihre Teilnahmedaten wurden gelöscht.',
  'attendance.deleteFailed': 'Ihre Teilnahmedaten konnten nicht gelöscht werden. Bitte versuchen Sie es erneut.',
};
