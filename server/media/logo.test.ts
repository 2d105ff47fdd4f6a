import { describe, expect, it } from 'vitest';
import { logoSvg } from './logo';

const lines = (svg: string) => [...svg.matchAll(/<text x="104"[^>]*>([^<]*)<\/text>/g)].map((match) => ({ tag: match[0], text: match[1] }));

describe('logoSvg', () => {
  it('is 2.5:1, the logo grid’s box, so contain fills the box', () => {
    expect(logoSvg('ca-0001', 'Dermamedica GmbH')).toMatch(/viewBox="0 0 300 120"/);
  });
  it('keeps a long or wide name inside the picture (a squeezed line is never wider than the room)', () => {
    for (const name of ['Dermamedica GmbH', 'Nephronova GmbH', 'WWWWWWWWWWWWWWWW MMMMMMMMMMMMMMMM']) {
      for (const { tag } of lines(logoSvg('ca-0001', name))) {
        const size = Number(/font-size="(\d+)"/.exec(tag)![1]);
        const length = /textLength="(\d+)"/.exec(tag);
        // Either squeezed to the room beside the circle (300 - 104 - 12), or small enough by the estimate.
        if (length) expect(Number(length[1])).toBe(184);
        else expect(size).toBeLessThanOrEqual(22);
      }
    }
    expect(logoSvg('ca-0001', 'WWWWWWWWWWWWWWWW')).toContain('textLength="184"');
  });
});
