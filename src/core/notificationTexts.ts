/** English defaults of the push notification texts: the toasts and the NotificationsPage. */
export const NOTIFICATION_TEXTS = {
  'notifications.region': 'Notifications',
  'notifications.close': 'Dismiss notification: {title}',
  'notifications.open': 'Open',
  'notifications.empty': 'There are no notifications yet.',
  'notifications.loading': 'Loading notifications…',
  'notifications.failed': 'The notifications could not be loaded.',
  'notifications.retry': 'Retry',
  // A session of the user's personal programme changed (core/programme/favouriteChanges.ts): {time} is the event's.
  'notifications.session.heading': 'Your programme changed',
  'notifications.session.moved': '“{title}” moved to {room}, {time}',
  'notifications.session.movedDay': '“{title}” moved to {room}, {day}, {time}',
  'notifications.session.cancelled': '“{title}” was cancelled',
  'notifications.session.reinstated': '“{title}” takes place again: {room}, {day}, {time}',
  'notifications.session.removed': '“{title}” was taken out of the programme',
} as const;
