/**
 * The demo's plaza (config_json key `plaza`, parsed by src/core/plaza/config.ts): the tiles of ehc2026 in its
 * languages. The previous edition (ehc2025) configures none, so it shows the default tiles.
 */
import type { EventSeed, SeedLanguage } from './catalogue';

const TILES: Record<SeedLanguage, { intro: string; title: Record<string, string>; text: Record<string, string> }> = {
  'en-GB': {
    intro: 'Welcome to the plaza of EHC 2026: the live halls, the industry lounges and the people you came to meet.',
    title: { helpdesk: 'Helpdesk', posters: 'E-posters' },
    text: {
      helpdesk: 'Answers to common questions, and our team when you need it.',
      posters: 'Browse the posters and meet their authors.',
    },
  },
  'de-DE': {
    intro: 'Willkommen auf der Plaza der EHC 2026: die Live-Säle, die Industrie-Lounges und die Menschen, die Sie treffen möchten.',
    title: { helpdesk: 'Helpdesk', posters: 'E-Poster' },
    text: {
      helpdesk: 'Antworten auf häufige Fragen und unser Team, wenn Sie es brauchen.',
      posters: 'Stöbern Sie in den Postern und treffen Sie ihre Autorinnen und Autoren.',
    },
  },
};

/** The config_json key of the plaza: only ehc2026 configures its tiles. */
export function plazaAppConfig(event: EventSeed, language: SeedLanguage) {
  if (event.row.short !== 'ehc2026') return {};
  const texts = TILES[language];
  return {
    plaza: {
      intro: texts.intro,
      tiles: [
        { id: 'live', page: 'LivePage', icon: 'play' },
        { id: 'lounges', page: 'IndustryLandingPage', icon: 'lounge' },
        { id: 'meetings', page: 'MeetingHubPage', icon: 'calendar' },
        // The networking widget's Key policy (server/db/seed/access.ts) closes this tile to those without it.
        { id: 'networking', page: 'MessagesPage', icon: 'chat', key: 'networking' },
        { id: 'news', page: 'NewsPage', icon: 'news' },
        { id: 'programme', page: 'ProgramPage', icon: 'programme' },
        { id: 'posters', page: 'PosterPage', icon: 'poster', title: texts.title.posters, text: texts.text.posters },
        { id: 'helpdesk', page: 'HelpdeskPage', icon: 'help', title: texts.title.helpdesk, text: texts.text.helpdesk },
      ],
    },
  };
}
