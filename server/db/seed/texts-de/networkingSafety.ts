/**
 * German texts of networking's safety (core/networking/safetyTexts.ts): blocking, reporting a message, a removed
 * message, a suspended participant and the moderators' page of reports.
 */
import type { SAFETY_TEXTS } from '../../../../src/core/networking/safetyTexts';

export const SAFETY_TEXTS_DE: Record<keyof typeof SAFETY_TEXTS, string> = {
  'block.action': 'Blockieren',
  'block.actionLabel': '{name} blockieren',
  'block.unblock': 'Blockierung aufheben',
  'block.unblockLabel': 'Blockierung von {name} aufheben',
  'block.title': '{name} blockieren?',
  'block.explain':
    '{name} kann Sie dann im Netzwerk nicht mehr finden, Ihnen nicht schreiben und Ihnen keine Kontaktanfragen senden. Auch Sie sehen die Person im Netzwerk nicht mehr.',
  'block.notTold':
    '{name} erfährt nicht, dass Sie blockiert haben. Sie können die Blockierung jederzeit in Ihren Networking-Einstellungen aufheben.',
  'block.confirm': 'Blockieren',
  'block.blocking': 'Wird blockiert …',
  'block.cancel': 'Abbrechen',
  'block.error': 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  'block.blocked': 'Blockiert',
  'block.done': 'Sie haben {name} blockiert.',
  'block.undone': 'Sie haben die Blockierung von {name} aufgehoben.',
  'block.conversation': 'Sie haben {name} blockiert: In dieser Unterhaltung können keine Nachrichten gesendet werden.',

  'blocked.heading': 'Blockierte Personen',
  'blocked.intro':
    'Personen, die Sie blockiert haben, können Sie nicht finden, Ihnen nicht schreiben und Ihnen keine Kontaktanfragen senden. Sie erfahren davon nichts.',
  'blocked.none': 'Sie haben niemanden blockiert.',
  'blocked.since': 'Blockiert am {date}',
  'blocked.error': 'Die von Ihnen blockierten Personen konnten nicht geladen werden.',

  'report.action': 'Melden',
  'report.actionLabel': 'Nachricht von {name} melden',
  'report.title': 'Eine Nachricht melden',
  'report.intro': 'Die Organisatoren prüfen diese Nachricht von {name}. {name} erfährt nicht, wer sie gemeldet hat.',
  'report.message': 'Die Nachricht',
  'report.reason': 'Was stimmt mit ihr nicht?',
  'report.reason.spam': 'Spam oder Werbung',
  'report.reason.harassment': 'Belästigung oder Drohungen',
  'report.reason.inappropriate': 'Unangemessen oder beleidigend',
  'report.reason.other': 'Etwas anderes',
  'report.reasonMissing': 'Wählen Sie, was mit der Nachricht nicht stimmt.',
  'report.note': 'Eine Notiz für die Organisatoren (freiwillig)',
  'report.noteHint': 'Höchstens {max} Zeichen.',
  'report.noteTooLong': 'Ihre Notiz ist zu lang: höchstens {max} Zeichen.',
  'report.send': 'Meldung senden',
  'report.sending': 'Wird gesendet …',
  'report.cancel': 'Abbrechen',
  'report.sent': 'Danke – die Organisatoren prüfen die Meldung.',
  'report.rateLimited':
    'Sie haben in kurzer Zeit viele Meldungen gesendet. Bitte warten Sie einige Minuten und senden Sie diese dann noch einmal.',
  'report.offline':
    'Ihre Meldung konnte nicht gesendet werden: Es besteht keine Verbindung. Bitte versuchen Sie es noch einmal, sobald Sie online sind.',
  'report.error': 'Ihre Meldung konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',

  'message.removed': 'Diese Nachricht wurde von einer Moderatorin oder einem Moderator entfernt.',

  'messaging.suspended':
    'Die Organisatoren haben Ihr Networking bei diesem Kongress gesperrt: Sie können hier keine Personen mehr finden, keine Nachrichten schreiben und keine Kontaktanfragen senden. Wenn Sie das für einen Irrtum halten, wenden Sie sich bitte an das Kongressteam.',

  'moderation.link': 'Zu prüfende Meldungen',
  'moderation.intro':
    'Nachrichten, die Teilnehmende gemeldet haben. Verwerfen Sie eine Meldung, wenn mit der Nachricht alles in Ordnung ist; entfernen Sie sonst die Nachricht oder sperren Sie zusätzlich ihren Absender für das Networking bei diesem Kongress (eine Sperre lässt sich wieder aufheben).',
  'moderation.statuses': 'Meldungen nach Status',
  'moderation.status.open': 'Zu prüfen',
  'moderation.status.dismissed': 'Verworfen',
  'moderation.status.removed': 'Nachricht entfernt',
  'moderation.status.suspended': 'Absender gesperrt',
  'moderation.none': 'Hier gibt es keine Meldungen.',
  'moderation.error': 'Die Meldungen konnten nicht geladen werden.',
  'moderation.notModerator': 'Nur die Moderatorinnen und Moderatoren der Veranstaltung sehen Meldungen.',
  'moderation.heading': 'Nachricht von {name}',
  'moderation.message': 'Die Nachricht',
  'moderation.removedMark': 'Entfernt',
  'moderation.sender': 'Absender',
  'moderation.senderSuspended': '{name} (gesperrt)',
  'moderation.senderLifted': '{name} (Sperre aufgehoben)',
  'moderation.sentAt': 'Gesendet',
  'moderation.reporter': 'Gemeldet von',
  'moderation.reportedAt': 'Gemeldet',
  'moderation.reason': 'Grund',
  'moderation.note': 'Notiz',
  'moderation.status': 'Status',
  'moderation.dismiss': 'Verwerfen',
  'moderation.dismissLabel': 'Die Meldung der Nachricht von {name} verwerfen',
  'moderation.remove': 'Nachricht entfernen',
  'moderation.removeLabel': 'Die Nachricht von {name} entfernen',
  'moderation.suspend': 'Absender sperren',
  'moderation.suspendLabel': 'Die Nachricht entfernen und {name} sperren',
  'moderation.removeTitle': 'Diese Nachricht entfernen?',
  'moderation.removeExplain':
    'Ihr Text wird für alle in der Unterhaltung entfernt; sie sehen dann, dass eine Moderatorin oder ein Moderator sie entfernt hat. Das lässt sich nicht rückgängig machen.',
  'moderation.suspendTitle': '{name} sperren?',
  'moderation.suspendExplain':
    'Die Nachricht wird für alle entfernt, und {name} kann bei diesem Kongress keine Personen mehr finden, keine Nachrichten schreiben und keine Kontaktanfragen senden. Die Nachricht bleibt entfernt, auch wenn Sie die Sperre später aufheben.',
  'moderation.cancel': 'Abbrechen',
  'moderation.working': 'Wird gespeichert …',
  'moderation.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.',
  'moderation.decided': 'Erledigt: {status}.',
  'moderation.lift': 'Sperre aufheben',
  'moderation.liftLabel': 'Die Sperre von {name} aufheben',
  'moderation.liftTitle': 'Die Sperre von {name} aufheben?',
  'moderation.liftExplain':
    '{name} kann bei diesem Kongress sofort wieder Personen finden, Nachrichten schreiben und Kontaktanfragen senden. Die Meldung behält ihre Entscheidung, und eine entfernte Nachricht bleibt entfernt.',
  'moderation.lifted': 'Erledigt: {name} kann wieder am Networking teilnehmen.',
  'moderation.more': 'Weitere Meldungen anzeigen',
  'moderation.moreLoading': 'Weitere Meldungen werden geladen …',
  'moderation.moreError': 'Weitere Meldungen konnten nicht geladen werden.',
  'moderation.moreShown': '{count, plural, one {# weitere Meldung angezeigt.} other {# weitere Meldungen angezeigt.}}',
  'moderation.allShown': 'Das sind alle Meldungen.',
};
