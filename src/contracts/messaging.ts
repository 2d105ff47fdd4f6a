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
 *                                                               (200 the existing one with that person or company,
 *                                                               201 a new one); with a CompanyAccountId, the caller's
 *                                                               conversation with that company's staff, on the rules
 *                                                               of saveChatModel (below)
 *   GET  /api/Messages/Conversations/{id}?eventid              ConversationSummary
 *   GET  /api/Messages/Conversations/{id}/Messages?eventid&before&take   MessagesPage (newest `take` before `before`)
 *   POST /api/Messages/Conversations/{id}/Messages?eventid     body MessageCreate → ChatMessage (201); the client's
 *                                                               Id makes a resend idempotent (200, the stored one again)
 *   POST /api/Messages/Conversations/{id}/Read?eventid         body ReadUpTo → UnreadAnswer
 *   GET  /api/Messages/Unread?eventid                          UnreadAnswer
 *
 * Safety (ours, in the same style):
 *   GET  /api/Networking/Blocks?eventid                        BlocksAnswer: the people the caller blocked
 *   POST /api/Networking/Blocks?eventid                        body BlockCreate → BlocksAnswer
 *   DELETE /api/Networking/Blocks/{userId}?eventid             → BlocksAnswer
 *   POST /api/Messages/Conversations/{id}/Messages/{messageId}/Report?eventid   body ReportCreate → MessageReport
 *                                                               (201; 200 with the caller's report of it again)
 *   GET  /api/Messages/Reports?eventid&status&before&take      ReportsAnswer (moderators: 403 notModerator else):
 *                                                               newest first, the `take` after the report `before`
 *   POST /api/Messages/Reports/{id}/Dismiss?eventid            → MessageReport (Status dismissed)
 *   POST /api/Messages/Reports/{id}/RemoveMessage?eventid      → MessageReport (Status removed; the message's
 *                                                               text is gone for everyone, MessageRemoved on the hub)
 *   POST /api/Messages/Reports/{id}/SuspendSender?eventid      → MessageReport (Status suspended; the message is
 *                                                               removed and its sender may no longer network in the
 *                                                               event: 403 suspended)
 *   POST /api/Messages/Reports/{id}/LiftSuspension?eventid     → MessageReport (the sender networks again at once;
 *                                                               the report keeps its status, SenderSuspended false)
 *
 * Companies (docs/rules/content-areas.md section 7, the spec's own calls): GET /api/exhibition/getChatModel?eventid&id
 * answers the caller's conversation with the company as ChatModel.RestoreId (the conversation's id as text; null
 * before the first); POST /api/exhibition/saveChatModel?eventid&id&restoreId opens it (restoreId `new`, or the handle
 * the caller holds; another handle is a 400 naming restoreId) and answers the ChatModel with its handle. Every member
 * of the company's staff is in each of its conversations (Kind company, AsStaff) and may answer; the visitor sees who
 * answered (SenderName). Staff who leave a visitor's message unread get an e-mail digest (COMPANY_DIGEST_*).
 *
 * Groups (ours):
 *   GET  /api/Messages/Groups?eventid                          ChatGroupsAnswer: the event's topic groups and the
 *                                                               session groups someone joined
 *   GET  /api/Messages/Groups/Session/{sessionId}?eventid      ChatGroup: a session's group (every session of the
 *                                                               programme has one; 404 for no such session)
 *   POST /api/Messages/Groups/{id}/Join?eventid, …/Leave       → ChatGroup
 * A group is a conversation (Kind group, its Id the group's): its members read and write its messages through the
 * calls above, joining sets their read mark at its newest message, and leaving takes them out of it.
 *
 * Meetings (ours), in a direct or a company conversation:
 *   POST /api/Messages/Conversations/{id}/Meetings?eventid     body MeetingCreate → MeetingRequest (201; 200 with the
 *                                                               stored one when its Id is sent again)
 *   GET  /api/Messages/Meetings?eventid                        MeetingsAnswer: the caller's, by start
 *   POST /api/Messages/Meetings/{id}/Accept?eventid, …/Decline, …/Cancel   → MeetingRequest (the other side accepts
 *                                                               or declines a pending one; its proposer cancels it)
 *   GET  /api/Messages/Meetings/{id}/Calendar?eventid          text/calendar (.ics) of an accepted meeting, for
 *                                                               either side
 * Both sides hear MeetingChanged on the chat hub when a meeting is proposed or decided.
 *
 * Speakers (ours): GET /api/Networking/Speakers?eventid → SpeakersAnswer: the programme's speakers whose account takes
 * messages from everyone (their DirectMessages setting), whom a participant may write to (POST Conversations with
 * their UserId) though they are not in the network.
 *
 * Companies to turn to (ours): GET /api/Networking/Companies?eventid → MessageableCompaniesAnswer: the event's companies
 * that offer a chat, less those the caller is staff of, by name; the meeting hub proposes meetings to them (POST
 * Conversations with their CompanyAccountId, then POST …/Meetings in that conversation).
 *
 * Live: the chat hub ({signalrHub}/chat, hubs.ts CHAT_HUB), authenticated with the user's token (`access_token` in
 * the query, or the Authorization header), sends MessageAdded and UnreadChanged to every connection of each
 * participant, on every server process, and MessageRemoved when a moderator removes a message; a connection opened
 * with `?eventid=` hears of that event's conversations only.
 *
 * Errors: 401 without a valid token; 403 with the reason's code (NETWORKING_REFUSALS) when the caller may not take
 * part, may not message that person, has blocked them or is blocked by them, or is suspended; 404 for a conversation the caller is not in (a stranger learns nothing);
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
  /** Whether the caller has blocked them (a blocked person is never in the caller's search; contacts show it). */
  Blocked: boolean;
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
  /** Removed by a moderator: Text is empty for everyone. */
  Removed: boolean;
  /** In a company's conversation, the CompanyAccountId of the company a staff member wrote for; null otherwise. */
  SenderCompany: string | null;
}

