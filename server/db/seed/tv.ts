/**
 * The TV page of the current edition (ehc2026), in en-GB and de-DE, and the recordings of some presentations
 * (docs/rules/content-areas.md section 2: TV with dailyhighlights, speakerinterviews and podcast; the presentation
 * player). Fixed content, no random draws. The media are the short files under server/media/files/tv (generated once
 * with ffmpeg by generate.sh there and shipped; nothing at run time or in the seed calls ffmpeg): the daily
 * highlights play highlights, the interviews interview, the podcasts podcast-1 and podcast-2, and the recordings
 * the two videos in turn. Durations are the files' own.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { PresentationRecordingTable, TvEpisodeTable } from '../tvTables';
import type { SeedCalendar } from './dates';

type Language = 'en-GB' | 'de-DE';
const LANGUAGES: readonly Language[] = ['en-GB', 'de-DE'];
type Localised = Record<Language, string>;

/** The shipped media with their durations in seconds (generate.sh: videos 8 s, podcasts 10 s). */
const TV_MEDIA = {
  highlights: { kind: 'video', seconds: 8 },
  interview: { kind: 'video', seconds: 8 },
  'podcast-1': { kind: 'audio', seconds: 10 },
  'podcast-2': { kind: 'audio', seconds: 10 },
} as const;
type TvMediaName = keyof typeof TV_MEDIA;

interface EpisodeSeed {
  id: string;
  channel: 'dailyhighlights' | 'speakerinterviews' | 'podcast';
  media: TvMediaName;
  /** On the fixed calendar (the congress is 10 to 13 June 2026); moved with it. */
  publishedAt: string;
  speakers: string[];
  title: Localised;
  description: Localised;
}

const EPISODES: EpisodeSeed[] = [
  {
    id: 'dh-1',
    channel: 'dailyhighlights',
    media: 'highlights',
    publishedAt: '2026-06-10T19:00:00Z',
    speakers: ['Prof. Dr. Anna Berger', 'Dr. Samuel Okafor'],
    title: { 'en-GB': 'Day 1 highlights: the congress opens', 'de-DE': 'Höhepunkte Tag 1: Der Kongress beginnt' },
    description: {
      'en-GB': 'The opening plenary, the first late-breaking trials and a full exhibition hall: the first day in a few minutes.',
      'de-DE':
        'Die Eröffnungsplenarsitzung, die ersten Late-Breaking-Studien und eine volle Ausstellungshalle: der erste Tag in wenigen Minuten.',
    },
  },
  {
    id: 'dh-2',
    channel: 'dailyhighlights',
    media: 'highlights',
    publishedAt: '2026-06-11T19:00:00Z',
    speakers: ['Dr. Lucía Fernández', 'Prof. Dr. Jonas Keller'],
    title: { 'en-GB': 'Day 2 highlights: heart failure in focus', 'de-DE': 'Höhepunkte Tag 2: Herzinsuffizienz im Fokus' },
    description: {
      'en-GB': 'New data on SGLT2 inhibitors, a lively debate on device therapy and the young investigators’ session.',
      'de-DE': 'Neue Daten zu SGLT2-Hemmern, eine lebhafte Debatte zur Device-Therapie und die Sitzung der Nachwuchsforschenden.',
    },
  },
  {
    id: 'dh-3',
    channel: 'dailyhighlights',
    media: 'highlights',
    publishedAt: '2026-06-12T19:00:00Z',
    speakers: ['Prof. Dr. Marie Laurent'],
    title: { 'en-GB': 'Day 3 highlights: prevention and imaging', 'de-DE': 'Höhepunkte Tag 3: Prävention und Bildgebung' },
    description: {
      'en-GB': 'Population screening, AI in cardiac imaging and the award ceremony, summed up by the programme chair.',
      'de-DE': 'Bevölkerungsscreening, KI in der kardialen Bildgebung und die Preisverleihung, zusammengefasst von der Programmleitung.',
    },
  },
  {
    id: 'si-1',
    channel: 'speakerinterviews',
    media: 'interview',
    publishedAt: '2026-06-10T15:30:00Z',
    speakers: ['Prof. Dr. Anna Berger'],
    title: {
      'en-GB': 'Anna Berger on the future of cardiac rehabilitation',
      'de-DE': 'Anna Berger über die Zukunft der kardiologischen Rehabilitation',
    },
    description: {
      'en-GB': 'Why home-based programmes work, and what it takes to bring them to every patient after a heart attack.',
      'de-DE': 'Warum Programme zu Hause wirken und was nötig ist, damit jeder Patient nach einem Herzinfarkt sie bekommt.',
    },
  },
  {
    id: 'si-2',
    channel: 'speakerinterviews',
    media: 'interview',
    publishedAt: '2026-06-11T12:00:00Z',
    speakers: ['Dr. Samuel Okafor'],
    title: { 'en-GB': 'Samuel Okafor: lessons from the ATLAS registry', 'de-DE': 'Samuel Okafor: Lehren aus dem ATLAS-Register' },
    description: {
      'en-GB': 'Ten years of registry data on atrial fibrillation, and what surprised the investigators most.',
      'de-DE': 'Zehn Jahre Registerdaten zum Vorhofflimmern und was die Forschenden am meisten überrascht hat.',
    },
  },
  {
    id: 'si-3',
    channel: 'speakerinterviews',
    media: 'interview',
    publishedAt: '2026-06-12T10:15:00Z',
    speakers: ['Dr. Lucía Fernández', 'Dr. Mei Chen'],
    title: { 'en-GB': 'Two views on shared decision-making', 'de-DE': 'Zwei Sichtweisen auf die partizipative Entscheidungsfindung' },
    description: {
      'en-GB': 'A cardiologist and a nurse specialist on talking about risk with patients and their families.',
      'de-DE': 'Eine Kardiologin und eine Fachpflegerin darüber, wie man mit Patienten und Angehörigen über Risiken spricht.',
    },
  },
  {
    id: 'pc-1',
    channel: 'podcast',
    media: 'podcast-1',
    publishedAt: '2026-06-09T08:00:00Z',
    speakers: ['Prof. Dr. Jonas Keller', 'Dr. Mei Chen'],
    title: {
      'en-GB': 'Heartbeat podcast, episode 1: what to see at EHC 2026',
      'de-DE': 'Heartbeat-Podcast, Folge 1: Was man auf dem EHC 2026 sehen sollte',
    },
    description: {
      'en-GB': 'The programme committee picks the sessions not to miss, from the opening plenary to the poster walks.',
      'de-DE': 'Das Programmkomitee wählt die Sitzungen, die man nicht verpassen sollte, von der Eröffnung bis zu den Posterrundgängen.',
    },
  },
  {
    id: 'pc-2',
    channel: 'podcast',
    media: 'podcast-2',
    publishedAt: '2026-06-11T07:30:00Z',
    speakers: ['Prof. Dr. Marie Laurent'],
    title: {
      'en-GB': 'Heartbeat podcast, episode 2: trials that change practice',
      'de-DE': 'Heartbeat-Podcast, Folge 2: Studien, die die Praxis verändern',
    },
    description: {
      'en-GB': 'Three late-breaking trials explained in plain words, and what they mean for patients next year.',
      'de-DE': 'Drei Late-Breaking-Studien in einfachen Worten erklärt und was sie im nächsten Jahr für Patienten bedeuten.',
    },
  },
  {
    id: 'pc-3',
    channel: 'podcast',
    media: 'podcast-1',
    publishedAt: '2026-06-13T16:00:00Z',
    speakers: ['Prof. Dr. Anna Berger', 'Dr. Samuel Okafor'],
    title: {
      'en-GB': 'Heartbeat podcast, episode 3: the congress in review',
      'de-DE': 'Heartbeat-Podcast, Folge 3: Der Kongress im Rückblick',
    },
    description: {
      'en-GB': 'The chairs look back on four days in Berlin and ahead to next year’s congress.',
      'de-DE': 'Die Vorsitzenden blicken auf vier Tage in Berlin zurück und auf den Kongress im nächsten Jahr voraus.',
    },
  },
];

