/**
 * The demo header (docs/rules/shell-access-identity.md sections 2 and 3): a header configuration for each of the
 * three themes (one, two, three) in every language of an event, stored as the resource set VMXHeader
 * (resourcename: the theme; value: the JSON of the GetVMXHeader reply without EventLanguages, which
 * comes from the event). The config_json key headerTheme picks the theme an event shows: ehc2026 uses
 * one, ehc2025 uses two; theme three is there to switch to (README, demo).
 *
 * Also the config_json keys the header reads: defaults.header.menu.socialMediaItems and
 * defaults.terminal (terminalHeaderImage, and ours: promoVideo).
 */
import type { ResourceTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

/** Ours: the resource set that holds the header configurations, one resource per theme. */
export const HEADER_SET = 'VMXHeader';
export const HEADER_THEMES = ['one', 'two', 'three'] as const;
export type SeedHeaderTheme = (typeof HEADER_THEMES)[number];
/** Ours: the config_json key that picks the theme. */
export const HEADER_THEME_KEY = 'headerTheme';

const MEDIA = '/demo/media/header';

export function headerThemeOf(event: EventSeed): SeedHeaderTheme {
  return event.row.short === 'ehc2026' ? 'one' : 'two';
}

type Words = Record<
  | 'home'
  | 'programme'
  | 'programmeOverview'
  | 'search'
  | 'posters'
  | 'faculty'
  | 'live'
  | 'exhibition'
  | 'exhibitors'
  | 'satellites'
  | 'industrySymposia'
  | 'meetingHub'
  | 'qna'
  | 'abstractBook'
  | 'news'
  | 'reception'
  | 'industryNews'
  | 'helpdesk'
  | 'contact'
  | 'myArea'
  | 'myProgramme'
  | 'notifications'
  | 'welcome'
  | 'legal'
  | 'privacy'
  | 'menu'
  | 'top'
  | 'back'
  | 'society'
  | 'logo',
  string
>;

const WORDS: Record<SeedLanguage, Words> = {
  'en-GB': {
    home: 'Home',
    programme: 'Programme',
    programmeOverview: 'Programme overview',
    search: 'Search the programme',
    posters: 'Posters',
    faculty: 'Faculty',
    live: 'Live',
    exhibition: 'Exhibition',
    exhibitors: 'Exhibitors',
    satellites: 'Satellite symposia',
    industrySymposia: 'Industry symposia',
    meetingHub: 'Meeting hub',
    qna: 'Ask a question',
    abstractBook: 'Abstract book',
    news: 'News',
    reception: 'Evening reception',
    industryNews: 'Industry news',
    helpdesk: 'Helpdesk',
    contact: 'Contact',
    myArea: 'My area',
    myProgramme: 'My programme',
    notifications: 'Notifications',
    welcome: 'Welcome to EHC 2026 in Berlin!',
    legal: 'Legal notice',
    privacy: 'Privacy policy',
    menu: 'Menu',
    top: 'Top',
    back: 'Back',
    society: 'European Health Society',
    logo: 'EHC 2026',
  },
  'de-DE': {
    home: 'Start',
    programme: 'Programm',
    programmeOverview: 'Programmübersicht',
    search: 'Programm durchsuchen',
    posters: 'Poster',
    faculty: 'Referierende',
    live: 'Live',
    exhibition: 'Ausstellung',
    exhibitors: 'Aussteller',
    satellites: 'Satellitensymposien',
    industrySymposia: 'Industriesymposien',
    meetingHub: 'Meeting-Hub',
    qna: 'Frage stellen',
    abstractBook: 'Abstractband',
    news: 'Neuigkeiten',
    reception: 'Abendempfang',
    industryNews: 'Industrie-News',
    helpdesk: 'Helpdesk',
    contact: 'Kontakt',
    myArea: 'Mein Bereich',
    myProgramme: 'Mein Programm',
    notifications: 'Mitteilungen',
    welcome: 'Willkommen zur EHC 2026 in Berlin!',
    legal: 'Impressum',
    privacy: 'Datenschutz',
    menu: 'Menü',
    top: 'Oben',
    back: 'Zurück',
    society: 'Europäische Gesellschaft für Gesundheit',
    logo: 'EHC 2026',
  },
};

const item = (name: string, Displayname: string, url: unknown, extra: Record<string, unknown> = {}) => ({
  name,
  Displayname,
  url,
  target: '_self',
  ...extra,
});

function menuItems(w: Words, event: EventSeed) {
  const congressEnd = event.row.end_date;
  return [
    item('VMXHome', w.home, 'VMXHome', { icon: 'home' }),
    item('Programme', w.programme, '', {
      icon: 'calendar',
      subMenu: [
        item('VMXProgram', w.programmeOverview, 'VMXProgram'),
        item('Search', w.search, JSON.stringify({ name: 'PagSearchPage' })),
        item('VMXPoster', w.posters, 'VMXPoster'),
        item('Faculty', w.faculty, { name: 'FacultySearchPage' }),
      ],
    }),
    item('VMXLive', w.live, 'VMXLive', { icon: 'play' }),
    item('IndustryLanding', w.exhibition, '', {
      icon: 'building',
      subMenu: [
        item('IndustryLanding', w.exhibitors, 'IndustryLanding'),
        item('VMXSymposia', w.satellites, 'VMXSymposia'),
        item('IndustrySymposia', w.industrySymposia, { name: 'IndustrySymposiaPage' }),
        item('VMXMeetings', w.meetingHub, 'VMXMeetings'),
        // The news page showing only the exhibitors' news (areas/community, NEWS_DISPLAY_QUERY).
        item('IndustryNews', w.industryNews, { name: 'NewsPage', query: { display: 'industry' } }, { display: 'industry' }),
      ],
    }),
    item('QnA', w.qna, 'https://qna.example.org/ehc', { icon: 'chat', dataType: 'qnalink', qnaInstance: 'ehc' }),
    item('AbstractBook', w.abstractBook, 'https://example.org/ehc/abstract-book.pdf', {
      icon: 'download',
      dataType: 'download',
      isDownload: true,
      target: '_blank',
    }),
    item('VMXNews', w.news, 'VMXNews', { icon: 'news', onlyInMobile: true }),
    // Time-windowed: shown only while the congress runs.
    item(
      'Reception',
      w.reception,
      { name: 'ContentPage', params: { pageName: 'reception' } },
      { icon: 'star', startTime: event.row.start_date, endTime: congressEnd },
    ),
    item('Helpdesk', w.helpdesk, 'HelpdeskPage', { icon: 'help', onlyInVMX: true }),
  ];
}

function headerConfig(w: Words & { banner: string }, theme: SeedHeaderTheme) {
  const mainLogo = { image: `${MEDIA}/ehc-logo.svg`, alt: w.logo, link: '', target: '_self' };
  const secondLogo = { image: `${MEDIA}/society-logo.svg`, alt: w.society, link: 'https://example.org/society', target: '_blank' };
  const appNavigationItems = {
    items: [
      item('VMXHome', w.home, 'VMXHome', { icon: 'home' }),
      item('VMXProgram', w.programme, 'VMXProgram', { icon: 'calendar' }),
      item('VMXLive', w.live, 'VMXLive', { icon: 'play' }),
      item('IndustryLanding', w.exhibition, 'IndustryLanding', { icon: 'building' }),
    ],
    bottomItems: [
      { name: w.home, icon: 'home', method: 'url', url: 'VMXHome' },
      { name: w.programme, icon: 'calendar', method: 'url', url: 'VMXProgram' },
      { name: w.top, icon: 'up', method: 'scrollTop' },
      { name: w.back, icon: 'back', method: 'back' },
      { name: w.menu, icon: 'menu', method: 'menuToggle' },
    ],
    appMenuContainerLogo: `${MEDIA}/app-logo.svg`,
    welcomeMessage: w.welcome,
    legal: { name: w.legal, url: { name: 'ContentPage', params: { pageName: 'imprint' } } },
    privacy: { name: w.privacy, url: { name: 'ContentPage', params: { pageName: 'privacy' } } },
    colours: { background: '#0b3d91', text: '#ffffff', active: '#ffbf47' },
  };
  const menu = {
    menuItems: [],
    bannerMenuItems: [
      {
        name: w.contact,
        url: 'ContactPage',
        target: '_self',
        id: 'contact',
        class: '',
        img: '',
        icon: 'mail',
        tooltip: w.contact,
        module: 'contact',
      },
      // The helpdesk is in the main menu; twice in one header was once too many.
    ],
    myCongress: true,
    maxCongressItems: 2,
    myCongressItems: [
      item('MyArea', w.myArea, { name: 'MyAreaPage' }, { icon: 'user' }),
      item('MyProgramme', w.myProgramme, { name: 'PersonalProgramPage' }, { icon: 'star' }),
      item('Notifications', w.notifications, 'NotificationsPage', { icon: 'bell' }),
    ],
    customMenuItems: [],
    menuIcon: 'menu',
    socialMediaIconsActive: theme !== 'one',
    backgroundOverlayColor: 'rgba(11, 61, 145, 0.6)',
  };
  const common = {
    banners: { main: mainLogo, second: secondLogo },
    menu,
    appNavigationActive: true,
    appNavigationItems,
    scanQrActive: true,
  };
  if (theme === 'one') {
    return {
      ...common,
      background: { color: '#ffffff', bannerImage: '', bannerAlt: '', bannerColor: '' },
      tileNavigation: true,
      hideHeaderBannerOnScroll: false,
      clock: { active: true, timeZoneText: '' },
    };
  }
  if (theme === 'two') {
    return {
      ...common,
      background: { color: '#0b3d91', bannerImage: `${MEDIA}/banner.svg`, bannerAlt: w.banner, bannerColor: '#0b3d91' },
      tileNavigation: false,
      hideHeaderBannerOnScroll: true,
      clock: { active: false, timeZoneText: '' },
    };
  }
  return {
    ...common,
    banners: { main: mainLogo, second: null },
    background: { color: '#f4f6fa', bannerImage: '', bannerAlt: '', bannerColor: '' },
    tileNavigation: true,
    hideHeaderBannerOnScroll: false,
    clock: { active: true, timeZoneText: 'Berlin' },
  };
}

/** The stored header of one theme in one language: the GetVMXHeader reply but EventLanguages. */
/**
 * The banner's words: the congress's city and dates in the language's own format ("10–13 June",
 * "10.–13. Juni"), read from the event's dates, which move with SEED_DATES (dates.ts).
 */
export function bannerText(event: EventSeed, language: SeedLanguage): string {
  const { start_date: start, end_date: end, time_zone: timeZone } = event.row;
  const days = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone }).formatRange(new Date(start), new Date(end));
  return `EHC 2026 Berlin, ${days}`;
}

