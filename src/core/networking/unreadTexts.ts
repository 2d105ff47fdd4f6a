/**
 * English defaults of the unread-messages badge (contracts/messaging.ts, GET /api/Messages/Unread): the header's user
 * area and app navigation show it, and so do the networking area's inbox and conversation list. A set of its own, so
 * that the header downloads these two texts and not the whole of messaging's.
 */
export const UNREAD_TEXTS = {
  /** The badge's words for screen readers (the badge itself shows the number). */
  'messages.unread': '{count, plural, one {# unread message} other {# unread messages}}',
  /** The header's link to the inbox. */
  'messages.link': 'Messages',
} as const;
