/**
 * The chat hub, {signalrHub}/chat (src/contracts/messaging.ts, "Live"; hubs.ts CHAT_HUB): a signed-in user's
 * connections hear MessageAdded for every message in their conversations (their own from another tab included) and
 * UnreadChanged when their unread counts change, MessageRemoved when a moderator removes a message of theirs, MeetingChanged when a meeting is proposed or decided. The server only sends: messages are written through the API
 * (server/routes/messaging.ts), which calls ChatHubApi; nothing is invoked on the hub.
 *
 * Authenticated with the user's access token, as the API is: `access_token` in the query (what @microsoft/signalr
 * sends with a browser's socket) or the Authorization header (what it sends with negotiate, and with the socket from
 * Node); anonymous or a bad token: 401. A connection opened with `eventid` in the query hears of that event's
 * conversations only (a page shows one event, and its unread counts are that event's); a malformed one is refused.
 * The token in the query never reaches a log (server/logging.ts redacts access_token).
 */
import { z } from 'zod';
import {
  CHAT_HUB,
  ChatHubMethods,
  MEETING_STATUSES,
  type ChatMeetingChanged,
  type ChatMessageAdded,
  type ChatMessageRemoved,
  type ChatUnreadChanged,
} from '../../src/contracts';
import type { Hub, HubConnection, HubDefinition } from './hubServer';
import type { VerifyHubToken } from './accountHub';

export interface ChatHubApi {
  /** Sends MessageAdded to the user's connections that hear of the event; returns how many were reached here. */
  messageAdded(userId: number, eventId: number, message: ChatMessageAdded): number;
  /** Sends UnreadChanged to the user's connections that hear of the event; returns how many were reached here. */
  unreadChanged(userId: number, eventId: number, unread: ChatUnreadChanged): number;
  /** Sends MessageRemoved to the user's connections that hear of the event; returns how many were reached here. */
  messageRemoved(userId: number, eventId: number, removed: ChatMessageRemoved): number;
  /** Sends MeetingChanged to the user's connections that hear of the event; returns how many were reached here. */
  meetingChanged(userId: number, eventId: number, meeting: ChatMeetingChanged): number;
}

/** MessageAdded's argument as it crosses the backplane (server/hubs/index.ts checks what other processes send). */
export const ChatMessageAddedSchema = z.object({
  Id: z.string(),
  ConversationId: z.number(),
  SenderId: z.number(),
  SenderName: z.string().nullable(),
  Text: z.string(),
  SentAt: z.string(),
  Removed: z.boolean(),
  SenderCompany: z.string().nullable(),
}) satisfies z.ZodType<ChatMessageAdded>;

export const ChatMeetingChangedSchema = z.object({
  Id: z.string(),
  ConversationId: z.number(),
  ProposerId: z.number(),
  ProposerName: z.string().nullable(),
  Outgoing: z.boolean(),
  With: z.string().nullable(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Note: z.string(),
  Status: z.enum(MEETING_STATUSES),
  CreatedAt: z.string(),
}) satisfies z.ZodType<ChatMeetingChanged>;

export const ChatMessageRemovedSchema = z.object({ ConversationId: z.number(), Id: z.string() }) satisfies z.ZodType<ChatMessageRemoved>;

export const ChatUnreadChangedSchema = z.object({
  Unread: z.number(),
  ConversationId: z.number(),
  ConversationUnread: z.number(),
}) satisfies z.ZodType<ChatUnreadChanged>;

const EVENT_ID = /^\d{1,9}$/;

export function chatHubDefinition(base: string, verifyToken: VerifyHubToken | undefined, onError: (error: unknown) => void): HubDefinition {
  return {
    path: `${base}/${CHAT_HUB}`,
    async authenticate(query, bearer) {
      const token = query.get('access_token') || bearer;
      const eventId = query.get('eventid');
      if (!token || !verifyToken || (eventId !== null && !EVENT_ID.test(eventId))) return null;
      try {
        return await verifyToken(token);
      } catch (error) {
        onError(error);
        return null;
      }
    },
    methods: {},
  };
}

/** Whether a connection hears of an event's conversations: every event without `eventid`, else that one. */
function hears(connection: HubConnection, eventId: number): boolean {
  const heard = connection.query.get('eventid');
  return heard === null || Number(heard) === eventId;
}

export function chatHubApi(hub: Hub): ChatHubApi {
  const sendTo = (userId: number, eventId: number, target: string, argument: unknown) =>
    hub.sendTo(
      hub.user(userId).filter((connection) => hears(connection, eventId)),
      target,
      argument,
    );
  return {
    messageAdded: (userId, eventId, message) => sendTo(userId, eventId, ChatHubMethods.messageAdded, message),
    unreadChanged: (userId, eventId, unread) => sendTo(userId, eventId, ChatHubMethods.unreadChanged, unread),
    messageRemoved: (userId, eventId, removed) => sendTo(userId, eventId, ChatHubMethods.messageRemoved, removed),
    meetingChanged: (userId, eventId, meeting) => sendTo(userId, eventId, ChatHubMethods.meetingChanged, meeting),
  };
}
