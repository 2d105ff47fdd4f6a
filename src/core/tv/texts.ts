/**
 * English defaults of the TV page's and the recording player's texts (the rules give none:
 * docs/rules/content-areas.md section 2 names the TV screen and the presentation player only).
 */
export const TV_TEXTS = {
  'tv.intro': 'Daily highlights, interviews with speakers and the congress podcast, to watch and listen to whenever suits you.',
  'tv.channels': 'Channels',
  'tv.channel.dailyhighlights': 'Daily highlights',
  'tv.channel.speakerinterviews': 'Speaker interviews',
  'tv.channel.podcast': 'Podcast',
  'tv.loading': 'Loading the episodes…',
  'tv.error': 'The episodes could not be loaded.',
  'tv.empty': 'There are no episodes on this channel yet.',
  'tv.count': '{count, plural, one {# episode} other {# episodes}}',
  'tv.play': 'Play',
  'tv.listen': 'Listen',
  'tv.playing': 'Now playing',
  'tv.watched': 'Watched',
  'tv.duration': 'Duration {duration}',
  'tv.with': 'With {speakers}',
  'tv.notFound': 'This episode is not on this channel. Choose one from the list.',
  'tv.player.video': 'Video: {title}',
  'tv.player.audio': 'Audio: {title}',
  'tv.player.failed': 'This recording cannot be played in this browser.',
  'tv.recording.heading': 'Recording',
  'tv.recording.loading': 'Loading the recording…',
  'tv.recording.error': 'The recording could not be loaded.',
} as const;
