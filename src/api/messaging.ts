/**
 * Typed calls of networking between attendees and their one-to-one messages: every path of contracts/messaging.ts,
 * signed in (the Http adds the user's token), each scoped to one event by `eventid`. The people and contacts, whose
 * countries and areas of interest are named in a language, also send `language` (the page's), as the event's other
 * calls that name things do (api/networking.ts).
 */
import type {
  ChatMessage,
  ContactRequest,
  ContactRequestCreate,
  ContactsAnswer,
  ConversationCreate,
  ConversationsAnswer,
  ConversationSummary,
  MessageCreate,
  MessagesPage,
  NetworkingSettings,
  PeoplePage,
  ReadUpTo,
  UnreadAnswer,
} from '../contracts';
import type { Http } from './http';

export interface NetworkRef {
  eventId: number;
  language: string;
}

export function getNetworkingSettings(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<NetworkingSettings>('/api/Networking/Settings', { eventid: eventId }, signal);
}

export function saveNetworkingSettings(http: Http, eventId: number, settings: NetworkingSettings) {
  return http.post<NetworkingSettings>('/api/Networking/Settings', settings, { eventid: eventId });
}

export function getPeople(http: Http, ref: NetworkRef, page: { query: string; skip: number; take: number }, signal?: AbortSignal) {
  return http.get<PeoplePage>(
    '/api/Networking/People',
    { eventid: ref.eventId, language: ref.language, query: page.query, skip: page.skip, take: page.take },
    signal,
  );
}

export function getContacts(http: Http, ref: NetworkRef, signal?: AbortSignal) {
  return http.get<ContactsAnswer>('/api/Networking/Contacts', { eventid: ref.eventId, language: ref.language }, signal);
}

export function requestContact(http: Http, eventId: number, request: ContactRequestCreate) {
  return http.post<ContactRequest>('/api/Networking/ContactRequests', request, { eventid: eventId });
}

export function answerContactRequest(http: Http, eventId: number, requestId: number, answer: 'Accept' | 'Decline') {
  return http.post<ContactRequest>(`/api/Networking/ContactRequests/${requestId}/${answer}`, undefined, { eventid: eventId });
}

export function getConversations(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<ConversationsAnswer>('/api/Messages/Conversations', { eventid: eventId }, signal);
}

/** The conversation with that person: the existing one, or a new one. */
export function openConversation(http: Http, eventId: number, body: ConversationCreate) {
  return http.post<ConversationSummary>('/api/Messages/Conversations', body, { eventid: eventId });
}

export function getConversation(http: Http, eventId: number, conversationId: number, signal?: AbortSignal) {
  return http.get<ConversationSummary>(`/api/Messages/Conversations/${conversationId}`, { eventid: eventId }, signal);
}

/** The newest `take` messages before the message `before` (the newest of all without it), oldest first. */
export function getMessages(
  http: Http,
  eventId: number,
  conversationId: number,
  page: { before: string | null; take: number },
  signal?: AbortSignal,
) {
  return http.get<MessagesPage>(
    `/api/Messages/Conversations/${conversationId}/Messages`,
    { eventid: eventId, before: page.before, take: page.take },
    signal,
  );
}

/** Sends a message under the client's Id: sending it again stores it once (the stored one comes back). */
export function sendMessage(http: Http, eventId: number, conversationId: number, message: MessageCreate) {
  return http.post<ChatMessage>(`/api/Messages/Conversations/${conversationId}/Messages`, message, { eventid: eventId });
}

export function markConversationRead(http: Http, eventId: number, conversationId: number, upTo: ReadUpTo) {
  return http.post<UnreadAnswer>(`/api/Messages/Conversations/${conversationId}/Read`, upTo, { eventid: eventId });
}

export function getUnread(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<UnreadAnswer>('/api/Messages/Unread', { eventid: eventId }, signal);
}
