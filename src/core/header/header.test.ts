import { describe, expect, it } from 'vitest';
import {
  bannerHidden,
  contentMode,
  cookieValue,
  DESKTOP_BANNER_HEIGHT,
  DESKTOP_BREAKPOINT,
  HEADER_BANNER_ROW_HEIGHT,
  HEADER_CLOCK_REFRESH_MS,
  MENU_BAR_HEIGHT,
  HEADER_LOGO_HEIGHT,
  HEADER_MAX_CONTENT_WIDTH,
  headerContainer,
  headerLayout,
  initials,
  internalPath,
  languageChoices,
  MAX_CONGRESS_ITEMS,
  menuItemTarget,
  MOBILE_BANNER_HEIGHT,
  MOBILE_CONTAINER_PADDING,
  MOBILE_CONTAINER_WIDTH_PERCENT,
  myCongressItems,
  NAVBAR_COLLAPSE_WIDTH,
  parseHeaderAppConfig,
  parseHeaderModel,
  qnaLink,
  resolveMenuItems,
  routeOfPageName,
  SCROLL_HIDE_THRESHOLD,
  sideNavigationOpen,
  TILE_NAVIGATION_COLUMNS,
  type MenuContext,
  type MenuItemData,
} from '.';

const address = { instance: 'demo', event: 'ehc2026', language: 'en-GB' };
const NOW = Date.parse('2026-06-11T10:00:00Z');

const context = (over: Partial<MenuContext> = {}): MenuContext => ({
  address,
  now: NOW,
  superUser: false,
  mobile: false,
  container: null,
  contentMode: null,
  user: null,
  eventId: 7,
  returnUrl: '/home/demo/ehc2026/en-GB',
  ...over,
});

/** A menu item as parseHeaderModel reads it from a partial server entry. */
function item(entry: Record<string, unknown>): MenuItemData {
  const { model, warnings } = parseHeaderModel({ menuItems: [entry] });
  expect(warnings).toEqual([]);
  return model.menuItems[0]!;
}

const readable = (route: string) => `readable ${route}`;

