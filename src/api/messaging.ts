/**
 * Typed calls of networking between attendees and their one-to-one messages: every path of contracts/messaging.ts,
 * signed in (the Http adds the user's token), each scoped to one event by `eventid`. The people and contacts, whose
 * countries and areas of interest are named in a language, also send `language` (the page's), as the event's other
 * calls that name things do (api/networking.ts). The safety calls: the people the caller blocked, blocking and
 * unblocking, reporting a message, and the moderators' reports (a page at a time) and decisions. The groups (topic and session groups,
 * named in the page's language as well): the list, a session's group, joining and leaving. Meetings proposed in a
 * conversation: proposing one (idempotent by the client's Id), the caller's meetings, answering or cancelling one, and
 * an accepted one's calendar file (.ics, read as text: the call carries the user's token, so it cannot be a plain
 * link). The speakers who take messages from every participant, and the companies that offer a chat (the meeting hub
 * proposes meetings to them, in the conversation opened with the company).
 */
import type {
  BlockCreate,
  BlocksAnswer,
  ChatGroup,
  ChatGroupsAnswer,
  ChatMessage,
  ContactRequest,
  ContactRequestCreate,
  ContactsAnswer,
  ConversationCreate,
  ConversationsAnswer,
  ConversationSummary,
  MeetingCreate,
  MeetingRequest,
  MeetingsAnswer,
  MessageableCompaniesAnswer,
  MessageCreate,
  MessageReport,
  MessagesPage,
  NetworkingSettings,
  PeoplePage,
  ReadUpTo,
  ReportCreate,
  ReportsAnswer,
  ReportStatus,
  SpeakersAnswer,
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

/** The conversation with that person, or with that company's staff: the existing one, or a new one. */
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

// --- Safety ----------------------------------------------------------------------------------------------------------

export function getBlocks(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<BlocksAnswer>('/api/Networking/Blocks', { eventid: eventId }, signal);
}

export function blockPerson(http: Http, eventId: number, body: BlockCreate) {
  return http.post<BlocksAnswer>('/api/Networking/Blocks', body, { eventid: eventId });
}

export function unblockPerson(http: Http, eventId: number, userId: number) {
  return http.request<BlocksAnswer>('DELETE', `/api/Networking/Blocks/${userId}`, { query: { eventid: eventId } });
}

/** Reports someone else's message to the event's moderators (reporting it again answers the same report). */
export function reportMessage(http: Http, eventId: number, conversationId: number, messageId: string, body: ReportCreate) {
  return http.post<MessageReport>(`/api/Messages/Conversations/${conversationId}/Messages/${encodeURIComponent(messageId)}/Report`, body, {
    eventid: eventId,
  });
}

/**
 * A page of the event's reports in one status, newest first: the `take` after the report `before` (null: the newest).
 * Moderators only: 403 networking-not-moderator for anyone else.
 */
export function getReports(
  http: Http,
  eventId: number,
  status: ReportStatus,
  page: { before: number | null; take: number },
  signal?: AbortSignal,
) {
  return http.get<ReportsAnswer>('/api/Messages/Reports', { eventid: eventId, status, before: page.before, take: page.take }, signal);
}

/** A moderator's decisions on a report, and lifting its sender's suspension: each answers the report as it is now. */
export type ReportDecision = 'Dismiss' | 'RemoveMessage' | 'SuspendSender' | 'LiftSuspension';

export function decideReport(http: Http, eventId: number, reportId: number, decision: ReportDecision) {
  return http.post<MessageReport>(`/api/Messages/Reports/${reportId}/${decision}`, undefined, { eventid: eventId });
}

// --- Groups ----------------------------------------------------------------------------------------------------------

/** The event's topic groups and the session groups someone joined (names in the asked language). */
export function getGroups(http: Http, ref: NetworkRef, signal?: AbortSignal) {
  return http.get<ChatGroupsAnswer>('/api/Messages/Groups', { eventid: ref.eventId, language: ref.language }, signal);
}

/** A session's group (every session of the programme has one; 404 for no such session). */
export function getSessionGroup(http: Http, ref: NetworkRef, sessionId: number, signal?: AbortSignal) {
  return http.get<ChatGroup>(`/api/Messages/Groups/Session/${sessionId}`, { eventid: ref.eventId, language: ref.language }, signal);
}

/** Joins a group (its conversation's read mark starts at its newest message) or leaves it. */
export function joinGroup(http: Http, ref: NetworkRef, groupId: number) {
  return http.post<ChatGroup>(`/api/Messages/Groups/${groupId}/Join`, undefined, { eventid: ref.eventId, language: ref.language });
}

export function leaveGroup(http: Http, ref: NetworkRef, groupId: number) {
  return http.post<ChatGroup>(`/api/Messages/Groups/${groupId}/Leave`, undefined, { eventid: ref.eventId, language: ref.language });
}

// --- Meetings --------------------------------------------------------------------------------------------------------

/** Proposes a meeting in a direct or company conversation under the client's Id: sending it again stores it once. */
export function proposeMeeting(http: Http, eventId: number, conversationId: number, meeting: MeetingCreate) {
  return http.post<MeetingRequest>(`/api/Messages/Conversations/${conversationId}/Meetings`, meeting, { eventid: eventId });
}

/** The caller's meetings in the event, by start. */
export function getMeetings(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<MeetingsAnswer>('/api/Messages/Meetings', { eventid: eventId }, signal);
}

export type MeetingAnswer = 'Accept' | 'Decline' | 'Cancel';

/** The other side accepts or declines a pending meeting; its proposer cancels it. */
export function answerMeeting(http: Http, eventId: number, meetingId: string, answer: MeetingAnswer) {
  return http.post<MeetingRequest>(`/api/Messages/Meetings/${encodeURIComponent(meetingId)}/${answer}`, undefined, { eventid: eventId });
}

/** An accepted meeting as a calendar file (the .ics text), for either side. */
export function meetingCalendar(http: Http, eventId: number, meetingId: string, signal?: AbortSignal) {
  return http.getText(`/api/Messages/Meetings/${encodeURIComponent(meetingId)}/Calendar`, { eventid: eventId }, signal);
}

// --- Speakers --------------------------------------------------------------------------------------------------------

/** The programme's speakers whom a participant may write to (their account takes messages from everyone). */
export function getSpeakers(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<SpeakersAnswer>('/api/Networking/Speakers', { eventid: eventId }, signal);
}

// --- Companies -------------------------------------------------------------------------------------------------------

/** The event's companies that offer a chat, less the caller's own, by name. */
export function getMessageableCompanies(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<MessageableCompaniesAnswer>('/api/Networking/Companies', { eventid: eventId }, signal);
}
