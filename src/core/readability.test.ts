import { describe, expect, it } from 'vitest';
import { themeWithContrast } from './contrast';
import { contrastRatio, isReadableOn, themeIsReadable, themeTextColours } from './readability';

const DEFAULTS = { 'color-background': '#ffffff', 'color-text': '#1f2328', 'color-muted': '#57606a' };

describe('whether a theme is readable as it is', () => {
  it('is so for the default colours, a dark theme with light text, and a theme without colours', () => {
    expect(themeIsReadable({}, DEFAULTS)).toBe(true);
    expect(themeIsReadable({ 'color-primary': '#0b5cad' }, DEFAULTS)).toBe(true);
    expect(
      themeIsReadable(
        { 'color-background': '#111111', 'color-text': '#f0f0f0', 'color-muted': '#c0c0c0', 'color-link': '#9cc8ff' },
        DEFAULTS,
      ),
    ).toBe(true);
  });

  it('is not so for a pale link colour, or a dark background under the default text', () => {
    expect(themeIsReadable({ 'color-primary': '#ffe066' }, DEFAULTS)).toBe(false);
    expect(themeIsReadable({ 'color-background': '#101010' }, DEFAULTS)).toBe(false);
  });

  it('agrees with the nudging: a theme found readable comes back with only the text on its colours added', () => {
    const themes: Record<string, string>[] = [
      {},
      { 'color-primary': '#0b5cad' },
      { 'color-primary': '#ffe066' },
      { 'color-background': '#101010' },
    ];
    for (const theme of themes) {
      const nudged = themeWithContrast(theme, DEFAULTS);
      const { texts } = themeTextColours(theme, DEFAULTS);
      const changed = texts.some(({ token, color }) => color !== undefined && nudged[token] !== theme[token] && nudged[token] !== color);
      expect(changed).toBe(!themeIsReadable(theme, DEFAULTS));
    }
  });

  it('measures the WCAG ratio, and leaves a colour it cannot read as it is', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(isReadableOn('#767676', '#ffffff')).toBe(true);
    expect(isReadableOn('#777777', '#ffffff')).toBe(false);
    expect(isReadableOn('not a colour', '#ffffff')).toBe(true);
  });
});