describe('menu item targets', () => {
  it('maps the header page names of docs/rules/content-areas.md section 2 and route names to their pages', () => {
    expect(routeOfPageName('VMXHome')).toBe('HomePage');
    expect(routeOfPageName('VMXProgram')).toBe('ProgramPage');
    expect(routeOfPageName('VMXLive')).toBe('LivePage');
    expect(routeOfPageName('VMXShowreel')).toBe('TvPage');
    expect(routeOfPageName('IndustryLanding')).toBe('IndustryLandingPage');
    expect(routeOfPageName('VMXSymposia')).toBe('SymposiaPage');
    expect(routeOfPageName('VMXMeetings')).toBe('MeetingHubPage');
    expect(routeOfPageName('VMXPoster')).toBe('PosterPage');
    expect(routeOfPageName('VMXNews')).toBe('NewsPage');
    expect(routeOfPageName('VMXDonation')).toBe('CharityPage');
    expect(routeOfPageName('SurveyPage')).toBe('SurveyPage');
    expect(routeOfPageName('Nothing')).toBeNull();
  });

  it('builds a page name into the address of the event', () => {
    expect(menuItemTarget('VMXLive', address)).toEqual({ href: '/live/demo/ehc2026/en-GB', route: 'LivePage', external: false });
    expect(menuItemTarget('SurveyPage', address)?.href).toBe('/demo/ehc2026/en-GB/survey');
  });

  it('reads a JSON route object, as text or as an object, filling in instance, event and language', () => {
    expect(menuItemTarget('{"name":"ContentPage","params":{"pageName":"imprint"},"query":{"x":1}}', address)?.href).toBe(
      '/demo/ehc2026/en-GB/page/imprint?x=1',
    );
    expect(menuItemTarget({ name: 'FacultySearchPage' }, address)).toEqual({
      href: '/demo/ehc2026/en-GB/facultySearch',
      route: 'FacultySearchPage',
      external: false,
    });
  });

  it('is no link for a route object that misses a required param, or broken JSON, or a page name that needs params', () => {
    expect(menuItemTarget({ name: 'ContentPage' }, address)).toBeNull();
    expect(menuItemTarget('{"name":', address)).toBeNull();
    expect(menuItemTarget('SessionPage', address)).toBeNull();
    expect(menuItemTarget({ name: 'NoSuchPage' }, address)).toBeNull();
  });

  it('keeps absolute http(s) URLs as external links, and relative paths, mailto and tel as links', () => {
    expect(menuItemTarget('https://example.org/x', address)).toEqual({ href: 'https://example.org/x', route: null, external: true });
    expect(menuItemTarget('/demo/ehc2026/en-GB/page/x', address)).toEqual({
      href: '/demo/ehc2026/en-GB/page/x',
      route: null,
      external: false,
    });
    expect(menuItemTarget('mailto:info@example.org', address)?.external).toBe(true);
    expect(menuItemTarget('tel:+4930123', address)?.href).toBe('tel:+4930123');
  });

  it('never makes a link of javascript:, data: or a bare word', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'www.example.org',
      'java\tscript:x',
      '',
      42,
      null,
    ]) {
      expect(menuItemTarget(url, address)).toBeNull();
    }
  });

  it('adds access_token, user_id, event_id, isApp and returnUrl to a Q&A link, before its hash', () => {
    const href = qnaLink('https://qna.example.org/ehc?room=1#top', {
      user: { accessToken: 'tok', userId: 42 },
      eventId: 7,
      container: 'app',
      returnUrl: '/home/demo/ehc2026/en-GB',
    });
    const url = new URL(href);
    expect(url.searchParams.get('room')).toBe('1');
    expect(url.searchParams.get('access_token')).toBe('tok');
    expect(url.searchParams.get('user_id')).toBe('42');
    expect(url.searchParams.get('event_id')).toBe('7');
    expect(url.searchParams.get('isApp')).toBe('true');
    expect(url.searchParams.get('returnUrl')).toBe('/home/demo/ehc2026/en-GB');
    expect(url.hash).toBe('#top');
  });

  it('gives a Q&A link the token only over https and only when someone is signed in', () => {
    const rest = { eventId: 7, container: null, returnUrl: '/home/demo/ehc2026/en-GB' } as const;
    expect(
      new URL(qnaLink('http://qna.example.org/ehc', { ...rest, user: { accessToken: 'tok', userId: 42 } })).searchParams.has(
        'access_token',
      ),
    ).toBe(false);
    expect(new URL(qnaLink('https://qna.example.org/ehc', { ...rest, user: null })).searchParams.has('access_token')).toBe(false);
    expect(
      new URL(qnaLink('https://qna.example.org/ehc', { ...rest, user: { accessToken: 'tok', userId: 42 } })).searchParams.get(
        'access_token',
      ),
    ).toBe('tok');
  });

  it('gives the path of a link to this site for the Url access check, and null for another site', () => {
    expect(internalPath('/live/demo/ehc2026/en-GB?x=1', 'http://localhost:8080')).toBe('/live/demo/ehc2026/en-GB');
    expect(internalPath('https://example.org/x', 'http://localhost:8080')).toBeNull();
  });
});

