/**
 * English defaults of the general assembly page's texts (docs/rules/shell-access-identity.md section 2 names the
 * AssemblyPage, not its words). German: server/db/seed/texts-de/assembly.ts.
 */
export const ASSEMBLY_TEXTS = {
  'assembly.loading': 'Loading the general assembly…',
  'assembly.error': 'The general assembly could not be loaded.',
  'assembly.retry': 'Try again',
  'assembly.none': 'No general assembly is planned for this congress.',
  'assembly.signedOut': 'The general assembly is for members of the society. Please sign in with your member account.',
  'assembly.signIn': 'Sign in',
  'assembly.membersOnly': 'The general assembly is open to members of the society only. Your account has no membership on record.',
  'assembly.when': 'When',
  'assembly.where': 'Where',
  'assembly.inProgramme': 'The assembly in the programme',
  'assembly.agenda': 'Agenda',
  'assembly.presenter': 'Presented by {name}',
  'assembly.documents': 'Documents',
  'assembly.documents.none': 'No documents have been published yet.',
  'assembly.document.open': 'Open {title} (PDF)',
  'assembly.document.failed': '{title} could not be opened. Please try again.',
  'assembly.stream': 'Live stream',
  'assembly.stream.player': 'Live stream of the general assembly',
  'assembly.stream.startsAt': 'The live stream starts on {date}.',
  'assembly.stream.live': 'The assembly is in session.',
  'assembly.stream.none': 'There is no live stream of the general assembly.',
  'assembly.stream.ended': 'The assembly ended on {date}. The stream is over.',
  'assembly.stream.failed': 'The live stream could not be played.',
  'assembly.minutes': 'Minutes',
  'assembly.minutes.later': 'The minutes are published here after the assembly.',
  'assembly.minutes.pending': 'The minutes are being written and will be published here soon.',
} as const;
