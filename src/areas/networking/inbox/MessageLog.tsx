/**
 * A conversation's messages in a scrolling box of fixed height, windowed with @tanstack/react-virtual (as the
 * programme's list is): only the messages near the visible part are in the DOM, however long the history, each
 * measured once shown. It opens at the newest message and stays there as messages arrive while the reader is there;
 * a reader who has scrolled up keeps their place (nothing moves) and is offered "New messages below". Older messages
 * load when the reader scrolls to the top (or presses "Show older messages" above the box), and the reader keeps their
 * place as they come in above. The box takes keyboard focus, so it scrolls with the arrow keys.
 *
 * A message shows its sender ("You" for the reader's own; in a company's or a group's conversation, `senders`, the
 * name of whoever wrote it, and "· {company}" for a company's staff), its time in the event's language and time zone (in full
 * on hover and for screen readers), and its text as plain text whose http(s) addresses are links that open in a new
 * tab (core/networking/messaging.ts messageSegments: never HTML). One still in the outbox says so: sending, not sent
 * yet (offline), or refused, with Send again and Delete. Someone else's message has a Report button (safety/ReportButton);
 * one a moderator removed says so in place of its text.
 *
 * Texts: conversation.*, inbox.you, messaging.participant, message.removed, report.*. Theme tokens: those of
 * Inbox.styles, Messaging.styles and Safety.styles. Parts: message-log, message.
 */
import { observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { NETWORKING_REFUSALS, type ConversationCompany } from '../../../contracts';
import { messageSegments } from '../../../core/networking/messaging';
import { messageTime, messageTimeInFull } from '../../../core/networking/messageTime';
import type { TimelineMessage } from '../../../core/networking/outbox';
import { useEventState } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { Actions, QuietButton } from '../Messaging.styles';
import { ReportButton } from '../safety/ReportButton';
import { RemovedText } from '../safety/Safety.styles';
import { shownName, useMessagingText } from '../useMessaging';
import { Log, LogFrame, MessageRow } from './Inbox.styles';

/** Ours: a message's height before it is measured (a line or two of text with its sender and time). */
const MESSAGE_ESTIMATE_PX = 88;
/** Ours: messages rendered beyond the visible part on each side, so a quick scroll shows no gap. */
const MESSAGE_OVERSCAN = 6;
/** Ours: this close to the top, older messages load; this close to the foot counts as reading the newest. */
const EDGE_PX = 64;
/** Ours: the times beside the messages ("14:05", then "11 Jun, 14:05") are brought up to date this often. */
const CLOCK_MS = 60_000;
/**
 * The box's size until the browser has laid it out, and while it is not laid out (hidden): a screenful of messages
 * then, rather than none.
 */
const UNLAID_RECT: Rect = { width: 640, height: 576 };

export interface MessageLogProps {
  items: readonly TimelineMessage[];
  selfId: number;
  /** The other participant's shown name, for their messages that come without one. */
  otherName: string;
  /** Several people write on the other side (a company's staff, a group): each message names its own sender. */
  senders?: boolean;
  /** A company's conversation's company: a staff member's message that names it by its id shows its name. */
  company?: ConversationCompany | null;
  label: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onResend: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function MessageLog({
  items,
  selfId,
  otherName,
  senders = false,
  company = null,
  label,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onResend,
  onDiscard,
}: MessageLogProps) {
  const t = useMessagingText();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const now = useNow(CLOCK_MS);
  const scroller = useRef<HTMLDivElement>(null);
  const atFoot = useRef(true);
  const fromFoot = useRef(0);
  const [newBelow, setNewBelow] = useState(false);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => MESSAGE_ESTIMATE_PX,
    overscan: MESSAGE_OVERSCAN,
    getItemKey: (index) => items[index]!.message.Id,
    initialRect: UNLAID_RECT,
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : UNLAID_RECT)),
  });

  const toFoot = useCallback(() => {
    if (items.length > 0) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    atFoot.current = true;
    setNewBelow(false);
  }, [items.length, virtualizer]);

  const firstKey = items[0]?.message.Id ?? null;
  const last = items[items.length - 1] ?? null;
  const lastKey = last?.message.Id ?? null;
  const seen = useRef<{ first: string | null; last: string | null }>({ first: null, last: null });

  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { first: firstKey, last: lastKey };
    const box = scroller.current;
    if (!box || lastKey === null) return;
    if (before.last === null) {
      // Opened: at the newest message.
      toFoot();
      return;
    }
    if (lastKey !== before.last) {
      // A new message at the foot: followed by a reader who is there, and always after their own.
      if (atFoot.current || last?.message.SenderId === selfId) toFoot();
      else setNewBelow(true);
      return;
    }
    if (firstKey !== before.first) {
      // Older messages above: the reader stays where they were, counted from the foot.
      box.scrollTop = box.scrollHeight - box.clientHeight - fromFoot.current;
    }
  }, [firstKey, lastKey, last, selfId, toFoot]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    fromFoot.current = box.scrollHeight - box.clientHeight - box.scrollTop;
    atFoot.current = fromFoot.current < EDGE_PX;
    if (atFoot.current && newBelow) setNewBelow(false);
    if (box.scrollTop < EDGE_PX && hasMore && !loadingOlder) onLoadOlder();
  };

  // A history that does not fill the box cannot be scrolled to its top: its older messages load at once.
  useEffect(() => {
    const box = scroller.current;
    if (box && hasMore && !loadingOlder && items.length > 0 && box.scrollHeight <= box.clientHeight) onLoadOlder();
  }, [hasMore, loadingOlder, items.length, onLoadOlder]);

  const rows = virtualizer.getVirtualItems();
  return (
    <LogFrame>
      <Log ref={scroller} part="message-log" role="region" aria-label={label} tabIndex={0} onScroll={onScroll} data-networking="log">
        {items.length === 0 ? (
          <p>{t('conversation.empty')}</p>
        ) : (
          <ol style={{ height: virtualizer.getTotalSize() }}>
            {rows.map((row) => {
              const item = items[row.index]!;
              const own = item.message.SenderId === selfId;
              return (
                <MessageRow
                  key={row.key}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  data-message={item.message.Id}
                  data-state={item.state}
                  part="message"
                  $own={own}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <div>
                    <p className="vmx-message-meta">
                      {own ? (
                        <strong>{t('inbox.you')}</strong>
                      ) : senders ? (
                        <strong data-sender={item.message.SenderId}>
                          {shownName(item.message.SenderName, t)}
                          {item.message.SenderCompany && (
                            <span className="vmx-message-company">
                              {' · '}
                              {item.message.SenderCompany === company?.CompanyAccountId ? company.Name : item.message.SenderCompany}
                            </span>
                          )}
                        </strong>
                      ) : (
                        <strong>{shownName(item.message.SenderName ?? otherName, t)}</strong>
                      )}
                      <time dateTime={item.message.SentAt} title={messageTimeInFull(item.message.SentAt, language, timeZone)}>
                        {messageTime(item.message.SentAt, now, language, timeZone)}
                      </time>
                      {!own && item.state === 'sent' && !item.message.Removed && (
                        <ReportButton
                          message={item.message}
                          name={shownName(senders ? item.message.SenderName : (item.message.SenderName ?? otherName), t)}
                        />
                      )}
                    </p>
                    <p className="vmx-message-text">
                      {item.message.Removed && <RemovedText data-networking="removed">{t('message.removed')}</RemovedText>}
                      {messageSegments(item.message.Removed ? '' : item.message.Text).map((segment, index) =>
                        segment.kind === 'link' ? (
                          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
                            {segment.text}
                          </a>
                        ) : (
                          segment.text
                        ),
                      )}
                    </p>
                    {item.state !== 'sent' && (
                      <p className="vmx-message-state" data-state={item.state}>
                        {item.state === 'sending'
                          ? t('conversation.sending')
                          : item.state === 'waiting'
                            ? t('conversation.waiting')
                            : item.reason === NETWORKING_REFUSALS.notAccepting
                              ? t('conversation.refused', { name: otherName })
                              : t('conversation.refusedOther')}
                      </p>
                    )}
                    {item.state === 'refused' && (
                      <Actions>
                        <QuietButton type="button" onClick={() => onResend(item.message.Id)}>
                          {t('conversation.resend')}
                        </QuietButton>
                        <QuietButton type="button" onClick={() => onDiscard(item.message.Id)}>
                          {t('conversation.discard')}
                        </QuietButton>
                      </Actions>
                    )}
                  </div>
                </MessageRow>
              );
            })}
          </ol>
        )}
      </Log>
      {newBelow && (
        <QuietButton type="button" onClick={toFoot}>
          {t('conversation.newBelow')}
        </QuietButton>
      )}
    </LogFrame>
  );
}
