import { describe, expect, it } from 'vitest';
import { PAGE_TITLE_TEXTS, pageTitle, readablePageName, readableTitleKey } from './pageTitles';
import { ROUTE_NAMES } from './routes';

describe('readable page names', () => {
  it('exist for exactly the route names', () => {
    const named = Object.keys(PAGE_TITLE_TEXTS)
      .map((key) => key.slice('pageTitle.'.length))
      .sort();
    expect(named).toEqual([...ROUTE_NAMES].sort());
  });

  it('are the text pageTitle.<name>, with an English default for every route', () => {
    for (const name of ROUTE_NAMES) {
      expect(readableTitleKey(name)).toBe(`pageTitle.${name}`);
      expect(readablePageName({}, name)).toBeTruthy();
    }
  });

  it("follow the spec's readable titles", () => {
    expect(readablePageName({}, 'ProgramPage')).toBe('Programme');
    expect(readablePageName({}, 'IndustryLandingPage')).toBe('Exhibition');
    expect(readablePageName({}, 'SymposiaPage')).toBe('Satellites');
  });

  it('read as headings, not as route names (ours: instead of the spec\'s "Session Detail" and "Search Overview")', () => {
    expect(readablePageName({}, 'SessionPage')).toBe('Session');
    expect(readablePageName({}, 'PagSearchPage')).toBe('Search the programme');
    expect(readablePageName({}, 'AbstractSearchPage')).toBe('Abstracts');
    for (const title of Object.values(PAGE_TITLE_TEXTS)) expect(title).not.toMatch(/(Detail| Overview|Page)$/);
  });

  it('cover every readable title of docs/rules/content-areas.md section 2', () => {
    const titles = new Set<string>(Object.values(PAGE_TITLE_TEXTS));
    const spec = [
      'Home',
      'Programme',
      'Live',
      'Products',
      'Exhibition',
      'Satellites',
      'Meeting Hub',
      'Posters',
      'News',
      'Helpdesk',
      'My Area',
      'Contact',
      'Charity',
      'Jobs',
      'General Assembly',
      'Evaluation',
      'Preceptorships',
      'Faculty',
      'Presentation',
      'Notifications',
    ];
    expect(spec.filter((title) => !titles.has(title))).toEqual([]);
    expect(readablePageName({}, 'MyAreaPage')).toBe('My Area');
    expect(readablePageName({}, 'ContactPage')).toBe('Contact');
  });

  it("come from the event's text set when it has them", () => {
    expect(readablePageName({ 'pageTitle.HomePage': 'Startseite' }, 'HomePage')).toBe('Startseite');
  });
});

describe('pageTitle', () => {
  it('is the event name followed by the readable page name', () => {
    expect(pageTitle({ eventName: 'ESC Congress 2025', readableName: 'Programme', configuredTitle: null })).toBe(
      'ESC Congress 2025 - Programme',
    );
  });

  it('uses the default prefix VMX without an event name', () => {
    expect(pageTitle({ eventName: null, readableName: 'Home' })).toBe('VMX - Home');
    expect(pageTitle({ eventName: '  ', readableName: 'Home', defaultTitle: 'Congress' })).toBe('Congress - Home');
  });

  it('lets a configured title replace the readable name, unless it is blank', () => {
    expect(pageTitle({ eventName: 'ESC', readableName: 'Programme', configuredTitle: 'Scientific programme' })).toBe(
      'ESC - Scientific programme',
    );
    expect(pageTitle({ eventName: 'ESC', readableName: 'Programme', configuredTitle: ' ' })).toBe('ESC - Programme');
  });

  it('is just the prefix without a page name', () => {
    expect(pageTitle({ eventName: 'ESC', readableName: '' })).toBe('ESC');
  });
});
