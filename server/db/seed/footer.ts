/**
 * The demo footer and the shell's third-party widgets (docs/rules/shell-access-identity.md sections 2 and 3): the
 * footer model of each event and language (GET /api/Core/FooterModel), and the config_json keys of the
 * widgets and the cookie banner.
 *
 * ehc2026, the live demo, shows the footer without banner or widgets, so that the other pages and their
 * browser tests are not covered by them. ehc2025 shows the cookie banner and every widget; its widget
 * addresses are same-origin files under demo/widgets/ (no external host is reachable in tests), each
 * of which puts a visible marker on the page when it loads.
 */
import { FOOTER_MODEL_RESOURCE, type FooterGridComponentReply, type FooterModelReply } from '../../../src/contracts';
import type { ResourceTable } from '../schema';
import { LANGUAGES, type EventSeed, type SeedLanguage } from './catalogue';

const WORDS = {
  'en-GB': {
    legal: 'Legal',
    legalDescription: 'Imprint, terms of use and help',
    imprint: 'Imprint',
    terms: 'Terms of use',
    help: 'Help',
    society: 'Society website',
    office: 'Congress office',
    contact: 'Contact us',
    text: '<p><strong>European Health Society</strong> – advancing health care across Europe.</p>',
    copyright: '© 2026 European Health Society. All rights reserved.',
    address: ['EHS Congress Office', 'Unter den Linden 1', '10117 Berlin', 'Germany'],
    follow: 'Follow us',
  },
  'de-DE': {
    legal: 'Rechtliches',
    legalDescription: 'Impressum, Nutzungsbedingungen und Hilfe',
    imprint: 'Impressum',
    terms: 'Nutzungsbedingungen',
    help: 'Hilfe',
    society: 'Website der Gesellschaft',
    office: 'Kongressbüro',
    contact: 'Kontakt',
    text: '<p><strong>European Health Society</strong> – für eine bessere Gesundheitsversorgung in Europa.</p>',
    copyright: '© 2026 European Health Society. Alle Rechte vorbehalten.',
    address: ['EHS Kongressbüro', 'Unter den Linden 1', '10117 Berlin', 'Deutschland'],
    follow: 'Folgen Sie uns',
  },
} as const;

const component = (
  name: string,
  size: number,
  props: Record<string, unknown> = {},
  extra: Partial<FooterGridComponentReply> = {},
): FooterGridComponentReply => ({
  name,
  props,
  size,
  gridAreas: null,
  draft: false,
  inAppAppearanceActive: true,
  ...extra,
});

export function footerModel(event: EventSeed, language: SeedLanguage): FooterModelReply {
  const w = WORDS[language];
  const address = `demo/${event.row.short}/${language}`;
  return {
    Template: 'Large',
    Logo: '/demo/footer/society-logo.svg',
    LogoUrl: 'https://society.example.org',
    Text: w.text,
    TextCopyright: w.copyright,
    Background: '#102a43',
    TextColor: '#ffffff',
    LinkColor: '#ffd27a',
    Links: [
      {
        Name: w.legal,
        Description: w.legalDescription,
        Links: [
          { Name: w.imprint, Url: `/demo/footer/imprint.html?lang=${language}`, Open: 'modal', Icon: null, Type: 'imprint' },
          { Name: w.terms, Url: `/demo/footer/terms.html?lang=${language}`, Open: 'modal', Icon: null, Type: 'terms' },
          { Name: w.help, Url: `/demo/footer/help.html?lang=${language}`, Open: 'modal', Icon: null, Type: 'help' },
          { Name: w.society, Url: 'https://society.example.org', Open: '_blank', Icon: null },
        ],
      },
    ],
    Icons: [
      { Name: 'LinkedIn', Url: 'https://www.linkedin.com/company/example-society', Open: '_blank', Icon: '/demo/footer/linkedin.svg' },
      { Name: 'YouTube', Url: 'https://www.youtube.com/@example-society', Open: '_blank', Icon: '/demo/footer/youtube.svg' },
    ],
    Grids: [
      [
        component('FooterBox', 4, {
          title: w.office,
          links: [{ Name: w.contact, Url: `/contact/${address}` }],
          addressLines: w.address,
          tel: '+49 30 1234 5670',
          website: 'https://www.ehc2026.example',
          email: 'office@ehc2026.example',
        }),
        component('LogoGrid', 8),
      ],
      // A draft: only super users see it, until it is published.
      [component('Html', 12, { html: '<p>Next year: EHC 2027 in Vienna.</p>' }, { draft: true })],
    ],
    SessionColor: '#e07b00',
  };
}

/** The FooterModel resource rows of an event, one per language. */
export function footerModelResources(event: EventSeed): ResourceTable[] {
  return LANGUAGES.map((language) => ({
    event_id: event.row.id,
    setname: FOOTER_MODEL_RESOURCE.setname,
    language,
    resourcename: FOOTER_MODEL_RESOURCE.resourcename,
    resourcevalue: JSON.stringify(footerModel(event, language)),
  }));
}

/** The config_json keys of the footer, the cookie banner and the widgets. */
export function footerConfig(event: EventSeed, language: SeedLanguage) {
  const widgets = event.row.short === 'ehc2025';
  return {
    showCookieBanner: widgets,
    showAnalyticsText: true,
    showAdobeTypekitText: true,
    footer: { hideInApp: false, disabledPages: ['SubmissionPage'] },
    // The industry pages' grids, used when a footer model has none (section 2).
    industryConfig: { footerGrids: [[component('LogoGrid', 12)]] },
    freshworks: widgets ? { url: '/demo/widgets/helpdesk.js', id: '201000000' } : null,
    FreshChatAllPages: {
      freshChatToken: widgets ? 'demo-freshchat-token' : '',
      enableChat: widgets,
      freshChatScript: '/demo/widgets/chat.js',
    },
    tvWidget: {
      active: widgets,
      image: '/demo/widgets/tv.svg',
      video: null,
      url: `/tv/demo/${event.row.short}/${language}`,
    },
    networkingWidget: widgets,
    networkingWidgetForApp: false,
    networkingWidgetJS: '/demo/widgets/networking.js',
    networkingWidgetCSS: null,
    networkingWidgetSettings: { websocket_server_address: null, api_base_addr: null, useManageIds: false },
    gtagConfig: { isActive: widgets, gtagScript: '/demo/widgets/gtag.js?id=G-DEMO2025' },
  };
}
