/**
 * The queries of networking and one-to-one messages (src/api/messaging.ts). Every key carries the user, so another
 * user's settings, contacts or messages are never shown from the cache. The people and contacts name countries and
 * areas of interest in a language and are keyed in the scope's; the rest is the user's own in no language (the scope's
 * language is set aside), so that the header's unread badge and the networking area's inbox share one entry whatever
 * language each reads in. The people the user blocked and, for a moderator, the event's reports are the user's own too. A refusal (403: not a participant; 404: not in that conversation) is an answer: it is not
 * asked again.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import {
  getBlocks,
  getContacts,
  getConversation,
  getConversations,
  getGroups,
  getMeetings,
  getMessageableCompanies,
  getMessages,
  getNetworkingSettings,
  getPeople,
  getReports,
  getSessionGroup,
  getSpeakers,
  getUnread,
} from '../../api/messaging';
import { HttpError } from '../../api/http';
import { MESSAGES_PAGE_SIZE, PEOPLE_PAGE_SIZE, REPORTS_PAGE_SIZE, type ReportStatus } from '../../contracts';
import { keyAfterScope, scopeKey, type QueryScope } from './keys';

/** Ours: a page of search results no one looks at any more is dropped after this long (searches pile up otherwise). */
const PEOPLE_GC_MS = 5 * 60_000;

/** A failed read is asked once more, unless the server answered that it will not tell (401, 403, 404). */
export function retryUnlessRefused(failures: number, error: Error): boolean {
  const refused = error instanceof HttpError && (error.status === 401 || error.status === 403 || error.status === 404);
  return !refused && failures < 1;
}

/** The user's own data (no language): settings, conversations, messages, unread counts. */
const own = (scope: QueryScope, userId: number) => [...scopeKey({ ...scope, language: '' }), 'messaging', userId] as const;

export const messagingQueries = {
  /** Everything of one user's messaging in no language: a new conversation, say, renews the inbox. */
  own,

  /** The people and contacts of every user in every language: a contact request changes who stands how. */
  isNetwork: (query: Query) => {
    const part = keyAfterScope(query.queryKey)[0];
    return part === 'networking-people' || part === 'networking-contacts';
  },

  settings: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'settings'] as const,
      queryFn: ({ signal }) => getNetworkingSettings(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  /** One page of the people found by `query` ('' for everyone findable), from `skip`. */
  people: (scope: QueryScope, eventId: number, userId: number, query: string, skip: number) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'networking-people', userId, eventId, query, skip] as const,
      queryFn: ({ signal }) =>
        getPeople(scope.http, { eventId, language: scope.language }, { query, skip, take: PEOPLE_PAGE_SIZE }, signal),
      retry: retryUnlessRefused,
      gcTime: PEOPLE_GC_MS,
    }),

  contacts: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'networking-contacts', userId, eventId] as const,
      queryFn: ({ signal }) => getContacts(scope.http, { eventId, language: scope.language }, signal),
      retry: retryUnlessRefused,
    }),

  conversations: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'conversations'] as const,
      queryFn: ({ signal }) => getConversations(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  conversation: (scope: QueryScope, eventId: number, userId: number, conversationId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'conversation', conversationId] as const,
      queryFn: ({ signal }) => getConversation(scope.http, eventId, conversationId, signal),
      retry: retryUnlessRefused,
    }),

  /**
   * A conversation's history as loaded so far: the newest page first; older pages and live messages are merged into
   * the same entry (core/networking/outbox.ts withMessages), so the view reads one list.
   */
  messages: (scope: QueryScope, eventId: number, userId: number, conversationId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'history', conversationId] as const,
      queryFn: ({ signal }) => getMessages(scope.http, eventId, conversationId, { before: null, take: MESSAGES_PAGE_SIZE }, signal),
      retry: retryUnlessRefused,
    }),

  /** The people the user blocked (the networking settings list them; a conversation offers Unblock). */
  blocks: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'blocks'] as const,
      queryFn: ({ signal }) => getBlocks(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  /** The reports of every status: a moderator's decision moves a report from one status to another. */
  reportsKey: (scope: QueryScope, eventId: number, userId: number) => [...own(scope, userId), eventId, 'reports'] as const,

  /**
   * The event's reports in one status as loaded so far, for its moderators (403 networking-not-moderator for anyone
   * else): the newest page; the moderation page merges the next pages into the same entry.
   */
  reports: (scope: QueryScope, eventId: number, userId: number, status: ReportStatus) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'reports', status] as const,
      queryFn: ({ signal }) => getReports(scope.http, eventId, status, { before: null, take: REPORTS_PAGE_SIZE }, signal),
      retry: retryUnlessRefused,
    }),

  /**
   * The event's groups, named in the scope's language (kept under the user's own, so a new conversation renews them
   * too); `groupsKey` is every language's entry, what joining and leaving a group renew.
   */
  groupsKey: (scope: QueryScope, eventId: number, userId: number) => [...own(scope, userId), eventId, 'groups'] as const,

  groups: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'groups', scope.language, 'all'] as const,
      queryFn: ({ signal }) => getGroups(scope.http, { eventId, language: scope.language }, signal),
      retry: retryUnlessRefused,
    }),

  /** A session's group (404 for no such session), in the scope's language. */
  sessionGroup: (scope: QueryScope, eventId: number, userId: number, sessionId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'groups', scope.language, 'session', sessionId] as const,
      queryFn: ({ signal }) => getSessionGroup(scope.http, { eventId, language: scope.language }, sessionId, signal),
      retry: retryUnlessRefused,
    }),

  /**
   * The user's meetings in the event, by start (the chat hub's MeetingChanged is merged into the same entry); the
   * conversation and the meeting hub read this one list.
   */
  meetings: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'meetings'] as const,
      queryFn: ({ signal }) => getMeetings(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  /** The programme's speakers the user may write to (a 403 for someone who may not network). */
  speakers: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'speakers'] as const,
      queryFn: ({ signal }) => getSpeakers(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  /** The event's companies that offer a chat, less the user's own (a 403 for someone who may not network). */
  companies: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'companies'] as const,
      queryFn: ({ signal }) => getMessageableCompanies(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),

  /** The user's unread messages in all conversations: the header's badge. */
  unread: (scope: QueryScope, eventId: number, userId: number) =>
    queryOptions({
      queryKey: [...own(scope, userId), eventId, 'unread'] as const,
      queryFn: ({ signal }) => getUnread(scope.http, eventId, signal),
      retry: retryUnlessRefused,
    }),
};
