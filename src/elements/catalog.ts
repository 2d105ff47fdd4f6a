/**
 * The documented API of every element, as data: attributes (and their properties), events, methods,
 * parts, CSS custom properties and a copy-paste snippet. One source for the element definitions' attributes
 * (each src/elements/<el>.ts is typed against its entry: CatalogAttributeTypes), the generated
 * dist/custom-elements.json and dist/vmx.d.ts, and the README's element section (build/elementManifest.ts).
 *
 * Pure data: no React, no DOM. No element imports it at run time (only its types), so none of this text is
 * in any element's download.
 */
import type { AttributeType } from './define';
import type { VmxEventMap } from '../ui/events';
import type { VmxTag } from './registry';

export interface AttributeDoc {
  /** As written in HTML (kebab-case). */
  readonly name: string;
  /** The element's property of the same value (camelCase). */
  readonly property: string;
  readonly type: AttributeType;
  readonly description: string;
  /** What an absent attribute means, as text. */
  readonly default?: string;
}

export interface EventDoc {
  readonly name: keyof VmxEventMap;
  /** The detail's TypeScript type for a listener (src/ui/events.ts has the exact one; a test compares). */
  readonly detailType: string;
  readonly description: string;
  readonly cancelable?: boolean;
}

export interface MethodDoc {
  readonly name: string;
  readonly parameters: readonly { readonly name: string; readonly type: string; readonly description: string }[];
  readonly returns: string;
  readonly description: string;
}

export interface NamedDoc {
  readonly name: string;
  readonly description: string;
  readonly default?: string;
}

export interface ElementDoc {
  readonly tag: VmxTag;
  /** The interface name in dist/vmx.d.ts. */
  readonly className: string;
  /** The module that defines it, for the manifest. */
  readonly module: string;
  readonly summary: string;
  readonly attributes: readonly AttributeDoc[];
  readonly events: readonly EventDoc[];
  readonly methods: readonly MethodDoc[];
  readonly parts: readonly NamedDoc[];
  readonly cssProperties: readonly NamedDoc[];
  readonly snippet: string;
}

// ---- shared pieces ----

const INSTANCE = {
  name: 'instance',
  property: 'instance',
  type: 'string',
  description: 'The VMX instance (the society or organiser), e.g. `demo`. Required.',
} as const;
const EVENT = {
  name: 'event',
  property: 'event',
  type: 'string',
  description: "The event's short name, e.g. `ehc2026`. Required.",
} as const;
const LANGUAGE = {
  name: 'language',
  property: 'language',
  type: 'string',
  description: 'The event language, e.g. `en-GB` or `de-DE`. Required. Changing it switches every element of the event on the page.',
} as const;
const API_BASE = {
  name: 'api-base',
  property: 'apiBase',
  type: 'string',
  description: 'Where the VMX server is, e.g. `https://your-vmx-host/`. Required.',
} as const;
const PLATFORM_URL_PROFILES = {
  name: 'platform-url',
  property: 'platformUrl',
  type: 'string',
  description: 'Where the platform lives (`https://congress.example.org/`): links to the rest of the platform point there.',
  default: 'the api-base',
} as const;

/** page-size of the list elements (issue 18): a list never grows its host page without bound. */
const PAGE_SIZE = {
  name: 'page-size',
  property: 'pageSize',
  type: 'number',
  description:
    'Rows a list shows at first; a "Show more" button below it adds as many again (a new search starts over). Set it wherever the element sits in a page of its own content, so the list does not make the host page as long as the whole programme.',
} as const;

/** The four attributes every event element needs (define.ts COMMON_ATTRIBUTES). */
const COMMON = [INSTANCE, EVENT, LANGUAGE, API_BASE] as const;

const LOGIN_EVENT = { name: 'vmx-login', detailType: '{ userId: number; email: string }', description: 'A user signed in here.' } as const;
const LOGOUT_EVENT = { name: 'vmx-logout', detailType: 'Record<string, never>', description: 'The user signed out here.' } as const;
const VIDEO_PROGRESS_EVENT = {
  name: 'vmx-video-progress',
  detailType: "{ source: 'presentation' | 'tv'; id: string; percent: number }",
  description: 'A recording or TV episode played past a progress marker (25, 50, 75 and 100 percent), once each per playback.',
} as const;
const FAVOURITE_EVENT = {
  name: 'vmx-favourite-change',
  detailType: "{ kind: 'sessions' | 'presentations' | 'speakers'; id: string; favourite: boolean }",
  description: 'A star was set or cleared here (the personal programme).',
} as const;
const NAVIGATE_EVENT = {
  name: 'vmx-navigate',
  detailType: '{ to: string; route: string }',
  description:
    'The element is about to show another page (`to`: its path, `route`: its route name). Cancelable: call `preventDefault()` to handle it yourself.',
  cancelable: true,
} as const;
const RERENDER_EVENT = {
  name: 'vmx-rerender',
  detailType: '{ route: string; to: string }',
  description:
    "A menu item was clicked on the programme at a glance, a poster page or a search page (`route`: that page, `to`: the item's address): what your page draws around them may draw again.",
} as const;
const SESSION_OPEN_EVENT = {
  name: 'vmx-session-open',
  detailType: '{ sessionId: string }',
  description: "A session's page opened.",
} as const;

