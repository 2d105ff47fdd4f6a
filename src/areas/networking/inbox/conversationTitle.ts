/**
 * How a conversation is named, by its kind (contracts/messaging.ts ConversationSummary): with a person, by their shown
 * name; with a company, by the company's name for its visitor, and by the visitor's name "for {company}" for its
 * staff; a group by its name and its count of members. The conversation list's rows and the conversation's heading
 * both name it so. In a company's or a group's conversation several people write on the other side, so each of
 * their messages shows who wrote it (`senders`).
 *
 * Texts: conversation.heading, conversation.visitor, conversation.forCompany, groups.members, messaging.participant.
 */
import type { ConversationSummary } from '../../../contracts';
import { shownName, type MessagingText } from '../useMessaging';

export interface ConversationTitle {
  /** Whom or what the conversation is with. */
  name: string;
  /** The conversation's heading. */
  heading: string;
  /** A second line: "for {company}" for the company's staff, "{n} members" for a group; null otherwise. */
  detail: string | null;
  /** Whether each message from the other side names its sender (company and group conversations). */
  senders: boolean;
}

export function conversationTitle(conversation: ConversationSummary, t: MessagingText): ConversationTitle {
  const other = conversation.Participants[0] ?? null;
  if (conversation.Kind === 'group') {
    const name = shownName(conversation.Group?.Name ?? null, t);
    const members = conversation.Group?.Members ?? null;
    return { name, heading: name, detail: members === null ? null : t('groups.members', { count: members }), senders: true };
  }
  if (conversation.Kind === 'company') {
    const company = conversation.Company?.Name ?? null;
    if (conversation.AsStaff) {
      const visitor = other?.Name && other.Name.trim() !== '' ? other.Name : t('conversation.visitor');
      return {
        name: visitor,
        heading: t('conversation.heading', { name: visitor }),
        detail: company ? t('conversation.forCompany', { company }) : null,
        senders: true,
      };
    }
    const name = shownName(company, t);
    return { name, heading: t('conversation.heading', { name }), detail: null, senders: true };
  }
  const name = shownName(other?.Name ?? null, t);
  return { name, heading: t('conversation.heading', { name }), detail: null, senders: false };
}
