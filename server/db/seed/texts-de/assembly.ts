/** German texts of the general assembly page (core/assembly/texts.ts). */
import type { ASSEMBLY_TEXTS } from '../../../../src/core/assembly/texts';

export const ASSEMBLY_TEXTS_DE: Record<keyof typeof ASSEMBLY_TEXTS, string> = {
  'assembly.loading': 'Die Mitgliederversammlung wird geladen…',
  'assembly.error': 'Die Mitgliederversammlung konnte nicht geladen werden.',
  'assembly.retry': 'Erneut versuchen',
  'assembly.none': 'Für diesen Kongress ist keine Mitgliederversammlung geplant.',
  'assembly.signedOut': 'Die Mitgliederversammlung ist für Mitglieder der Gesellschaft. Bitte melden Sie sich mit Ihrem Mitgliedskonto an.',
  'assembly.signIn': 'Anmelden',
  'assembly.membersOnly':
    'Die Mitgliederversammlung ist nur für Mitglieder der Gesellschaft geöffnet. Zu Ihrem Konto ist keine Mitgliedschaft hinterlegt.',
  'assembly.when': 'Wann',
  'assembly.where': 'Wo',
  'assembly.inProgramme': 'Die Versammlung im Programm',
  'assembly.agenda': 'Tagesordnung',
  'assembly.presenter': 'Vorgestellt von {name}',
  'assembly.documents': 'Unterlagen',
  'assembly.documents.none': 'Es sind noch keine Unterlagen veröffentlicht.',
  'assembly.document.open': '{title} öffnen (PDF)',
  'assembly.document.failed': '{title} konnte nicht geöffnet werden. Bitte versuchen Sie es noch einmal.',
  'assembly.stream': 'Livestream',
  'assembly.stream.player': 'Livestream der Mitgliederversammlung',
  'assembly.stream.startsAt': 'Der Livestream beginnt am {date}.',
  'assembly.stream.live': 'Die Versammlung tagt gerade.',
  'assembly.stream.none': 'Von der Mitgliederversammlung gibt es keinen Livestream.',
  'assembly.stream.ended': 'Die Versammlung endete am {date}. Der Livestream ist beendet.',
  'assembly.stream.failed': 'Der Livestream konnte nicht abgespielt werden.',
  'assembly.minutes': 'Protokoll',
  'assembly.minutes.later': 'Das Protokoll wird nach der Versammlung hier veröffentlicht.',
  'assembly.minutes.pending': 'Das Protokoll wird gerade geschrieben und bald hier veröffentlicht.',
};
