import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageSwitchPath } from './context';
import { DEFAULT_LANGUAGE, LANGUAGE_FLAGS, LANGUAGE_MAP, mapLanguage } from './language';
import { ROUTE_SHAPES, type RouteName } from './routes';

describe('the spec’s language constants, as literal values', () => {
  it('pins the fallback language, the language map and the flags of docs/rules section 9', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_MAP).toEqual({ de: 'de-DE', en: 'en-US' });
    expect(LANGUAGE_FLAGS).toEqual(['en-GB', 'de-DE', 'fr-FR', 'it-IT', 'en-US', 'es-ES', 'zh-CN', 'tr-TR']);
  });

  it('maps a bare de and en to de-DE and en-US, in any case, and keeps every other code', () => {
    expect(mapLanguage('de')).toBe('de-DE');
    expect(mapLanguage('EN')).toBe('en-US');
    expect(mapLanguage('en-GB')).toBe('en-GB');
    expect(mapLanguage('de_at')).toBe('de-AT');
    expect(mapLanguage('fr')).toBe('fr');
    expect(mapLanguage('')).toBe('en-US');
    expect(mapLanguage(null)).toBe('en-US');
  });
});

/** The routes whose address is the spec's /{first path segment}/{instance}/{event}/{language}. */
const NAME_FIRST = (Object.entries(ROUTE_SHAPES) as [RouteName, readonly string[]][])
  .map(([name, shapes]) => [name, /^\/([a-z]+)\/:instance\/:event\/:language$/.exec(shapes[0]!)?.[1]] as const)
  .filter((entry): entry is readonly [RouteName, string] => entry[1] !== undefined);

const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const language = fc.constantFrom(...LANGUAGE_FLAGS);

describe('the language switch (docs/rules/shell-access-identity.md section 2)', () => {
  it('covers the spec’s shape on the pages that have it', () => {
    expect(NAME_FIRST.map(([name]) => name)).toEqual(expect.arrayContaining(['HomePage', 'ContactPage', 'NewsPage', 'HelpdeskPage']));
  });

  it('builds exactly /{first path segment}/{instance}/{event}/{language} for every page of that shape', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAME_FIRST), segment, segment, language, language, ([, first], instance, event, from, to) => {
        expect(languageSwitchPath(`/${first}/${instance}/${event}/${from}`, to)).toBe(`/${first}/${instance}/${event}/${to}`);
      }),
    );
  });

  it('keeps a deeper page and the query, where the spec’s formula would lose the page (README, where VMX departs from the spec)', () => {
    expect(languageSwitchPath('/myarea/demo/ehc2026/en-GB/inbox/3', 'de-DE')).toBe('/myarea/demo/ehc2026/de-DE/inbox/3');
    expect(languageSwitchPath('/demo/ehc2026/en-GB/jobs/job-4', 'de-DE', '?q=nurse')).toBe('/demo/ehc2026/de-DE/jobs/job-4?q=nurse');
    expect(languageSwitchPath('/demo/ehc2026/en-GB/session/12', 'de-DE')).toBe('/demo/ehc2026/de-DE/session/12');
  });
});
