/**
 * English defaults of the home page's texts (the HomePage route of <vmx-app>): the congress's dates and where
 * it stands, what is on now, and the ways into the programme.
 */
export const HOME_TEXTS = {
  'home.label': 'Congress home',
  'home.dates': 'Dates',
  'home.phase.upcoming': 'Coming up',
  'home.phase.running': 'On now',
  'home.phase.ended': 'This congress has ended',
  'home.programme': 'Browse the programme',
  'home.live': 'Go to the live page',
  'home.onNow.title': 'On now',
  'home.onNow.loading': 'Loading what is on now…',
  'home.onNow.error': 'What is on now could not be loaded.',
  'home.onNow.retry': 'Try again',
  'home.onNow.room': 'Room',
  'home.onNow.time': 'Time',
  'home.onNow.watch': 'Watch live',
  'home.onNow.watchIn': 'Watch {name} live in {room}',
  'home.onNow.none': 'Nothing is running right now.',
  'home.onNow.next': 'Next: {name}, {time} in {room}.',
  'home.onNow.browse': 'See the full programme',
} as const;
