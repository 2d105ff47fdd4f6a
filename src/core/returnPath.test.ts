import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/myarea/demo/ehc2026/en-GB/program?x=1')).toBe('/myarea/demo/ehc2026/en-GB/program?x=1');
  });
  it('refuses other origins, protocol-relative addresses and scripts', () => {
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', ' ', '', null, undefined]) {
      expect(safeReturnPath(url)).toBeNull();
    }
  });
});