describe('resolveMenuItems', () => {
  it('resolves kinds: link, qnalink (with the user) and download', () => {
    const items = [
      item({ name: 'Live', Displayname: 'Live', url: 'VMXLive' }),
      item({ name: 'QnA', Displayname: 'Ask', url: 'https://qna.example.org/', dataType: 'qnalink' }),
      item({ name: 'Book', Displayname: 'Book', url: 'https://example.org/book.pdf', isDownload: true }),
    ];
    const [link, qna, download] = resolveMenuItems(items, context({ user: { accessToken: 't', userId: 5 } }), readable);
    expect(link).toMatchObject({ kind: 'link', href: '/live/demo/ehc2026/en-GB', route: 'LivePage', target: '_self', download: false });
    expect(qna?.kind).toBe('qnalink');
    expect(qna?.href).toContain('access_token=t');
    expect(qna?.target).toBe('_blank');
    expect(download).toMatchObject({ kind: 'download', download: true, external: true });
  });

  it('shows mobile-only items only on mobile widths', () => {
    const items = [item({ name: 'News', url: 'VMXNews', onlyInMobile: true })];
    expect(resolveMenuItems(items, context({ mobile: false }), readable)).toEqual([]);
    expect(resolveMenuItems(items, context({ mobile: true }), readable)).toHaveLength(1);
  });

  it('hides onlyInVMX items in the app and terminal containers, and items with showMenuItem false', () => {
    const items = [item({ name: 'Helpdesk', url: 'HelpdeskPage', onlyInVMX: true })];
    expect(resolveMenuItems(items, context(), readable)).toHaveLength(1);
    expect(resolveMenuItems(items, context({ container: 'app' }), readable)).toEqual([]);
    expect(resolveMenuItems(items, context({ container: 'terminal' }), readable)).toEqual([]);
    expect(resolveMenuItems([item({ name: 'x', url: 'VMXNews', showMenuItem: false })], context(), readable)).toEqual([]);
  });

  it('hides an item outside its time window, except for a super user', () => {
    const items = [item({ name: 'Reception', url: 'VMXNews', startTime: '2026-06-11T18:00:00Z', endTime: '2026-06-11T22:00:00Z' })];
    expect(resolveMenuItems(items, context(), readable)).toEqual([]);
    expect(resolveMenuItems(items, context({ superUser: true }), readable)).toHaveLength(1);
    expect(resolveMenuItems(items, context({ now: Date.parse('2026-06-11T18:00:00Z') }), readable)).toHaveLength(1);
    expect(resolveMenuItems(items, context({ now: Date.parse('2026-06-11T22:00:00Z') }), readable)).toEqual([]);
  });

  it('shows a content-mode item only in its mode, and every item when no mode is set', () => {
    const items = [item({ name: 'Industry', url: 'VMXNews', display: 'Industry' }), item({ name: 'All', url: 'VMXHome' })];
    expect(resolveMenuItems(items, context(), readable).map((i) => i.label)).toEqual(['Industry', 'All']);
    expect(resolveMenuItems(items, context({ contentMode: 'scientific' }), readable).map((i) => i.label)).toEqual(['All']);
    expect(resolveMenuItems(items, context({ contentMode: contentMode(' INDUSTRY ') }), readable).map((i) => i.label)).toEqual([
      'Industry',
      'All',
    ]);
    expect(contentMode('')).toBeNull();
  });

  it('keeps a parent without its own link for its submenu, and drops a dead item', () => {
    const items = [
      item({
        name: 'Programme',
        url: '',
        subMenu: [
          { name: 'Posters', url: 'VMXPoster' },
          { name: 'Bad', url: 'javascript:alert(1)' },
        ],
      }),
      item({ name: 'Dead', url: 'javascript:alert(1)' }),
    ];
    const resolved = resolveMenuItems(items, context(), readable);
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ label: 'Programme', href: null });
    expect(resolved[0]!.children.map((child) => child.label)).toEqual(['Posters']);
  });

  it('labels an item by Displayname, then name, then the readable page name', () => {
    const items = [
      item({ Displayname: 'Shown', name: 'n', url: 'VMXHome' }),
      item({ name: 'Named', url: 'VMXHome' }),
      item({ url: 'VMXLive' }),
    ];
    expect(resolveMenuItems(items, context(), readable).map((i) => i.label)).toEqual(['Shown', 'Named', 'readable LivePage']);
  });

  it('shows up to the configured number of my-congress items, 2 by default', () => {
    const items = resolveMenuItems(
      [item({ name: 'a', url: 'VMXHome' }), item({ name: 'b', url: 'VMXLive' }), item({ name: 'c', url: 'VMXNews' })],
      context(),
      readable,
    );
    expect(MAX_CONGRESS_ITEMS).toBe(2);
    expect(myCongressItems(items, MAX_CONGRESS_ITEMS).map((i) => i.label)).toEqual(['a', 'b']);
    expect(myCongressItems(items, 0)).toEqual([]);
    expect(parseHeaderModel({ config: { menu: {} } }).model.config.menu.maxCongressItems).toBe(2);
  });
});

