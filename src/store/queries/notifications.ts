/**
 * The queries of the event's push notifications (src/api/advertising.ts; docs/rules/shell-access-identity.md
 * section 7), parsed: a bad entry is left out with a console warning. Kept apart from the advertisements so
 * that the toasts, which only invalidate them, carry none of the parsing.
 */
import { queryOptions } from '@tanstack/react-query';
import { getEventPushNotifications, getPushNotificationsFallback } from '../../api/advertising';
import { parsePushNotifications, type PushNotification } from '../../core/pushNotifications';
import { scopeKey, type QueryScope } from './keys';

/** The push notifications, signed in or not: a new one from the hub invalidates them. */
const pushNotificationsKey = (scope: QueryScope) => [...scopeKey(scope), 'push-notifications'] as const;

export const notificationsQueries = {
  pushNotificationsKey,

  /**
   * EventPushnotifications with the user's bearer token, and the static json file when that call fails.
   * Ours: without a signed-in user the call would only be refused, so the file is read straight away.
   * Not asked again on failure.
   */
  pushNotifications: (scope: QueryScope, eventId: number | null, signedIn: boolean) =>
    queryOptions({
      queryKey: [...pushNotificationsKey(scope), signedIn] as const,
      queryFn: async ({ signal }): Promise<PushNotification[]> => {
        let raw: unknown;
        try {
          if (!signedIn) throw new Error('no user');
          raw = await getEventPushNotifications(scope.http, eventId ?? 0, scope.language, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          raw = await getPushNotificationsFallback(scope.http, eventId ?? 0, scope.language, signal);
        }
        const { notifications, warnings } = parsePushNotifications(raw);
        warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
        return notifications;
      },
      retry: false,
    }),
};
