import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../contracts';
import { translate } from '../texts';
import { recordedAction, recordedCsv, recordedDetails, recordedWhere } from './recorded';
import { RECORDED_TEXTS, type RecordedTextKey } from './texts';

const t = (key: RecordedTextKey, values?: Record<string, string | number>) => translate({}, RECORDED_TEXTS, key, values, 'en-GB');

const base: RecordedEvent = {
  Kind: 'page-open',
  At: '2026-06-10T08:00:00.000Z',
  Page: 'HomePage',
  Element: '',
  TargetType: 'page',
  TargetId: 'HomePage',
  Value: null,
  Seconds: null,
  Country: 'DE',
  Device: 'desktop',
  WithUserId: false,
};

describe('recorded entries in words', () => {
  it('says the action, and whether a favourite was added or removed', () => {
    expect(recordedAction(base, t)).toBe('Opened a page');
    expect(recordedAction({ ...base, Kind: 'favourite', Value: 1 }, t)).toBe('Changed a favourite: Added');
    expect(recordedAction({ ...base, Kind: 'favourite', Value: 0 }, t)).toBe('Changed a favourite: Removed');
  });

  it('names the page by its readable name', () => {
    expect(recordedWhere(base, (route) => (route === 'HomePage' ? 'Home' : route))).toBe('Home');
    expect(recordedWhere({ ...base, Page: '' }, (route) => route)).toBe('');
  });

  it('gives the target, the element, the percent and the seconds it has', () => {
    expect(recordedDetails(base, t)).toBe('');
    expect(recordedDetails({ ...base, Kind: 'video-progress', TargetType: 'session', TargetId: '12', Value: 50, Seconds: 300 }, t)).toBe(
      'Session 12 · Reached 50 % · 300 s',
    );
    expect(recordedDetails({ ...base, Kind: 'profile-tab', TargetType: 'company', TargetId: '4', Element: 'files' }, t)).toBe(
      'Exhibitor 4 · files',
    );
  });

  it('has words for every kind and every target', async () => {
    const { TRACKING_KINDS, TRACKING_TARGETS } = await import('../../contracts');
    for (const kind of TRACKING_KINDS) expect(RECORDED_TEXTS[`recorded.kind.${kind}`]).toBeTruthy();
    for (const target of TRACKING_TARGETS) expect(RECORDED_TEXTS[`recorded.target.${target}`]).toBeTruthy();
  });
});

describe('recordedCsv', () => {
  it('writes one row per entry with a header, and escapes cells a spreadsheet would run as a formula', () => {
    const csv = recordedCsv([{ ...base, Kind: 'search-empty', Element: '=HYPERLINK("http://x")', Seconds: 3, WithUserId: true }]);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('At,Kind,Page,Element,TargetType,TargetId,Value,Seconds,Country,Device,WithUserId');
    expect(lines[1]).toBe(`2026-06-10T08:00:00.000Z,search-empty,HomePage,"'=HYPERLINK(""http://x"")",page,HomePage,,3,DE,desktop,true`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });
});
