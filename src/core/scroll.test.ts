import { describe, expect, it } from 'vitest';
import { anchorId, backToTopShows, BACK_TO_TOP_THRESHOLD_PX, scrollPlan, SCROLL_TO_ANCHOR_DELAY_MS } from './scroll';

describe('scrolling on navigation', () => {
  it('scroll to anchor delay is 500 ms (section 9)', () => {
    expect(SCROLL_TO_ANCHOR_DELAY_MS).toBe(500);
  });
  it('goes to the top without a hash', () => {
    expect(scrollPlan({ hash: '', embedded: false, restoring: false })).toEqual({ kind: 'top' });
    expect(scrollPlan({ hash: '#', embedded: false, restoring: false })).toEqual({ kind: 'top' });
  });
  it('goes to the hash anchor after 500 ms', () => {
    expect(scrollPlan({ hash: '#opening-hours', embedded: false, restoring: false })).toEqual({
      kind: 'anchor',
      id: 'opening-hours',
      delayMs: 500,
    });
  });
  it('never scrolls when embedded in a parent frame', () => {
    expect(scrollPlan({ hash: '', embedded: true, restoring: false })).toEqual({ kind: 'none' });
    expect(scrollPlan({ hash: '#a', embedded: true, restoring: false })).toEqual({ kind: 'none' });
  });
  it('leaves back and forward to the browser', () => {
    expect(scrollPlan({ hash: '#a', embedded: false, restoring: true })).toEqual({ kind: 'none' });
  });
  it('decodes the anchor id and refuses an undecodable one', () => {
    expect(anchorId('#a%20b')).toBe('a b');
    expect(anchorId('#%E0%A4%A')).toBeNull();
    expect(scrollPlan({ hash: '#%E0%A4%A', embedded: false, restoring: false })).toEqual({ kind: 'top' });
  });
});

describe('back-to-top button', () => {
  it('shows only past the threshold', () => {
    expect(backToTopShows(0)).toBe(false);
    expect(backToTopShows(BACK_TO_TOP_THRESHOLD_PX)).toBe(false);
    expect(backToTopShows(BACK_TO_TOP_THRESHOLD_PX + 1)).toBe(true);
  });
});
