import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  compositeOver,
  contrastRatio,
  minimumContrast,
  paintedBackground,
  readableOn,
  relativeLuminance,
  textOn,
  themeWithContrast,
} from './contrast';
import { parseColor } from './color';

const rgb = (hex: string) => parseColor(hex)!;

describe('WCAG contrast', () => {
  it('gives the relative luminance of WCAG 2.2: 0 for black, 1 for white, 0.2159 for #808080', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 10);
    expect(relativeLuminance([128, 128, 128])).toBeCloseTo(0.2159, 4);
  });

  it('gives the ratios WCAG and its tools quote: 21:1, 4.54:1 for #767676 and 4.48:1 for #777777 on white', () => {
    expect(contrastRatio(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#fff'), rgb('#000'))).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(rgb('#0b5cad'), rgb('#0b5cad'))).toBe(1);
  });

  it('composites a translucent colour over what it is painted on', () => {
    expect(compositeOver([0, 0, 0, 0.5], [255, 255, 255])).toEqual([127.5, 127.5, 127.5]);
    expect(compositeOver([11, 92, 173, 1], [255, 255, 255])).toEqual([11, 92, 173]);
    expect(compositeOver([11, 92, 173, 0], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('paints a stack of backgrounds down to the first opaque one, on white when none is opaque', () => {
    expect(paintedBackground([])).toEqual([255, 255, 255]);
    expect(
      paintedBackground([
        [0, 0, 0, 0],
        [11, 92, 173, 1],
        [255, 0, 0, 1],
      ]),
    ).toEqual([11, 92, 173]);
    expect(
      paintedBackground([
        [0, 0, 0, 0.5],
        [255, 255, 255, 1],
      ]),
    ).toEqual([127.5, 127.5, 127.5]);
    expect(paintedBackground([[255, 255, 255, 0.5]], [0, 0, 0])).toEqual([127.5, 127.5, 127.5]);
  });

  it('asks 4.5:1 of normal text and 3:1 of large text (24 px, or 18.66 px bold)', () => {
    expect(minimumContrast(16, 400)).toBe(AA_NORMAL_TEXT);
    expect(minimumContrast(23.9, 400)).toBe(AA_NORMAL_TEXT);
    expect(minimumContrast(24, 400)).toBe(AA_LARGE_TEXT);
    expect(minimumContrast(18.66, 700)).toBe(AA_LARGE_TEXT);
    expect(minimumContrast(18.66, 600)).toBe(AA_NORMAL_TEXT);
    expect(minimumContrast(18, 700)).toBe(AA_NORMAL_TEXT);
  });
});

describe('text on a colour and a colour as text', () => {
  it('puts text on a colour by the spec brightness rule (cutoff 130), which gives AA on the demo primary', () => {
    expect(textOn('#0b5cad')).toBe('#ffffff');
    expect(textOn('#ffbf47')).toBe('#000000');
    expect(contrastRatio(rgb(textOn('#0b5cad')), rgb('#0b5cad'))).toBeGreaterThan(AA_NORMAL_TEXT);
  });

  it('keeps a colour that is readable on the background as it is', () => {
    expect(readableOn('#0b5cad', '#ffffff')).toBe('#0b5cad');
    expect(readableOn('#767676', '#ffffff')).toBe('#767676');
  });

  it('darkens a light event colour on a light background, and lightens a dark one on a dark background, to 4.5:1', () => {
    for (const [colour, background] of [
      ['#ffbf47', '#ffffff'],
      ['#e07b00', '#ffffff'],
      ['#777777', '#ffffff'],
      ['#0b5cad', '#12263f'],
      ['#0b5cad', '#0b5cad'],
    ] as const) {
      const readable = readableOn(colour, background);
      expect(readable).not.toBe(colour);
      expect(contrastRatio(rgb(readable), rgb(background))).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
    expect(contrastRatio(rgb(readableOn('#ffbf47', '#ffffff', AA_LARGE_TEXT)), rgb('#ffffff'))).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
  });

  it('gives an unreadable colour back unchanged', () => {
    expect(readableOn('var(--x)', '#ffffff')).toBe('var(--x)');
    expect(readableOn('#0b5cad', 'transparent')).toBe('#0b5cad');
  });
});

describe('the event theme with contrast guaranteed', () => {
  const defaults = { 'color-background': '#ffffff', 'color-text': '#1b1f24', 'color-muted': '#57606a' };
  const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

  it('leaves a readable theme as it is, adding the text on primary and secondary by the brightness rule', () => {
    const theme = { 'color-primary': '#0b5cad', 'color-secondary': '#e07b00', 'color-text': '#1d2533', 'color-background': '#ffffff' };
    expect(themeWithContrast(theme, defaults)).toEqual({
      ...theme,
      'color-on-primary': '#ffffff',
      'color-on-secondary': '#000000',
      'color-text': '#1d2533',
    });
  });

  it('keeps the text colours a theme names for its primary and secondary', () => {
    expect(themeWithContrast({ 'color-primary': '#0b5cad', 'color-on-primary': '#fafafa' }, defaults)['color-on-primary']).toBe('#fafafa');
  });

  it('gives links a readable shade of a light primary colour, and leaves the primary itself for surfaces', () => {
    const themed = themeWithContrast({ 'color-primary': '#ffbf47' }, defaults);
    expect(themed['color-primary']).toBe('#ffbf47');
    expect(themed['color-on-primary']).toBe('#000000');
    expect(ratio(themed['color-link']!, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('makes the text and muted colours readable on a dark background, and the link too', () => {
    const themed = themeWithContrast({ 'color-background': '#101820', 'color-primary': '#0b5cad' }, defaults);
    for (const token of ['color-text', 'color-muted', 'color-link']) {
      expect(ratio(themed[token]!, '#101820'), token).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
  });

  it('sets nothing for an empty theme, so the defaults and the host page apply', () => {
    expect(themeWithContrast({}, defaults)).toEqual({});
  });
});