describe('parseHeaderModel with bad input', () => {
  it('falls back to the default header for a reply that is not an object', () => {
    for (const reply of [null, 'html', [], 3]) {
      const { model, warnings } = parseHeaderModel(reply);
      expect(model.theme).toBe('one');
      expect(model.menuItems).toEqual([]);
      expect(warnings).toHaveLength(1);
    }
  });

  it('keeps what it can read and names every field it could not', () => {
    const { model, warnings } = parseHeaderModel({
      EventLogo: 5,
      EventLanguages: ['en-GB', 7, 'de-DE'],
      theme: 'four',
      menuItems: [
        'text',
        { name: 'ok', url: 'VMXHome', onlyInMobile: 'yes', startTime: 12 },
        { name: 'fine', url: 'VMXLive', target: 'somewhere' },
      ],
      config: {
        menu: { maxCongressItems: -1, bannerMenuItems: {} },
        tileNavigation: 'on',
        appNavigationItems: { bottomItems: [{ method: 'fly' }] },
      },
    });
    expect(model.EventLogo).toBe('5');
    expect(model.EventLanguages).toEqual(['en-GB', 'de-DE']);
    expect(model.theme).toBe('one');
    expect(model.menuItems.map((i) => i.name)).toEqual(['fine']);
    expect(model.menuItems[0]!.target).toBe('_self');
    expect(model.config.menu.maxCongressItems).toBe(2);
    expect(model.config.menu.bannerMenuItems).toEqual([]);
    expect(model.config.tileNavigation).toBe(false);
    expect(model.config.appNavigationItems.bottomItems).toEqual([]);
    for (const field of [
      'EventLanguages',
      'theme',
      'menuItems[0]',
      'menuItems[1].startTime',
      'menuItems[2].target',
      'maxCongressItems',
      'bannerMenuItems',
      'tileNavigation',
      'bottomItems[0].method',
    ]) {
      expect(warnings.some((warning) => warning.includes(field))).toBe(true);
    }
  });

  it('drops submenus nested deeper than two levels', () => {
    const deep = {
      name: 'a',
      url: 'VMXHome',
      subMenu: [{ name: 'b', url: 'VMXHome', subMenu: [{ name: 'c', url: 'VMXHome', subMenu: [{ name: 'd', url: 'VMXHome' }] }] }],
    };
    const { model, warnings } = parseHeaderModel({ menuItems: [deep] });
    expect(model.menuItems[0]!.subMenu[0]!.subMenu[0]!.subMenu).toEqual([]);
    expect(warnings.some((w) => w.includes('deeper'))).toBe(true);
  });

  it('reads the three themes, in any letter case', () => {
    expect(parseHeaderModel({ theme: 'Two' }).model.theme).toBe('two');
    expect(parseHeaderModel({ theme: 'three' }).model.theme).toBe('three');
  });
});

describe('parseHeaderAppConfig', () => {
  it('reads social media items and the terminal header image and promo video', () => {
    const parsed = parseHeaderAppConfig({
      defaults: {
        header: {
          menu: {
            socialMediaItems: [{ icon: 'LinkedIn', url: 'https://linkedin.com/x' }, { icon: 'x', url: 'javascript:alert(1)' }, 'bad'],
          },
        },
        terminal: {
          terminalHeaderImage: '/img/head.svg',
          promoVideo: { url: '/v.webm', images: ['/a.svg', 'javascript:x', '/b.svg', '/c.svg'] },
        },
      },
    });
    expect(parsed.socialMediaItems).toEqual([{ icon: 'linkedin', href: 'https://linkedin.com/x', target: '_blank' }]);
    expect(parsed.terminal).toEqual({ headerImage: '/img/head.svg', promoVideo: { url: '/v.webm', images: ['/a.svg', '/b.svg'] } });
    expect(parsed.warnings).toHaveLength(2);
  });

  it('falls back to none for wrong types, with warnings', () => {
    const parsed = parseHeaderAppConfig({
      defaults: { header: 'x', terminal: { terminalHeaderImage: 'javascript:alert(1)', promoVideo: 3 } },
    });
    expect(parsed.socialMediaItems).toEqual([]);
    expect(parsed.terminal).toEqual({ headerImage: null, promoVideo: null });
    expect(parsed.warnings).toHaveLength(3);
    expect(parseHeaderAppConfig({}).warnings).toEqual([]);
  });
});

