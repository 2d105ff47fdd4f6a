/**
 * The real-time hubs' client. This is the only entry to src/realtime that loads @microsoft/signalr:
 * elements that use a hub import it lazily (`await import('../realtime')`) so that the library (about
 * 14 kB gzip) stays out of the others; src/store and src/elements do not import it statically.
 */
export { connectAccountHub } from './accountHub';
export { connectNotifications, type NotificationHubHandle } from './notificationHub';
export { connectChat } from './chatHub';
