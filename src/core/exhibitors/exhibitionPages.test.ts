import { describe, expect, it } from 'vitest';
import type { ExhibitorMeeting, ExhibitorProduct, SymposiumSession } from '../../contracts';
import { EXHIBITION_PAGES_TEXTS_DE } from '../../../server/db/seed/texts-de/exhibitionPages';
import { TEXT_CATALOGUE } from '../textCatalogue';
import {
  eventDayOf,
  groupMeetingsByDay,
  meetingCompanyOptions,
  meetingIsOver,
  productCategoryOptions,
  productResults,
  sortedPublicSymposia,
  symposiumLead,
  validateSymposiumLead,
} from './exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from './pagesTexts';

const product = (Id: number, Name: string, patch: Partial<ExhibitorProduct> = {}): ExhibitorProduct => ({
  Id,
  CompanyAccountId: 'ca-1',
  CompanyName: 'Acme',
  Name,
  Description: null,
  Category: 'Software',
  Short: null,
  Website: null,
  Tags: [],
  ImagePath: null,
  RatingAverage: null,
  RatingCount: 0,
  ...patch,
});

const meeting = (Id: number, StartDateTime: string, EndDateTime: string, patch: Partial<ExhibitorMeeting> = {}): ExhibitorMeeting => ({
  Id,
  CompanyAccountId: 'ca-1',
  CompanyName: 'Acme',
  Title: `Meeting ${Id}`,
  Description: null,
  StartDateTime,
  EndDateTime,
  JoinUrl: null,
  HcpOnly: false,
  ...patch,
});

describe('products page rules', () => {
  const list = [
    product(1, 'zeta scan', { Category: 'Diagnostics', Tags: ['Imaging'] }),
    product(2, 'Alpha app', { CompanyName: 'Beta GmbH' }),
    product(3, 'beta pump', { Category: 'Medical devices' }),
  ];
  it('sorts by name, whatever the letter case', () => {
    expect(productResults(list, { text: '', category: '' }, 'en-GB').map((entry) => entry.Id)).toEqual([2, 3, 1]);
  });
  it('searches name, company, category and tags case-insensitively, every word', () => {
    expect(productResults(list, { text: 'BETA', category: '' }, 'en-GB').map((entry) => entry.Id)).toEqual([2, 3]);
    expect(productResults(list, { text: 'imaging', category: '' }, 'en-GB').map((entry) => entry.Id)).toEqual([1]);
    expect(productResults(list, { text: 'beta pump', category: '' }, 'en-GB').map((entry) => entry.Id)).toEqual([3]);
  });
  it('filters by category and counts the categories', () => {
    expect(productResults(list, { text: '', category: 'Software' }, 'en-GB').map((entry) => entry.Id)).toEqual([2]);
    expect(productCategoryOptions(list, 'en-GB')).toEqual([
      { value: 'Diagnostics', count: 1 },
      { value: 'Medical devices', count: 1 },
      { value: 'Software', count: 1 },
    ]);
  });
});

describe('meeting hub rules', () => {
  it('a meeting is over once its end has passed; an end without offset is never over', () => {
    const now = Date.parse('2026-06-10T10:00:00Z');
    expect(meetingIsOver(meeting(1, '2026-06-10T09:00:00Z', '2026-06-10T10:00:00Z'), now)).toBe(true);
    expect(meetingIsOver(meeting(1, '2026-06-10T09:00:00Z', '2026-06-10T10:30:00Z'), now)).toBe(false);
    expect(meetingIsOver(meeting(1, '2026-06-10T09:00:00', '2026-06-10T09:30:00'), now)).toBe(false);
  });
  it('groups by the day in the event time zone, days and meetings in order', () => {
    // 23:30Z on the 10th is the 11th in Berlin (UTC+2 in June).
    const list = [
      meeting(1, '2026-06-10T23:30:00Z', '2026-06-11T00:00:00Z'),
      meeting(2, '2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z'),
      meeting(3, '2026-06-11T07:00:00Z', '2026-06-11T08:00:00Z'),
    ];
    expect(eventDayOf('2026-06-10T23:30:00Z', 'Europe/Berlin')).toBe('2026-06-11');
    expect(groupMeetingsByDay(list, 'Europe/Berlin').map((day) => [day.day, day.meetings.map((entry) => entry.Id)])).toEqual([
      ['2026-06-10', [2]],
      ['2026-06-11', [1, 3]],
    ]);
    expect(groupMeetingsByDay(list, 'UTC').map((day) => day.day)).toEqual(['2026-06-10', '2026-06-11']);
  });
  it('lists the companies once, by name', () => {
    const list = [
      meeting(1, '', '', { CompanyAccountId: 'b', CompanyName: 'Zed' }),
      meeting(2, '', '', { CompanyAccountId: 'a', CompanyName: 'Acme' }),
      meeting(3, '', '', { CompanyAccountId: 'b', CompanyName: 'Zed' }),
    ];
    expect(meetingCompanyOptions(list, 'en-GB')).toEqual([
      { value: 'a', label: 'Acme' },
      { value: 'b', label: 'Zed' },
    ]);
  });
});

describe('symposia rules', () => {
  it('keeps the public symposia, by start', () => {
    const session = (Id: number, StartDateTime: string, IsPublic = true) => ({ Id, StartDateTime, IsPublic }) as SymposiumSession;
    expect(
      sortedPublicSymposia([
        session(1, '2026-06-11T08:00:00Z'),
        session(2, '2026-06-10T08:00:00Z'),
        session(3, '2026-06-09T08:00:00Z', false),
      ]).map((entry) => entry.Id),
    ).toEqual([2, 1]);
  });
  it('a call back needs a valid phone number; information does not', () => {
    expect(validateSymposiumLead({ kind: 'info', phone: '', message: '' })).toEqual({});
    expect(validateSymposiumLead({ kind: 'callback', phone: '  ', message: '' })).toEqual({ phone: 'phoneRequired' });
    expect(validateSymposiumLead({ kind: 'callback', phone: 'call me', message: '' })).toEqual({ phone: 'phoneInvalid' });
    expect(validateSymposiumLead({ kind: 'callback', phone: '+49 (30) 123-45/67', message: '' })).toEqual({});
    expect(validateSymposiumLead({ kind: 'info', phone: '', message: 'x'.repeat(2001) })).toEqual({ message: 'messageTooLong' });
  });
  it('sends the phone only for a call back and the message only when there is one', () => {
    expect(symposiumLead({ kind: 'info', phone: '123', message: '  ' })).toEqual({ Kind: 'info' });
    expect(symposiumLead({ kind: 'callback', phone: ' +49 30 1234567 ', message: ' Hi ' })).toEqual({
      Kind: 'callback',
      Phone: '+49 30 1234567',
      Message: 'Hi',
    });
  });
});

describe('exhibition pages texts', () => {
  it('are registered in the catalogue, and German covers the same keys with the same placeholders', () => {
    for (const [key, value] of Object.entries(EXHIBITION_PAGES_TEXTS))
      expect(TEXT_CATALOGUE[key as keyof typeof TEXT_CATALOGUE]).toBe(value);
    expect(Object.keys(EXHIBITION_PAGES_TEXTS_DE).sort()).toEqual(Object.keys(EXHIBITION_PAGES_TEXTS).sort());
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, english] of Object.entries(EXHIBITION_PAGES_TEXTS)) {
      expect(placeholders(EXHIBITION_PAGES_TEXTS_DE[key as keyof typeof EXHIBITION_PAGES_TEXTS_DE]), key).toEqual(placeholders(english));
    }
  });
});
