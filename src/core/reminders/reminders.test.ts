import { describe, expect, it } from 'vitest';
import {
  dataTransferAnswer,
  dataTransferCookie,
  dueDialog,
  parseDataTransfer,
  parseRatingReminder,
  sessionsToRate,
  type DataTransferSettings,
  type ReminderTiming,
} from './reminders';

const on: ReminderTiming = { active: true, pages: ['HomePage'], delaySeconds: 0 };
const transfer: DataTransferSettings = { ...on, recipient: 'Partner', privacyUrl: null };
const base = {
  routeName: 'HomePage',
  signedIn: true,
  dataTransfer: { ...transfer, active: false },
  dataTransferAnswered: false,
  rating: on,
  ratingRemindedThisSession: false,
  sessionsToRate: 2,
};

describe('the reminder settings', () => {
  it('are off without configuration, on the home page and my area after 10 s by default', () => {
    expect(parseRatingReminder({})).toEqual({
      settings: { active: false, pages: ['HomePage', 'MyAreaPage'], delaySeconds: 10 },
      warnings: [],
    });
    expect(parseDataTransfer({}).settings).toEqual({
      active: false,
      pages: ['HomePage', 'MyAreaPage'],
      delaySeconds: 10,
      recipient: null,
      privacyUrl: null,
    });
  });

  it('read what is configured and warn, naming the field, about each bad value', () => {
    expect(parseRatingReminder({ ratingReminder: { active: true, pages: ['MyAreaPage'], delaySeconds: 45 } }).settings).toEqual({
      active: true,
      pages: ['MyAreaPage'],
      delaySeconds: 45,
    });
    const bad = parseRatingReminder({ ratingReminder: { active: 'yes', pages: 'HomePage', delaySeconds: -1 } });
    expect(bad.settings).toEqual({ active: false, pages: ['HomePage', 'MyAreaPage'], delaySeconds: 10 });
    expect(bad.warnings).toEqual([
      'config_json: ratingReminder.active is a string, not a boolean; off',
      'config_json: ratingReminder.pages is a string, not a list; using HomePage, MyAreaPage',
      'config_json: ratingReminder.delaySeconds is not a number of seconds (0 or more); using 10',
    ]);
    expect(parseRatingReminder({ ratingReminder: 'on' }).warnings).toEqual([
      'config_json: ratingReminder is a string, not an object; no rating reminder',
    ]);
  });

  it('ask no data-transfer question without a recipient, and link only an http(s) privacy notice', () => {
    const noRecipient = parseDataTransfer({ externalDataTransfer: { active: true } });
    expect(noRecipient.settings.active).toBe(false);
    expect(noRecipient.warnings).toEqual(['config_json: externalDataTransfer.recipient is missing; no data-transfer question']);
    const script = parseDataTransfer({ externalDataTransfer: { active: true, recipient: ' Partner ', privacyUrl: 'javascript:alert(1)' } });
    expect(script.settings).toMatchObject({ active: true, recipient: 'Partner', privacyUrl: null });
    expect(script.warnings).toEqual(['config_json: externalDataTransfer.privacyUrl is not an http(s) address; no link']);
    expect(
      parseDataTransfer({ externalDataTransfer: { active: true, recipient: 'P', privacyUrl: 'https://p.example/privacy' } }).settings
        .privacyUrl,
    ).toBe('https://p.example/privacy');
  });
});

describe('the externalDataTransfer cookie', () => {
  it('holds accepted or declined, at path /, for a year (365 days), SameSite Lax', () => {
    expect(dataTransferCookie('accepted', false)).toBe('externalDataTransfer=accepted; path=/; max-age=31536000; SameSite=Lax');
    expect(dataTransferCookie('declined', true)).toBe('externalDataTransfer=declined; path=/; max-age=31536000; SameSite=Lax; Secure');
  });

  it('reads back only those two answers', () => {
    expect(dataTransferAnswer('a=1; externalDataTransfer=declined; b=2')).toBe('declined');
    expect(dataTransferAnswer('externalDataTransfer=accepted')).toBe('accepted');
    expect(dataTransferAnswer('externalDataTransfer=maybe')).toBeNull();
    expect(dataTransferAnswer('')).toBeNull();
  });
});

describe('the sessions to rate', () => {
  const row = (SessionId: number, StartDateTime: string, EvaluationDone = false) => ({
    SessionId,
    SessionName: `S${SessionId}`,
    StartDateTime,
    EvaluationDone,
  });
  const now = Date.parse('2026-06-11T12:00:00Z');
  it('are those started (event time) and not yet evaluated; a super user may rate the rest too', () => {
    const list = [row(1, '2026-06-10T09:00:00'), row(2, '2026-06-10T09:00:00', true), row(3, '2026-06-12T09:00:00'), row(4, 'not a date')];
    expect(sessionsToRate(list, now, false).map((s) => s.SessionId)).toEqual([1]);
    expect(sessionsToRate(list, now, true).map((s) => s.SessionId)).toEqual([1, 3, 4]);
  });
});

describe('the dialog due on a page', () => {
  it('is none for a visitor who is not signed in', () => {
    expect(dueDialog({ ...base, signedIn: false })).toBeNull();
  });

  it('is the rating reminder on a configured page while sessions wait, once per browser session', () => {
    expect(dueDialog(base)).toEqual({ dialog: 'rating', delaySeconds: 0 });
    expect(dueDialog({ ...base, routeName: 'ProgramPage' })).toBeNull();
    expect(dueDialog({ ...base, sessionsToRate: 0 })).toBeNull();
    expect(dueDialog({ ...base, ratingRemindedThisSession: true })).toBeNull();
    expect(dueDialog({ ...base, rating: { ...on, active: false } })).toBeNull();
  });

  it('is the data-transfer question first, until it is answered', () => {
    expect(dueDialog({ ...base, dataTransfer: { ...transfer, delaySeconds: 5 } })).toEqual({ dialog: 'dataTransfer', delaySeconds: 5 });
    expect(dueDialog({ ...base, dataTransfer: transfer, dataTransferAnswered: true })).toEqual({ dialog: 'rating', delaySeconds: 0 });
    expect(dueDialog({ ...base, dataTransfer: { ...transfer, recipient: null } })).toEqual({ dialog: 'rating', delaySeconds: 0 });
  });
});
