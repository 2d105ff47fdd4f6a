import { describe, expect, it } from 'vitest';
import { raisesRerender, RERENDER_EVENT, withAppListView } from './menuRerender';
import { resolveMenuItems, type MenuContext } from './menu';
import type { MenuItemData } from './model';

describe('the rerender event of section 2', () => {
  it('is vmx-rerender, raised on the programme at a glance, the poster pages and the search pages only', () => {
    expect(RERENDER_EVENT).toBe('vmx-rerender');
    for (const page of [
      'ProgramPage',
      'PosterPage',
      'EPosterPage',
      'PagSearchPage',
      'PresentationSearchPage',
      'FacultySearchPage',
    ] as const)
      expect(raisesRerender(page)).toBe(true);
    for (const page of ['HomePage', 'SessionPage', 'LivePage', 'MyAreaPage'] as const) expect(raisesRerender(page)).toBe(false);
  });
});

describe("the app container's programme link", () => {
  const program = '/program/demo/ehc2026/en-GB';
  it('opens the list view inside the app', () => {
    expect(withAppListView(program, 'app', 'ehc2026')).toBe(`${program}?layout=list`);
    expect(withAppListView(`${program}?day=2#top`, 'app', 'ehc2026')).toBe(`${program}?day=2&layout=list#top`);
  });

  it('is left alone outside the app, for another edition, when it names a layout, and for other pages', () => {
    expect(withAppListView(program, null, 'ehc2026')).toBe(program);
    expect(withAppListView(program, 'terminal', 'ehc2026')).toBe(program);
    expect(withAppListView('/program/demo/ehc2025/en-GB', 'app', 'ehc2026')).toBe('/program/demo/ehc2025/en-GB');
    expect(withAppListView(`${program}?layout=grid`, 'app', 'ehc2026')).toBe(`${program}?layout=grid`);
    expect(withAppListView('/home/demo/ehc2026/en-GB', 'app', 'ehc2026')).toBe('/home/demo/ehc2026/en-GB');
    expect(withAppListView('https://elsewhere.example/program/demo/ehc2026/en-GB', 'app', 'ehc2026')).toBe(
      'https://elsewhere.example/program/demo/ehc2026/en-GB',
    );
  });

  it('is what the menu resolves a VMXProgram item to in the app', () => {
    const item: MenuItemData = {
      name: 'Programme',
      Displayname: '',
      icon: '',
      url: 'VMXProgram',
      target: '_self',
      dataType: '',
      qnaInstance: '',
      isDownload: false,
      subMenu: [],
      onlyInMobile: false,
      onlyInVMX: false,
      showMenuItem: true,
      display: '',
      startTime: null,
      endTime: null,
    };
    const context: Omit<MenuContext, 'container'> = {
      address: { instance: 'demo', event: 'ehc2026', language: 'en-GB' },
      now: Date.parse('2026-06-11T10:00:00Z'),
      superUser: false,
      mobile: true,
      contentMode: null,
      user: null,
      eventId: 2026,
      returnUrl: '/',
    };
    const resolve = (container: 'app' | null) => resolveMenuItems([item], { ...context, container }, () => 'Programme')[0]?.href;
    expect(resolve('app')).toBe(`${program}?layout=list`);
    expect(resolve(null)).toBe(program);
  });
});
