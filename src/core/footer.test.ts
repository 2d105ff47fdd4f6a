import { describe, expect, it } from 'vitest';
import { footerShows } from './chrome';
import {
  FOOTER_IFRAME_HEIGHT_PX,
  footerVisible,
  parseFooterBox,
  parseFooterModel,
  parseFooterSettings,
  safeCssColour,
  visibleComponents,
  type FooterComponent,
} from './footer';

const MODEL = {
  Template: 'Large',
  Logo: '/media/logo/footer.svg',
  LogoUrl: 'https://society.example.org',
  Text: '<p>European Health Society</p>',
  TextCopyright: '© 2026 European Health Society',
  Background: '#102a43',
  TextColor: 'white',
  LinkColor: 'rgb(255, 191, 71)',
  Links: [
    {
      Name: 'Legal',
      Description: 'The small print',
      Links: [
        { Name: 'Imprint', Url: '/demo/footer/imprint.html', Open: 'modal', Icon: null },
        { Name: 'Terms of use', Url: '/demo/footer/terms.html', Open: null, Type: 'terms' },
        { Name: 'Society website', Url: 'https://society.example.org', Open: '_blank' },
        { Name: 'Bad', Url: 'javascript:alert(1)', Open: 'modal' },
      ],
    },
  ],
  Icons: [{ Name: 'LinkedIn', Url: 'https://linkedin.example/ehs', Open: '_blank', Icon: '/demo/footer/linkedin.svg' }],
  Grids: [
    [
      { name: 'FooterBox', props: { title: 'Congress office' }, size: 4, gridAreas: null, draft: false, inAppAppearanceActive: true },
      { name: 'LogoGrid', props: {}, size: 8 },
    ],
  ],
  SessionColor: '#e07b00',
};

describe('parseFooterModel', () => {
  it('reads the template, logo, texts, colours, link groups, icons, grids and session colour', () => {
    const { footer, warnings } = parseFooterModel(MODEL, undefined);
    expect(footer.template).toBe('Large');
    expect(footer.logo).toEqual({ src: '/media/logo/footer.svg', href: 'https://society.example.org' });
    expect(footer.textHtml).toBe('<p>European Health Society</p>');
    expect(footer.copyright).toBe('© 2026 European Health Society');
    expect(footer.colours).toEqual({ background: '#102a43', text: 'white', link: 'rgb(255, 191, 71)' });
    expect(footer.groups[0]!.links).toEqual([
      { label: 'Imprint', href: '/demo/footer/imprint.html', modal: true, newTab: false, icon: null },
      { label: 'Terms of use', href: '/demo/footer/terms.html', modal: true, newTab: false, icon: null },
      { label: 'Society website', href: 'https://society.example.org', modal: false, newTab: true, icon: null },
      { label: 'Bad', href: null, modal: false, newTab: false, icon: null },
    ]);
    expect(footer.icons).toEqual([
      { label: 'LinkedIn', href: 'https://linkedin.example/ehs', modal: false, newTab: true, icon: '/demo/footer/linkedin.svg' },
    ]);
    expect(footer.grids).toHaveLength(1);
    expect(footer.grids[0]!.map((c) => [c.name, c.size])).toEqual([
      ['FooterBox', 4],
      ['LogoGrid', 8],
    ]);
    expect(footer.sessionColor).toBe('#e07b00');
    expect(warnings).toEqual(['FooterModel: Links[0].Links[3].Url may not be a link; shown as text']);
  });

  it('never makes a javascript: address a link, and never lets one open in the modal', () => {
    const { footer } = parseFooterModel(MODEL, undefined);
    const bad = footer.groups[0]!.links[3]!;
    expect(bad.href).toBeNull();
    expect(bad.modal).toBe(false);
  });

  it('falls back to the defaults with a warning for a malformed model', () => {
    for (const broken of ['<html>', 42, [1, 2]]) {
      const { footer, warnings } = parseFooterModel(broken, undefined);
      expect(footer.template).toBe('Small');
      expect(footer.groups).toEqual([]);
      expect(warnings[0]).toMatch(/^FooterModel: is /);
    }
    const { footer, warnings } = parseFooterModel(
      { Template: 'Huge', Background: 'red; position: fixed', Links: 'none', Grids: {} },
      undefined,
    );
    expect(footer.template).toBe('Small');
    expect(footer.colours.background).toBeNull();
    expect(warnings).toEqual([
      'FooterModel: Template "Huge" is not Small or Large; using Small',
      "FooterModel: Background is not a colour; using the theme's",
      'FooterModel: Links is a string, not a list; no links',
      'FooterModel: Grids is an object, not a list of grids; no grids',
    ]);
  });

  it('uses the industry config footerGrids when the model has no grids', () => {
    const industry = { footerGrids: [{ components: [{ name: 'Html', props: { html: '<b>Industry</b>' } }] }] };
    const { footer } = parseFooterModel({ ...MODEL, Grids: [] }, industry);
    expect(footer.grids).toEqual([
      [{ name: 'Html', props: { html: '<b>Industry</b>' }, size: 12, gridArea: null, draft: false, inAppAppearanceActive: true }],
    ]);
    // The model's own grids win.
    expect(parseFooterModel(MODEL, industry).footer.grids[0]![0]!.name).toBe('FooterBox');
    expect(parseFooterModel({}, 'grids').warnings).toEqual(['config_json: industryConfig is a string, not an object; no footer grids']);
  });

  it('leaves out unknown components and ignores bad sizes and grid areas', () => {
    const { footer, warnings } = parseFooterModel(
      { Grids: [[{ name: 'Marquee' }, { name: 'Html', size: 13, gridAreas: '1 / 1; color: red' }], 'row'] },
      undefined,
    );
    expect(footer.grids).toEqual([[{ name: 'Html', props: {}, size: 12, gridArea: null, draft: false, inAppAppearanceActive: true }]]);
    expect(warnings).toEqual([
      'FooterModel: Grids[0][0].name "Marquee" is not a footer component (FooterBox, LogoGrid, Html); left out',
      'FooterModel: Grids[0][1].size is not a whole number from 1 to 12; using 12',
      'FooterModel: Grids[0][1].gridAreas is not a grid-area value; ignored',
      'FooterModel: Grids[1] is a string, not a list of components; left out',
    ]);
  });
});

