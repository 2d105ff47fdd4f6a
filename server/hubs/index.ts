/**
 * The reference server's real-time hubs (docs/rules/shell-access-identity.md section 7 "Real-time hubs"), mounted
 * at /hubs — the signalrHub base the client is configured with is `{server}/hubs`:
 *   /hubs/singlelogin?eventShort=…&jwt=…   account hub: remoteLogout, CloseConnection
 *   /hubs/notificationhub[?access_token=…]  notification hub: JoinGroup, CloseNotification, NotificationAdded,
 *                                          ProgrammeChanged; UserNotificationAdded to a signed-in user's own
 *                                          connections (those that bring their token)
 *   /hubs/chat?access_token=…[&eventid=…]  chat hub: MessageAdded, UnreadChanged, MessageRemoved, MeetingChanged (chatHub.ts)
 *
 * Dev tools (when devToolsEnabled: NODE_ENV is not "production", or VMX_DEV_TOOLS=1):
 *   POST /dev/hubs/remote-logout?userId=…[&exceptSessionId=…][&reason=…]  → {"reached": n}
 *   sends remoteLogout to that user's account-hub connections, as a second sign-in would.
 *
 * registerHubs also decorates the app with `hubs`: `app.hubs.endSessions(sessionIds, reason)` closes the
 * connections of revoked sessions (single login, sign-out; wired in server/app.ts); `app.hubs.chat` sends the chat
 * hub's messages (server/routes/messaging.ts); `app.hubs.notifications` a notification (routes/advertising.ts) or a
 * programme change (routes/programmeAdmin.ts) to a group.
 *
 * Several processes (REDIS_URL): each holds its own sockets. A notification, a programme change, a remote logout, a
 * chat message or unread count, or an end of sessions is done here at once and published on the backplane (server/backplane), and
 * every other process does the same for its sockets; a connection token negotiated here connects at any of them
 * (connectionTokens.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FAVOURITE_CHANGE_KINDS, type HubNotification, type ProgrammeChangedMessage, type UserNotification } from '../../src/contracts';
import { createLocalBackplane, type Backplane } from '../backplane/backplane';
import { numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { accountHubApi, accountHubDefinition, type AccountHubApi, type VerifyHubToken } from './accountHub';
import {
  chatHubApi,
  chatHubDefinition,
  ChatMessageAddedSchema,
  ChatMeetingChangedSchema,
  ChatMessageRemovedSchema,
  ChatUnreadChangedSchema,
  type ChatHubApi,
} from './chatHub';
import { HubServer } from './hubServer';
import { notificationHubApi, notificationHubDefinition, type NotificationHubApi, type OnCloseNotification } from './notificationHub';

export type { AccountHubApi, VerifyHubToken } from './accountHub';
export type { NotificationHubApi } from './notificationHub';
export type { ChatHubApi } from './chatHub';

/** Where the hubs live on this server. */
export const HUB_BASE = '/hubs';

export interface HubsOptions {
  /**
   * Verifies the account hub's jwt and the chat hub's access token: who signed in, and with which session. Without it
   * every connection to those hubs is refused; null refuses one (401).
   */
  verifyToken?: VerifyHubToken;
  /** Browser origins allowed to open hub sockets (the API's CORS origins); null: any. */
  allowedOrigins?: readonly string[] | null;
  /** Server ping interval, 15 s; tests shorten it. */
  pingIntervalMs?: number;
  /** Silence after which a client is dropped, 30 s. */
  clientTimeoutMs?: number;
  /** The dev route; default devToolsEnabled(process.env). */
  devTools?: boolean;
  /** The other processes (default: none). */
  backplane?: Backplane;
  /** Signs connection tokens: the same at every process (default: random, this process only). */
  connectionTokenKey?: string | Buffer;
  onCloseNotification?: OnCloseNotification;
}

export interface Hubs {
  account: AccountHubApi;
  notifications: NotificationHubApi;
  chat: ChatHubApi;
  /**
   * Closes every hub connection authenticated with one of these sessions (they were revoked), on every
   * process: an account-hub connection gets remoteLogout with the reason first. Returns how many
   * connections this process closed.
   */
  endSessions(sessionIds: readonly string[], reason: string): number;
  /** Closes every hub socket with a reconnect hint and stops the timers (done by app.close() too). */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    hubs: Hubs;
  }
}

/** Dev-only routes are on unless NODE_ENV is production; VMX_DEV_TOOLS=1 turns them on regardless. */
export function devToolsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VMX_DEV_TOOLS === '1' || env.NODE_ENV !== 'production';
}

const RemoteLogoutQuery = z.object({ userId: numericId(), exceptSessionId: text().optional(), reason: text().optional() });

/** What one process asks the others to send to their sockets (the backplane's hub-messages). */
const HubMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notify'),
    group: z.string(),
    notification: z.custom<HubNotification>((value) => typeof value === 'object' && value !== null),
  }),
  z.object({
    kind: z.literal('programmeChanged'),
    group: z.string(),
    message: z.object({ EventId: z.number(), Version: z.string() }) satisfies z.ZodType<ProgrammeChangedMessage>,
  }),
  z.object({
    kind: z.literal('userNotification'),
    userId: z.number(),
    notification: z.object({
      Id: z.number(),
      EventId: z.number(),
      Kind: z.enum(FAVOURITE_CHANGE_KINDS),
      SessionId: z.number(),
      Title: z.string(),
      Room: z.string().nullable(),
      Start: z.string().nullable(),
      PreviousRoom: z.string().nullable(),
      PreviousStart: z.string().nullable(),
      CreatedAt: z.string(),
    }) satisfies z.ZodType<UserNotification>,
  }),
  z.object({ kind: z.literal('remoteLogout'), userId: z.number(), exceptSessionId: z.string().optional(), reason: z.string().optional() }),
  z.object({ kind: z.literal('chatMessage'), userId: z.number(), eventId: z.number(), message: ChatMessageAddedSchema }),
  z.object({ kind: z.literal('chatUnread'), userId: z.number(), eventId: z.number(), unread: ChatUnreadChangedSchema }),
  z.object({ kind: z.literal('chatRemoved'), userId: z.number(), eventId: z.number(), removed: ChatMessageRemovedSchema }),
  z.object({ kind: z.literal('chatMeeting'), userId: z.number(), eventId: z.number(), meeting: ChatMeetingChangedSchema }),
]);
type HubMessage = z.infer<typeof HubMessage>;
const EndedSessions = z.object({ sessionIds: z.array(z.string()), reason: z.string() });

