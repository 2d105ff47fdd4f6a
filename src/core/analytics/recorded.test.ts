import { describe, expect, it } from 'vitest';
import type { RecordedAnalyticsUser, RecordedEvent } from '../../contracts';
import { translate } from '../texts';
import { recordedAction, recordedCsv, recordedDetails, recordedUserFacts, recordedWhere } from './recorded';
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

  it('adds the analytics user after an empty line, its interests joined, its cells escaped too', () => {
    const csv = recordedCsv([base], { ...user, City: '@Heidelberg' });
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('At,Kind,Page,Element,TargetType,TargetId,Value,Seconds,Country,Device,WithUserId');
    expect(lines[2]).toBe('');
    expect(lines[3]).toBe(
      'AnalyticsUserId,IsHcp,Country,VisitorType,Interests,Profession,City,Gender,ExternalId,Device,FirstSeen,LastSeen',
    );
    expect(lines[4]).toBe(
      "1000042,true,DE,Attendee,Heart failure; Imaging,Cardiologist,'@Heidelberg,,M-1,tablet,2026-06-10T08:00:00.000Z,2026-06-11T09:00:00.000Z",
    );
    expect(recordedCsv([base]).replace('\uFEFF', '').split('\r\n')).toHaveLength(3);
  });
});

const user: RecordedAnalyticsUser = {
  AnalyticsUserId: 1_000_042,
  IsHcp: true,
  Country: 'DE',
  VisitorType: 'Attendee',
  Interests: ['Heart failure', 'Imaging'],
  Profession: 'Cardiologist',
  City: 'Heidelberg',
  Gender: null,
  ExternalId: 'M-1',
  Device: 'tablet',
  FirstSeen: '2026-06-10T08:00:00.000Z',
  LastSeen: '2026-06-11T09:00:00.000Z',
};

describe('recordedUserFacts', () => {
  it('labels every fact of the spec’s analytics user, in words where it is a flag or a device', () => {
    const facts = recordedUserFacts(user, t, { country: (code) => (code === 'DE' ? 'Germany' : code), time: (iso) => iso.slice(0, 10) });
    expect(facts).toEqual([
      ['Analytics user id', '1000042'],
      ['Health care professional', 'Yes'],
      ['Country (from your connection)', 'Germany'],
      ['Visitor type (your ticket)', 'Attendee'],
      ['Areas of interest', 'Heart failure, Imaging'],
      ['Profession', 'Cardiologist'],
      ['City', 'Heidelberg'],
      ['Gender', 'Not given'],
      ['External id', 'M-1'],
      ['Device', 'Tablet'],
      ['First recorded', '2026-06-10'],
      ['Last recorded', '2026-06-11'],
    ]);
    const other = recordedUserFacts({ ...user, IsHcp: false, Gender: false, Country: '', Device: '' }, t, {
      country: (code) => code,
      time: (iso) => iso,
    });
    expect(other.map(([, value]) => value)).toEqual(expect.arrayContaining(['No', 'Female']));
    expect(other[2]).toEqual(['Country (from your connection)', '']);
  });
});
