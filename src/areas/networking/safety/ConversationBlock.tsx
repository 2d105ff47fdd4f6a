/**
 * Blocking in a one-to-one conversation (contracts/messaging.ts, "Safety"): under its heading a Block button for the
 * other person (safety/BlockButton: it asks first); once the caller has blocked them (their blocked people, GET
 * /api/Networking/Blocks), the composer gives way to a notice that no messages can be sent, with Unblock. After a block
 * the notice takes focus (the button that did it is gone); after an unblock, the conversation's heading does.
 * Conversations with a company or a group have no one to block here.
 *
 * Texts: block.*. Theme tokens: those of Messaging.styles and Safety.styles. Parts: none (the conversation's).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { ConversationSummary } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import type { MessagingRef } from '../messagingCache';
import { Actions } from '../Messaging.styles';
import { useMessagingText } from '../useMessaging';
import { BlockButton } from './BlockButton';
import { FocusNotice } from './Safety.styles';
import { isBlocked } from './useBlocking';

export interface ConversationBlockState {
  messaging: MessagingRef;
  /** The other person of a one-to-one conversation; null for a company's or a group's. */
  other: { UserId: number } | null;
  /** Whether the caller blocked them. */
  blocked: boolean;
  /** Set by a block: the notice that comes takes focus. */
  focusNotice: RefObject<boolean>;
}

export function useConversationBlock(messaging: MessagingRef, conversation: ConversationSummary): ConversationBlockState {
  const other = conversation.Kind === 'direct' ? (conversation.Participants[0] ?? null) : null;
  const blocks = useQuery({ ...messagingQueries.blocks(messaging.scope, messaging.eventId, messaging.userId), enabled: other !== null });
  const focusNotice = useRef(false);
  return { messaging, other, blocked: other !== null && isBlocked(blocks.data, other.UserId), focusNotice };
}

/** Block, under the heading of a one-to-one conversation with someone not blocked. */
export function ConversationBlockAction({ block, name }: { block: ConversationBlockState; name: string }) {
  if (!block.other || block.blocked) return null;
  return (
    <Actions>
      <BlockButton
        messaging={block.messaging}
        userId={block.other.UserId}
        name={name}
        blocked={false}
        onBlocked={() => {
          block.focusNotice.current = true;
        }}
      />
    </Actions>
  );
}

/** In place of the composer: no messages can be sent to someone the caller blocked, and Unblock. */
export function BlockedConversation({
  block,
  name,
  heading,
}: {
  block: ConversationBlockState;
  name: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessagingText();
  const box = useRef<HTMLDivElement>(null);
  const { focusNotice } = block;
  useEffect(() => {
    if (!focusNotice.current) return;
    focusNotice.current = false;
    box.current?.focus();
  }, [focusNotice]);
  if (!block.other) return null;
  return (
    <FocusNotice ref={box} tabIndex={-1} data-networking="blocked-conversation">
      <p>{t('block.conversation', { name })}</p>
      <Actions>
        <BlockButton
          messaging={block.messaging}
          userId={block.other.UserId}
          name={name}
          blocked
          onUnblocked={() => heading.current?.focus()}
        />
      </Actions>
    </FocusNotice>
  );
}