const REFRESH = {
  name: 'refresh',
  parameters: [],
  returns: 'Promise<void> | undefined',
  description:
    "Reads the element's data from the server again (every element of the event on the page shares it). Does nothing before the element has rendered.",
} as const;
const NAVIGATE = {
  name: 'navigate',
  parameters: [{ name: 'path', type: 'string', description: 'A platform path, e.g. `/demo/ehc2026/en-GB/session/12`.' }],
  returns: 'void',
  description: 'Shows the page of a platform path, as following a link to it would.',
} as const;

/** The theme tokens of every element, with the default each has (declared once in ui/tokens.ts; tokens.test.ts checks each is there). */
const THEME = [
  { name: '--vmx-font-family', default: 'system-ui, sans-serif', description: 'Font family.' },
  { name: '--vmx-font-size', default: '16px', description: 'Base font size.' },
  { name: '--vmx-line-height', default: '1.5', description: 'Line height.' },
  { name: '--vmx-color-text', default: '#1b1f24', description: 'Text colour.' },
  { name: '--vmx-color-background', default: '#ffffff', description: 'Background colour.' },
  { name: '--vmx-color-primary', default: '#0b5cad', description: 'Primary colour: buttons, links, highlights.' },
  {
    name: '--vmx-color-primary-hover',
    default: 'the primary colour, 15% darker',
    description: 'Primary colour under the pointer (color-mix() from the primary colour).',
  },
  { name: '--vmx-color-primary-active', default: 'the primary colour, 30% darker', description: 'Primary colour while pressed.' },
  { name: '--vmx-color-primary-subtle', default: '10% primary on the background', description: 'Subtle primary background.' },
  { name: '--vmx-color-primary-border', default: '40% primary on the background', description: 'Border in the primary colour.' },
  {
    name: '--vmx-color-on-primary',
    default: '#ffffff',
    description: "Text on the primary colour (black or white by the primary colour's brightness when none is set).",
  },
  { name: '--vmx-color-secondary', default: '#e07b00', description: 'Secondary colour.' },
  { name: '--vmx-color-border', default: '#d0d7de', description: 'Borders and separators.' },
  {
    name: '--vmx-color-control-border',
    default: '--vmx-color-border when set, else #8c959f',
    description: 'Edges of form controls and buttons (3:1 against the background).',
  },
  { name: '--vmx-color-surface', default: '#ffffff', description: 'Cards and panels.' },
  { name: '--vmx-color-link', default: 'the primary colour', description: 'Link colour.' },
  { name: '--vmx-color-focus', default: '#ffbf47', description: 'Focus outline.' },
  { name: '--vmx-color-muted', default: '#57606a', description: 'Secondary text.' },
  { name: '--vmx-color-danger', default: '#b42318', description: 'Errors.' },
  { name: '--vmx-color-success', default: '#1a7f37', description: 'Success.' },
  { name: '--vmx-color-on-status', default: '#ffffff', description: 'Text on the danger and success colours.' },
  { name: '--vmx-radius', default: '6px', description: 'Corner radius.' },
  { name: '--vmx-space', default: '8px', description: 'Spacing unit.' },
] as const;

// The parts, grouped by the area that renders them: an element documents the groups it mounts (vmx-app
// nearly all). build/elementManifest.test.ts fails on a part attribute in src that no element documents.

const DIALOG_PART = { name: 'dialog', description: 'A dialog (its box, above the page).' } as const;
const DIALOG_BODY_PART = {
  name: 'dialog-body',
  description: "A dialog's content under its title (it scrolls when the content is long).",
} as const;
/** The filters on narrow widths (ui/FilterSheet): the programme search and the exhibitor list. */
const FILTER_PARTS = [
  { name: 'filter-bar', description: 'On narrow widths: the "Filters" button and the chips of the active filters.' },
  { name: 'filter-chip', description: 'One active filter; pressing it removes the filter.' },
  { name: 'filter-sheet', description: 'The dialog holding the filters on narrow widths.' },
] as const;
const BUTTON_PART = { name: 'button', description: 'The sign-in and sign-out buttons.' } as const;
const FAVOURITE_PART = { name: 'favourite', description: 'A star button (personal programme).' } as const;
const RESULTS_PART = { name: 'results', description: 'The search results (of the programme, the exhibitors or the products).' } as const;

