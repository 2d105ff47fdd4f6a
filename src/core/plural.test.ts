import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePlurals } from './plural';
import { translate } from './texts';
import { TEXT_CATALOGUE } from './textCatalogue';
import { TEXTS_DE_DE } from '../../server/db/seed/texts-de';

const TALKS = '{count, plural, one {# presentation} other {# presentations}}';
const VORTRAEGE = '{count, plural, one {# Vortrag} other {# Vorträge}}';

describe('plural forms in texts', () => {
  it('say "1 presentation" and "2 presentations" in English', () => {
    expect(resolvePlurals(TALKS, { count: 1 }, 'en-GB')).toBe('1 presentation');
    expect(resolvePlurals(TALKS, { count: 2 }, 'en-GB')).toBe('2 presentations');
    expect(resolvePlurals(TALKS, { count: 0 }, 'en-GB')).toBe('0 presentations');
  });

  it('say "1 Vortrag" and "3 Vorträge" in German, with the German number format', () => {
    expect(resolvePlurals(VORTRAEGE, { count: 1 }, 'de-DE')).toBe('1 Vortrag');
    expect(resolvePlurals(VORTRAEGE, { count: 3 }, 'de-DE')).toBe('3 Vorträge');
    expect(resolvePlurals(VORTRAEGE, { count: 1234 }, 'de-DE')).toBe('1.234 Vorträge');
  });

  it('choose by the language: a category another language has (few) is used where it applies', () => {
    const polish = '{n, plural, one {# wykład} few {# wykłady} many {# wykładów} other {# wykładu}}';
    expect(resolvePlurals(polish, { n: 1 }, 'pl')).toBe('1 wykład');
    expect(resolvePlurals(polish, { n: 3 }, 'pl')).toBe('3 wykłady');
    expect(resolvePlurals(polish, { n: 5 }, 'pl')).toBe('5 wykładów');
  });

  it('try an exact =N branch before the category', () => {
    const views = '{count, plural, =0 {No views yet} one {# view} other {# views}}';
    expect(resolvePlurals(views, { count: 0 }, 'en-GB')).toBe('No views yet');
    expect(resolvePlurals(views, { count: 1 }, 'en-GB')).toBe('1 view');
  });

  it('keep the text around the form and read a count given as a numeric string', () => {
    expect(resolvePlurals(`Showing ${TALKS} now`, { count: '1' }, 'en-GB')).toBe('Showing 1 presentation now');
  });

  it('take "other" for a value that is not a number, and leave a malformed form as written', () => {
    expect(resolvePlurals(TALKS, { count: 'many' }, 'en-GB')).toBe('many presentations');
    expect(resolvePlurals('{count, plural, one {# talk}}', { count: 1 }, 'en-GB')).toBe('{count, plural, one {# talk}}');
    expect(resolvePlurals('{count, plural, one {# talk', { count: 1 }, 'en-GB')).toBe('{count, plural, one {# talk');
  });

  it('fall back to English rules for an unknown language code', () => {
    expect(resolvePlurals(TALKS, { count: 1 }, 'not a language')).toBe('1 presentation');
  });

  it('work through translate, with other placeholders inside a branch', () => {
    const defaults = { 'x.rated': '{average} of 5 ({count, plural, one {# rating} other {# ratings}} by {who})' } as const;
    expect(translate({}, defaults, 'x.rated', { average: 4, count: 1, who: 'you' }, 'en-GB')).toBe('4 of 5 (1 rating by you)');
    expect(
      translate(
        { 'x.rated': '{average} von 5 ({count, plural, one {# Bewertung} other {# Bewertungen}})' },
        defaults,
        'x.rated',
        {
          average: 4,
          count: 2,
        },
        'de-DE',
      ),
    ).toBe('4 von 5 (2 Bewertungen)');
  });

  it('always give one of the branches for any whole count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('en-GB', 'de-DE', 'fr-FR', 'pl', 'ar'), (count, language) => {
        const out = resolvePlurals('{c, plural, zero {z#} one {o#} two {t#} few {f#} many {m#} other {x#}}', { c: count }, language);
        expect(out).toMatch(/^[zotfmx]\d/);
      }),
    );
  });
});

describe('counted texts of the text sets', () => {
  const english = (key: keyof typeof TEXT_CATALOGUE, count: number) => translate({}, TEXT_CATALOGUE, key, { count }, 'en-GB');
  const german = (key: keyof typeof TEXT_CATALOGUE, count: number) => translate(TEXTS_DE_DE, TEXT_CATALOGUE, key, { count }, 'de-DE');

  it('say "1 presentation", "1 view", "1 Vortrag" (defect: "1 presentations", "1 views", "1 Vorträge")', () => {
    expect(english('programme.count.presentations', 1)).toBe('1 presentation');
    expect(english('programme.presentationsOf', 1)).toBe('1 presentation');
    expect(english('exhibitors.profile.views', 1)).toBe('1 view');
    expect(german('programme.presentationsOf', 1)).toBe('1 Vortrag');
    expect(german('programme.count.sessions', 1)).toBe('1 Sitzung');
    expect(german('programme.count.sessions', 2500)).toBe('2.500 Sitzungen');
    expect(english('programme.count.sessions', 2500)).toBe('2,500 sessions');
  });

  it('never put a count straight before a noun without a plural form, in English or German', () => {
    // "{count} of {max}", "Show {count} more", "{count} active": words that do not change with the count.
    const counted = /\{(count|points|correct|rating)\} (?!(of|von|more|weitere|active|aktiv)\b)\p{L}/u;
    const all: [string, string][] = [...Object.entries(TEXT_CATALOGUE), ...Object.entries(TEXTS_DE_DE as Record<string, string>)];
    expect(all.filter(([, value]) => counted.test(value)).map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });
});
