import { describe, expect, it } from 'vitest';
import { isComponentShown, parseVisibility, VISIBILITY_COMPONENTS } from './visibility';

const NOON = Date.parse('2026-05-10T12:00:00Z');

function rules(values: Record<string, unknown>) {
  return parseVisibility(Object.entries(values).map(([resourcename, value]) => ({ resourcename, resourcevalue: JSON.stringify(value) })))
    .visibility;
}

describe('component visibility (docs/rules/content-areas.md section 4, component time window)', () => {
  it('shows a component that has no rule', () => {
    expect(isComponentShown(rules({ ticker: { visible: false } }), 'logoGrid', NOON, false)).toBe(true);
  });

  it('hides a component whose rule says visible false, for super users too', () => {
    const hidden = rules({ logoGrid: { visible: false, startTime: null, endTime: null } });
    expect(isComponentShown(hidden, 'logoGrid', NOON, false)).toBe(false);
    expect(isComponentShown(hidden, 'logoGrid', NOON, true)).toBe(false);
  });

  it('shows a visible component only inside its time window: start inclusive, end exclusive', () => {
    const window = rules({ logoGrid: { visible: true, startTime: '2026-05-10T12:00:00Z', endTime: '2026-05-10T13:00:00Z' } });
    expect(isComponentShown(window, 'logoGrid', NOON - 1, false)).toBe(false);
    expect(isComponentShown(window, 'logoGrid', NOON, false)).toBe(true);
    expect(isComponentShown(window, 'logoGrid', NOON + 3_600_000 - 1, false)).toBe(true);
    expect(isComponentShown(window, 'logoGrid', NOON + 3_600_000, false)).toBe(false);
  });

  it('lets super users see a component outside its window', () => {
    const later = rules({ logoGrid: { visible: true, startTime: '2099-01-01T00:00:00Z', endTime: null } });
    expect(isComponentShown(later, 'logoGrid', NOON, false)).toBe(false);
    expect(isComponentShown(later, 'logoGrid', NOON, true)).toBe(true);
  });

  it('reads a rule whose visible flag is not a boolean as visible, with a warning', () => {
    const parsed = parseVisibility([{ resourcename: 'logoGrid', resourcevalue: '{"visible":"no"}' }]);
    expect(parsed.visibility.logoGrid).toEqual({ visible: true, startTime: null, endTime: null });
    expect(parsed.warnings).toEqual(['ComponentVisibility: logoGrid.visible is a string, not a boolean; using true']);
  });
});

describe('the components that have a ComponentVisibility rule', () => {
  it('are the time-limited components, named as the set names them', () => {
    expect(VISIBILITY_COMPONENTS).toEqual([
      'ticker',
      'logoGrid',
      'charityHighscore',
      'socialFeed',
      'tvWidget',
      'adBanners',
      'adPopup',
      'mobileCarousel',
      'networkingWidget',
    ]);
  });

  it.each(VISIBILITY_COMPONENTS.map((component) => [component]))(
    '%s: its rule hides it alone; a closed window too, but not for super users',
    (component) => {
      const others = VISIBILITY_COMPONENTS.filter((other) => other !== component);
      const always = Object.fromEntries(others.map((other) => [other, { visible: true, startTime: null, endTime: null }]));
      const hidden = rules({ ...always, [component]: { visible: false, startTime: null, endTime: null } });
      expect(isComponentShown(hidden, component, NOON, false)).toBe(false);
      expect(others.filter((other) => !isComponentShown(hidden, other, NOON, false))).toEqual([]);
      const closed = rules({ ...always, [component]: { visible: true, startTime: null, endTime: '2026-05-10T11:00:00Z' } });
      expect(isComponentShown(closed, component, NOON, false)).toBe(false);
      expect(isComponentShown(closed, component, NOON, true)).toBe(true);
      expect(others.filter((other) => !isComponentShown(closed, other, NOON, false))).toEqual([]);
    },
  );
});
