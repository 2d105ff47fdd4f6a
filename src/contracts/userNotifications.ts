/**
 * Ours (issue 24): a signed-in user's own notifications. When a published programme change moves, cancels,
 * reinstates or removes a session the user has in their personal programme, the server keeps one notification per
 * user and session (server/programmeImport/favouriteNotifications.ts) and sends it live on the notification hub to
 * the user's connections that carry their access token (USER_NOTIFICATION_ADDED). A page reads the unread ones when
 * it opens, so that a user who was not online sees them then; dismissing one marks it read for good.
 *
 * The server sends structured data, never text: the client builds the sentence in the page's language and the time
 * in the event's zone (src/core/programme/favouriteChanges.ts).
 *
 *   GET  /api/Modules/UserNotifications?eventid          the user's unread notifications of the event, oldest first
 *   POST /api/Modules/UserNotifications/Read?eventid     body { Ids: number[] }: marks those of the user's own read
 *                                                        (204; another user's id changes nothing)
 * Both need the user's bearer token (401 otherwise); paths in their case variants.
 */

/** What happened to the session. `removed`: the programme no longer has it (its import withdrew it). */
export const FAVOURITE_CHANGE_KINDS = ['moved', 'cancelled', 'reinstated', 'removed'] as const;
export type FavouriteChangeKind = (typeof FAVOURITE_CHANGE_KINDS)[number];

export interface UserNotification {
  Id: number;
  EventId: number;
  Kind: FavouriteChangeKind;
  SessionId: number;
  /** The session's title after the change (before it, when removed). */
  Title: string;
  /** Where it is now: the room's name (null when removed). */
  Room: string | null;
  /** When it starts now, an ISO 8601 instant (null when removed). */
  Start: string | null;
  /** Where and when it was before the change. */
  PreviousRoom: string | null;
  PreviousStart: string | null;
  /** When the change was published, ISO 8601. */
  CreatedAt: string;
}

/** The body of POST /api/Modules/UserNotifications/Read. */
export interface UserNotificationsRead {
  Ids: number[];
}

/** The notification hub's message to the user's own connections: one UserNotification. */
export const USER_NOTIFICATION_ADDED = 'UserNotificationAdded';

/** Ours: the most ids one read call may mark. */
export const USER_NOTIFICATIONS_MAX_IDS = 500;
