import { describe, expect, it } from 'vitest';
import { ELEMENT_DOCS } from '../../elements/catalog';
import {
  EMBED_CHOICES,
  EMBED_FIELDS,
  EMBED_TAGS,
  checkedValue,
  defaultCompany,
  embedSnippet,
  escapeAttribute,
  initialValues,
  type EmbedChoice,
  type EmbedInput,
} from './snippet';

const ADDRESS = { instance: 'demo', event: 'ehc2026', language: 'en-GB' } as const;
const PUBLIC = 'https://congress.example.org';

function input(choice: EmbedChoice, values: Record<string, string> = {}, colours: EmbedInput['colours'] = {}): EmbedInput {
  return { ...ADDRESS, choice, values, colours };
}

describe('the fields the builder offers', () => {
  it.each(EMBED_CHOICES.filter((choice) => choice !== 'platform'))("are attributes %s's element documents in the catalogue", (choice) => {
    const tag = EMBED_TAGS[choice];
    const doc = ELEMENT_DOCS.find((element) => element.tag === tag);
    expect(doc, tag).toBeDefined();
    const documented = doc!.attributes.map((attribute) => attribute.name);
    for (const field of EMBED_FIELDS[choice]) expect(documented, `${tag} ${field.name}`).toContain(field.name);
  });

  it('offer every view <vmx-programme> documents', () => {
    const view = ELEMENT_DOCS.find((element) => element.tag === 'vmx-programme')!.attributes.find(
      (attribute) => attribute.name === 'view',
    )!;
    for (const option of EMBED_FIELDS.programme.find((field) => field.name === 'view')!.options!)
      expect(view.description).toContain(`\`${option}\``);
  });
});

describe('embedSnippet', () => {
  it('writes the module script and the programme with its view, at the public address', () => {
    expect(embedSnippet(input('programme', { view: 'personal', 'page-size': '20' }), PUBLIC, '')).toBe(
      [
        '<script type="module" src="https://congress.example.org/vmx.js"></script>',
        '<vmx-programme instance="demo" event="ehc2026" language="en-GB" api-base="https://congress.example.org/" view="personal" page-size="20"></vmx-programme>',
      ].join('\n'),
    );
  });

  it.each([
    ['exhibitors', { sort: 'ranking', include: 'Platinum,Gold' }, 'vmx-exhibitors', ' sort="ranking" include="Platinum,Gold"'],
    [
      'exhibitor-profile',
      { 'company-account-id': 'ca-0030', tab: 'products' },
      'vmx-exhibitor-profile',
      ' company-account-id="ca-0030" tab="products"',
    ],
    ['ticker', {}, 'vmx-ticker', ''],
    ['logo-grid', { 'platform-url': 'https://congress.example.org/' }, 'vmx-logo-grid', ' platform-url="https://congress.example.org/"'],
    ['charity-highscore', { view: 'participants', 'project-id': '2' }, 'vmx-charity-highscore', ' view="participants" project-id="2"'],
    ['evaluation', { 'session-id': '10001' }, 'vmx-evaluation', ' session-id="10001"'],
  ] as const)('writes <%s> with its own attributes', (choice, values, tag, own) => {
    const element = embedSnippet(input(choice, values), PUBLIC, '').split('\n')[1];
    expect(element).toBe(
      `<${tag} instance="demo" event="ehc2026" language="en-GB" api-base="https://congress.example.org/"${own}></${tag}>`,
    );
  });

  it('writes the colours picked as custom properties in a style attribute', () => {
    const element = embedSnippet(
      input('ticker', {}, { '--vmx-color-primary': '#6A1B9A', '--vmx-color-background': '#fafafa' }),
      PUBLIC,
      '',
    );
    expect(element).toContain(' style="--vmx-color-primary: #6a1b9a; --vmx-color-background: #fafafa;"></vmx-ticker>');
  });

  it('leaves out what is not a colour, a listed choice, a number or an address', () => {
    const snippet = embedSnippet(
      input(
        'programme',
        { view: 'everything', 'page-size': '12abc', day: 'tomorrow', 'platform-url': 'javascript:alert(1)', sort: 'ranking' },
        { '--vmx-color-primary': 'red;background:url(x)' },
      ),
      PUBLIC,
      '',
    );
    expect(snippet.split('\n')[1]).toBe(
      '<vmx-programme instance="demo" event="ehc2026" language="en-GB" api-base="https://congress.example.org/"></vmx-programme>',
    );
  });

  it('escapes a value so that it cannot write HTML into the page', () => {
    const hostile = '"><script>alert(1)</script><b a=\'';
    const snippet = embedSnippet(input('exhibitor-profile', { 'company-account-id': hostile }), PUBLIC, '');
    expect(snippet).not.toContain('<script>alert');
    expect(snippet).toContain('company-account-id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&#39;"');
    const frame = embedSnippet(input('platform', { title: hostile }), PUBLIC, '');
    expect(frame).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b a=&#39;"');
    expect(escapeAttribute('a & b')).toBe('a &amp; b');
  });

  it('writes the platform as an iframe without its header, and vmx-frame.js', () => {
    expect(embedSnippet(input('platform', { page: 'programme' }), `${PUBLIC}/`, 'EHC 2026')).toBe(
      [
        '<iframe src="https://congress.example.org/demo/ehc2026/en-GB/search?noheader=true" data-vmx-frame title="EHC 2026"></iframe>',
        '<script src="https://congress.example.org/vmx-frame.js"></script>',
      ].join('\n'),
    );
    expect(embedSnippet(input('platform', { page: 'nowhere', title: 'Our congress' }), PUBLIC, 'EHC 2026').split('\n')[0]).toBe(
      '<iframe src="https://congress.example.org/home/demo/ehc2026/en-GB?noheader=true" data-vmx-frame title="Our congress"></iframe>',
    );
  });
});

describe('checkedValue and initialValues', () => {
  it('keeps a whole number as a number and a date as YYYY-MM-DD', () => {
    expect(checkedValue({ name: 'page-size', kind: 'number' }, ' 020 ')).toBe('20');
    expect(checkedValue({ name: 'day', kind: 'date' }, '2026-06-11')).toBe('2026-06-11');
  });

  it('points links out of the programme at the public address', () => {
    expect(initialValues('programme', PUBLIC)).toEqual({ view: 'sessions', 'platform-url': 'https://congress.example.org/' });
    expect(initialValues('ticker', PUBLIC)).toEqual({});
  });
});

describe('defaultCompany', () => {
  it('starts with the best-ranked company whose profile everyone sees at once', () => {
    const company = (id: string, Sort: number, PublicationState = 0, HcpOnly = false) => ({
      CompanyAccountId: id,
      Sort,
      PublicationState,
      HcpOnly,
    });
    expect(defaultCompany([company('b', 3), company('hcp', 1, 0, true), company('soon', 2, 1), company('a', 4)])).toBe('b');
    expect(defaultCompany([company('hcp', 2, 0, true), company('soon', 1, 1)])).toBe('soon');
    expect(defaultCompany([])).toBeNull();
  });
});
