/**
 * What the client and the reference server agree on for the real-time hubs (docs/rules/shell-access-identity.md
 * section 7 "Real-time hubs"; frames in ARCHITECTURE.md, Real-time hubs). No @microsoft/signalr here:
 * the server and code that only needs the names import it from contracts without loading the client library
 * (src/realtime is the client).
 */

/** Hub names under the configured signalrHub base (the reference server mounts them at /hubs). */
export const ACCOUNT_HUB = 'singlelogin';
export const NOTIFICATION_HUB = 'notificationhub';
/** Ours: the one-to-one messages' hub (contracts/messaging.ts), authenticated with the user's token (access_token). */
export const CHAT_HUB = 'chat';

/** Methods the client invokes and the server's messages (the client matches these case-insensitively). */
export const HubMethods = {
  closeConnection: 'CloseConnection',
  joinGroup: 'JoinGroup',
  closeNotification: 'CloseNotification',
  remoteLogout: 'remoteLogout',
  notificationAdded: 'NotificationAdded',
  /** Ours: the event's programme was published anew (ProgrammeChangedMessage); open pages read it again. */
  programmeChanged: 'ProgrammeChanged',
} as const;

/**
 * The chat hub's messages (apart from HubMethods, which every element's shared code holds: only the chat's own code
 * and the server need these).
 */
export const ChatHubMethods = {
  /** A message in one of the user's conversations (ChatMessageAdded). */
  messageAdded: 'MessageAdded',
  /** The user's unread counts changed (ChatUnreadChanged). */
  unreadChanged: 'UnreadChanged',
  /** A moderator removed a message of one of the user's conversations (ChatMessageRemoved). */
  messageRemoved: 'MessageRemoved',
  /** A meeting of one of the user's conversations was proposed or decided (ChatMeetingChanged). */
  meetingChanged: 'MeetingChanged',
} as const;

/** Spec section 9 "Hub retry": a hub whose connection fails is started again after this long. */
export const HUB_RETRY_MS = 5000;

/** The argument of remoteLogout. */
export interface RemoteLogoutMessage {
  /** Why the session ends; SIGNED_IN_ELSEWHERE when the user signed in again on another device. */
  reason: string;
}

export const SIGNED_IN_ELSEWHERE = 'signed-in-elsewhere';

/** The argument of NotificationAdded (later issues may add fields). */
export interface HubNotification {
  id: number;
  title: string;
  text: string;
  /** Where the notification leads; null without a link. */
  link: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * Ours: the argument of ProgrammeChanged, sent on the notification hub to each of the event's groups
 * ({eventId}-{language}) when a programme change is published (POST /api/Admin/Programme/Publish,
 * contracts/programmeAdmin.ts). Nothing but the new version: a page reads its programme lists again (the server
 * answers a list that did not change with 304), so what it shows is what the lists say, never a patch.
 */
export interface ProgrammeChangedMessage {
  EventId: number;
  /** The programme's version after the change (PAGData's Version). */
  Version: string;
}
