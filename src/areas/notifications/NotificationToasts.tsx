/**
 * Toasts of push notifications (docs/rules/shell-access-identity.md sections 1 and 7): the overlay joins the
 * notification hub's group of the event and language ({signalrHub}/notificationhub, JoinGroup), shows
 * each NotificationAdded as a toast in a polite live region (role=status), and sends CloseNotification
 * when the visitor closes one. The SignalR client loads only here, after the page has rendered; the hub
 * retries every 5 s on failure (src/realtime). A new notification also refreshes the NotificationsPage. The same
 * connection hears ProgrammeChanged: the app's programme is read again in place (store/programmeChanges.ts).
 *
 * Texts: notifications.region, notifications.close, notifications.open. Theme tokens:
 * --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-color-primary, --vmx-radius,
 * --vmx-space, --vmx-color-focus.
 */
import { useEffect, useRef, useState } from 'react';
import { useInstanceInfo } from '../../store/instanceInfo';
import { NOTIFICATION_TEXTS } from '../../core/notificationTexts';
import { addToast, notificationGroup, parsePushNotification, removeToast, type PushNotification } from '../../core/pushNotifications';
import { safeHref } from '../../core/url';
import type { NotificationHubHandle } from '../../realtime';
import { queryScope } from '../../store/queries/keys';
import { notificationsQueries } from '../../store/queries/notifications';
import { programmeChanged } from '../../store/programmeChanges';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { CloseButton, Region, Toast } from './NotificationToasts.styles';

export function NotificationToasts(_props: PageProps) {
  const t = useTexts(NOTIFICATION_TEXTS);
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useEventState((state) => state.language);
  const instance = useInstanceInfo();
  const hubPath = instance.data?.signalrHub || null;
  const [toasts, setToasts] = useState<PushNotification[]>([]);
  const hub = useRef<NotificationHubHandle | null>(null);

  useEffect(() => {
    if (eventId === null || !hubPath) return;
    let cancelled = false;
    let handle: NotificationHubHandle | null = null;
    import('../../realtime')
      .then(({ connectNotifications }) => {
        if (cancelled) return;
        handle = connectNotifications({
          hubBase: context.http.url(hubPath),
          groupId: notificationGroup(eventId, language),
          onNotification: (raw) => {
            const warnings: string[] = [];
            const notification = parsePushNotification(raw, 'NotificationAdded', warnings);
            warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
            if (!notification) return;
            setToasts((current) => addToast(current, notification));
            void context.queryClient.invalidateQueries({
              queryKey: notificationsQueries.pushNotificationsKey(queryScope(context, language)),
            });
          },
          onProgrammeChanged: (message) => programmeChanged(context, message),
        });
        hub.current = handle;
      })
      .catch((error: unknown) => console.warn('[vmx] the notification hub client could not be loaded', error));
    return () => {
      cancelled = true;
      if (hub.current === handle) hub.current = null;
      void handle?.stop();
    };
  }, [eventId, hubPath, language, context]);

  const close = (notification: PushNotification) => {
    setToasts((current) => removeToast(current, notification.id));
    void hub.current?.closeNotification(notification.id);
  };

  // The live region is always there, so that screen readers notice what is added to it.
  return (
    <Region aria-label={t('notifications.region')} part="notification-toasts">
      <div role="status" aria-live="polite">
        {toasts.map((notification) => {
          const link = safeHref(notification.link);
          return (
            <Toast key={notification.id} part="notification-toast" data-notification-id={notification.id}>
              <div>
                {notification.title && <strong>{notification.title}</strong>}
                <SanitizedHtml html={notification.text} part="notification-toast-text" />
                {link && <a href={link}>{t('notifications.open')}</a>}
              </div>
              <CloseButton
                type="button"
                aria-label={t('notifications.close', { title: notification.title })}
                onClick={() => close(notification)}
              >
                <span aria-hidden="true">×</span>
              </CloseButton>
            </Toast>
          );
        })}
      </div>
    </Region>
  );
}
