import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

const ORIGIN = 'https://congress.example';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/myarea/demo/ehc2026/en-GB/program?x=1', ORIGIN)).toBe('/myarea/demo/ehc2026/en-GB/program?x=1');
    expect(safeReturnPath('/home/demo/ehc2026/en-GB#partners', ORIGIN)).toBe('/home/demo/ehc2026/en-GB#partners');
  });
  it('keeps an absolute address of this origin as its path', () => {
    expect(safeReturnPath(`${ORIGIN}/home/demo/ehc2026/en-GB?a=b`, ORIGIN)).toBe('/home/demo/ehc2026/en-GB?a=b');
  });
  it('refuses other origins, protocol-relative addresses and scripts', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', ' ', '', null, undefined]) {
      expect(safeReturnPath(url, ORIGIN)).toBeNull();
    }
  });
  it('refuses a slash followed by a tab, a line feed or a backslash (browsers read those as another origin)', () => {
    for (const url of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
    ]) {
      expect(safeReturnPath(url, ORIGIN), JSON.stringify(url)).toBeNull();
    }
  });
  it('refuses any control character or backslash, even where it would stay on this site', () => {
    expect(safeReturnPath('/home\u0000x', ORIGIN)).toBeNull();
    expect(safeReturnPath('/home\\x', ORIGIN)).toBeNull();
  });
  it('refuses everything against an origin that is not one', () => {
    expect(safeReturnPath('/home', 'not a url')).toBeNull();
    expect(safeReturnPath('/home', 'null')).toBeNull();
  });
});
