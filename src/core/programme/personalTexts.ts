/**
 * English defaults of the personal programme page and its PDF download, the programme-days box, the
 * highlighted-sessions cards, the live page and the poster landing (docs/rules/content-areas.md sections 2, 3 and 4
 * name the screens, not these words).
 */
export const PROGRAMME_PERSONAL_TEXTS = {
  // Personal programme page
  'programmePersonal.sessions': 'Sessions',
  'programmePersonal.presentations': 'Presentations',
  'programmePersonal.speakers': 'Speakers',
  'programmePersonal.unknownDay': 'Date not announced',
  'programmePersonal.empty': 'Your programme is empty. Star sessions, presentations and speakers to find them here.',
  'programmePersonal.emptyLink': 'Search the programme',
  'programmePersonal.signedOut':
    'Your favourites are kept in this browser only. Sign in to keep them on every device and to download your programme as a PDF.',
  'programmePersonal.signIn': 'Sign in',
  'programmePersonal.download': 'Download as PDF',
  'programmePersonal.downloading': 'Preparing your PDF…',
  'programmePersonal.downloadFailed': 'The PDF could not be created. Please try again.',
  'programmePersonal.calendar': 'Add to calendar',
  'programmePersonal.calendarOf': 'Add to calendar: {name}',
  'programmePersonal.session': 'Session: {name}',
  'programmePersonal.missingTitle': 'No longer in the programme',
  'programmePersonal.missingIntro': 'These favourites have been removed from the programme.',
  'programmePersonal.missingItem.sessions': 'Session {id}',
  'programmePersonal.missingItem.presentations': 'Presentation {id}',
  'programmePersonal.missingItem.speakers': 'Speaker {id}',
  'programmePersonal.remove': 'Remove',
  'programmePersonal.removeOf': 'Remove {name} from my programme',
  'programmePersonal.untitled': 'Untitled',
  // Programme-days box
  'programmePersonal.days.title': 'Programme days',
  'programmePersonal.days.sessions': '{count, plural, one {# session} other {# sessions}}',
  'programmePersonal.days.posters': '{count, plural, one {# poster} other {# posters}}',
  'programmePersonal.days.none': 'The programme days are not announced yet.',
  // Highlighted sessions
  'programmePersonal.highlighted.title': 'Highlighted sessions',
  'programmePersonal.highlighted.goTo': 'Go to session',
  'programmePersonal.highlighted.goToOf': 'Go to session {name}',
  'programmePersonal.highlighted.loading': 'Loading the highlighted sessions…',
  'programmePersonal.highlighted.failed': 'The highlighted sessions could not be loaded.',
  'programmePersonal.highlighted.none': 'No sessions are highlighted yet.',
  // Programme landing
  'programmePersonal.landing.fullSearch': 'Browse the full programme',
  // Live page
  'programmePersonal.live.rooms': 'Rooms',
  'programmePersonal.live.now': 'Now: {name}',
  'programmePersonal.live.next': 'Next: {time} {name}',
  'programmePersonal.live.current': 'On now:',
  'programmePersonal.live.nothingNow': 'Nothing on now',
  'programmePersonal.live.nothingNext': 'Nothing more planned',
  'programmePersonal.live.noRooms': 'There are no rooms in the programme.',
  'programmePersonal.live.choose': 'Choose a room to watch its stream.',
  'programmePersonal.live.unknownRoom': 'This room is not in the programme.',
  'programmePersonal.live.noStream': 'No live stream is set up for {room}.',
  'programmePersonal.live.player': 'Live stream: {room}',
  'programmePersonal.live.streamFailed': 'The live stream could not be played.',
  'programmePersonal.live.watching': 'Watching',
} as const;
