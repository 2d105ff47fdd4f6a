import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANDING_INSTANCE,
  LANDING_LANGUAGE,
  LANGUAGE_FLAGS,
  languageSwitchPath,
  normaliseLanguage,
  rootRedirect,
} from './context';

describe('language', () => {
  it('falls back to the default language en (shell section 9, content section 9)', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    for (const code of ['', '   ', null, undefined, 'english', 'e', 'en-', 'en-GBR', '12-34', 'en GB']) {
      expect(normaliseLanguage(code)).toBe('en');
    }
  });

  it('normalises xx-YY to lower-case language and upper-case region (shell section 1)', () => {
    expect(normaliseLanguage('EN-gb')).toBe('en-GB');
    expect(normaliseLanguage('de_de')).toBe('de-DE');
    expect(normaliseLanguage('DE')).toBe('de');
    expect(normaliseLanguage(' fr-fr ')).toBe('fr-FR');
    expect(normaliseLanguage('es-419')).toBe('es-419');
    expect(normaliseLanguage('en-EN')).toBe('en-EN');
  });

  it('knows a language code in any letter case', () => {
    expect(isLanguageCode('EN-gb')).toBe(true);
    expect(isLanguageCode('survey')).toBe(false);
  });

  it('has flags for en-GB, de-DE, fr-FR, it-IT, en-US, es-ES, zh-CN and tr-TR (shell section 2)', () => {
    expect(LANGUAGE_FLAGS).toEqual(['en-GB', 'de-DE', 'fr-FR', 'it-IT', 'en-US', 'es-ES', 'zh-CN', 'tr-TR']);
    for (const flag of LANGUAGE_FLAGS) expect(normaliseLanguage(flag)).toBe(flag);
  });
});

describe('rootRedirect', () => {
  it('goes to Home of the mapped domain default', () => {
    expect(rootRedirect({ instance: 'esc', event: 'congress2025', language: 'de-de' }, 'demo')).toBe('/home/esc/congress2025/de-DE');
  });

  it('goes to the landing of instance release with its default event in en-GB when the domain is not mapped', () => {
    expect(LANDING_INSTANCE).toBe('release');
    expect(LANDING_LANGUAGE).toBe('en-GB');
    expect(rootRedirect(null, 'demo2025')).toBe('/home/release/demo2025/en-GB');
  });

  it('treats an incomplete domain default as unmapped', () => {
    expect(rootRedirect({ instance: 'esc', event: '', language: 'en-GB' }, 'demo')).toBe('/home/release/demo/en-GB');
  });

  it('gives the default language to a domain default whose language is not a code', () => {
    expect(rootRedirect({ instance: 'esc', event: 'c', language: 'english' }, null)).toBe('/home/esc/c/en');
  });

  it('goes to not-found without a landing event', () => {
    expect(rootRedirect(null, null)).toBe('/not-found');
    expect(rootRedirect(null, ' ')).toBe('/not-found');
  });
});

describe('languageSwitchPath', () => {
  it('is /{first path segment}/{instance}/{event}/{lang} for the shapes of the shell (shell section 2)', () => {
    expect(languageSwitchPath('/home/esc/congress2025/en-GB', 'de-DE')).toBe('/home/esc/congress2025/de-DE');
    expect(languageSwitchPath('/login/esc/congress2025/en-GB', 'fr-fr')).toBe('/login/esc/congress2025/fr-FR');
  });

  it('replaces the language in every other shape, keeping the rest of the path as typed', () => {
    expect(languageSwitchPath('/esc/congress2025/en-GB/session/s%201', 'de-DE')).toBe('/esc/congress2025/de-DE/session/s%201');
    expect(languageSwitchPath('/esc/congress2025/en-GB/auth/login', 'de-DE')).toBe('/esc/congress2025/de-DE/auth/login');
    expect(languageSwitchPath('/myarea/esc/congress2025/en-GB/inbox/3', 'de-DE')).toBe('/myarea/esc/congress2025/de-DE/inbox/3');
    expect(languageSwitchPath('/esc/congress2025/en-GB/industrysymposia', 'de-DE')).toBe('/esc/congress2025/de-DE/industrysymposia');
    expect(languageSwitchPath('/esc/congress2025/en-GB/submission/a/b', 'de-DE')).toBe('/esc/congress2025/de-DE/submission/a/b');
  });

  it('keeps the query, given in the pathname or separately', () => {
    expect(languageSwitchPath('/program/esc/congress2025/en-GB?session=1&preview', 'de-DE')).toBe(
      '/program/esc/congress2025/de-DE?session=1&preview',
    );
    expect(languageSwitchPath('/live/esc/congress2025/en-GB', 'de-DE', '?roomid=7')).toBe('/live/esc/congress2025/de-DE?roomid=7');
    expect(languageSwitchPath('/live/esc/congress2025/en-GB', 'de-DE', 'roomid=7')).toBe('/live/esc/congress2025/de-DE?roomid=7');
  });

  it('returns an address without a language unchanged', () => {
    expect(languageSwitchPath('/error', 'de-DE')).toBe('/error');
    expect(languageSwitchPath('/unknown/path?x=1', 'de-DE')).toBe('/unknown/path?x=1');
  });
});
