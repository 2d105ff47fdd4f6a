/**
 * The demo world the seed writes: one instance, its domain map and two editions of a congress. The
 * ehc2025 edition exists to show the ticker's RSS source; ehc2026 shows the time-windowed texts
 * (docs/rules/content-areas.md section 4, ticker source priority).
 */
import type { DomainTable, EventTable, InstanceTable } from '../schema';

export const DEMO_INSTANCE: InstanceTable = {
  name: 'demo',
  default_event: 'ehc2026',
  default_language: 'en-GB',
  signalr_hub: '/hubs',
  webforms_url: '',
  identity_url: '',
  // Single sign-on through the reference server's own OpenID Connect test provider (server/sso).
  sso_url: '/api/token/external/challenge',
  sso_context: 'Event',
  sso_provider: 'vmx-test',
  // The reference server serves the survey API itself (server/routes/surveys.ts).
  survey_url: '/surveyapi',
};

/**
 * A second door to the same congress: an instance without single sign-on whose identity URL is this
 * server, so that signing in runs the OAuth authorization flow (server/routes/oauth.ts).
 */
export const OAUTH_DEMO_INSTANCE: InstanceTable = {
  ...DEMO_INSTANCE,
  name: 'demo-oauth',
  identity_url: '/',
  sso_url: null,
  sso_context: null,
  sso_provider: null,
};

/** The single sign-on providers on the ehc2026 login page. */
export const DEMO_SSO_LINKS = [{ provider: 'vmx-test', label: 'EHC Society ID', position: 1 }] as const;

export const DEMO_DOMAINS: DomainTable[] = ['localhost', '127.0.0.1'].map((host) => ({
  host,
  instance: 'demo',
  event: 'ehc2026',
  language: 'en-GB',
}));

export const LANGUAGES = ['en-GB', 'de-DE'] as const;
export type SeedLanguage = (typeof LANGUAGES)[number];

export interface TickerEntry {
  startTime: string | null;
  endTime: string | null;
  text: string;
}

/** An event with the per-language content the seed turns into resource rows. */
export interface EventSeed {
  row: EventTable;
  /** Per language: the RSS path set as rssTickerText ('' for none) and the windowed ticker texts. */
  ticker: Record<SeedLanguage, { rssTickerText: string; tickerText: TickerEntry[] }>;
  /** News items of the event's feed, per language, newest first. */
  news: Record<SeedLanguage, { title: string; description: string }[]>;
}

function eventRow(id: number, short: string, name: string, start: string, end: string): EventTable {
  return {
    id,
    short,
    instance: 'demo',
    name,
    time_zone: 'Europe/Berlin',
    start_date: start,
    end_date: end,
    languages: JSON.stringify(LANGUAGES),
    default_language: 'en-GB',
  };
}

const always = { startTime: null, endTime: null };
const expired = { startTime: '2020-01-01T00:00:00Z', endTime: '2020-12-31T23:59:59Z' };
const future = { startTime: '2099-01-01T00:00:00Z', endTime: '2099-12-31T23:59:59Z' };
const open = { startTime: '2020-01-01T00:00:00Z', endTime: '2099-12-31T23:59:59Z' };

