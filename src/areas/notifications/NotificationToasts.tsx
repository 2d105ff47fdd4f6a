/**
 * Toasts of push notifications (docs/rules/shell-access-identity.md sections 1 and 7): the overlay joins the
 * notification hub's group of the event and language ({signalrHub}/notificationhub, JoinGroup), shows
 * each NotificationAdded as a toast in a polite live region (role=status), and sends CloseNotification
 * when the visitor closes one. The SignalR client loads only here, after the page has rendered; the hub
 * retries every 5 s on failure (src/realtime). A new notification also refreshes the NotificationsPage. The same
 * connection hears ProgrammeChanged: the app's programme is read again in place (store/programmeChanges.ts).
 *
 * A signed-in user's own notifications (contracts/userNotifications.ts: a session of their personal programme moved,
 * was cancelled...) show as toasts too: the unread ones read when the page opens (and again once the hub is
 * connected, for one sent meanwhile), new ones heard on the connection, which then carries the user's token. The
 * sentence is worded here, in the page's language with the time in the event's zone, and leads to the session;
 * dismissing one marks it read for good.
 *
 * Texts: notifications.region, notifications.close, notifications.open, notifications.session.*. Theme tokens:
 * --vmx-color-background, --vmx-color-text, --vmx-color-border, --vmx-color-primary, --vmx-radius,
 * --vmx-space, --vmx-color-focus.
 */
import { useEffect, useRef, useState } from 'react';
import { getUserNotifications, markUserNotificationsRead } from '../../api/userNotifications';
import type { UserNotification } from '../../contracts';
import { favouriteChangeText, readUserNotification } from '../../core/programme/favouriteChanges';
import { useInstanceInfo } from '../../store/instanceInfo';
import { NOTIFICATION_TEXTS } from '../../core/notificationTexts';
import {
  addToast,
  MAX_TOASTS,
  notificationGroup,
  parsePushNotification,
  removeToast,
  type PushNotification,
} from '../../core/pushNotifications';
import { safeHref } from '../../core/url';
import type { NotificationHubHandle } from '../../realtime';
import { queryScope } from '../../store/queries/keys';
import { notificationsQueries } from '../../store/queries/notifications';
import { programmeChanged } from '../../store/programmeChanges';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { useRouteHref } from '../../ui/platformLinks';
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
  const userId = useEventState((state) => state.user?.userId ?? null);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const href = useRouteHref();
  const [mine, setMine] = useState<UserNotification[]>([]);
  /** Dismissed here: a read that was under way when one was dismissed does not bring it back. */
  const dismissed = useRef(new Set<number>());
  const [connectedAt, setConnectedAt] = useState(0);

  useEffect(() => {
    if (eventId === null || userId === null) {
      setMine([]);
      return;
    }
    let cancelled = false;
    getUserNotifications(context.http, eventId)
      .then((list) => {
        if (!cancelled)
          setMine((current) =>
            withMine(
              current,
              list.flatMap((raw) => readUserNotification(raw) ?? []),
              dismissed.current,
            ),
          );
      })
      .catch((error: unknown) => console.warn('[vmx] the user’s notifications could not be read', error));
    return () => {
      cancelled = true;
    };
  }, [eventId, userId, context, connectedAt]);

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
          ...(userId !== null && {
            accessToken: () => context.store.getState().user?.accessToken ?? null,
            onUserNotification: (raw) => {
              const notification = readUserNotification(raw);
              if (notification?.EventId === eventId) setMine((current) => withMine(current, [notification], dismissed.current));
            },
          }),
        });
        hub.current = handle;
        if (userId !== null) void handle.ready.then(() => !cancelled && setConnectedAt(Date.now()));
      })
      .catch((error: unknown) => console.warn('[vmx] the notification hub client could not be loaded', error));
    return () => {
      cancelled = true;
      if (hub.current === handle) hub.current = null;
      void handle?.stop();
    };
  }, [eventId, hubPath, language, context, userId]);

  const close = (notification: PushNotification) => {
    setToasts((current) => removeToast(current, notification.id));
    void hub.current?.closeNotification(notification.id);
  };

  const dismiss = (notification: UserNotification) => {
    dismissed.current.add(notification.Id);
    setMine((current) => current.filter((each) => each.Id !== notification.Id));
    void markUserNotificationsRead(context.http, notification.EventId, [notification.Id]).catch((error: unknown) =>
      console.warn('[vmx] the notification could not be marked read', error),
    );
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
        {mine.slice(-MAX_TOASTS).map((notification) => {
          const sentence = favouriteChangeText(notification, t, language, timeZone);
          return (
            <Toast key={`mine-${notification.Id}`} part="notification-toast" data-user-notification-id={notification.Id}>
              <div>
                <strong>{t('notifications.session.heading')}</strong>
                <p>
                  {notification.Kind === 'removed' ? (
                    sentence
                  ) : (
                    <a href={href('SessionPage', { sessionId: notification.SessionId })}>{sentence}</a>
                  )}
                </p>
              </div>
              <CloseButton type="button" aria-label={t('notifications.close', { title: sentence })} onClick={() => dismiss(notification)}>
                <span aria-hidden="true">×</span>
              </CloseButton>
            </Toast>
          );
        })}
      </div>
    </Region>
  );
}

/** The user's notifications with these added: each once, oldest first, none that was dismissed here. */
function withMine(
  current: readonly UserNotification[],
  added: readonly UserNotification[],
  dismissed: ReadonlySet<number>,
): UserNotification[] {
  const byId = new Map([...current, ...added].map((notification) => [notification.Id, notification]));
  return [...byId.values()].filter((notification) => !dismissed.has(notification.Id)).sort((a, b) => a.Id - b.Id);
}
