/**
 * One conversation (contracts/messaging.ts GET /api/Messages/Conversations/{id} and its Messages): its heading, which
 * takes focus when the conversation opens (screen readers hear whom it is with; a company's or a group's conversation
 * is named by its kind, conversationTitle.ts, with its second line and a group's Leave button under the heading,
 * ConversationDetail), its history (MessageLog, older pages on demand; in a company's or a group's conversation each
 * message from the other side names who wrote it), and the composer where the caller may write (CanWrite; else why
 * not).
 *
 * Sending goes through the outbox (core/networking/outbox.ts, outbox/): a message is kept, with its UUID, from the
 * moment it is written, shown as sending or as not sent yet, and sent now or when the connection returns; the
 * server's copy (the answer, or the chat hub's MessageAdded) takes its place, so it never shows twice. Shown while
 * the page is visible, the conversation is marked read up to its newest message from the other side (again when one
 * arrives), which clears the unread counts everywhere. A message from the other side that arrives live is also said
 * to screen readers (a polite status). A one-to-one conversation offers Block under its heading, and once the other
 * person is blocked says so in place of the composer, with Unblock (safety/ConversationBlock).
 *
 * A direct or company conversation shows its meetings under the heading, with "Propose a meeting" where the reader may
 * write (meetings/ConversationMeetings).
 *
 * Texts: conversation.*, inbox.*, messaging.*, block.*. Theme tokens: those of Inbox.styles and Messaging.styles.
 * Parts: conversation, message-log, message, message-composer.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { HttpError } from '../../../api/http';
import { getMessages, markConversationRead } from '../../../api/messaging';
import { MESSAGES_PAGE_SIZE, type ConversationSummary, type MessagesPage } from '../../../contracts';
import { conversationTimeline, readUpTo, withMessages } from '../../../core/networking/outbox';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { allQueries, AsyncView } from '../../../ui/AsyncView';
import type { Navigate } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { applyUnread, type MessagingRef } from '../messagingCache';
import { ErrorText, Notice, QuietButton, Muted } from '../Messaging.styles';
import { flushOutbox } from '../outbox/deliver';
import { useDelivery, useOutboxState } from '../outbox/useOutbox';
import { ConversationMeetings } from '../meetings/ConversationMeetings';
import { BlockedConversation, ConversationBlockAction, useConversationBlock } from '../safety/ConversationBlock';
import { newMessageId, shownName, useMessagingText } from '../useMessaging';
import { Composer } from './Composer';
import { ConversationDetail } from './ConversationDetail';
import { conversationTitle } from './conversationTitle';
import { ConversationBox } from './Inbox.styles';
import { MessageLog } from './MessageLog';

export function Conversation({
  messaging,
  conversationId,
  navigate,
}: {
  messaging: MessagingRef;
  conversationId: number;
  /** Where leaving a group goes (the groups' list). */
  navigate: Navigate;
}) {
  const t = useMessagingText();
  const { scope, eventId, userId } = messaging;
  const summary = useQuery(messagingQueries.conversation(scope, eventId, userId, conversationId));
  const history = useQuery(messagingQueries.messages(scope, eventId, userId, conversationId));
  return (
    <AsyncView
      query={allQueries([summary, history])}
      texts={{ loading: t('messaging.loading'), error: t('conversation.error'), retry: t('messaging.retry') }}
      layout="block"
      failed={(error) => (error instanceof HttpError && error.status === 404 ? <p role="alert">{t('inbox.notFound')}</p> : undefined)}
    >
      {([conversation, page]) => (
        <ConversationBody key={conversationId} messaging={messaging} conversation={conversation} page={page} navigate={navigate} />
      )}
    </AsyncView>
  );
}