export const EHC2026: EventSeed = {
  row: eventRow(2026, 'ehc2026', 'EHC 2026 – European Health Congress', '2026-06-10T07:00:00Z', '2026-06-13T16:00:00Z'),
  ticker: {
    'en-GB': {
      rssTickerText: '',
      tickerText: [
        { ...always, text: '[Welcome to EHC 2026; Live sessions start daily at 08:00 CET]' },
        { ...expired, text: 'Registration for EHC 2020 is open' },
        { ...future, text: 'EHC 2099 opens soon' },
        { ...open, text: 'Visit the exhibition hall' },
      ],
    },
    'de-DE': {
      rssTickerText: '',
      tickerText: [
        { ...always, text: '[Willkommen zur EHC 2026; Live-Sitzungen beginnen täglich um 08:00 MEZ]' },
        { ...expired, text: 'Die Registrierung für die EHC 2020 ist geöffnet' },
        { ...future, text: 'Die EHC 2099 öffnet bald' },
        { ...open, text: 'Besuchen Sie die Ausstellungshalle' },
      ],
    },
  },
  news: {
    'en-GB': [
      { title: 'Final programme for EHC 2026 published', description: 'All sessions, rooms and speakers are now in the online programme.' },
      { title: 'Exhibition floor plan available', description: 'Find the booths of more than a hundred exhibitors in the industry hall.' },
      {
        title: 'Early-bird registration closes on 31 March',
        description: 'Register before the end of March to save on your congress ticket.',
      },
      {
        title: 'Keynote speakers announced',
        description: 'Five keynotes on prevention, digital care and public health open each congress day.',
      },
      { title: 'Call for abstracts is open', description: 'Submit your research for oral or poster presentation until 15 January.' },
    ],
    'de-DE': [
      {
        title: 'Endgültiges Programm der EHC 2026 veröffentlicht',
        description: 'Alle Sitzungen, Räume und Referierenden stehen jetzt im Online-Programm.',
      },
      {
        title: 'Hallenplan der Ausstellung verfügbar',
        description: 'Finden Sie die Stände von mehr als hundert Ausstellern in der Industrieausstellung.',
      },
      {
        title: 'Frühbucher-Registrierung endet am 31. März',
        description: 'Registrieren Sie sich bis Ende März und sparen Sie beim Kongressticket.',
      },
      {
        title: 'Keynote-Sprecher bekannt gegeben',
        description: 'Fünf Keynotes zu Prävention, digitaler Versorgung und öffentlicher Gesundheit eröffnen jeden Kongresstag.',
      },
      {
        title: 'Abstract-Einreichung ist geöffnet',
        description: 'Reichen Sie Ihre Forschung bis zum 15. Januar als Vortrag oder Poster ein.',
      },
    ],
  },
};

export const EHC2025: EventSeed = {
  row: eventRow(2025, 'ehc2025', 'EHC 2025 – European Health Congress', '2025-06-11T07:00:00Z', '2025-06-14T16:00:00Z'),
  ticker: {
    'en-GB': {
      rssTickerText: '/rss/ehc2025/en-GB.xml',
      tickerText: [{ ...always, text: '[Thank you for joining EHC 2025; See you at EHC 2026]' }],
    },
    'de-DE': {
      rssTickerText: '/rss/ehc2025/de-DE.xml',
      tickerText: [{ ...always, text: '[Danke für Ihre Teilnahme an der EHC 2025; Wir sehen uns auf der EHC 2026]' }],
    },
  },
  news: {
    'en-GB': [
      { title: 'EHC 2025 recordings now on demand', description: 'Watch every plenary and symposium of EHC 2025 in the media library.' },
      { title: 'Poster award winners announced', description: 'Congratulations to the three winners of the EHC 2025 poster award.' },
      { title: 'Record attendance in Berlin', description: 'More than 9,000 participants joined EHC 2025 on site and online.' },
      {
        title: 'Live sessions start daily at 08:00 CEST',
        description: 'The plenary hall opens at 07:30; the stream starts with the first session.',
      },
      { title: 'Congress app available', description: 'Download the app to build your personal programme and receive notifications.' },
    ],
    'de-DE': [
      {
        title: 'Aufzeichnungen der EHC 2025 jetzt auf Abruf',
        description: 'Sehen Sie alle Plenarsitzungen und Symposien der EHC 2025 in der Mediathek.',
      },
      {
        title: 'Gewinner des Posterpreises bekannt gegeben',
        description: 'Herzlichen Glückwunsch an die drei Gewinner des Posterpreises der EHC 2025.',
      },
      { title: 'Rekordbeteiligung in Berlin', description: 'Mehr als 9.000 Teilnehmende waren vor Ort und online bei der EHC 2025 dabei.' },
      {
        title: 'Live-Sitzungen beginnen täglich um 08:00 MESZ',
        description: 'Der Plenarsaal öffnet um 07:30 Uhr; der Stream beginnt mit der ersten Sitzung.',
      },
      {
        title: 'Kongress-App verfügbar',
        description: 'Laden Sie die App herunter, um Ihr persönliches Programm zu erstellen und Benachrichtigungen zu erhalten.',
      },
    ],
  },
};

export const DEMO_EVENTS: readonly EventSeed[] = [EHC2025, EHC2026];
