/**
 * The resource sets of an event (the sets the client asks GetResources for, src/contracts
 * RESOURCE_SETS): texts, the JSON configuration, theme tokens, component visibility and the ticker's
 * fallback texts, in every language of the event.
 */
import { RESOURCE_SETS } from '../../../src/contracts';
import { TEXT_CATALOGUE } from '../../../src/core/textCatalogue';
import { VISIBILITY_COMPONENTS } from '../../../src/core/visibility';
import type { ResourceTable } from '../schema';
import { accessConfig } from './access';
import { cmeAppConfig } from './attendance';
import { contentAppConfig } from './content';
import { headerAppConfig } from './header';
import { footerConfig } from './footer';
import { plazaAppConfig } from './plaza';
import { registrationAppConfig } from './registration';
import { remindersAppConfig } from './reminders';
import { eventKeysConfig } from './eventKeys';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';
import { TEXTS_DE_DE } from './texts-de';

const TEXTS: Record<SeedLanguage, Record<string, string>> = { 'en-GB': TEXT_CATALOGUE, 'de-DE': TEXTS_DE_DE };

/** Readable page titles configured per page (null: not configured, the text set's name is used). */
const PAGE_TITLES: Record<SeedLanguage, Record<string, string | null>> = {
  'en-GB': { HomePage: null, ContactPage: 'Get in touch' },
  'de-DE': { HomePage: null, ContactPage: 'Kontakt aufnehmen' },
};

const THEME: Record<string, string> = {
  'color-primary': '#0b5cad',
  'color-secondary': '#e07b00',
  'color-text': '#1d2533',
  'color-background': '#ffffff',
  'font-family': "'Source Sans 3', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  radius: '6px',
  'ticker-background': '#0b3d91',
  'ticker-text': '#ffffff',
};

const VISIBLE_ALWAYS = JSON.stringify({ visible: true, startTime: null, endTime: null });
/** A rule for every component that has one (src/core/visibility.ts VISIBILITY_COMPONENTS): visible, no window. */
const VISIBILITY: Record<string, string> = Object.fromEntries(VISIBILITY_COMPONENTS.map((component) => [component, VISIBLE_ALWAYS]));

const TICKER_FALLBACK: Record<SeedLanguage, string> = {
  'en-GB': '[Meet our exhibitors; Visit the industry hall]',
  'de-DE': '[Treffen Sie unsere Aussteller; Besuchen Sie die Industrieausstellung]',
};

export function eventResources(event: EventSeed): ResourceTable[] {
  const rows: ResourceTable[] = [];
  const add = (setname: string, language: SeedLanguage, values: Record<string, string>) => {
    for (const [resourcename, resourcevalue] of Object.entries(values)) {
      rows.push({ event_id: event.row.id, setname, language, resourcename, resourcevalue });
    }
  };
  for (const language of LANGUAGES) {
    add(RESOURCE_SETS.texts, language, TEXTS[language]);
    add(RESOURCE_SETS.config, language, { config_json: JSON.stringify(configJson(event, language), null, 2) });
    add(RESOURCE_SETS.theme, language, THEME);
    add(RESOURCE_SETS.visibility, language, VISIBILITY);
    add(RESOURCE_SETS.tickerFallback, language, { tickerText: TICKER_FALLBACK[language] });
  }
  return rows;
}

/** The event's config_json value (docs/rules/shell-access-identity.md section 3, App config; only the keys we use). */
function configJson(event: EventSeed, language: SeedLanguage) {
  return {
    hideTicker: false,
    ticker: event.ticker[language],
    PageTitles: PAGE_TITLES[language],
    ...accessConfig(event, language),
    ...footerConfig(event, language),
    ...headerAppConfig(event),
    ...contentAppConfig(language),
    ...liveStreamsConfig(event),
    ...plazaAppConfig(event, language),
    ...registrationAppConfig(event, language),
    ...remindersAppConfig(event, language),
    ...eventKeysConfig(event),
    ...cmeAppConfig(event, language),
  };
}

/** Ours: the demo's live page (/demo/media/live/stream.html, a moving test picture), by room. */
const DEMO_STREAM_PAGE = '/demo/media/live/stream.html';

/**
 * Ours: config_json liveStreams (src/core/programme/liveStreams.ts): iframe streams for the first two rooms
 * of ehc2026 (ids 1 and 2: Hall A – Plenary and Hall B); the other rooms and events have none.
 */
function liveStreamsConfig(event: EventSeed) {
  if (event.row.short !== 'ehc2026') return {};
  const stream = (label: string) => ({ type: 'iframe', url: `${DEMO_STREAM_PAGE}?room=${encodeURIComponent(label)}` });
  return { liveStreams: { '1': stream('Hall A'), '2': stream('Hall B') } };
}