function ConversationBody({
  messaging,
  conversation,
  page,
  navigate,
}: {
  messaging: MessagingRef;
  conversation: ConversationSummary;
  page: MessagesPage;
  navigate: Navigate;
}) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const href = useRouteHref();
  const self = useEventState((state) => state.user);
  const { scope, eventId, userId } = messaging;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const other = conversation.Participants[0] ?? null;
  const title = conversationTitle(conversation, t);
  const name = title.name;
  const delivery = useDelivery(messaging);
  const block = useConversationBlock(messaging, conversation);
  const { entries, sending } = useOutboxState(delivery?.outbox ?? null);
  const selfName = self ? `${self.firstname ?? ''} ${self.surname ?? ''}`.trim() || null : null;
  const items = conversationTimeline(page.Messages, entries, conversation.Id, { id: userId, name: selfName }, sending);

  // Opened: the heading takes focus, so the reader hears whom the conversation is with and reads on from there; the
  // page scrolls (only if it must) until the newest messages and the composer are in view, as in any chat.
  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // Older messages, a page at a time, merged into the same cache entry as the live ones.
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadOlder = useCallback(() => {
    const first = page.Messages[0];
    if (!first || older === 'loading') return;
    setOlder('loading');
    getMessages(context.http, eventId, conversation.Id, { before: first.Id, take: MESSAGES_PAGE_SIZE }).then(
      (answer) => {
        client.setQueryData<MessagesPage>(messagingQueries.messages(scope, eventId, userId, conversation.Id).queryKey, (current) =>
          current ? { ...withMessages(current, answer.Messages), HasMore: answer.HasMore } : current,
        );
        setOlder('idle');
      },
      () => setOlder('failed'),
    );
  }, [page.Messages, older, context.http, eventId, conversation.Id, client, scope, userId]);

  // Read while shown: up to the newest message from the other side, whenever there are unread ones and the page is seen.
  const upTo = readUpTo(page.Messages, userId, conversation.Unread);
  const marked = useRef<string | null>(null);
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    if (upTo === null || !visible || marked.current === upTo) return;
    marked.current = upTo;
    markConversationRead(context.http, eventId, conversation.Id, { MessageId: upTo }).then(
      (answer) => applyUnread(client, messaging, { Unread: answer.Unread, ConversationId: conversation.Id, ConversationUnread: 0 }),
      () => {
        // Not marked: tried again with the next message, or when the conversation is opened again.
        marked.current = null;
      },
    );
  }, [upTo, visible, context.http, eventId, conversation.Id, client, messaging]);

  // A message from the other side that arrives while the conversation is open is said to screen readers.
  const [arrived, setArrived] = useState('');
  const lastOther = [...page.Messages].reverse().find((message) => message.SenderId !== userId) ?? null;
  const lastOtherId = useRef(lastOther?.Id ?? null);
  useEffect(() => {
    if (!lastOther || lastOther.Id === lastOtherId.current) return;
    lastOtherId.current = lastOther.Id;
    setArrived(t('conversation.arrived', { name: shownName(lastOther.SenderName ?? other?.Name ?? null, t), text: lastOther.Text }));
  }, [lastOther, other, t]);

  const send = (text: string) => {
    if (!delivery) return;
    delivery.outbox.queue({ Id: newMessageId(), ConversationId: conversation.Id, Text: text, WrittenAt: Date.now(), Refused: null });
    void flushOutbox(delivery);
  };
  const resend = (id: string) => {
    if (!delivery) return;
    delivery.outbox.refuse(id, null);
    void flushOutbox(delivery);
  };
  const discard = (id: string) => delivery?.outbox.remove([id]);

  return (
    <ConversationBox part="conversation" aria-labelledby={headingId} data-conversation={conversation.Id} data-pane="conversation">
      <p data-pane="back">
        <a href={href('MyAreaPage', { module: 'inbox' })}>{t('inbox.all')}</a>
      </p>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {title.heading}
      </h3>
      <ConversationDetail messaging={messaging} conversation={conversation} detail={title.detail} navigate={navigate} />
      <ConversationBlockAction block={block} name={name} />
      <ConversationMeetings
        messaging={messaging}
        conversation={conversation}
        name={name}
        canPropose={conversation.CanWrite && !block.blocked}
      />
      {page.HasMore ? (
        <p>
          <QuietButton type="button" onClick={loadOlder} disabled={older === 'loading'}>
            {t(older === 'loading' ? 'conversation.olderLoading' : 'conversation.older')}
          </QuietButton>
        </p>
      ) : (
        items.length > 0 && <Muted>{t('conversation.beginning')}</Muted>
      )}
      {older === 'failed' && <ErrorText role="alert">{t('conversation.olderError')}</ErrorText>}
      <MessageLog
        items={items}
        selfId={userId}
        otherName={name}
        senders={title.senders}
        company={conversation.Company}
        label={t('conversation.log', { name })}
        hasMore={page.HasMore}
        loadingOlder={older !== 'idle'}
        onLoadOlder={loadOlder}
        onResend={resend}
        onDiscard={discard}
      />
      <VisuallyHidden role="status">{arrived}</VisuallyHidden>
      {block.blocked ? (
        <BlockedConversation block={block} name={name} heading={heading} />
      ) : conversation.CanWrite ? (
        <Composer name={name} onSend={send} />
      ) : (
        <Notice data-networking="cannot-write">
          <p>{t('conversation.cannotWrite', { name })}</p>
        </Notice>
      )}
      <div ref={end} />
    </ConversationBox>
  );
}
