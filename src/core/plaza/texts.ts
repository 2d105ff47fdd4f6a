/** English defaults of the plaza's texts (areas/plaza): the intro, the default tiles and the locked-tile note. */
export const PLAZA_TEXTS = {
  'plaza.intro': 'Everything the congress offers, one step away.',
  'plaza.tiles': 'Where to go',
  'plaza.locked': 'Needs a ticket that includes it',
  'plaza.tile.live.title': 'Live rooms',
  'plaza.tile.live.text': 'Watch the sessions on now, streamed from every hall.',
  'plaza.tile.lounges.title': 'Industry lounges',
  'plaza.tile.lounges.text': 'Visit the exhibitors, their lounges, products and symposia.',
  'plaza.tile.meetings.title': 'Meeting hub',
  'plaza.tile.meetings.text': 'Book a meeting with an exhibitor or join one.',
  'plaza.tile.networking.title': 'Networking',
  'plaza.tile.networking.text': 'Meet colleagues and send them a message.',
  'plaza.tile.news.title': 'News',
  'plaza.tile.news.text': 'What is new at the congress and in the industry.',
  'plaza.tile.programme.title': 'Programme',
  'plaza.tile.programme.text': 'Every session, speaker and presentation.',
} as const;
