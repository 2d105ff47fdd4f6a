import { describe, expect, it } from 'vitest';
import { favouriteChanges, favouriteChangeText, readUserNotification, type SessionState, type Translate } from './favouriteChanges';
import { NOTIFICATION_TEXTS } from '../notificationTexts';

const session = (overrides: Partial<SessionState> = {}): SessionState => ({
  id: 7,
  title: 'Renal denervation update',
  room: 'Hall A',
  start: '2026-06-11T07:30:00.000Z',
  end: '2026-06-11T08:15:00.000Z',
  cancelled: false,
  ...overrides,
});

const english: Translate = (key, params) => NOTIFICATION_TEXTS[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
const GERMAN: Record<string, string> = {
  'notifications.session.moved': '„{title}“ wurde in {room}, {time} Uhr verlegt',
  'notifications.session.cancelled': '„{title}“ wurde abgesagt',
};
const german: Translate = (key, params) => (GERMAN[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

describe('favouriteChanges', () => {
  it('tells of a session that moved to another room, or to another start, with where it was', () => {
    expect(favouriteChanges([session()], [session({ room: 'Hall B' })])).toEqual([
      {
        kind: 'moved',
        sessionId: 7,
        title: 'Renal denervation update',
        room: 'Hall B',
        start: '2026-06-11T07:30:00.000Z',
        previousRoom: 'Hall A',
        previousStart: '2026-06-11T07:30:00.000Z',
      },
    ]);
    expect(favouriteChanges([session()], [session({ start: '2026-06-11T12:00:00.000Z' })]).map((change) => change.kind)).toEqual(['moved']);
  });

  it('does not tell of a new title, a new end, or the same instant written differently', () => {
    const after = session({ title: 'Renal denervation: an update', end: '2026-06-11T08:30:00.000Z', start: '2026-06-11T09:30:00+02:00' });
    expect(favouriteChanges([session()], [after])).toEqual([]);
  });

  it('tells of a cancellation and of a session that takes place again, but not of a cancelled one that moves', () => {
    expect(favouriteChanges([session()], [session({ cancelled: true })]).map((change) => change.kind)).toEqual(['cancelled']);
    expect(favouriteChanges([session({ cancelled: true })], [session({ room: 'Hall C' })])).toMatchObject([
      { kind: 'reinstated', room: 'Hall C', previousRoom: 'Hall A' },
    ]);
    expect(favouriteChanges([session({ cancelled: true })], [session({ cancelled: true, room: 'Hall C' })])).toEqual([]);
  });

  it('tells of a session taken out of the programme, and of one that comes back, but not of a cancelled one taken out', () => {
    expect(favouriteChanges([session()], [])).toEqual([
      {
        kind: 'removed',
        sessionId: 7,
        title: 'Renal denervation update',
        room: null,
        start: null,
        previousRoom: 'Hall A',
        previousStart: '2026-06-11T07:30:00.000Z',
      },
    ]);
    expect(favouriteChanges([], [session()]).map((change) => change.kind)).toEqual(['reinstated']);
    expect(favouriteChanges([session({ cancelled: true })], [])).toEqual([]);
    expect(favouriteChanges([], [session({ cancelled: true })])).toEqual([]);
  });

  it('leaves unchanged sessions out and keeps the others apart', () => {
    const before = [session(), session({ id: 8, room: 'Hall D' })];
    const after = [session(), session({ id: 8, room: 'Hall E' })];
    expect(favouriteChanges(before, after).map((change) => [change.sessionId, change.kind])).toEqual([[8, 'moved']]);
  });
});

describe('favouriteChangeText', () => {
  const moved = {
    Kind: 'moved' as const,
    Title: 'Renal denervation update',
    Room: 'Hall B',
    Start: '2026-06-11T07:30:00.000Z',
    PreviousStart: '2026-06-11T12:00:00.000Z',
  };

  it('says where and when, the time in the event’s zone, in English and German', () => {
    expect(favouriteChangeText(moved, english, 'en-GB', 'Europe/Berlin')).toBe('“Renal denervation update” moved to Hall B, 09:30');
    expect(favouriteChangeText(moved, german, 'de-DE', 'Europe/Berlin')).toBe(
      '„Renal denervation update“ wurde in Hall B, 09:30 Uhr verlegt',
    );
    expect(favouriteChangeText(moved, english, 'en-GB', 'America/New_York')).toBe('“Renal denervation update” moved to Hall B, 03:30');
  });

  it('names the day when the session moved to another day of the event’s zone', () => {
    const nextDay = { ...moved, Start: '2026-06-12T14:00:00.000Z' };
    expect(favouriteChangeText(nextDay, english, 'en-GB', 'Europe/Berlin')).toBe(
      '“Renal denervation update” moved to Hall B, Friday 12 June, 16:00',
    );
  });

  it('says a session was cancelled, taken out, or takes place again', () => {
    expect(favouriteChangeText({ ...moved, Kind: 'cancelled' }, german, 'de-DE', 'Europe/Berlin')).toBe(
      '„Renal denervation update“ wurde abgesagt',
    );
    expect(favouriteChangeText({ ...moved, Kind: 'removed', Room: null, Start: null }, english, 'en-GB', 'Europe/Berlin')).toBe(
      '“Renal denervation update” was taken out of the programme',
    );
    expect(favouriteChangeText({ ...moved, Kind: 'reinstated' }, english, 'en-GB', 'Europe/Berlin')).toBe(
      '“Renal denervation update” takes place again: Hall B, Thursday 11 June, 09:30',
    );
  });
});

describe('readUserNotification', () => {
  const sent = {
    Id: 3,
    EventId: 2026,
    Kind: 'moved',
    SessionId: 7,
    Title: 'Renal denervation update',
    Room: 'Hall B',
    Start: '2026-06-11T07:30:00.000Z',
    PreviousRoom: 'Hall A',
    PreviousStart: '2026-06-11T12:00:00.000Z',
    CreatedAt: '2026-06-01T10:00:00.000Z',
  };

  it('keeps a notification as sent and refuses what is not one', () => {
    expect(readUserNotification(sent)).toEqual(sent);
    expect(readUserNotification({ ...sent, Kind: 'renamed' })).toBeNull();
    expect(readUserNotification({ ...sent, Id: '3' })).toBeNull();
    expect(readUserNotification(null)).toBeNull();
    expect(readUserNotification({ ...sent, Room: 5 })).toEqual({ ...sent, Room: null });
  });
});
