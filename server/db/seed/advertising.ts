/**
 * The demo's advertisements and push notifications (docs/rules/shell-access-identity.md sections 3 and 7), in
 * en-GB and de-DE. The popups sit on the meeting hub and the live page, not on home: a popup over
 * home would stand in the way of every other flow of the demo.
 */
import type { Insertable } from 'kysely';
import type { AdvertisementTable, PushNotificationTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

/** The demo's live room whose channel ad shows while it plays (/live/...?roomid=hall-a). */
export const DEMO_AD_CHANNEL = 'hall-a';

interface AdSeed {
  page: string;
  from: string | null;
  to: string | null;
  channel: string | null;
  colour: string;
  top: Record<SeedLanguage, string>;
  bottom: Record<SeedLanguage, string>;
  html: Record<SeedLanguage, string>;
  button: Record<SeedLanguage, string>;
  link: (event: EventSeed, language: SeedLanguage) => string;
}

const ADS: AdSeed[] = [
  {
    page: 'MeetingHubPage',
    from: '2020-01-01T00:00:00Z',
    to: '2099-12-31T23:59:59Z',
    channel: null,
    colour: '#e8f1fb',
    top: { 'en-GB': 'Meet the industry', 'de-DE': 'Treffen Sie die Industrie' },
    bottom: { 'en-GB': 'Book a meeting with an exhibitor', 'de-DE': 'Buchen Sie ein Treffen mit einem Aussteller' },
    html: {
      'en-GB': '<p>Exhibitors offer <strong>one-to-one meetings</strong> during the congress days.</p>',
      'de-DE': '<p>Aussteller bieten an den Kongresstagen <strong>Einzelgespräche</strong> an.</p>',
    },
    button: { 'en-GB': 'See the programme', 'de-DE': 'Zum Programm' },
    link: (event, language) => `/program/demo/${event.row.short}/${language}`,
  },
  {
    page: 'LivePage',
    from: '2020-01-01T00:00:00Z',
    to: '2099-12-31T23:59:59Z',
    channel: DEMO_AD_CHANNEL,
    colour: '#fff4e0',
    top: { 'en-GB': 'Live from Hall A', 'de-DE': 'Live aus Saal A' },
    bottom: { 'en-GB': 'Supported by our Platinum partners', 'de-DE': 'Unterstützt von unseren Platin-Partnern' },
    html: {
      'en-GB': '<p>Questions for the panel? Use the Q&amp;A below the player.</p>',
      'de-DE': '<p>Fragen an das Podium? Nutzen Sie die Fragen unter dem Player.</p>',
    },
    button: { 'en-GB': 'Visit the exhibition', 'de-DE': 'Zur Ausstellung' },
    link: (event, language) => `/industrylandingpage/demo/${event.row.short}/${language}`,
  },
  {
    // Starts far in the future: the client sets no popup for it now, and no timer it could not hold.
    page: 'MeetingHubPage',
    from: '2099-01-01T00:00:00Z',
    to: '2099-12-31T23:59:59Z',
    channel: null,
    colour: '#eef7ee',
    top: { 'en-GB': 'EHC 2099', 'de-DE': 'EHC 2099' },
    bottom: { 'en-GB': 'Save the date', 'de-DE': 'Merken Sie sich den Termin vor' },
    html: { 'en-GB': '<p>See you next time.</p>', 'de-DE': '<p>Bis zum nächsten Mal.</p>' },
    button: { 'en-GB': 'Home', 'de-DE': 'Startseite' },
    link: (event, language) => `/home/demo/${event.row.short}/${language}`,
  },
];

export function eventAdvertisements(event: EventSeed): Insertable<AdvertisementTable>[] {
  return LANGUAGES.flatMap((language) =>
    ADS.map((ad, position) => ({
      event_id: event.row.id,
      language,
      position,
      vmx_page: ad.page,
      display_from: ad.from,
      display_to: ad.to,
      channel_id: ad.channel,
      company_account_ids: '[]',
      company_account_ids_show_on_profile: '[]',
      show_in_seconds: 0,
      background_color: ad.colour,
      headline_top: ad.top[language],
      headline_bottom: ad.bottom[language],
      picture_file_path: null,
      video_file_path: null,
      text: ad.html[language],
      optional_link: ad.link(event, language),
      optional_link_target: '_self',
      optional_link_button_text: ad.button[language],
    })),
  );
}

const NOTIFICATIONS: Record<SeedLanguage, { title: string; text: string; link: string | null; at: string }[]> = {
  'en-GB': [
    {
      title: 'Welcome to EHC',
      text: '<p>The congress platform is open. Build your <strong>personal programme</strong> now.</p>',
      link: null,
      at: '2026-06-09T08:00:00.000Z',
    },
    { title: 'Opening plenary', text: '<p>The opening plenary starts in Hall A at 09:00.</p>', link: null, at: '2026-06-10T07:30:00.000Z' },
  ],
  'de-DE': [
    {
      title: 'Willkommen zur EHC',
      text: '<p>Die Kongressplattform ist geöffnet. Stellen Sie jetzt Ihr <strong>persönliches Programm</strong> zusammen.</p>',
      link: null,
      at: '2026-06-09T08:00:00.000Z',
    },
    {
      title: 'Eröffnungsplenum',
      text: '<p>Das Eröffnungsplenum beginnt um 09:00 Uhr in Saal A.</p>',
      link: null,
      at: '2026-06-10T07:30:00.000Z',
    },
  ],
};

export function eventPushNotifications(event: EventSeed): Insertable<PushNotificationTable>[] {
  return LANGUAGES.flatMap((language) =>
    NOTIFICATIONS[language].map((notification) => ({
      event_id: event.row.id,
      language,
      title: notification.title,
      text: notification.text,
      link: notification.link,
      created_at: notification.at,
    })),
  );
}
