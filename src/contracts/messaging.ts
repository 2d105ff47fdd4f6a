/**
 * Networking between attendees and their one-to-one messages (docs/rules/content-areas.md section 2: my area's
 * modules inbox and networking_settings, the messages route; docs/rules/shell-access-identity.md sections 2-4: the
 * networking widget's pages network and inbox, my area's module network). The rules name no call for any of it; ours,
 * in the style of the event's other calls, signed in, every one scoped to one event by `eventid` (and each may add
 * `language`: the language of countries' and areas of interest's names, the event's default when absent):
 *
 *   GET  /api/Networking/Settings?eventid                      NetworkingSettings (the defaults until saved)
 *   POST /api/Networking/Settings?eventid                      body NetworkingSettings → NetworkingSettings
 *   GET  /api/Networking/People?eventid&query&skip&take         PeoplePage: who opted in, found by name, interest,
 *                                                               country and profession (fuzzy, as the programme)
 *   GET  /api/Networking/Contacts?eventid                      ContactsAnswer: contacts and open requests
 *   POST /api/Networking/ContactRequests?eventid               body ContactRequestCreate → ContactRequest (201 when
 *                                                               new; 200 with the open one between the two, or with
 *                                                               theirs accepted when they had asked the caller)
 *   POST /api/Networking/ContactRequests/{id}/Accept?eventid    → ContactRequest (Status accepted)
 *   POST /api/Networking/ContactRequests/{id}/Decline?eventid   → ContactRequest (Status declined)
 *   GET  /api/Messages/Conversations?eventid                   ConversationsAnswer (newest activity first)
 *   POST /api/Messages/Conversations?eventid                   body ConversationCreate → ConversationSummary
 *                                                               (200 the existing one with that person, 201 a new one)
 *   GET  /api/Messages/Conversations/{id}?eventid              ConversationSummary
 *   GET  /api/Messages/Conversations/{id}/Messages?eventid&before&take   MessagesPage (newest `take` before `before`)
 *   POST /api/Messages/Conversations/{id}/Messages?eventid     body MessageCreate → ChatMessage (201); the client's
 *                                                               Id makes a resend idempotent (200, the stored one again)
 *   POST /api/Messages/Conversations/{id}/Read?eventid         body ReadUpTo → UnreadAnswer
 *   GET  /api/Messages/Unread?eventid                          UnreadAnswer
 *
 * Live: the chat hub ({signalrHub}/chat, hubs.ts CHAT_HUB), authenticated with the user's token (`access_token` in
 * the query, or the Authorization header), sends MessageAdded and UnreadChanged to every connection of each
 * participant, on every server process; a connection opened with `?eventid=` hears of that event's conversations only.
 *
 * Errors: 401 without a valid token; 403 with the reason's code (NETWORKING_REFUSALS) when the caller may not take
 * part or may not message that person; 404 for a conversation the caller is not in (a stranger learns nothing);
 * 400 naming the field for bad input; 429 with Retry-After past the rate limits of contact requests and messages.
 */

/** Who may start a conversation with a person (their networking settings). */
export const DIRECT_MESSAGE_POLICIES = ['everyone', 'contacts', 'none'] as const;
export type DirectMessagePolicy = (typeof DIRECT_MESSAGE_POLICIES)[number];

/** What a findable person shows to others; nothing at all is shown of a person who is not Findable. */
export interface NetworkingVisibility {
  Name: boolean;
  Profession: boolean;
  Country: boolean;
  Interests: boolean;
  Picture: boolean;
}

export interface NetworkingSettings {
  /** Opted in to being found in the network; off until the person turns it on. */
  Findable: boolean;
  Show: NetworkingVisibility;
  DirectMessages: DirectMessagePolicy;
}

/** A new account's settings: not findable; when they opt in, name, profession, country and interests show. */
export const DEFAULT_NETWORKING_SETTINGS: NetworkingSettings = {
  Findable: false,
  Show: { Name: true, Profession: true, Country: true, Interests: true, Picture: false },
  DirectMessages: 'contacts',
};

/** How the caller stands with a person. */
export type ContactStatus = 'none' | 'requested' | 'incoming' | 'contact';

