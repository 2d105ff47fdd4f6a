/**
 * The embed builder's rules (issue 24, /embed/{instance}/{event}/{language}): which elements a society's web editor
 * may pick, the attributes the builder offers for each (only those the element takes: src/elements/catalog.ts, a test
 * compares), and the snippet to paste, a script tag and the element, or for the whole platform an iframe and
 * vmx-frame.js (README, "Embedding the elements" and "Embedding the platform in an iframe").
 *
 * Pure: the builder (areas/embed) renders the fields and the preview from these, and every value that goes into the
 * snippet is checked against its field (a choice from its list, a number, a colour) and escaped, so nothing typed or
 * read from the server (a company's id, a title) can write HTML into the host page.
 */
import type { CompanyAccount } from '../../contracts';
import { buildPath } from '../routes';

/** What the builder offers, in its order: the elements, then the whole platform in an iframe. */
export const EMBED_CHOICES = [
  'programme',
  'exhibitors',
  'exhibitor-profile',
  'ticker',
  'logo-grid',
  'charity-highscore',
  'evaluation',
  'platform',
] as const;
export type EmbedChoice = (typeof EMBED_CHOICES)[number];
export type EmbedElementChoice = Exclude<EmbedChoice, 'platform'>;

/** The tag of each element choice. */
export const EMBED_TAGS = {
  programme: 'vmx-programme',
  exhibitors: 'vmx-exhibitors',
  'exhibitor-profile': 'vmx-exhibitor-profile',
  ticker: 'vmx-ticker',
  'logo-grid': 'vmx-logo-grid',
  'charity-highscore': 'vmx-charity-highscore',
  evaluation: 'vmx-evaluation',
} as const satisfies Record<EmbedElementChoice, `vmx-${string}`>;

/**
 * How a field is edited: a choice from its options (an empty choice leaves the attribute out: the element's default),
 * free text, a whole number, a date (YYYY-MM-DD), an http(s) address, or one of the event's companies.
 */
export type EmbedFieldKind = 'choice' | 'text' | 'number' | 'date' | 'url' | 'company';

export interface EmbedField {
  /** The attribute as written in HTML; for the platform, a setting of the iframe (page, title). */
  readonly name: string;
  readonly kind: EmbedFieldKind;
  readonly options?: readonly string[];
}

const PLATFORM_URL: EmbedField = { name: 'platform-url', kind: 'url' };
const PAGE_SIZE: EmbedField = { name: 'page-size', kind: 'number' };

/** The pages of the platform an iframe may open with. */
export const PLATFORM_PAGES = ['home', 'programme', 'exhibitors', 'charity'] as const;
export type PlatformPage = (typeof PLATFORM_PAGES)[number];

/** Each choice's fields (the common instance, event, language and api-base come from the builder's address). */
export const EMBED_FIELDS: Readonly<Record<EmbedChoice, readonly EmbedField[]>> = {
  programme: [
    // The views <vmx-programme> opens with (catalog.ts, view): grid and list are the sessions' two layouts.
    { name: 'view', kind: 'choice', options: ['sessions', 'grid', 'list', 'presentations', 'faculty', 'abstracts', 'posters', 'personal'] },
    { name: 'day', kind: 'date' },
    { name: 'filter', kind: 'choice', options: ['industry', 'industryspecial', 'scientificprogram'] },
    PAGE_SIZE,
    PLATFORM_URL,
  ],
  exhibitors: [
    { name: 'sort', kind: 'choice', options: ['alphabetically', 'ranking', 'booth'] },
    { name: 'include', kind: 'text' },
    { name: 'exclude', kind: 'text' },
    PAGE_SIZE,
    PLATFORM_URL,
  ],
  'exhibitor-profile': [
    { name: 'company-account-id', kind: 'company' },
    {
      name: 'tab',
      kind: 'choice',
      options: ['profile', 'products', 'meetings', 'webcasts', 'presentations', 'symposia', 'lounge', 'chat', 'files'],
    },
    PLATFORM_URL,
  ],
  ticker: [],
  'logo-grid': [PLATFORM_URL],
  'charity-highscore': [
    { name: 'view', kind: 'choice', options: ['projects', 'challenges', 'companies', 'participants'] },
    { name: 'project-id', kind: 'number' },
    PLATFORM_URL,
  ],
  evaluation: [{ name: 'session-id', kind: 'number' }, PLATFORM_URL],
  platform: [
    { name: 'page', kind: 'choice', options: PLATFORM_PAGES },
    { name: 'title', kind: 'text' },
  ],
};

/** The theme colours the builder sets (README, "Theme custom properties"); the iframe keeps the event's own. */
export const EMBED_COLOURS = ['--vmx-color-primary', '--vmx-color-text', '--vmx-color-background'] as const;
export type EmbedColour = (typeof EMBED_COLOURS)[number];

/** The defaults of those colours (ui/tokens.ts), shown in a colour field until one is picked. */
export const EMBED_COLOUR_DEFAULTS: Readonly<Record<EmbedColour, string>> = {
  '--vmx-color-primary': '#0b5cad',
  '--vmx-color-text': '#1b1f24',
  '--vmx-color-background': '#ffffff',
};

export interface EmbedAddress {
  readonly instance: string;
  readonly event: string;
  readonly language: string;
}

export interface EmbedInput extends EmbedAddress {
  readonly choice: EmbedChoice;
  /** The field values by name; empty or invalid ones are left out. */
  readonly values: Readonly<Record<string, string>>;
  readonly colours: Readonly<Partial<Record<EmbedColour, string>>>;
}

