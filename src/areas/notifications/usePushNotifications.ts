/**
 * The event's push notifications for the NotificationsPage (docs/rules/shell-access-identity.md section 7):
 * EventPushnotifications with the user's bearer token, and the static json file when that call fails.
 * Ours: without a signed-in user the call would only be refused, so the file is read straight away.
 */
import { useQuery } from '@tanstack/react-query';
import { queryScope } from '../../store/queries/keys';
import { notificationsQueries } from '../../store/queries/notifications';
import { useEventContext, useEventState } from '../../store/react';

export function usePushNotifications() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const signedIn = useEventState((state) => state.user !== null);
  return useQuery({
    ...notificationsQueries.pushNotifications(queryScope(context, language), eventId, signedIn),
    enabled: eventId !== null,
  });
}
