/**
 * The notification hub client (docs/rules/shell-access-identity.md section 7): {signalrHub}/notificationhub.
 * Joins the group with JoinGroup, again after every reconnection, receives NotificationAdded and may
 * dismiss a notification with CloseNotification. A failed start is tried again every HUB_RETRY_MS;
 * failures are only logged. Ours: ProgrammeChanged, the event's programme published anew (contracts/hubs.ts), and,
 * given the signed-in user's access token (asked at every (re)connection), UserNotificationAdded: a session of the
 * user's personal programme changed (contracts/userNotifications.ts). Such a connection is the user's own: it is not
 * shared with the page's anonymous holders.
 *
 * Holders on one page share the connection; NotificationAdded does not name its group, so holders of
 * different groups on one page each see the others' notifications (a page has one event's group).
 */
import type { IHttpConnectionOptions } from '@microsoft/signalr';
import { trimSlash } from './accountHub';
import { acquireHub } from './sharedConnection';
import {
  HubMethods,
  NOTIFICATION_HUB,
  USER_NOTIFICATION_ADDED,
  type HubNotification,
  type ProgrammeChangedMessage,
  type UserNotification,
} from '../contracts';

export interface NotificationHubOptions {
  /** The configured signalrHub base, e.g. https://vmx.example/hubs. */
  hubBase: string;
  groupId: string | number;
  /** NotificationAdded; a holder that shows no notifications leaves it out. */
  onNotification?: (notification: HubNotification) => void;
  /** ProgrammeChanged (it names its event: a holder checks it is its own). */
  onProgrammeChanged?: (message: ProgrammeChangedMessage) => void;
  /** The signed-in user's access token now: the server then sends them their own notifications too. */
  accessToken?: () => string | null;
  /** UserNotificationAdded (with accessToken). */
  onUserNotification?: (notification: UserNotification) => void;
  /** Extra @microsoft/signalr connection options (headers, timeouts); in Node the library finds `ws` itself. */
  connectionOptions?: IHttpConnectionOptions;
}

export interface NotificationHubHandle {
  /** Resolves once connected and in the group (the first time); never rejects. */
  readonly ready: Promise<void>;
  /** Tells the server the user dismissed a notification (a send: no reply awaited beyond the write). */
  closeNotification(id: number | string): Promise<void>;
  stop(): Promise<void>;
}

export function connectNotifications(options: NotificationHubOptions): NotificationHubHandle {
  const base = trimSlash(options.hubBase);
  const url = `${base}/${NOTIFICATION_HUB}`;
  const { accessToken } = options;
  // The registry shares a connection per URL: the user's own (it carries their token) has a URL of its own.
  const lease = accessToken
    ? acquireHub({
        url: `${url}?signedin=true`,
        label: url,
        connectionOptions: { ...options.connectionOptions, accessTokenFactory: () => accessToken() ?? '' },
      })
    : acquireHub({ url, label: url, connectionOptions: options.connectionOptions });
  /** The holder's handler of one message, its failure logged (the connection and the other holders go on). */
  const safely =
    <T>(handler: ((message: T) => void) | undefined, name: string) =>
    (message: T) => {
      try {
        handler?.(message);
      } catch (error) {
        console.warn(`[vmx] ${name} handler failed`, error);
      }
    };
  const handlers = [
    [HubMethods.notificationAdded, safely(options.onNotification, 'notification')],
    [HubMethods.programmeChanged, safely(options.onProgrammeChanged, 'programme change')],
    [USER_NOTIFICATION_ADDED, safely(options.onUserNotification, 'user notification')],
  ] as const;
  for (const [method, handler] of handlers) lease.connection.on(method, handler);
  let joined!: () => void;
  const ready = new Promise<void>((resolve) => (joined = resolve));
  lease.onConnected(async (connection) => {
    await connection.invoke(HubMethods.joinGroup, String(options.groupId));
    joined();
  });
  return {
    ready,
    async closeNotification(id) {
      try {
        await lease.connection.send(HubMethods.closeNotification, id);
      } catch (error) {
        console.warn(`[vmx] hub ${url}: CloseNotification failed`, error instanceof Error ? error.message : error);
      }
    },
    async stop() {
      for (const [method, handler] of handlers) lease.connection.off(method, handler);
      await lease.release();
    },
  };
}
