/**
 * The social feed widget's posts (server/routes/socialFeed.ts) for the current edition (ehc2026), in en-GB and de-DE:
 * microblog posts for the timeline tab and photo posts (their pictures drawn by the server) for the photo tab, around
 * the congress days. Fixed content; instants on the seed's calendar.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { SocialPostTable } from '../submissionSocialTables';
import type { SeedCalendar } from './dates';
import { DEMO_EVENT_ID } from './identity';

type Localised = Record<'en-GB' | 'de-DE', string>;

interface PostSeed {
  kind: 'timeline' | 'photo';
  handle: string;
  name: string;
  at: string;
  text: Localised;
  photo?: { motif: string; alt: Localised };
}

const POSTS: readonly PostSeed[] = [
  {
    kind: 'timeline',
    handle: 'ehc_congress',
    name: 'European Health Congress',
    at: '2026-06-09T16:00:00Z',
    text: {
      'en-GB': 'Registration desks are open from 8:00 tomorrow. Bring your QR code and skip the queue! #EHC2026',
      'de-DE': 'Die Registrierung öffnet morgen um 8:00 Uhr. Bringen Sie Ihren QR-Code mit und sparen Sie sich die Schlange! #EHC2026',
    },
  },
  {
    kind: 'photo',
    handle: 'ehc_congress',
    name: 'European Health Congress',
    at: '2026-06-10T07:30:00Z',
    text: { 'en-GB': 'The main stage is ready for the opening ceremony.', 'de-DE': 'Die Hauptbühne ist bereit für die Eröffnung.' },
    photo: {
      motif: 'stage',
      alt: {
        'en-GB': 'A drawing of the main stage: a large screen with a rising chart, the audience in front.',
        'de-DE': 'Zeichnung der Hauptbühne: eine große Leinwand mit steigender Kurve, davor das Publikum.',
      },
    },
  },
  {
    kind: 'timeline',
    handle: 'dr_adler',
    name: 'Alice Adler',
    at: '2026-06-10T09:12:00Z',
    text: {
      'en-GB': 'Brilliant keynote on wearables and early warning scores. The data on ward alerts were eye-opening.',
      'de-DE': 'Großartige Keynote zu Wearables und Frühwarnscores. Die Daten zu Stationsalarmen waren aufschlussreich.',
    },
  },
  {
    kind: 'photo',
    handle: 'posterwalk',
    name: 'Poster Walk Team',
    at: '2026-06-10T12:40:00Z',
    text: {
      'en-GB': 'Poster hall B is filling up. Come by before 14:00!',
      'de-DE': 'Posterhalle B füllt sich. Kommen Sie vor 14:00 Uhr vorbei!',
    },
    photo: {
      motif: 'posters',
      alt: {
        'en-GB': 'A drawing of three posters on boards with visitors in front of them.',
        'de-DE': 'Zeichnung von drei Postern an Stellwänden, davor Besucherinnen und Besucher.',
      },
    },
  },
  {
    kind: 'timeline',
    handle: 'young_investigators',
    name: 'Young Investigators',
    at: '2026-06-10T15:05:00Z',
    text: {
      'en-GB': 'Meet-up for early-career researchers tonight at 19:00 in the lounge. Everyone welcome.',
      'de-DE': 'Treffen für Nachwuchsforschende heute um 19:00 Uhr in der Lounge. Alle sind willkommen.',
    },
  },
  {
    kind: 'photo',
    handle: 'dr_brandt',
    name: 'Ben Brandt',
    at: '2026-06-11T08:20:00Z',
    text: { 'en-GB': 'First coffee, then the rhythm session.', 'de-DE': 'Erst Kaffee, dann die Rhythmus-Sitzung.' },
    photo: {
      motif: 'coffee',
      alt: {
        'en-GB': 'A drawing of a steaming cup of coffee on a table.',
        'de-DE': 'Zeichnung einer dampfenden Tasse Kaffee auf einem Tisch.',
      },
    },
  },
  {
    kind: 'timeline',
    handle: 'ehc_congress',
    name: 'European Health Congress',
    at: '2026-06-11T11:00:00Z',
    text: {
      'en-GB': 'The recordings of yesterday’s sessions are now in the programme. Catch up any time.',
      'de-DE': 'Die Aufzeichnungen der gestrigen Sitzungen sind jetzt im Programm. Jederzeit nachholen.',
    },
  },
  {
    kind: 'photo',
    handle: 'skills_lab',
    name: 'Skills Lab',
    at: '2026-06-11T14:30:00Z',
    text: { 'en-GB': 'Hands-on ultrasound workshop, fully booked.', 'de-DE': 'Praktischer Ultraschall-Workshop, ausgebucht.' },
    photo: {
      motif: 'workshop',
      alt: {
        'en-GB': 'A drawing of a workshop table with two screens and participants.',
        'de-DE': 'Zeichnung eines Workshop-Tisches mit zwei Bildschirmen und Teilnehmenden.',
      },
    },
  },
  {
    kind: 'timeline',
    handle: 'dr_conti',
    name: 'Chiara Conti',
    at: '2026-06-12T10:45:00Z',
    text: {
      'en-GB': 'Great discussion on simulator training in the education track. Slides are on my profile.',
      'de-DE': 'Tolle Diskussion zum Simulatortraining im Lehr-Track. Die Folien finden Sie in meinem Profil.',
    },
  },
  {
    kind: 'photo',
    handle: 'ehc_congress',
    name: 'European Health Congress',
    at: '2026-06-12T18:00:00Z',
    text: {
      'en-GB': 'Congratulations to this year’s award winners!',
      'de-DE': 'Herzlichen Glückwunsch an die diesjährigen Preisträgerinnen und Preisträger!',
    },
    photo: {
      motif: 'award',
      alt: { 'en-GB': 'A drawing of a golden trophy with confetti.', 'de-DE': 'Zeichnung eines goldenen Pokals mit Konfetti.' },
    },
  },
  {
    kind: 'photo',
    handle: 'visit_city',
    name: 'City Guide',
    at: '2026-06-12T19:30:00Z',
    text: { 'en-GB': 'Sunset over the old town after day three.', 'de-DE': 'Sonnenuntergang über der Altstadt nach Tag drei.' },
    photo: {
      motif: 'city',
      alt: { 'en-GB': 'A drawing of a city skyline at sunset.', 'de-DE': 'Zeichnung einer Stadtsilhouette bei Sonnenuntergang.' },
    },
  },
  {
    kind: 'timeline',
    handle: 'ehc_congress',
    name: 'European Health Congress',
    at: '2026-06-13T15:30:00Z',
    text: {
      'en-GB': 'Thank you for four inspiring days. See you at EHC 2027!',
      'de-DE': 'Danke für vier inspirierende Tage. Wir sehen uns auf dem EHC 2027!',
    },
  },
];

export function socialPostRows(calendar: SeedCalendar): SocialPostTable[] {
  return POSTS.flatMap((post, index) =>
    (['en-GB', 'de-DE'] as const).map((language) => ({
      event_id: DEMO_EVENT_ID,
      id: index + 1,
      language,
      kind: post.kind,
      handle: post.handle,
      name: post.name,
      text: post.text[language],
      posted_at: calendar.instant(post.at),
      photo: post.photo?.motif ?? null,
      photo_alt: post.photo?.alt[language] ?? null,
    })),
  );
}

export async function seedSocialFeed(trx: Transaction<Database>, input: { calendar: SeedCalendar }): Promise<void> {
  await trx.insertInto('social_posts').values(socialPostRows(input.calendar)).execute();
}