export interface ConversationParticipant {
  UserId: number;
  Name: string | null;
  PicturePath: string | null;
}

/** One to one; a visitor and a company's staff; a topic or session group. */
export const CONVERSATION_KINDS = ['direct', 'company', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export interface ConversationCompany {
  CompanyAccountId: string;
  Name: string;
}

export interface ConversationSummary {
  Id: number;
  Kind: ConversationKind;
  /**
   * Whom the caller talks to: the other person (direct); the visitor (company, seen by its staff); no one (company,
   * seen by its visitor: Company names them; group: Group names it).
   */
  Participants: ConversationParticipant[];
  /** The company of a company conversation; null otherwise. */
  Company: ConversationCompany | null;
  /** Whether the caller is in it as the company's staff (then any of the staff may answer). */
  AsStaff: boolean;
  /** The group of a group conversation; null otherwise. */
  Group: ChatGroup | null;
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
  /** Whether the caller moderates the event's messages (reports to review): the server's decision, for the link. */
  Moderator: boolean;
}

/**
 * Exactly one of the two (both or neither is a 400 naming the field): a person (UserId), or a company (CompanyAccountId:
 * the caller's conversation with its staff; 404 for no such company, 403 companyNoChat when it offers no chat, 403
 * notFindable for its own staff).
 */
export type ConversationCreate = { UserId: number; CompanyAccountId?: never } | { CompanyAccountId: string; UserId?: never };

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

/** The argument of the chat hub's MessageRemoved: the message's text is gone (Removed) for everyone. */
export interface ChatMessageRemoved {
  ConversationId: number;
  Id: string;
}

/** The argument of the chat hub's UnreadChanged: the receiving user's counts after a message or a read. */
export interface ChatUnreadChanged {
  Unread: number;
  ConversationId: number;
  ConversationUnread: number;
}

/** The event's Key access policy whose holders moderate its messages (super users always do). */
export const MODERATION_POLICY_KEY = 'Moderation';

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
  /** One of the two has blocked the other. */
  blocked: 'networking-blocked',
  /** A moderator suspended the caller from networking in this event. */
  suspended: 'networking-suspended',
  /** Reports are for the event's moderators (super users and whom the Key policy "Moderation" allows). */
  notModerator: 'networking-not-moderator',
  /** The company offers no chat (its profile's chat model is not enabled). */
  companyNoChat: 'networking-company-no-chat',
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

// --- Safety ---------------------------------------------------------------------------------------------------------

export interface BlockCreate {
  UserId: number;
}

/** Someone the caller blocked: named as the caller knew them (null when they never showed a name). */
export interface BlockedPerson {
  UserId: number;
  Name: string | null;
  /** ISO 8601. */
  BlockedAt: string;
}

export interface BlocksAnswer {
  People: BlockedPerson[];
}

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportCreate {
  Reason: ReportReason;
  /** Plain text; optional. */
  Note?: string;
}

/** open until a moderator decides: dismissed (nothing wrong), removed (the message), suspended (its sender). */
export const REPORT_STATUSES = ['open', 'dismissed', 'removed', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface MessageReport {
  Id: number;
  Reason: ReportReason;
  Note: string;
  Status: ReportStatus;
  /** ISO 8601. */
  CreatedAt: string;
  /**
   * The message reported. For the reporter as they saw it; for a moderator with its original text even once removed
   * (Removed says so), and with the sender's name whatever the sender chose to show.
   */
  Message: ChatMessage;
  /** For moderators: who reported it (null for the reporter's own view). */
  ReporterName: string | null;
  /**
   * For moderators: whether the sender is suspended now. A report whose Status is suspended and whose sender is not
   * suspended now had its suspension lifted (LiftSuspension); its decision stands as history.
   */
  SenderSuspended: boolean;
}

export interface ReportsAnswer {
  /** Newest first. */
  Reports: MessageReport[];
  /** Whether older reports of the status exist after the last of these (ask again with `before` its Id). */
  HasMore: boolean;
}

/**
 * Ours: reports per page of the moderators' list, and the most one page may ask for. The page after a report is
 * asked by its id (`before`), not by a count to skip: decided reports leave a status's list while a moderator reads
 * it, and a count would then skip as many undecided ones.
 */
export const REPORTS_PAGE_SIZE = 20;
export const REPORTS_TAKE_MAX = 100;

/** Ours: the longest report note (characters). */
export const REPORT_NOTE_MAX_LENGTH = 500;

// --- Companies ------------------------------------------------------------------------------------------------------

/** saveChatModel's restoreId for "open my conversation with the company" when the caller holds no handle yet. */
export const NEW_CHAT_RESTORE_ID = 'new';

/**
 * Ours: a member of a company's staff who leaves a visitor's message unread this long gets an e-mail about it, and
 * at most one such e-mail in this interval.
 */
export const COMPANY_DIGEST_DELAY_MS = 10 * 60_000;
export const COMPANY_DIGEST_INTERVAL_MS = 60 * 60_000;

/** A company the caller may turn to (GET /api/Networking/Companies). */
export interface MessageableCompany {
  /** For POST /api/Messages/Conversations. */
  CompanyAccountId: string;
  Name: string;
}

export interface MessageableCompaniesAnswer {
  /** By name, as the exhibitors' list sorts them alphabetically. */
  Companies: MessageableCompany[];
}

// --- Groups ---------------------------------------------------------------------------------------------------------

export const CHAT_GROUP_KINDS = ['topic', 'session'] as const;
export type ChatGroupKind = (typeof CHAT_GROUP_KINDS)[number];

export interface ChatGroup {
  /** The group's conversation. */
  Id: number;
  Kind: ChatGroupKind;
  /** A topic's name in the asked language; a session's title. */
  Name: string;
  /** Plain text; '' when none. */
  Description: string;
  /** The session of a session group; null for a topic group. */
  SessionId: number | null;
  Members: number;
  /** Whether the caller is a member (reads and writes its messages). */
  Joined: boolean;
}

export interface ChatGroupsAnswer {
  /** Topic groups first (by name), then session groups (by the session's start). */
  Groups: ChatGroup[];
}

// --- Meetings -------------------------------------------------------------------------------------------------------

export const MEETING_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Ours: how long a proposed meeting may last (minutes), and the choices the client offers. */
export const MEETING_MIN_MINUTES = 10;
export const MEETING_MAX_MINUTES = 240;
export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
/** Ours: the longest meeting note (characters). */
export const MEETING_NOTE_MAX_LENGTH = 500;

export interface MeetingCreate {
  /** Chosen by the client (a UUID), so that proposing again after a lost answer stores it once. */
  Id: string;
  /**
   * ISO 8601, in the future: a wall time of the event's time zone ('2026-06-11T14:00', as a meeting dialog asks for
   * it), or an instant (with Z or an offset).
   */
  StartsAt: string;
  DurationMinutes: number;
  /** Plain text; optional. */
  Note?: string;
}

export interface MeetingRequest {
  Id: string;
  ConversationId: number;
  ProposerId: number;
  /** The proposer's name as the caller sees it. */
  ProposerName: string | null;
  /** Whether the caller proposed it (then they may cancel it; else accept or decline it while pending). */
  Outgoing: boolean;
  /** Who the meeting is with, for the caller: the other person, the visitor (staff), the company's name (visitor). */
  With: string | null;
  /** ISO 8601. */
  StartsAt: string;
  EndsAt: string;
  Note: string;
  Status: MeetingStatus;
  /** ISO 8601. */
  CreatedAt: string;
}

export interface MeetingsAnswer {
  Meetings: MeetingRequest[];
}

/** The argument of the chat hub's MeetingChanged. */
export type ChatMeetingChanged = MeetingRequest;

// --- Speakers -------------------------------------------------------------------------------------------------------

export interface MessageableSpeaker {
  /** The programme's author id (FacultyMember, presentations' speakers). */
  AuthorId: number;
  /** Their account, for POST /api/Messages/Conversations. */
  UserId: number;
  Name: string;
}

export interface SpeakersAnswer {
  Speakers: MessageableSpeaker[];
}
