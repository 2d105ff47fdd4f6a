/** German TV page and recording player texts (core/tv/texts.ts). */
import type { TV_TEXTS } from '../../../../src/core/tv/texts';

export const TV_TEXTS_DE: Record<keyof typeof TV_TEXTS, string> = {
  'tv.intro': 'Tägliche Höhepunkte, Interviews mit Referierenden und der Kongress-Podcast, zum Ansehen und Anhören, wann immer es passt.',
  'tv.channels': 'Kanäle',
  'tv.channel.dailyhighlights': 'Tägliche Höhepunkte',
  'tv.channel.speakerinterviews': 'Interviews mit Referierenden',
  'tv.channel.podcast': 'Podcast',
  'tv.loading': 'Die Folgen werden geladen…',
  'tv.error': 'Die Folgen konnten nicht geladen werden.',
  'tv.empty': 'Auf diesem Kanal gibt es noch keine Folgen.',
  'tv.count': '{count, plural, one {# Folge} other {# Folgen}}',
  'tv.play': 'Abspielen',
  'tv.listen': 'Anhören',
  'tv.playing': 'Läuft gerade',
  'tv.watched': 'Gesehen',
  'tv.duration': 'Dauer {duration}',
  'tv.with': 'Mit {speakers}',
  'tv.notFound': 'Diese Folge gibt es auf diesem Kanal nicht. Bitte wählen Sie eine aus der Liste.',
  'tv.player.video': 'Video: {title}',
  'tv.player.audio': 'Audio: {title}',
  'tv.player.failed': 'Diese Aufzeichnung kann in diesem Browser nicht abgespielt werden.',
  'tv.recording.heading': 'Aufzeichnung',
  'tv.recording.loading': 'Die Aufzeichnung wird geladen…',
  'tv.recording.error': 'Die Aufzeichnung konnte nicht geladen werden.',
};
