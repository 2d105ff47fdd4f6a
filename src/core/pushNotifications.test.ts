import { describe, expect, it } from 'vitest';
import {
  addToast,
  MAX_TOASTS,
  notificationGroup,
  parsePushNotifications,
  pushNotificationsFallbackPath,
  removeToast,
  type PushNotification,
} from './pushNotifications';

const n = (id: number, createdAt: string | null = null): PushNotification => ({ id, title: `T${id}`, text: '', link: null, createdAt });

describe('parsePushNotifications', () => {
  it('reads the list newest first', () => {
    const { notifications, warnings } = parsePushNotifications([
      { id: 1, title: 'Old', text: 'a', link: null, createdAt: '2026-06-10T08:00:00Z' },
      { id: 2, title: 'New', text: '<b>b</b>', link: '/x', createdAt: '2026-06-11T08:00:00Z' },
    ]);
    expect(warnings).toEqual([]);
    expect(notifications.map((x) => x.id)).toEqual([2, 1]);
    expect(notifications[0]).toEqual({ id: 2, title: 'New', text: '<b>b</b>', link: '/x', createdAt: '2026-06-11T08:00:00Z' });
  });

  it('skips malformed entries and a malformed list with a warning, never throwing', () => {
    expect(parsePushNotifications('oops')).toEqual({
      notifications: [],
      warnings: ['EventPushnotifications: is a string, not a list; no notifications'],
    });
    const { notifications, warnings } = parsePushNotifications([
      null,
      { title: 'no id' },
      { id: 3, title: '' },
      { id: 4, text: 'ok', createdAt: 'never' },
    ]);
    expect(notifications).toEqual([{ id: 4, title: '', text: 'ok', link: null, createdAt: null }]);
    expect(warnings).toHaveLength(3);
  });
});

describe('the toast list', () => {
  it(`keeps the newest ${MAX_TOASTS}, ignores a repeated id and removes a closed one`, () => {
    let toasts: PushNotification[] = [];
    for (let id = 1; id <= MAX_TOASTS + 1; id++) toasts = addToast(toasts, n(id));
    expect(toasts.map((t) => t.id)).toEqual([2, 3, 4]);
    expect(addToast(toasts, n(3)).map((t) => t.id)).toEqual([2, 3, 4]);
    expect(removeToast(toasts, 3).map((t) => t.id)).toEqual([2, 4]);
  });
});

describe('addresses', () => {
  it("joins the group of the event's id and language and finds the fallback file under /static", () => {
    expect(notificationGroup(2026, 'de-DE')).toBe('2026-de-DE');
    expect(pushNotificationsFallbackPath(2026, 'de-DE')).toBe('/static/pushnotifications/2026/de-DE.json');
  });
});