/** The programme's pages (areas/programme): vmx-programme and vmx-app show the same ones. */
const PROGRAMME_PARTS = [
  { name: 'views', description: 'The view tabs of the programme search.' },
  RESULTS_PART,
  { name: 'list', description: 'A (virtualised) list of result rows.' },
  { name: 'more', description: 'The "Show more" button under a list with a page-size.' },
  ...FILTER_PARTS,
  { name: 'no-results', description: 'What a search that finds nothing says, with its "Did you mean" suggestions.' },
  { name: 'suggestion', description: 'One "Did you mean" suggestion (a button that searches for it).' },
  { name: 'result', description: 'One row (card) of the results: a session, presentation, speaker or abstract.' },
  {
    name: 'layout-switch',
    description: 'The switch between the sessions list and the timetable grid (kept in the address as `layout=list|grid`).',
  },
  { name: 'timetable', description: 'The timetable: its day tabs and one day of sessions as a grid.' },
  { name: 'days', description: "The timetable's day tabs (each day a link: the `day` query)." },
  { name: 'grid', description: 'The timetable grid: rooms as columns, time as rows, in its own scroll box.' },
  { name: 'room', description: "A room's column of the timetable, its name at the top." },
  { name: 'cell', description: 'A session in the timetable, sized by its duration.' },
  { name: 'now', description: "The timetable's line at the current time." },
  FAVOURITE_PART,
  { name: 'session', description: "A session's page." },
  { name: 'presentation', description: "A presentation's page." },
  { name: 'presentation-recording', description: 'The presentation player\'s recording (or its "no recording" note).' },
  { name: 'recording-player', description: "The recording's video player." },
  { name: 'poster-open', description: 'The "View poster" button of a poster.' },
  { name: 'poster-viewer', description: 'The full-screen poster viewer (a dialog): its toolbar and the poster.' },
  { name: 'poster-stage', description: "The poster viewer's scrolling stage (the PDF page or picture at its zoom)." },
  { name: 'faculty', description: "A speaker's (faculty) page." },
  { name: 'calendar-link', description: 'The "Add to calendar" link of a session or presentation.' },
  { name: 'session-group-link', description: "The link from a session's page to the session's group (ticket holders)." },
  { name: 'rating', description: "A session's rating." },
  { name: 'notes', description: 'The personal notes and the comments of a session or presentation.' },
  { name: 'speaker-message', description: 'The "Send a message" button (or sign-in link) on a speaker\'s page.' },
  { name: 'speaker-chat', description: 'The "Chat with {name}" button of a speaker who takes messages (ticket holders).' },
  { name: 'personal-programme', description: 'The personal programme page.' },
  { name: 'personal-programme-pdf', description: "The personal programme's PDF download." },
  { name: 'programme-landing', description: 'The programme landing page.' },
  { name: 'programme-days', description: 'The programme-days box: one link per day.' },
  { name: 'programme-day', description: "One day's link." },
  { name: 'highlighted-sessions', description: 'The highlighted sessions.' },
  { name: 'highlighted-session', description: 'One highlighted session card.' },
  { name: 'live', description: 'The live page.' },
  { name: 'live-rooms', description: 'The list of rooms on the live page.' },
  { name: 'live-room', description: 'One room button on the live page.' },
  { name: 'live-player', description: "The chosen room's player." },
] as const;

/** The exhibitor list (areas/exhibitors): vmx-exhibitors and vmx-app. */
const EXHIBITOR_LIST_PARTS = [
  { name: 'exhibitors', description: 'The exhibitor list.' },
  { name: 'exhibitor', description: 'One exhibitor card.' },
  { name: 'floorplan', description: 'The floor plan.' },
  { name: 'industry-landing', description: "The industry landing page's heading: title, introduction and sponsors by tier." },
] as const;

/** A company's profile (areas/exhibitors/profile): vmx-exhibitor-profile and vmx-app. */
const EXHIBITOR_PROFILE_PARTS = [
  { name: 'exhibitor-profile', description: "A company's profile." },
  { name: 'exhibitor-tabs', description: "The profile's tabs." },
  { name: 'exhibitor-description', description: "The company's description." },
  { name: 'exhibitor-profile-state', description: 'The not-found, coming-soon and healthcare-professionals-only messages.' },
  { name: 'product', description: 'One product card.' },
  { name: 'meeting', description: 'One meeting card.' },
  { name: 'exhibitor-challenges', description: "The company's charity challenges." },
  { name: 'company-chat', description: "The chat tab's message to the company's staff and the link to the conversation." },
  { name: 'lounge-conversations', description: "The lounge's conversations of visitors with the company (its staff only)." },
  {
    name: 'lounge-statistics',
    description: "The lounge's statistics of the company: views, visitors, downloads, webcasts, leads (its staff only).",
  },
] as const;

