import { describe, expect, it } from 'vitest';
import {
  POSTER_QUERY,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  clampZoom,
  fitScale,
  pageAfter,
  posterIdOf,
  posterKindOf,
  viewerKeyAction,
  zoomAfter,
} from './posterViewer';

describe('poster viewer constants', () => {
  it('pins the zoom bounds, step and the address parameter', () => {
    expect(ZOOM_MIN).toBe(0.25);
    expect(ZOOM_MAX).toBe(5);
    expect(ZOOM_STEP).toBe(1.25);
    expect(POSTER_QUERY).toBe('poster');
  });
});

describe('viewerKeyAction', () => {
  it.each([
    ['+', 'zoomIn'],
    ['=', 'zoomIn'],
    ['-', 'zoomOut'],
    ['0', 'fit'],
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
  ])('%s does %s', (key, action) => expect(viewerKeyAction(key)).toBe(action));

  it('leaves Escape, Tab and letters to the dialog and the page', () => {
    for (const key of ['Escape', 'Tab', 'a', ' ', 'Enter']) expect(viewerKeyAction(key)).toBeNull();
  });
});

describe('pageAfter', () => {
  it('turns pages within 1..count', () => {
    expect(pageAfter('next', 1, 3)).toBe(2);
    expect(pageAfter('next', 3, 3)).toBe(3);
    expect(pageAfter('previous', 1, 3)).toBe(1);
    expect(pageAfter('previous', 3, 3)).toBe(2);
    expect(pageAfter('first', 3, 3)).toBe(1);
    expect(pageAfter('last', 1, 3)).toBe(3);
  });

  it('keeps a one-page poster (an image) on page 1 and mends a page out of range', () => {
    expect(pageAfter('next', 1, 1)).toBe(1);
    expect(pageAfter('last', 1, 0)).toBe(1);
    expect(pageAfter('zoomIn', 9, 3)).toBe(3);
  });
});

describe('zoom', () => {
  it('steps by 1.25 and comes back to the same zoom', () => {
    expect(zoomAfter('zoomIn', 1)).toBe(1.25);
    expect(zoomAfter('zoomOut', zoomAfter('zoomIn', 1))).toBe(1);
    expect(zoomAfter('zoomOut', 1)).toBe(0.8);
  });

  it('stops at a quarter and at five times, and 0 fits again', () => {
    expect(zoomAfter('zoomIn', 4.9)).toBe(5);
    expect(zoomAfter('zoomOut', 0.26)).toBe(0.25);
    expect(zoomAfter('fit', 3)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('fits a page whole into the box', () => {
    expect(fitScale({ width: 842, height: 595 }, { width: 421, height: 1000 })).toBe(0.5);
    expect(fitScale({ width: 100, height: 200 }, { width: 1000, height: 400 })).toBe(2);
    expect(fitScale({ width: 0, height: 200 }, { width: 1000, height: 400 })).toBe(1);
  });
});

describe('posterKindOf and posterIdOf', () => {
  it('tells PDFs from pictures by the file name', () => {
    expect(posterKindOf('/media/posters/2026/100001.pdf')).toBe('pdf');
    expect(posterKindOf('https://cdn.example/p/1.PDF?v=2')).toBe('pdf');
    expect(posterKindOf('/media/posters/2026/100002.svg')).toBe('image');
    expect(posterKindOf('poster.jpeg#top')).toBe('image');
    expect(posterKindOf('poster.docx')).toBeNull();
    expect(posterKindOf(null)).toBeNull();
  });

  it('reads the poster id from the address', () => {
    expect(posterIdOf('?poster=100123')).toBe(100123);
    expect(posterIdOf('?q=x&poster=%20100123%20')).toBe(100123);
    expect(posterIdOf('?poster=abc')).toBeNull();
    expect(posterIdOf('')).toBeNull();
  });
});
