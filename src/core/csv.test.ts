import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('csvCell', () => {
  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+cmd', '-1+1', '@SUM(A1:A2)']) expect(csvCell(cell)).toBe(`'${cell}`);
    expect(csvCell("'=1")).toBe("''=1");
    expect(csvCell('plain')).toBe('plain');
  });

  it('quotes a cell with a separator, a quote or a line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });
});

describe('csvFile', () => {
  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['=c', 'd'],
      ]),
    ).toBe("\uFEFFa,b\r\n'=c,d\r\n");
  });
});
