/** The importers' text and time helpers (text.ts, time.ts): decoding, lines, HTML to text, names, zones, durations. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8, htmlToText, lineAt, lineStarts, splitName } from './text';
import { isKnownTimeZone, readDateTime, readDuration, readTimeOfDay, wallTimeToInstant } from './time';

describe('decoding', () => {
  it('finds the first byte TextDecoder refuses, and none in what it accepts', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const offset = firstInvalidUtf8(bytes);
        let accepted = true;
        try {
          decoder.decode(bytes);
        } catch {
          accepted = false;
        }
        expect(offset === bytes.length).toBe(accepted);
        // Everything before the offset is UTF-8.
        expect(() => decoder.decode(bytes.subarray(0, offset))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('drops a byte order mark and names a Latin-1 byte with its offset and line', () => {
    expect(decodeUtf8({ name: 'a', bytes: new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69]) })).toEqual({ text: 'hi' });
    const latin1 = new Uint8Array([0x61, 0x0a, 0x62, 0xe9, 0x0a]);
    expect(decodeUtf8({ name: 'a.csv', bytes: latin1 }).problem).toEqual({
      file: 'a.csv',
      line: 2,
      reason: 'not UTF-8: byte 0xE9 at offset 3 (line 2) is not valid UTF-8; save the file as UTF-8',
    });
  });

  it('gives the line and column of an offset', () => {
    const starts = lineStarts('ab\ncd\n\nef');
    expect([0, 2, 3, 6, 7, 8].map((offset) => lineAt(starts, offset))).toEqual([
      { line: 1, column: 1 },
      { line: 1, column: 3 },
      { line: 2, column: 1 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
      { line: 4, column: 2 },
    ]);
  });
});

describe('htmlToText', () => {
  it('keeps only the text of HTML: blocks and breaks as lines, entities decoded, scripts and styles gone', () => {
    const html =
      '<p>First <b>bold</b> &amp; <i>more</i></p><script>alert(1)</script><style>p{}</style><ul><li>one</li><li>two</li></ul>A<br/>B &lt;tag&gt;';
    expect(htmlToText(html)).toBe('First bold & more\n\none\n\ntwo\n\nA\nB <tag>');
  });

  it('leaves plain text and Markdown as they are, but for trailing spaces and runs of blank lines', () => {
    expect(htmlToText('**Welcome**  \n\n\n\n* a < b\n')).toBe('**Welcome**\n\n* a < b');
  });
});

describe('splitName', () => {
  it('splits at the last space, a single word being the surname', () => {
    expect(splitName('  Anna   van Berg ')).toEqual({ firstname: 'Anna van', surname: 'Berg' });
    expect(splitName('jinxx')).toEqual({ firstname: '', surname: 'jinxx' });
    expect(splitName('')).toEqual({ firstname: '', surname: '' });
  });
});

describe('times', () => {
  it('knows IANA zones and their aliases from the runtime, and no offsets or Windows names', () => {
    expect(['Europe/Berlin', 'UTC', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires'].map(isKnownTimeZone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['', 'Europe/Atlantis', '+01:00', 'W. Europe Standard Time'].map(isKnownTimeZone)).toEqual([false, false, false, false]);
  });

  it('reads a wall time in its zone across the clock changes', () => {
    expect(wallTimeToInstant('2026-06-10', '09:00', 'Europe/Berlin')).toBe('2026-06-10T07:00:00Z');
    expect(wallTimeToInstant('2026-12-10', '09:00', 'Europe/Berlin')).toBe('2026-12-10T08:00:00Z');
    // 02:30 does not exist on 29 March 2026 in Berlin: it is read as 03:30 summer time.
    expect(wallTimeToInstant('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z');
    expect(wallTimeToInstant('2026-02-30', '09:00', 'Europe/Berlin')).toBeNull();
  });

  it('reads ISO date times with and without offset, and refuses days that do not exist', () => {
    expect(readDateTime('2020-12-14T09:00:00+01:00')).toEqual({ kind: 'instant', instant: '2020-12-14T08:00:00Z' });
    expect(readDateTime('2020-12-14T09:00:00Z')).toEqual({ kind: 'instant', instant: '2020-12-14T09:00:00Z' });
    expect(readDateTime('2020-12-14T09:00')).toEqual({ kind: 'wall', date: '2020-12-14', time: '09:00' });
    expect(['2021-02-29T09:00:00Z', '2020-12-14T25:00:00Z', '14.12.2020 09:00', 42].map((value) => readDateTime(value).kind)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
  });

  it('reads the schedules’ durations and times of day', () => {
    expect(['00:30', '1:30:00', '25:00'].map(readDuration)).toEqual([1_800_000, 5_400_000, 90_000_000]);
    expect(['0:60', '1h', '', '1:2:3:4'].map(readDuration)).toEqual([null, null, null, null]);
    expect(['9:05', '09:05:30', '24:00', '9'].map(readTimeOfDay)).toEqual(['09:05:00', '09:05:30', null, null]);
  });
});