describe('parseFooterBox', () => {
  it('reads title, links, address lines, telephone, website and e-mail', () => {
    const warnings: string[] = [];
    const box = parseFooterBox(
      {
        title: 'Congress office',
        links: [{ Name: 'Contact', Url: '/contact/demo/ehc2026/en-GB' }],
        addressLines: ['EHS Congress Office', 'Unter den Linden 1', '', 7, '10117 Berlin'],
        tel: '+49 (30) 1234-567',
        website: 'https://www.ehc2026.example/',
        email: 'office@ehc2026.example',
      },
      'box',
      warnings,
    );
    expect(box).toEqual({
      title: 'Congress office',
      links: [{ label: 'Contact', href: '/contact/demo/ehc2026/en-GB', modal: false, newTab: false, icon: null }],
      addressLines: ['EHS Congress Office', 'Unter den Linden 1', '10117 Berlin'],
      tel: { label: '+49 (30) 1234-567', href: 'tel:+49301234567' },
      website: { label: 'www.ehc2026.example', href: 'https://www.ehc2026.example/' },
      email: { label: 'office@ehc2026.example', href: 'mailto:office@ehc2026.example' },
    });
    expect(warnings).toEqual([]);
  });

  it('leaves out a website that is not http(s) and an address that is not an e-mail', () => {
    const warnings: string[] = [];
    const box = parseFooterBox({ website: 'javascript:alert(1)', email: 'not an address', tel: 'call us' }, 'box', warnings);
    expect([box.website, box.email, box.tel]).toEqual([null, null, null]);
    expect(warnings).toEqual(['box.website is not an http(s) address; left out', 'box.email is not an e-mail address; left out']);
  });
});

describe('visibleComponents', () => {
  const component = (draft: boolean, inAppAppearanceActive: boolean): FooterComponent => ({
    name: 'Html',
    props: {},
    size: 12,
    gridArea: null,
    draft,
    inAppAppearanceActive,
  });
  const row = [component(false, true), component(true, true), component(false, false)];

  it('shows drafts only to those who see drafts, and in the app only components active there', () => {
    expect(visibleComponents(row, { isApp: false, seesDrafts: false })).toEqual([row[0], row[2]]);
    expect(visibleComponents(row, { isApp: false, seesDrafts: true })).toEqual(row);
    expect(visibleComponents(row, { isApp: true, seesDrafts: false })).toEqual([row[0]]);
  });
});

describe('footer settings and visibility', () => {
  it('hides the footer with noheader, on disabled pages and in the app when configured', () => {
    const { settings, warnings } = parseFooterSettings({
      footer: { hideInApp: true, disabledPages: ['SubmissionPage'] },
      defaults: { terminal: { terminalFooterImage: '/demo/footer/terminal.svg' } },
    });
    expect(warnings).toEqual([]);
    expect(settings.terminalFooterImage).toBe('/demo/footer/terminal.svg');
    expect(footerVisible('HomePage', footerShows({ noheader: false }), settings, false)).toBe(true);
    expect(footerVisible('HomePage', footerShows({ noheader: true }), settings, false)).toBe(false);
    expect(footerVisible('SubmissionPage', true, settings, false)).toBe(false);
    expect(footerVisible('HomePage', true, settings, true)).toBe(false);
  });

  it('shows the footer by default and warns about malformed settings', () => {
    const { settings, warnings } = parseFooterSettings({
      footer: { hideInApp: 'yes', disabledPages: 'all' },
      defaults: { terminal: { terminalFooterImage: 'javascript:x' } },
    });
    expect(settings).toEqual({ hideInApp: false, disabledPages: [], terminalFooterImage: null });
    expect(warnings).toHaveLength(3);
    expect(footerVisible('HomePage', true, settings, true)).toBe(true);
  });
});

describe('constants and colours', () => {
  it('opens imprint, terms and help in an 800 px tall iframe', () => {
    expect(FOOTER_IFRAME_HEIGHT_PX).toBe(800);
  });

  it('accepts hex, rgb/hsl and keyword colours and nothing that could end a style', () => {
    expect(['#fff', '#0b5cad', 'rgb(1, 2, 3)', 'hsl(210 50% 40%)', 'rebeccapurple'].map(safeCssColour)).toEqual([
      '#fff',
      '#0b5cad',
      'rgb(1, 2, 3)',
      'hsl(210 50% 40%)',
      'rebeccapurple',
    ]);
    expect(['#ggg', 'red; x: y', 'url(x)', 'expression(alert(1))', 3].map(safeCssColour)).toEqual([null, null, null, null, null]);
  });
});