/** The evaluation (areas/evaluation) and the survey form it shows (ui/survey). */
const SURVEY_PARTS = [
  { name: 'survey', description: 'A survey form.' },
  { name: 'survey-message', description: "A survey's status or error message." },
] as const;
const EVALUATION_PARTS = [
  { name: 'evaluation', description: 'The sessions to evaluate and the event evaluation.' },
  { name: 'evaluation-row', description: 'One session to evaluate.' },
  { name: 'evaluation-event', description: 'The event evaluation.' },
  { name: 'evaluation-dialog', description: 'The evaluation dialog.' },
  ...SURVEY_PARTS,
] as const;

const HIGHSCORE_PART = { name: 'highscore', description: 'A charity highscore table.' } as const;

function snippet(tag: string, extra = ''): string {
  return [
    '<script type="module" src="https://your-vmx-host/vmx.js"></script>',
    `<${tag} instance="demo" event="ehc2026" language="en-GB" api-base="https://your-vmx-host/"${extra}></${tag}>`,
  ].join('\n');
}

// ---- the elements ----

export const ELEMENT_CATALOG = {
  'vmx-app': {
    tag: 'vmx-app',
    className: 'VmxAppElement',
    module: 'src/elements/app.tsx',
    summary: 'The whole platform as one page. It owns the address: instance, event and language come from it.',
    attributes: [
      { ...INSTANCE, description: 'Not read: the address names the instance.' },
      { ...EVENT, description: 'Not read: the address names the event.' },
      { ...LANGUAGE, description: 'Not read: the address names the language.' },
      { ...API_BASE, description: 'Where the VMX server is.', default: "`/` (the page's own origin)" },
      {
        name: 'embedding-origins',
        property: 'embeddingOrigins',
        type: 'string',
        description:
          "The other origins allowed to frame the platform, separated by spaces (`https://society.example https://partner.example`): the same list as the server's `VMX_EMBEDDING_ORIGINS`, which it writes here. Framed with `noheader`, the page reports its height and path (never a token or search text) to its parent only when the parent is the page's own origin or one of these.",
        default: "none: only the page's own origin hears the reports",
      },
    ],
    events: [NAVIGATE_EVENT, SESSION_OPEN_EVENT, FAVOURITE_EVENT, LOGIN_EVENT, LOGOUT_EVENT, VIDEO_PROGRESS_EVENT, RERENDER_EVENT],
    methods: [REFRESH, NAVIGATE],
    parts: [
      // The shell and what is around every page.
      { name: 'app', description: 'The root of the platform.' },
      { name: 'header', description: 'The event header (or the terminal header in terminal mode).' },
      { name: 'admin-button', description: "The admin panel's button (super users only)." },
      { name: 'footer', description: 'The footer.' },
      { name: 'footer-grid', description: 'One row of footer boxes.' },
      { name: 'footer-box', description: 'One footer box.' },
      { name: 'footer-template', description: "The footer template's block (logo, icons, copyright)." },
      { name: 'footer-copyright', description: 'The copyright line.' },
      { name: 'footer-iframe', description: 'The frame of a footer link that opens in a dialog.' },
      { name: 'consent-banner', description: 'The cookie banner.' },
      { name: 'tv-widget', description: 'The TV widget.' },
      { name: 'ad-banner-top', description: 'The advertisement banner fixed to the top of the window.' },
      { name: 'ad-banner-bottom', description: 'The advertisement banner fixed to the bottom of the window.' },
      { name: 'advertisement', description: 'A pop-up advertisement.' },
      { name: 'advertisement-text', description: "A pop-up advertisement's text." },
      { name: 'connectivity', description: 'The offline and back-online notices.' },
      { name: 'offline-banner', description: 'The notice that the connection is lost.' },
      { name: 'online-notice', description: 'The notice that the connection is back.' },
      { name: 'offline-saved', description: 'The notice of what was saved for offline use, and what did not fit.' },
      { name: 'cache-toast', description: 'The toast of a new version downloading, then ready (Refresh).' },
      { name: 'notification-toasts', description: 'The push notification toasts.' },
      { name: 'notification-toast', description: 'One push notification toast.' },
      { name: 'notification-toast-text', description: "A toast's text." },
      { name: 'back-to-top', description: 'The back-to-top button.' },
      { name: 'carousel-slide', description: 'One slide of the mobile carousel (in a dialog).' },
      DIALOG_PART,
      DIALOG_BODY_PART,
      // The pages.
      BUTTON_PART,
      { name: 'venue', description: 'The venue (welcome) page.' },
      { name: 'content-page', description: 'A content page.' },
      { name: 'content-html', description: "A content page's text." },
      { name: 'content-list', description: 'The list of content pages.' },
      { name: 'infinite-loader', description: 'The end of a list that loads more (and its retry).' },
      { name: 'contact-form', description: 'The contact form.' },
      { name: 'notifications', description: 'The push notifications page.' },
      { name: 'notification', description: 'One push notification.' },
      { name: 'notification-text', description: "A push notification's text." },
      { name: 'myarea-signed-out', description: 'My area to a visitor who is not signed in.' },
      { name: 'myarea-boxes', description: "My area's dashboard." },
      { name: 'myarea-box', description: 'One dashboard box.' },
      { name: 'myarea-module', description: "A my-area module's page." },
      { name: 'myarea-documents', description: "The user's documents." },
      { name: 'myarea-forms', description: "The user's forms." },
      { name: 'myarea-form-status', description: "A form's status." },
      { name: 'myarea-terms', description: 'The terms and conditions.' },
      { name: 'myarea-terms-entry', description: 'One terms-and-conditions entry.' },
      { name: 'myarea-terms-html', description: "A terms-and-conditions entry's text." },
      { name: 'myarea-attendance', description: "The user's CME attendance: watch time per session and the certificate." },
      { name: 'attendance-sessions', description: 'The sessions watched, with their time and whether they count.' },
      { name: 'attendance-actions', description: "The attendance's actions: create a certificate, delete the record." },
      { name: 'myarea-recorded', description: 'What tracking recorded about the user.' },
      { name: 'recorded-entries', description: 'The recorded events.' },
      { name: 'recorded-user', description: 'The profile facts recorded with the user id (advanced tracking).' },
      { name: 'recorded-actions', description: 'Download and delete the recorded events.' },
      { name: 'network', description: 'The network: people to find, requests, contacts.' },
      { name: 'network-person', description: 'One person of the network.' },
      { name: 'networking-settings', description: 'The networking settings.' },
      { name: 'inbox', description: 'The inbox: the conversations, and one open.' },
      { name: 'inbox-conversations', description: 'The list of conversations.' },
      { name: 'conversation', description: 'One conversation.' },
      { name: 'message-log', description: "A conversation's messages (scrolling)." },
      { name: 'message', description: 'One message.' },
      { name: 'message-composer', description: 'The field and button that send a message.' },
      { name: 'groups', description: 'The groups: topic and session groups, and one open.' },
      { name: 'group', description: 'One group: its name, members, and Join or Leave.' },
      { name: 'moderation', description: "The moderators' page of reported messages." },
      { name: 'moderation-statuses', description: 'The reports by status (tabs).' },
      { name: 'moderation-report', description: 'One report of a message, with its decisions.' },
      { name: 'meeting-requests', description: 'A conversation\'s meetings and its "Propose a meeting" button.' },
      { name: 'meeting-request', description: 'One meeting proposed in a conversation, with its status and actions.' },
      {
        name: 'own-meetings',
        description:
          'The meeting hub\'s "Your meetings": the meetings of the user\'s conversations, and "Propose a meeting" to an exhibitor or a contact.',
      },
      ...PROGRAMME_PARTS,
      ...EXHIBITOR_LIST_PARTS,
      ...EXHIBITOR_PROFILE_PARTS,
      { name: 'products', description: 'The products page.' },
      { name: 'meetings', description: 'The meetings page.' },
      { name: 'meeting-day', description: "One day's meetings." },
      { name: 'symposia', description: 'The satellite symposia page.' },
      { name: 'symposium', description: 'One symposium.' },
      { name: 'booth', description: "A company's 2D booth page." },
      { name: 'hotspots', description: "The booth's hotspots." },
      { name: 'award-category', description: 'One category of the award winners page.' },
      { name: 'award', description: 'One award with its winners.' },
      { name: 'award-winner', description: 'One winner: photo or initials, name, affiliation, citation.' },
      { name: 'preceptorship-filters', description: "The preceptorships' topic and country filters." },
      { name: 'preceptorship', description: 'One preceptorship (training stay at a host centre).' },
      { name: 'world-village-search', description: "The world village's search and kind filter." },
      { name: 'society-card', description: 'One society in the world village list.' },
      { name: 'society-profile', description: "A society's profile in the world village." },
      { name: 'charity', description: 'The charity challenge page.' },
      { name: 'charity-project', description: 'One project to support.' },
      { name: 'charity-challenge', description: 'One challenge.' },
      { name: 'charity-survey', description: 'The survey of the challenge being taken.' },
      { name: 'charity-result', description: 'The points a completed challenge earned.' },
      { name: 'highscore-tabs', description: 'The four charity highscores as tabs.' },
      { name: 'news', description: 'The news page.' },
      { name: 'news-article', description: 'One news article, opened from the list.' },
      { name: 'news-body', description: "A news article's text." },
      { name: 'jobs', description: 'The job board.' },
      { name: 'job', description: 'One job posting.' },
      { name: 'job-description', description: "A job posting's description." },
      { name: 'tv', description: 'The TV page.' },
      { name: 'tv-channels', description: "The links to the TV's channels (daily highlights, speaker interviews, podcast)." },
      { name: 'tv-player', description: 'The player of the episode playing (video or audio).' },
      { name: 'tv-episodes', description: "The channel's list of episodes." },
      { name: 'assembly-stream', description: "The general assembly's live stream player." },
      { name: 'social-feed', description: "The home's social feed box." },
      { name: 'social-feed-tabs', description: "The social feed's Timeline and Photos tabs." },
      { name: 'submission', description: 'The abstract submission page.' },
      {
        name: 'submission-signed-out',
        description: 'The submission page to a visitor who is not signed in (the call and a sign-in link).',
      },
      { name: 'submission-list', description: "The user's abstracts." },
      { name: 'submission-status', description: "An abstract's status." },
      { name: 'submission-form', description: 'The abstract form.' },
      { name: 'account-summary', description: "The profile page's account facts (e-mail, terms, first sign-in, tickets)." },
      HIGHSCORE_PART,
      ...EVALUATION_PARTS,
    ],
    cssProperties: THEME,
    snippet: '<script type="module" src="https://your-vmx-host/vmx.js"></script>\n<vmx-app api-base="https://your-vmx-host/"></vmx-app>',
  },
  'vmx-ticker': {
    tag: 'vmx-ticker',
    className: 'VmxTickerElement',
    module: 'src/elements/ticker.ts',
    summary: "The event's scrolling news ticker.",
    attributes: [...COMMON],
    events: [],
    methods: [REFRESH],
    parts: [
      { name: 'ticker', description: 'The root: the ticker bar.' },
      { name: 'track', description: 'The moving track of items.' },
      { name: 'item', description: 'One news item.' },
    ],
    cssProperties: [
      ...THEME,
      { name: '--vmx-ticker-background', default: 'the primary colour', description: 'Ticker bar background.' },
      { name: '--vmx-ticker-text', default: '#ffffff', description: 'Ticker text colour.' },
    ],
    snippet: snippet('vmx-ticker'),
  },
  'vmx-logo-grid': {
    tag: 'vmx-logo-grid',
    className: 'VmxLogoGridElement',
    module: 'src/elements/logo-grid.ts',
    summary: "The event's partner logos by tier.",
    attributes: [...COMMON, { ...PLATFORM_URL_PROFILES, description: 'Where company profile links point.' }],
    events: [],
    methods: [REFRESH],
    parts: [
      { name: 'logo-grid', description: 'The root.' },
      { name: 'tier', description: 'One tier (Platinum, Gold...).' },
      { name: 'tier-title', description: "A tier's heading." },
      { name: 'logo', description: 'One logo tile.' },
      { name: 'pdf-button', description: "A partner's PDF button." },
    ],
    cssProperties: THEME,
    snippet: snippet('vmx-logo-grid'),
  },
  'vmx-login': {
    tag: 'vmx-login',
    className: 'VmxLoginElement',
    module: 'src/elements/login.ts',
    summary: 'Sign-in on any page. Signing in here signs in every element of the instance on the page and in the other tabs.',
    attributes: [...COMMON],
    events: [LOGIN_EVENT, LOGOUT_EVENT],
    methods: [REFRESH],
    parts: [{ name: 'login', description: 'The root.' }, BUTTON_PART],
    cssProperties: THEME,
    snippet: snippet('vmx-login'),
  },
  'vmx-programme': {
    tag: 'vmx-programme',
    className: 'VmxProgrammeElement',
    module: 'src/elements/programme.ts',
    summary:
      'The programme (search, sessions, presentations, faculty, abstracts, posters, the personal programme, detail pages), navigating inside itself.',
    attributes: [
      ...COMMON,
      {
        name: 'view',
        property: 'view',
        type: 'string',
        description:
          'The opening view: `sessions`, `presentations`, `faculty`, `abstracts`, `posters` or `personal`; `grid` or `list` open the sessions as the timetable grid or as the list (without either, the sessions open as the grid when the element is at least 1280 px wide).',
        default: '`sessions`',
      },
      { name: 'day', property: 'day', type: 'string', description: 'The opening day (YYYY-MM-DD).' },
      {
        name: 'filter',
        property: 'filter',
        type: 'string',
        description: 'Only `industry`, `industryspecial` or `scientificprogram` sessions.',
      },
      {
        ...PLATFORM_URL_PROFILES,
        description: 'Where the platform lives: links out of the programme go there.',
        default: "the same path on the host's origin",
      },
      { ...PAGE_SIZE, default: 'every row (the list as long as the programme)' },
    ],
    events: [NAVIGATE_EVENT, SESSION_OPEN_EVENT, FAVOURITE_EVENT, VIDEO_PROGRESS_EVENT],
    methods: [
      REFRESH,
      {
        ...NAVIGATE,
        description: 'Shows the programme page of a platform path inside the element (another page of the platform opens as a page).',
      },
    ],
    parts: [
      { name: 'page', description: 'The root: the page shown.' },
      {
        name: 'back',
        description:
          "The \"Back to the programme\" link above a detail page. The page shown is kept in the host page's address as the element's own parameter, `vmx-<id>` (the tag without an id: give two programmes on one page ids), so Back returns to the list and a copied link reopens the page; the host's other parameters and hash stay as they are.",
      },
      ...PROGRAMME_PARTS,
      DIALOG_PART,
      DIALOG_BODY_PART,
    ],
    cssProperties: [...THEME, { name: '--vmx-color-accent-soft', default: '#e7f0fa', description: 'Badge background.' }],
    snippet: snippet('vmx-programme', ' view="sessions"'),
  },
  'vmx-exhibitors': {
    tag: 'vmx-exhibitors',
    className: 'VmxExhibitorsElement',
    module: 'src/elements/exhibitors.ts',
    summary: "The event's exhibitor list with search, filters and sorts.",
    attributes: [
      ...COMMON,
      {
        name: 'include',
        property: 'include',
        type: 'string',
        description: 'Only these: comma-separated tags, sponsor types or company ids.',
      },
      {
        name: 'exclude',
        property: 'exclude',
        type: 'string',
        description: 'Not these: comma-separated tags, sponsor types or company ids.',
      },
      { name: 'sort', property: 'sort', type: 'string', description: 'The order: `alphabetically`, `ranking` or `booth`.' },
      { ...PLATFORM_URL_PROFILES, description: 'Where company profiles open.' },
      { ...PAGE_SIZE, default: '48' },
    ],
    events: [],
    methods: [REFRESH],
    parts: [...EXHIBITOR_LIST_PARTS, ...FILTER_PARTS, RESULTS_PART, DIALOG_PART, DIALOG_BODY_PART],
    cssProperties: THEME,
    snippet: snippet('vmx-exhibitors', ' sort="ranking"'),
  },
  'vmx-exhibitor-profile': {
    tag: 'vmx-exhibitor-profile',
    className: 'VmxExhibitorProfileElement',
    module: 'src/elements/exhibitors.ts',
    summary: "One company's profile, e.g. on a sponsor's own site.",
    attributes: [
      ...COMMON,
      {
        name: 'company-account-id',
        property: 'companyAccountId',
        type: 'string',
        description: "The company's account id, e.g. `ca-0030`.",
      },
      {
        name: 'tab',
        property: 'tab',
        type: 'string',
        description:
          'The opening tab: `profile`, `products`, `meetings`, `webcasts`, `presentations`, `symposia`, `lounge`, `chat` or `files`.',
        default: '`profile`',
      },
      { ...PLATFORM_URL_PROFILES, description: 'Links to the rest of the platform open there.' },
    ],
    events: [],
    methods: [REFRESH],
    parts: [...EXHIBITOR_PROFILE_PARTS, DIALOG_PART, DIALOG_BODY_PART],
    cssProperties: THEME,
    snippet: snippet('vmx-exhibitor-profile', ' company-account-id="ca-0030"'),
  },
  'vmx-charity-highscore': {
    tag: 'vmx-charity-highscore',
    className: 'VmxCharityHighscoreElement',
    module: 'src/elements/charity-highscore.ts',
    summary: 'One charity highscore.',
    attributes: [
      ...COMMON,
      {
        name: 'view',
        property: 'view',
        type: 'string',
        description: '`projects`, `challenges`, `companies` or `participants` (anything else shows projects).',
        default: '`projects`',
      },
      { name: 'project-id', property: 'projectId', type: 'string', description: "Only that project's points." },
      { name: 'platform-url', property: 'platformUrl', type: 'string', description: 'Adds a link to the charity page there.' },
    ],
    events: [],
    methods: [REFRESH],
    parts: [HIGHSCORE_PART, { name: 'highscore-link', description: 'The link to the charity page.' }],
    cssProperties: THEME,
    snippet: snippet('vmx-charity-highscore', ' view="participants"'),
  },
  'vmx-evaluation': {
    tag: 'vmx-evaluation',
    className: 'VmxEvaluationElement',
    module: 'src/elements/evaluation.ts',
    summary: "The signed-in user's sessions to evaluate, the event evaluation and the evaluation dialog.",
    attributes: [
      ...COMMON,
      { name: 'session-id', property: 'sessionId', type: 'string', description: "Opens that session's evaluation at once." },
      { name: 'platform-url', property: 'platformUrl', type: 'string', description: 'Where signing in happens.' },
    ],
    events: [],
    methods: [REFRESH],
    parts: [...EVALUATION_PARTS, DIALOG_PART, DIALOG_BODY_PART],
    cssProperties: THEME,
    snippet: snippet('vmx-evaluation'),
  },
  'vmx-news': {
    tag: 'vmx-news',
    className: 'VmxNewsElement',
    module: 'src/elements/news.ts',
    summary: 'The event\'s news, newest first, with a choice of all or industry news and "Show more".',
    attributes: [
      ...COMMON,
      {
        name: 'display',
        property: 'display',
        type: 'string',
        description: 'The opening choice: `all` news or `industry` news (the reader can change it).',
        default: '`all`',
      },
      {
        name: 'company',
        property: 'company',
        type: 'string',
        description: "Only this company's industry news (its account id, e.g. `ca-0030`); the choice of news is then left out.",
      },
      { ...PAGE_SIZE, default: '6' },
      { ...PLATFORM_URL_PROFILES, description: "Where an article (and an exhibitor's profile) opens: the platform's news page." },
    ],
    events: [],
    methods: [REFRESH],
    parts: [{ name: 'news', description: 'The news list.' }],
    cssProperties: THEME,
    snippet: snippet('vmx-news', ' page-size="3" platform-url="https://your-vmx-host/"'),
  },
  'vmx-jobs': {
    tag: 'vmx-jobs',
    className: 'VmxJobsElement',
    module: 'src/elements/jobs.ts',
    summary: "The event's job postings with their search and filters by kind and location.",
    attributes: [
      ...COMMON,
      {
        name: 'kind',
        property: 'kind',
        type: 'string',
        description:
          'The opening kind filter: `fullTime`, `partTime`, `fellowship`, `residency` or `internship` (the reader can change it).',
        default: 'every kind',
      },
      { ...PLATFORM_URL_PROFILES, description: "Where a posting (and an employer's profile) opens: the platform's job page." },
    ],
    events: [],
    methods: [REFRESH],
    parts: [{ name: 'jobs', description: 'The job list with its search and filters.' }],
    cssProperties: THEME,
    snippet: snippet('vmx-jobs', ' platform-url="https://your-vmx-host/"'),
  },
  'vmx-inbox': {
    tag: 'vmx-inbox',
    className: 'VmxInboxElement',
    module: 'src/elements/inbox.ts',
    summary:
      "The signed-in user's messages of the event, e.g. in a society's member area: the unread count, the conversations, and a conversation opened in place (never in the host page's address), live as on the platform. It shares the sign-in of the event's other elements on the page; a visitor is asked to sign in.",
    attributes: [
      ...COMMON,
      {
        ...PLATFORM_URL_PROFILES,
        description:
          'Where the platform lives: the sign-in link and links to the rest of the platform (the network, the settings) go there.',
      },
    ],
    events: [],
    methods: [REFRESH],
    parts: [
      {
        name: 'inbox',
        description:
          'The root: the heading with the unread count, the conversations, and the one open with its "Back to conversations" button (or the sign-in link).',
      },
      { name: 'inbox-conversations', description: 'The list of conversations, each with its last message and unread count.' },
      { name: 'conversation', description: 'The conversation opened in place.' },
      { name: 'message-log', description: "A conversation's messages (scrolling)." },
      { name: 'message', description: 'One message.' },
      { name: 'message-composer', description: 'The field and button that send a message.' },
      DIALOG_PART,
      DIALOG_BODY_PART,
    ],
    cssProperties: THEME,
    snippet: snippet('vmx-inbox', ' platform-url="https://your-vmx-host/"'),
  },
} as const satisfies Record<VmxTag, ElementDoc>;

export const ELEMENT_DOCS: readonly ElementDoc[] = Object.values(ELEMENT_CATALOG);

type CommonProperty = 'instance' | 'event' | 'language' | 'apiBase';

/**
 * An element's attributes besides the common four, property -> type, exactly as the catalog has them:
 * defineElement's `attributes` for that tag. A missing, extra or retyped attribute fails the typecheck.
 */
export type CatalogAttributeTypes<T extends VmxTag> = {
  -readonly [
    A in (typeof ELEMENT_CATALOG)[T]['attributes'][number] as A['property'] extends CommonProperty ? never : A['property']
  ]: A['type'];
};

/** An element's methods besides refresh(), as defineElement's `methods` takes them. */
export type CatalogMethodNames<T extends VmxTag> = Exclude<(typeof ELEMENT_CATALOG)[T]['methods'][number]['name'], 'refresh'>;
