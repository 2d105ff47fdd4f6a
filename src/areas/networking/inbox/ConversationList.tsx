/**
 * The inbox's conversation list (contracts/messaging.ts GET /api/Messages/Conversations): newest activity first, each
 * a link to its conversation with the other participant's picture or initials and name ("Participant" when hidden; a
 * company's or a group's conversation named by its kind, conversationTitle.ts, with its second line beside the name),
 * the last message (the caller's own as "You: …", in a company's or a group's conversation someone else's with their
 * name) and its time in the event's language and time zone, and the unread
 * count (ui/UnreadCount: a pill whose words are for screen readers). Live: the chat hub's messages and counts reach it through the
 * cache (messagingCache.ts).
 *
 * Texts: inbox.*, messages.unread, messaging.*, message.removed. Theme tokens: those of Inbox.styles, Messaging.styles and
 * ui/UnreadCount. Parts: inbox-conversations.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ConversationSummary } from '../../../contracts';
import { messageTime } from '../../../core/networking/messageTime';
import { sortConversations } from '../../../core/networking/outbox';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventState } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { AsyncView } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { UnreadCount } from '../../../ui/UnreadCount';
import type { MessagingRef } from '../messagingCache';
import { Section } from '../Messaging.styles';
import { PersonAvatar } from '../PersonAvatar';
import { isNotParticipant, shownName, useMessagingText } from '../useMessaging';
import { conversationTitle } from './conversationTitle';
import { ConversationRow, ConversationRows } from './Inbox.styles';

/** Ours: the times beside the conversations ("14:05", then "11 Jun") are brought up to date this often. */
const CLOCK_MS = 60_000;

export function ConversationList({ messaging, current }: { messaging: MessagingRef; current: number | null }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const headingId = useId();
  const query = useQuery(messagingQueries.conversations(messaging.scope, messaging.eventId, messaging.userId));
  return (
    <Section aria-labelledby={headingId} data-pane="list" part="inbox-conversations">
      <h3 id={headingId}>{t('inbox.list')}</h3>
      <AsyncView
        query={query}
        texts={{ loading: t('messaging.loading'), error: t('inbox.error'), retry: t('messaging.retry') }}
        layout="block"
        failed={(error) => (isNotParticipant(error) ? <p>{t('messaging.notParticipant')}</p> : undefined)}
      >
        {(answer) =>
          answer.Conversations.length === 0 ? (
            <>
              <p>{t('inbox.empty')}</p>
              <p>
                <a href={href('MyAreaPage', { module: 'network' })}>{t('inbox.findPeople')}</a>
              </p>
            </>
          ) : (
            <ConversationRows aria-labelledby={headingId}>
              {sortConversations(answer.Conversations).map((conversation) => (
                <Row key={conversation.Id} conversation={conversation} selfId={messaging.userId} current={conversation.Id === current} />
              ))}
            </ConversationRows>
          )
        }
      </AsyncView>
    </Section>
  );
}

function Row({ conversation, selfId, current }: { conversation: ConversationSummary; selfId: number; current: boolean }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const now = useNow(CLOCK_MS);
  const other = conversation.Participants[0] ?? null;
  const { name, detail, senders } = conversationTitle(conversation, t);
  // A last message a moderator removed reads so here too.
  const last = conversation.LastMessage?.Removed ? { ...conversation.LastMessage, Text: t('message.removed') } : conversation.LastMessage;
  const text = last
    ? last.SenderId === selfId
      ? t('inbox.fromYou', { text: last.Text })
      : senders
        ? t('inbox.fromSender', { name: shownName(last.SenderName, t), text: last.Text })
        : last.Text
    : t('inbox.noMessages');
  return (
    <ConversationRow data-conversation={conversation.Id}>
      <a href={href('MyAreaPage', { module: 'inbox', id: conversation.Id })} aria-current={current ? 'page' : undefined}>
        <PersonAvatar name={other ? other.Name : name} picturePath={other?.PicturePath ?? null} />
        <span className="vmx-conversation-name" data-unread={conversation.Unread > 0 || undefined}>
          {name}
          {detail && <span className="vmx-conversation-detail"> · {detail}</span>}
        </span>
        <span className="vmx-conversation-time">
          {last && <time dateTime={last.SentAt}>{messageTime(last.SentAt, now, language, timeZone)}</time>}
        </span>
        <span className="vmx-conversation-last">{text.replace(/\s+/gu, ' ')}</span>
        <span className="vmx-conversation-badge">
          <UnreadCount count={conversation.Unread} />
        </span>
      </a>
    </ConversationRow>
  );
}