describe('layout (docs/rules/shell-access-identity.md section 9)', () => {
  it('names the constants of section 9', () => {
    expect(DESKTOP_BREAKPOINT).toBe(1024);
    expect(NAVBAR_COLLAPSE_WIDTH).toBe(992);
    expect(HEADER_MAX_CONTENT_WIDTH).toBe(1400);
    expect(MOBILE_BANNER_HEIGHT).toBe(75);
    expect(DESKTOP_BANNER_HEIGHT).toBe(100);
    expect(HEADER_BANNER_ROW_HEIGHT).toBe(100);
    expect(HEADER_LOGO_HEIGHT).toBe(70);
    expect(MOBILE_CONTAINER_WIDTH_PERCENT).toBe(95);
    expect(MOBILE_CONTAINER_PADDING).toBe('0 .2rem');
    expect(SCROLL_HIDE_THRESHOLD).toBe(120);
    expect(HEADER_CLOCK_REFRESH_MS).toBe(1000);
    expect(TILE_NAVIGATION_COLUMNS).toBe(2);
  });

  it('switches to side navigation below 1024 px and collapses at 992 px', () => {
    expect(headerLayout({ width: 1024, isApp: false })).toMatchObject({
      sideNavigation: false,
      collapsed: false,
      mobileBanner: false,
      bannerHeight: 100,
    });
    expect(headerLayout({ width: 1023, isApp: false })).toMatchObject({
      sideNavigation: true,
      collapsed: false,
      mobileBanner: true,
      bannerHeight: 75,
    });
    expect(headerLayout({ width: 992, isApp: false }).collapsed).toBe(true);
    expect(headerLayout({ width: 993, isApp: false }).collapsed).toBe(false);
  });

  it('uses the mobile banner up to 2800 px in the app, and configured banner heights', () => {
    expect(headerLayout({ width: 2799, isApp: true }).mobileBanner).toBe(true);
    expect(headerLayout({ width: 2800, isApp: true }).mobileBanner).toBe(false);
    expect(headerLayout({ width: 500, isApp: false, mobileBannerHeight: 60 }).bannerHeight).toBe(60);
    expect(headerLayout({ width: 1500, isApp: false, desktopBannerHeight: -3 }).bannerHeight).toBe(100);
  });

  it('holds the banner row and, on a desktop site, the menu bar while the header loads', () => {
    expect(headerLayout({ width: 1280, isApp: false }).placeholderHeight).toBe(100 + MENU_BAR_HEIGHT);
    expect(headerLayout({ width: 800, isApp: false }).placeholderHeight).toBe(75);
    expect(headerLayout({ width: 3000, isApp: true }).placeholderHeight).toBe(100);
  });

  it('hides the banner beyond 120 px of scroll in the app, or when configured, and shows it again at the top', () => {
    expect(bannerHidden(121, { isApp: true, hideHeaderBannerOnScroll: false })).toBe(true);
    expect(bannerHidden(120, { isApp: true, hideHeaderBannerOnScroll: false })).toBe(false);
    expect(bannerHidden(0, { isApp: true, hideHeaderBannerOnScroll: true })).toBe(false);
    expect(bannerHidden(500, { isApp: false, hideHeaderBannerOnScroll: false })).toBe(false);
    expect(bannerHidden(500, { isApp: false, hideHeaderBannerOnScroll: true })).toBe(true);
  });

  it('closes the side navigation on a route change and at the desktop breakpoint', () => {
    expect(sideNavigationOpen(true, { routeChanged: false, width: 800 })).toBe(true);
    expect(sideNavigationOpen(true, { routeChanged: true, width: 800 })).toBe(false);
    expect(sideNavigationOpen(true, { routeChanged: false, width: 1024 })).toBe(false);
  });
});

describe('initials, languages, cookies', () => {
  it('takes initials from first and last name, J and D by default', () => {
    expect(initials('anna', 'müller')).toBe('AM');
    expect(initials(null, undefined)).toBe('JD');
    expect(initials('  ', 'Smith')).toBe('JS');
  });

  it('offers the language switch only when the event has more than one language', () => {
    expect(languageChoices(['en-GB'], 'en-GB')).toEqual([]);
    expect(languageChoices(['en-gb', 'en-GB'], 'en-GB')).toEqual([]);
    expect(languageChoices(['en-GB', 'de-DE', 'pt-BR'], 'de-de')).toEqual([
      { language: 'en-GB', flag: true, current: false },
      { language: 'de-DE', flag: true, current: true },
      { language: 'pt-BR', flag: false, current: false },
    ]);
  });

  it('reads a cookie by name', () => {
    expect(cookieValue('a=1; firstname=Ann%20Marie; lastname=Lee', 'firstname')).toBe('Ann Marie');
    expect(cookieValue('a=1', 'firstname')).toBeNull();
  });
});

describe('headerContainer', () => {
  it('takes the container from the query and remembers it; other values clear it', () => {
    expect(headerContainer({ container: 'App' }, { isApp: null, isTerminal: null })).toEqual({ container: 'app', remember: 'app' });
    expect(headerContainer({ container: 'terminal' }, { isApp: 'true', isTerminal: null })).toEqual({
      container: 'terminal',
      remember: 'terminal',
    });
    expect(headerContainer({ container: 'web' }, { isApp: 'true', isTerminal: null })).toEqual({ container: null, remember: 'none' });
  });

  it('falls back to the remembered flags when the address has no container', () => {
    expect(headerContainer({}, { isApp: 'true', isTerminal: null }).container).toBe('app');
    expect(headerContainer({}, { isApp: 'false', isTerminal: '1' }).container).toBe('terminal');
    expect(headerContainer({}, { isApp: null, isTerminal: null }).container).toBeNull();
  });
});
