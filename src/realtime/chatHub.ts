/**
 * The chat hub client (src/contracts/messaging.ts, "Live"): {signalrHub}/chat, authenticated with the signed-in
 * user's access token, which @microsoft/signalr asks accessToken for at every (re)connection: a refreshed token is
 * used on the next one. It hears MessageAdded (a message in one of the user's conversations, their own from another
 * tab included), UnreadChanged (the user's unread counts), MessageRemoved (a moderator removed a message of one of
 * them) and MeetingChanged (a meeting of one of them was proposed or decided). With eventId it hears of that event's conversations
 * only. A failed start is tried again every HUB_RETRY_MS; a refused token (401) is not tried again; failures are
 * only logged, without the token.
 *
 * Holders on one page share the connection of one URL (sharedConnection.ts): the first holder's accessToken is the
 * one asked, so every holder on a page should read the same session's token.
 */
import type { IHttpConnectionOptions } from '@microsoft/signalr';
import { trimSlash } from './accountHub';
import { acquireHub } from './sharedConnection';
import {
  CHAT_HUB,
  ChatHubMethods,
  type ChatMeetingChanged,
  type ChatMessageAdded,
  type ChatMessageRemoved,
  type ChatUnreadChanged,
} from '../contracts';

export interface ChatHubOptions {
  /** The configured signalrHub base, e.g. https://vmx.example/hubs. */
  hubBase: string;
  /** The signed-in user's access token now (null when signed out: the server then refuses the connection). */
  accessToken: () => string | null;
  /** Hear of this event's conversations only (the page's event); all of the user's without it. */
  eventId?: number;
  onMessage: (message: ChatMessageAdded) => void;
  onUnread: (unread: ChatUnreadChanged) => void;
  /** A moderator removed a message of one of the user's conversations: its text is gone for everyone. */
  onMessageRemoved?: (removed: ChatMessageRemoved) => void;
  /** A meeting of one of the user's conversations was proposed or decided: the meeting as the user sees it now. */
  onMeetingChanged?: (meeting: ChatMeetingChanged) => void;
  /**
   * After every connection, the first included: the hub only sends what happens from then on, so what was sent before
   * (after the page's first reads, or while the connection was lost) did not reach this page: read it again.
   */
  onConnected?: () => void;
  /** Extra @microsoft/signalr connection options (headers, timeouts); in Node the library finds `ws` itself. */
  connectionOptions?: IHttpConnectionOptions;
}

export interface ChatHubHandle {
  /** Resolves once connected (the first time); never rejects (and never resolves when the token is refused). */
  readonly ready: Promise<void>;
  /** Leaves the hub; the page's last holder stops the connection. */
  stop(): Promise<void>;
}

export function connectChat(options: ChatHubOptions): ChatHubHandle {
  const url = `${trimSlash(options.hubBase)}/${CHAT_HUB}`;
  const lease = acquireHub({
    url: options.eventId === undefined ? url : `${url}?eventid=${options.eventId}`,
    label: url,
    connectionOptions: { ...options.connectionOptions, accessTokenFactory: () => options.accessToken() ?? '' },
  });
  const guarded =
    <T>(what: string, handler: (value: T) => void) =>
    (value: T) => {
      try {
        handler(value);
      } catch (error) {
        console.warn(`[vmx] chat ${what} handler failed`, error);
      }
    };
  const onMessage = guarded('message', options.onMessage);
  const onUnread = guarded('unread', options.onUnread);
  const onMessageRemoved = guarded('removal', (removed: ChatMessageRemoved) => options.onMessageRemoved?.(removed));
  const onMeetingChanged = guarded('meeting', (meeting: ChatMeetingChanged) => options.onMeetingChanged?.(meeting));
  lease.connection.on(ChatHubMethods.messageAdded, onMessage);
  lease.connection.on(ChatHubMethods.unreadChanged, onUnread);
  lease.connection.on(ChatHubMethods.messageRemoved, onMessageRemoved);
  lease.connection.on(ChatHubMethods.meetingChanged, onMeetingChanged);
  const onConnected = guarded('connect', () => options.onConnected?.());
  lease.onConnected(async () => onConnected(undefined));
  return {
    ready: lease.started,
    async stop() {
      lease.connection.off(ChatHubMethods.messageAdded, onMessage);
      lease.connection.off(ChatHubMethods.unreadChanged, onUnread);
      lease.connection.off(ChatHubMethods.messageRemoved, onMessageRemoved);
      lease.connection.off(ChatHubMethods.meetingChanged, onMeetingChanged);
      await lease.release();
    },
  };
}
