/**
 * The event's push notifications for the NotificationsPage (docs/rules/shell-access-identity.md section 7):
 * EventPushnotifications with the user's bearer token, and the static json file when that call fails.
 * Ours: without a signed-in user the call would only be refused, so the file is read straight away.
 */
import { useQuery } from '@tanstack/react-query';
import { getEventPushNotifications, getPushNotificationsFallback } from '../../api/advertising';
import { parsePushNotifications, type PushNotification } from '../../core/pushNotifications';
import { useEventContext, useEventState } from '../../store/react';

export function pushNotificationsKey(instance: string, event: string, language: string) {
  return [instance, event, language, 'push-notifications'] as const;
}

export function usePushNotifications() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const signedIn = useEventState((state) => state.user !== null);
  return useQuery({
    queryKey: [...pushNotificationsKey(context.instance, context.event, language), signedIn],
    queryFn: async ({ signal }): Promise<PushNotification[]> => {
      let raw: unknown;
      try {
        if (!signedIn) throw new Error('no user');
        raw = await getEventPushNotifications(context.http, eventId ?? 0, language, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        raw = await getPushNotificationsFallback(context.http, eventId ?? 0, language, signal);
      }
      const { notifications, warnings } = parsePushNotifications(raw);
      warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
      return notifications;
    },
    enabled: eventId !== null,
    retry: false,
  });
}