/** A person as the caller may see them: every field the person chose to hide is null (Interests empty). */
export interface NetworkPerson {
  UserId: number;
  /** Null when hidden: show a neutral "participant" instead. */
  Name: string | null;
  Profession: string | null;
  /** The country's name in the asked language. */
  Country: string | null;
  /** The areas of interest's names in the asked language. */
  Interests: string[];
  PicturePath: string | null;
  Contact: ContactStatus;
  /** The open request between the two (incoming or requested), for Accept and Decline. */
  RequestId: number | null;
  /** Whether the caller may start (or continue) a conversation with them now. */
  CanMessage: boolean;
}

export interface PeoplePage {
  /** How many people match (for "n people"); Items is one page of them. */
  Total: number;
  Items: NetworkPerson[];
}

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export interface ContactRequest {
  Id: number;
  /** The other person, as the caller may see them. */
  Person: NetworkPerson;
  /** Whether the caller sent it (outgoing) or received it. */
  Outgoing: boolean;
  /** Plain text; empty when none was written. */
  Note: string;
  Status: ContactRequestStatus;
  /** ISO 8601. */
  CreatedAt: string;
}

export interface ContactRequestCreate {
  UserId: number;
  Note?: string;
}

export interface ContactsAnswer {
  Contacts: NetworkPerson[];
  /** Pending requests to the caller. */
  Incoming: ContactRequest[];
  /** Pending requests from the caller. */
  Outgoing: ContactRequest[];
}

/** A message: plain text, shown with its links as links and never as HTML. */
export interface ChatMessage {
  /** Chosen by the sending client (a UUID), so that sending again after a lost answer stores it once. */
  Id: string;
  ConversationId: number;
  SenderId: number;
  /** The sender as the reader may see them; null when hidden. */
  SenderName: string | null;
  Text: string;
  /** ISO 8601, the server's time of storing. */
  SentAt: string;
}

export interface ConversationParticipant {
  UserId: number;
  Name: string | null;
  PicturePath: string | null;
}

export interface ConversationSummary {
  Id: number;
  /** Today one-to-one; groups and companies' conversations come later. */
  Kind: 'direct';
  /** Everyone in it but the caller. */
  Participants: ConversationParticipant[];
  LastMessage: ChatMessage | null;
  /** The caller's unread messages in it. */
  Unread: number;
  /** Whether the caller may write in it now (the other side may have stopped taking messages). */
  CanWrite: boolean;
}

export interface ConversationsAnswer {
  Conversations: ConversationSummary[];
  /** The caller's unread messages in all of them. */
  Unread: number;
}

export interface ConversationCreate {
  UserId: number;
}

export interface MessagesPage {
  /** Oldest first. */
  Messages: ChatMessage[];
  /** Whether older messages exist before the first of these. */
  HasMore: boolean;
}

export interface MessageCreate {
  Id: string;
  Text: string;
}

/** Marks the caller's messages as read up to and including this message. */
export interface ReadUpTo {
  MessageId: string;
}

export interface UnreadAnswer {
  /** The caller's unread messages in all conversations. */
  Unread: number;
}

/** The argument of the chat hub's MessageAdded. */
export type ChatMessageAdded = ChatMessage;

/** The argument of the chat hub's UnreadChanged: the receiving user's counts after a message or a read. */
export interface ChatUnreadChanged {
  Unread: number;
  ConversationId: number;
  ConversationUnread: number;
}

/** The event's Key access policy that admits a ticket holder to networking (docs/rules/shell-access-identity.md section 6). */
export const NETWORKING_POLICY_KEY = 'Networking';

/** Why a networking call was refused (the 403's `code`). */
export const NETWORKING_REFUSALS = {
  /** Networking needs a signed-in user with a ticket for the event, whom the event's Key policy "Networking" allows. */
  notParticipant: 'networking-not-participant',
  /** The person takes no messages from the caller (their DirectMessages setting). */
  notAccepting: 'networking-not-accepting',
  /** The person is not findable, or is the caller. */
  notFindable: 'networking-not-findable',
} as const;

export type NetworkingRefusal = (typeof NETWORKING_REFUSALS)[keyof typeof NETWORKING_REFUSALS];

/** The body of a networking 403. */
export interface NetworkingRefusalBody {
  statusCode: 403;
  error: 'Forbidden';
  message: string;
  code: NetworkingRefusal;
}

/** Ours: the longest message and contact note (characters). */
export const MESSAGE_MAX_LENGTH = 4000;
export const CONTACT_NOTE_MAX_LENGTH = 300;
/** Ours: messages per page of history, and people per page of the network. */
export const MESSAGES_PAGE_SIZE = 50;
export const PEOPLE_PAGE_SIZE = 20;
