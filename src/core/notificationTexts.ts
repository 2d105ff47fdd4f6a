/** English defaults of the push notification texts: the toasts and the NotificationsPage. */
export const NOTIFICATION_TEXTS = {
  'notifications.region': 'Notifications',
  'notifications.close': 'Dismiss notification: {title}',
  'notifications.open': 'Open',
  'notifications.empty': 'There are no notifications yet.',
  'notifications.loading': 'Loading notifications…',
  'notifications.failed': 'The notifications could not be loaded.',
  'notifications.retry': 'Retry',
} as const;