/**
 * The values a field contributes, after its check: a choice from its list, a whole number, a date, an http(s)
 * address; text and companies as given (escaped when written). An empty string means "left out".
 */
export function checkedValue(field: EmbedField, raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  switch (field.kind) {
    case 'choice':
      return field.options?.includes(value) ? value : '';
    case 'number':
      return /^\d{1,9}$/.test(value) ? String(Number(value)) : '';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
    case 'url':
      return /^https?:\/\/[^\s]+$/i.test(value) ? value : '';
    default:
      return value;
  }
}

/** A colour as #rrggbb (what a colour input gives), else left out. */
export function checkedColour(raw: string | undefined): string {
  return /^#[0-9a-f]{6}$/i.test(raw ?? '') ? raw!.toLowerCase() : '';
}

/** The style attribute's value of the colours picked ('' when none). */
export function colourStyle(colours: EmbedInput['colours']): string {
  return EMBED_COLOURS.flatMap((name) => {
    const value = checkedColour(colours[name]);
    return value ? [`${name}: ${value};`] : [];
  }).join(' ');
}

/**
 * The element's attributes in the order written: the common four (api-base as given: the public address in the
 * snippet, the builder's own server in its preview), then the choice's fields, then the colours as a style.
 */
export function elementAttributes(input: EmbedInput & { choice: EmbedElementChoice }, apiBase: string): [string, string][] {
  const attributes: [string, string][] = [
    ['instance', input.instance],
    ['event', input.event],
    ['language', input.language],
    ['api-base', apiBase],
  ];
  for (const field of EMBED_FIELDS[input.choice]) {
    const value = checkedValue(field, input.values[field.name]);
    if (value) attributes.push([field.name, value]);
  }
  const style = colourStyle(input.colours);
  if (style) attributes.push(['style', style]);
  return attributes;
}

/** The platform page an iframe opens, as a path of the platform (core/routes.ts). */
export function platformPagePath(page: string, address: EmbedAddress): string {
  const params = { instance: address.instance, event: address.event, language: address.language };
  switch (page as PlatformPage) {
    case 'programme':
      return buildPath('PagSearchPage', params);
    case 'exhibitors':
      return buildPath('IndustryLanding', params);
    case 'charity':
      return buildPath('CharityPage', params);
    default:
      return buildPath('HomePage', params);
  }
}

/** The iframe's src on base (the public address, or '/' for the preview): the page framed without its header. */
export function platformFrameSrc(input: EmbedInput, base: string): string {
  const page = checkedValue({ name: 'page', kind: 'choice', options: PLATFORM_PAGES }, input.values.page) || 'home';
  return `${base.replace(/\/+$/, '')}${platformPagePath(page, input)}?noheader=true`;
}

/** Text as an attribute value between double quotes: &, <, >, " and ' as entities. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function attributeText([name, value]: [string, string]): string {
  return value === '' ? name : `${name}="${escapeAttribute(value)}"`;
}

/** The public address as a base ending in one slash: https://congress.example/. */
export function publicBase(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/`;
}

/**
 * The snippet to paste: for an element the module script tag and the element; for the platform the iframe (data-vmx-frame,
 * its title) and vmx-frame.js. Every address starts at publicUrl, the server's public address.
 * defaultTitle: the iframe's title when none is typed (an iframe needs one for screen readers).
 */
export function embedSnippet(input: EmbedInput, publicUrl: string, defaultTitle: string): string {
  const base = publicBase(publicUrl);
  if (input.choice === 'platform') {
    const title = checkedValue({ name: 'title', kind: 'text' }, input.values.title) || defaultTitle;
    const frame: [string, string][] = [
      ['src', platformFrameSrc(input, base)],
      ['data-vmx-frame', ''],
      ['title', title],
    ];
    return [
      `<iframe ${frame.map(attributeText).join(' ')}></iframe>`,
      `<script src="${escapeAttribute(`${base}vmx-frame.js`)}"></script>`,
    ].join('\n');
  }
  const tag = EMBED_TAGS[input.choice];
  const attributes = elementAttributes({ ...input, choice: input.choice }, base);
  return [
    `<script type="module" src="${escapeAttribute(`${base}vmx.js`)}"></script>`,
    `<${tag} ${attributes.map(attributeText).join(' ')}></${tag}>`,
  ].join('\n');
}

/** The values a choice starts with: the programme its sessions, the links out to the platform at its public address. */
export function initialValues(choice: EmbedChoice, publicUrl: string): Record<string, string> {
  const base = publicBase(publicUrl);
  switch (choice) {
    case 'programme':
      return { view: 'sessions', 'platform-url': base };
    case 'charity-highscore':
      return { view: 'projects', 'platform-url': base };
    case 'evaluation':
      return { 'platform-url': base };
    case 'exhibitor-profile':
      return { tab: 'profile' };
    case 'platform':
      return { page: 'home' };
    default:
      return {};
  }
}

/**
 * The company an exhibitor's profile starts with: the first by ranking whose profile anyone sees at once (published,
 * not for healthcare professionals only, which would open with the HCP question), else the first by ranking.
 */
export function defaultCompany(
  companies: readonly Pick<CompanyAccount, 'CompanyAccountId' | 'Sort' | 'PublicationState' | 'HcpOnly'>[],
): string | null {
  const ranked = [...companies].sort((a, b) => a.Sort - b.Sort);
  return (ranked.find((company) => company.PublicationState === 0 && !company.HcpOnly) ?? ranked[0])?.CompanyAccountId ?? null;
}