/** Registers the hubs on the root instance (before it is ready); they listen once the app does. */
export async function registerHubs(app: FastifyInstance, options: HubsOptions = {}): Promise<Hubs> {
  const backplane = options.backplane ?? createLocalBackplane();
  const server = new HubServer({
    pingIntervalMs: options.pingIntervalMs,
    clientTimeoutMs: options.clientTimeoutMs,
    allowedOrigins: options.allowedOrigins,
    connectionTokenKey: options.connectionTokenKey,
    backplane,
    log: app.log,
  });
  const onVerifyError = (error: unknown) => app.log.warn({ err: error }, 'hub token verification failed');
  const localAccount = accountHubApi(server.register(app, accountHubDefinition(HUB_BASE, options.verifyToken, onVerifyError)));
  const localNotifications = notificationHubApi(
    server.register(app, notificationHubDefinition(HUB_BASE, options.onCloseNotification, options.verifyToken, onVerifyError)),
  );
  const localChat = chatHubApi(server.register(app, chatHubDefinition(HUB_BASE, options.verifyToken, onVerifyError)));
  const endLocalSessions = (sessionIds: readonly string[], reason: string) =>
    server.endSessions(sessionIds, (connection) => localAccount.sayGoodbye(connection, reason));

  const deliver = (message: HubMessage): number => {
    switch (message.kind) {
      case 'notify':
        return localNotifications.notify(message.group, message.notification);
      case 'programmeChanged':
        return localNotifications.programmeChanged(message.group, message.message);
      case 'userNotification':
        return localNotifications.userNotification(message.userId, message.notification);
      case 'remoteLogout':
        return localAccount.remoteLogout(message.userId, message.exceptSessionId, message.reason);
      case 'chatMessage':
        return localChat.messageAdded(message.userId, message.eventId, message.message);
      case 'chatUnread':
        return localChat.unreadChanged(message.userId, message.eventId, message.unread);
      case 'chatRemoved':
        return localChat.messageRemoved(message.userId, message.eventId, message.removed);
      case 'chatMeeting':
        return localChat.meetingChanged(message.userId, message.eventId, message.meeting);
    }
  };
  const everywhere = (message: HubMessage): number => {
    backplane.publish('hub-messages', message);
    return deliver(message);
  };
  const unreadable = (channel: string, error: z.ZodError) => app.log.warn({ channel, issues: error.issues }, 'backplane message ignored');
  const stopMessages = backplane.subscribe('hub-messages', (value) => {
    const parsed = HubMessage.safeParse(value);
    if (parsed.success) deliver(parsed.data);
    else unreadable('hub-messages', parsed.error);
  });
  const stopSessions = backplane.subscribe('hub-sessions', (value) => {
    const parsed = EndedSessions.safeParse(value);
    if (parsed.success) endLocalSessions(parsed.data.sessionIds, parsed.data.reason);
    else unreadable('hub-sessions', parsed.error);
  });

  const account: AccountHubApi = {
    sayGoodbye: (connection, reason) => localAccount.sayGoodbye(connection, reason),
    remoteLogout: (userId, exceptSessionId, reason) => everywhere({ kind: 'remoteLogout', userId, exceptSessionId, reason }),
  };
  const notifications: NotificationHubApi = {
    notify: (groupId, notification) => everywhere({ kind: 'notify', group: String(groupId), notification }),
    programmeChanged: (groupId, message) => everywhere({ kind: 'programmeChanged', group: String(groupId), message }),
    userNotification: (userId, notification) => everywhere({ kind: 'userNotification', userId, notification }),
  };
  const chat: ChatHubApi = {
    messageAdded: (userId, eventId, message) => everywhere({ kind: 'chatMessage', userId, eventId, message }),
    unreadChanged: (userId, eventId, unread) => everywhere({ kind: 'chatUnread', userId, eventId, unread }),
    messageRemoved: (userId, eventId, removed) => everywhere({ kind: 'chatRemoved', userId, eventId, removed }),
    meetingChanged: (userId, eventId, meeting) => everywhere({ kind: 'chatMeeting', userId, eventId, meeting }),
  };
  server.attach(app.server);
  // Before the HTTP server closes: it would wait for the upgraded sockets.
  app.addHook('preClose', async () => {
    stopMessages();
    stopSessions();
    await server.close();
  });

  if (options.devTools ?? devToolsEnabled()) {
    app.post('/dev/hubs/remote-logout', async (request) => {
      const query = parseQuery(RemoteLogoutQuery, request);
      return { reached: account.remoteLogout(query.userId, query.exceptSessionId, query.reason) };
    });
  }

  const hubs: Hubs = {
    account,
    notifications,
    chat,
    endSessions(sessionIds, reason) {
      backplane.publish('hub-sessions', { sessionIds: [...sessionIds], reason });
      return endLocalSessions(sessionIds, reason);
    },
    close: () => server.close(),
  };
  app.decorate('hubs', hubs);
  return hubs;
}
