/**
 * Push notifications (docs/rules/shell-access-identity.md section 7: GET /api/Exhibition/EventPushnotifications
 * with the user's bearer token and a static json file as fallback; the notification hub's
 * NotificationAdded). The spec names no fields; ours are the hub's: id, title, text (HTML), link and
 * createdAt (ISO 8601). Pure: parsing and the toast list.
 */
import { describe, isRecord } from './configGuards';
import { timeBound } from './time';

export interface PushNotification {
  id: number | string;
  title: string;
  /** HTML; sanitised where it is shown. */
  text: string;
  link: string | null;
  createdAt: string | null;
}

/** Ours: at most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 3;

/** Ours: where the server keeps the static fallback list, under the API base. */
export function pushNotificationsFallbackPath(eventId: number, language: string): string {
  return `/static/pushnotifications/${eventId}/${language}.json`;
}

/** The hub's group of an event's visitors in one language (ours; JoinGroup takes "a group id"). */
export function notificationGroup(eventId: number, language: string): string {
  return `${eventId}-${language}`;
}

/** One notification, or null with a warning when it has no id or no title and no text. */
export function parsePushNotification(raw: unknown, where: string, warnings: string[]): PushNotification | null {
  if (!isRecord(raw)) {
    warnings.push(`${where}: is ${describe(raw)}, not an object; skipped`);
    return null;
  }
  const id =
    typeof raw.id === 'number' && Number.isFinite(raw.id) ? raw.id : typeof raw.id === 'string' && raw.id.trim() ? raw.id.trim() : null;
  const title = typeof raw.title === 'string' ? raw.title : '';
  const text = typeof raw.text === 'string' ? raw.text : '';
  if (id === null || (title === '' && text === '')) {
    warnings.push(`${where}: has no id or nothing to say; skipped`);
    return null;
  }
  const link = typeof raw.link === 'string' && raw.link.trim() ? raw.link.trim() : null;
  const createdAt = typeof raw.createdAt === 'string' && timeBound(raw.createdAt) !== null ? raw.createdAt : null;
  return { id, title, text, link, createdAt };
}

/** A list from the server or the fallback file, newest first. Never throws. */
export function parsePushNotifications(raw: unknown): { notifications: PushNotification[]; warnings: string[] } {
  const warnings: string[] = [];
  if (!Array.isArray(raw)) {
    warnings.push(`EventPushnotifications: is ${describe(raw)}, not a list; no notifications`);
    return { notifications: [], warnings };
  }
  const notifications = raw.flatMap(
    (entry: unknown, index) => parsePushNotification(entry, `EventPushnotifications[${index}]`, warnings) ?? [],
  );
  notifications.sort((a, b) => (timeBound(b.createdAt) ?? 0) - (timeBound(a.createdAt) ?? 0));
  return { notifications, warnings };
}

/** The toasts after one more arrives: a repeated id replaces nothing, the newest is last, at most MAX_TOASTS. */
export function addToast(toasts: readonly PushNotification[], next: PushNotification): PushNotification[] {
  if (toasts.some((toast) => toast.id === next.id)) return [...toasts];
  return [...toasts, next].slice(-MAX_TOASTS);
}

export function removeToast(toasts: readonly PushNotification[], id: PushNotification['id']): PushNotification[] {
  return toasts.filter((toast) => toast.id !== id);
}