export function headerResourceValue(event: EventSeed, language: SeedLanguage, theme: SeedHeaderTheme) {
  const w: Words & { banner: string } = { ...WORDS[language], banner: bannerText(event, language) };
  return { EventLogo: `${MEDIA}/ehc-logo.svg`, menuItems: menuItems(w, event), theme, config: headerConfig(w, theme) };
}

export function eventHeaderResources(event: EventSeed): ResourceTable[] {
  return LANGUAGES.flatMap((language) =>
    HEADER_THEMES.map((theme) => ({
      event_id: event.row.id,
      setname: HEADER_SET,
      language,
      resourcename: theme,
      resourcevalue: JSON.stringify(headerResourceValue(event, language, theme)),
    })),
  );
}

/** The config_json keys of the header (merged into the event's config_json by seed/resources.ts). */
export function headerAppConfig(event: EventSeed) {
  return {
    [HEADER_THEME_KEY]: headerThemeOf(event),
    defaults: {
      header: {
        menu: {
          socialMediaItems: [
            { icon: 'linkedin', url: 'https://www.linkedin.com/company/example-health-society', target: '_blank' },
            { icon: 'youtube', url: 'https://www.youtube.com/@example-health-society', target: '_blank' },
            { icon: 'instagram', url: 'https://www.instagram.com/example_health_society', target: '_blank' },
          ],
        },
      },
      terminal: {
        terminalHeaderImage: `${MEDIA}/terminal-header.svg`,
        promoVideo: { url: `${MEDIA}/promo.webm`, images: [`${MEDIA}/promo-1.svg`, `${MEDIA}/promo-2.svg`] },
      },
    },
  };
}
