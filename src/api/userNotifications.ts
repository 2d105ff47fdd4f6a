/**
 * The signed-in user's own notifications (src/contracts/userNotifications.ts), with the user's bearer token: the
 * unread ones of the event, and marking some read. Only the notification toasts call these (loaded on demand).
 */
import type { UserNotification, UserNotificationsRead } from '../contracts';
import type { Http } from './http';

/** GET /api/Modules/UserNotifications?eventid: the unread ones, oldest first. */
export function getUserNotifications(http: Http, eventId: number, signal?: AbortSignal): Promise<UserNotification[]> {
  return http.get<UserNotification[]>('/api/Modules/UserNotifications', { eventid: eventId }, signal);
}

/** POST /api/Modules/UserNotifications/Read?eventid: they will not be shown again. */
export function markUserNotificationsRead(http: Http, eventId: number, ids: number[]): Promise<unknown> {
  const body: UserNotificationsRead = { Ids: ids };
  return http.request('POST', '/api/Modules/UserNotifications/Read', { query: { eventid: eventId }, body });
}
