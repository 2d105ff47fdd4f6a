import { describe, expect, it } from 'vitest';
import { isUrl, safeExternalUrl, safeHref } from './url';

describe('isUrl (both documents, section 5)', () => {
  it('is any string starting with http', () => {
    expect(isUrl('http://example.org')).toBe(true);
    expect(isUrl('https://example.org')).toBe(true);
    expect(isUrl('httpanything')).toBe(true);
  });

  it('is false for anything else', () => {
    for (const s of ['/profile/1', 'www.example.org', ' https://x.org', 'HTTPS://x.org', 'javascript:alert(1)', '', null, undefined, 42]) {
      expect(isUrl(s)).toBe(false);
    }
  });
});

describe('safeHref', () => {
  it('allows http(s), mailto and tel in any letter case', () => {
    for (const s of ['https://example.org/a?b#c', 'http://x', 'HtTpS://x', 'mailto:info@example.org', 'tel:+49301234'])
      expect(safeHref(s)).toBe(s);
  });

  it("allows relative references starting with '/', './', '../', '#' or '?'", () => {
    for (const s of ['/home/a/b/en', './x', '../x', '#top', '?q=1', '//cdn.example.org/x']) expect(safeHref(s)).toBe(s);
  });

  it('refuses other schemes, including disguised ones', () => {
    const unsafe = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '%6Aavascript:alert(1)',
      'javascript&colon;alert(1)',
      ' https://example.org',
      'www.example.org',
      'profile',
      '',
      null,
      undefined,
      {},
    ];
    for (const s of unsafe) expect(safeHref(s)).toBeNull();
  });

  it('drops trailing whitespace', () => {
    expect(safeHref('https://example.org  ')).toBe('https://example.org');
  });
});

describe('safeExternalUrl', () => {
  it('is a URL by the spec that is also a safe http(s) link', () => {
    expect(safeExternalUrl('https://example.org')).toBe('https://example.org');
    expect(safeExternalUrl('httpfoo')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl('mailto:x@y.z')).toBeNull();
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
  });
});
