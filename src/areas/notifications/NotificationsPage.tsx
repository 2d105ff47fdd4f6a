/**
 * NotificationsPage (/notifications/{i}/{e}/{l}): the event's push notifications, newest first, each
 * with its title, time (event language and time zone), text (HTML, sanitised) and optional link (only a
 * safe URL becomes a link). A notification published while the page is open shows up here too.
 *
 * Texts: notifications.loading, notifications.failed, notifications.retry, notifications.empty,
 * notifications.open. Theme tokens: --vmx-color-border, --vmx-color-muted, --vmx-radius, --vmx-space,
 * --vmx-color-primary, --vmx-color-focus.
 */
import { NOTIFICATION_TEXTS } from '../../core/notificationTexts';
import type { PushNotification } from '../../core/pushNotifications';
import { safeHref } from '../../core/url';
import { useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { AsyncView } from '../../ui/AsyncView';
import { Item, List } from './NotificationsPage.styles';
import { usePushNotifications } from './usePushNotifications';

export function NotificationsPage(_props: PageProps) {
  const t = useTexts(NOTIFICATION_TEXTS);
  const query = usePushNotifications();
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('notifications.loading'), error: t('notifications.failed'), retry: t('notifications.retry') }}
      layout="block"
    >
      {(notifications) =>
        notifications.length === 0 ? (
          <p>{t('notifications.empty')}</p>
        ) : (
          <List part="notifications">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </List>
        )
      }
    </AsyncView>
  );
}

function NotificationItem({ notification }: { notification: PushNotification }) {
  const t = useTexts(NOTIFICATION_TEXTS);
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone);
  const link = safeHref(notification.link);
  return (
    <Item part="notification" data-notification-id={notification.id}>
      <article>
        {notification.title && <h2>{notification.title}</h2>}
        {notification.createdAt && <time dateTime={notification.createdAt}>{formatTime(notification.createdAt, language, timeZone)}</time>}
        <SanitizedHtml html={notification.text} part="notification-text" />
        {link && <a href={link}>{t('notifications.open')}</a>}
      </article>
    </Item>
  );
}

function formatTime(iso: string, language: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  }
}