/** The episodes of an event, one row per episode and language. */
function tvEpisodeRows(eventId: number, calendar: SeedCalendar): Insertable<TvEpisodeTable>[] {
  return EPISODES.flatMap((episode) =>
    LANGUAGES.map((language) => ({
      event_id: eventId,
      id: episode.id,
      language,
      channel: episode.channel,
      title: episode.title[language],
      description: episode.description[language],
      published_at: calendar.instant(episode.publishedAt),
      duration_seconds: TV_MEDIA[episode.media].seconds,
      speakers: JSON.stringify(episode.speakers),
      media_kind: TV_MEDIA[episode.media].kind,
      media_name: episode.media,
    })),
  );
}

/** Ours: how many presentations of the first session (the opening plenary) have a recording. */
const RECORDED_PRESENTATIONS_OF_FIRST_SESSION = 3;

/**
 * Recordings for the first presentations of the programme's first session (so presentation 100001 has one) and the
 * first presentation of every tenth session after it; the others have none.
 */
function presentationRecordingRows(
  eventId: number,
  presentations: readonly { id: number; session_id: number; is_poster: number }[],
): Insertable<PresentationRecordingTable>[] {
  const talks = presentations.filter((presentation) => presentation.is_poster === 0).sort((a, b) => a.id - b.id);
  const sessionIds = [...new Set(talks.map((talk) => talk.session_id))].sort((a, b) => a - b);
  const chosen = new Set<number>();
  const first = sessionIds[0];
  talks
    .filter((talk) => talk.session_id === first)
    .slice(0, RECORDED_PRESENTATIONS_OF_FIRST_SESSION)
    .forEach((talk) => chosen.add(talk.id));
  sessionIds.forEach((sessionId, index) => {
    if (index > 0 && index % 10 === 0) {
      const talk = talks.find((entry) => entry.session_id === sessionId);
      if (talk) chosen.add(talk.id);
    }
  });
  return [...chosen]
    .sort((a, b) => a - b)
    .map((presentationId, index) => {
      const media: TvMediaName = index % 2 === 0 ? 'interview' : 'highlights';
      return { event_id: eventId, presentation_id: presentationId, media_name: media, duration_seconds: TV_MEDIA[media].seconds };
    });
}

/** Inserts the TV episodes and the recordings of the current edition. */
export async function seedTv(
  trx: Transaction<Database>,
  options: { eventId: number; calendar: SeedCalendar; presentations: readonly { id: number; session_id: number; is_poster: number }[] },
): Promise<void> {
  await trx.insertInto('tv_episodes').values(tvEpisodeRows(options.eventId, options.calendar)).execute();
  const recordings = presentationRecordingRows(options.eventId, options.presentations);
  for (let start = 0; start < recordings.length; start += 200) {
    await trx
      .insertInto('presentation_recordings')
      .values(recordings.slice(start, start + 200))
      .execute();
  }
}
