/**
 * The inbox as an embeddable element (<vmx-inbox>), for a society's member area: the signed-in user's unread count in
 * its heading, their conversations (ConversationList, the inbox's own list), and a conversation opened in place
 * (Conversation, the inbox's own): the element keeps which one is open as its state, never in the host page's address,
 * with a "Back to conversations" button above it that returns to the list and puts focus back on that conversation's
 * row. Its sign-in is the event context's, shared with every element of the event on the page (and the other tabs).
 * A visitor is asked to sign in (on the platform); a user who may not take part in networking is told why
 * (NotParticipant), and so is one a moderator suspended (Suspended).
 *
 * Live as in <vmx-app> (live/MessagingLive.tsx useMessagingLive): the chat hub's messages and counts, and the outbox,
 * whose message written offline is sent once when the connection returns. Beside <vmx-app> on one page, the two share
 * what keeps them live, and their counts (one event context, one cache).
 *
 * Attributes (elements/catalog.ts): platform-url, where links to the rest of the platform (the sign-in page, the
 * network, a message's sender) point; the api-base when unset, where the reference server serves the platform, never a
 * path of the host site, which has no such page.
 *
 * Texts: inbox.heading, inbox.back, messaging.signIn, messaging.signInLink, messaging.loading, messages.unread, and
 * those of ConversationList, Conversation and NotParticipant. Theme tokens: --vmx-space, --vmx-color-focus and those of
 * Messaging.styles, Inbox.styles and ui/UnreadCount. Parts: inbox, and those of ConversationList and Conversation.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ComponentProps, type MouseEvent, type Ref } from 'react';
import styled from 'styled-components';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { followedLink } from '../../../ui/followedLink';
import { useHostState } from '../../../ui/hostState';
import { lazyComponent } from '../../../ui/lazyPage';
import type { Navigate } from '../../../ui/page';
import { platformHref, PlatformLinksProvider, useRouteHref } from '../../../ui/platformLinks';
import { UnreadCount } from '../../../ui/UnreadCount';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useMessagingLive } from '../live/MessagingLive';
import type { MessagingRef } from '../messagingCache';
import { Page, QuietButton } from '../Messaging.styles';
import { NotParticipant, Suspended } from '../NotParticipant';
import { isNotParticipant, isSuspended, useMessagingRef, useMessagingText } from '../useMessaging';
import type { Conversation } from './Conversation';
import { ConversationList } from './ConversationList';

/**
 * The open conversation's code (its log, composer and safety actions) is not needed for the list: it loads once the
 * list shows (preload below), so that a conversation opens at once, even offline.
 */
const OpenConversation = lazyComponent<ComponentProps<typeof Conversation>>(() =>
  import('./Conversation').then((module) => ({ default: module.Conversation })),
);

export interface InboxElementProps {
  /** Where the platform lives (https://congress.example.org/), for links out of the inbox. */
  platformUrl?: string;
}

export function InboxElement({ platformUrl }: InboxElementProps) {
  const { apiBase } = useEventContext();
  const base = platformUrl?.trim() || apiBase;
  const toHref = useMemo(() => (path: string) => platformHref(base, path), [base]);
  return (
    <PlatformLinksProvider toHref={toHref}>
      <ElementInbox />
    </PlatformLinksProvider>
  );
}

function ElementInbox() {
  const t = useMessagingText();
  const signInHref = useSignInHref();
  const eventLoading = useEventState((state) => state.status === 'loading');
  const signedIn = useEventState((state) => state.user !== null);
  const messaging = useMessagingRef();
  // Until the event's texts are in, nothing (the element's skeleton stays): shown sooner, the words would change language.
  if (eventLoading) return <Page part="inbox" aria-busy="true" />;
  if (!signedIn) {
    return (
      <Page part="inbox" data-networking="signed-out">
        <InboxHeading count={0} />
        <p>
          {t('messaging.signIn')} <a href={signInHref}>{t('messaging.signInLink')}</a>
        </p>
      </Page>
    );
  }
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  // Another user signing in on the page (or in another tab) starts from their own list.
  return <SignedInInbox key={messaging.userId} messaging={messaging} />;
}

function SignedInInbox({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const href = useRouteHref();
  useMessagingLive();
  const { scope, eventId, userId } = messaging;
  const conversations = useQuery(messagingQueries.conversations(scope, eventId, userId));
  // The header's count in <vmx-app> reads the same entry: the two always agree.
  const unread = useQuery(messagingQueries.unread(scope, eventId, userId));
  const count = unread.data?.Unread ?? conversations.data?.Unread ?? 0;
  // The conversation open in place: the element's own state, kept while the element lives (ui/hostState.ts).
  const [open, setOpen] = useHostState<number | null>(`inbox.open.${userId}`, () => null);
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The conversation whose row takes focus when the list shows again.
  const returnTo = useRef<number | null>(null);

  const back = useCallback(() => {
    returnTo.current = open;
    setOpen(null);
  }, [open, setOpen]);

  // Back: focus on the row of the conversation left (the element's heading when that row is gone).
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    const row = box.current?.querySelector<HTMLElement>(`[data-pane="list"] [data-conversation="${id}"] a`);
    (row ?? heading.current)?.focus();
  }, [open]);

  // The list's links name a conversation of my area's inbox on the platform: a plain click opens it here instead (a
  // modified one, say for a new tab, still goes to the platform). Links elsewhere are left to the browser.
  const inboxPath = new URL(href('MyAreaPage', { module: 'inbox' }), location.href);
  const onClick = (event: MouseEvent) => {
    const url = followedLink(event.nativeEvent);
    if (!url || url.origin !== inboxPath.origin) return;
    if (url.pathname === inboxPath.pathname) {
      event.preventDefault();
      back();
      return;
    }
    const id = url.pathname.startsWith(`${inboxPath.pathname}/`) ? url.pathname.slice(inboxPath.pathname.length + 1) : '';
    if (!/^\d{1,9}$/u.test(id)) return;
    event.preventDefault();
    setOpen(Number(id));
  };
  // Leaving a group from its conversation returns to the list (the element shows no list of groups).
  const navigate = useCallback<Navigate>(() => setOpen(null), [setOpen]);
  const listed = conversations.isSuccess;
  useEffect(() => {
    if (listed) OpenConversation.preload();
  }, [listed]);

  if (isNotParticipant(conversations.error) || isSuspended(conversations.error)) {
    return (
      <Page part="inbox" data-networking="inbox-element">
        <InboxHeading count={0} />
        {isSuspended(conversations.error) ? <Suspended /> : <NotParticipant />}
      </Page>
    );
  }
  return (
    // Clicks delegated (onClick above): they are on links inside, which take focus and which Enter clicks; the box is no control.
    <Page ref={box} part="inbox" data-networking="inbox-element" data-open={open ?? undefined} onClick={onClick}>
      <InboxHeading count={count} headingRef={heading} />
      <div hidden={open !== null}>
        <ConversationList messaging={messaging} current={null} />
      </div>
      {open !== null && (
        <InPlace>
          <p>
            <QuietButton type="button" onClick={back} data-networking="back">
              {t('inbox.back')}
            </QuietButton>
          </p>
          <OpenConversation messaging={messaging} conversationId={open} navigate={navigate} />
        </InPlace>
      )}
    </Page>
  );
}

/** The element's heading: its name, and the unread count beside it (its words for screen readers). */
function InboxHeading({ count, headingRef }: { count: number; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useMessagingText();
  return (
    <Heading ref={headingRef} tabIndex={-1}>
      {t('inbox.heading')} <UnreadCount count={count} />
    </Heading>
  );
}

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space);
  margin: 0;
  font-size: 1.4em;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
    outline-offset: 2px;
  }
`;

/**
 * A conversation opened in place: the conversation's own way back (a link to the platform's inbox, for my area's two
 * panes) gives way to the element's button.
 */
const InPlace = styled.div`
  display: grid;
  gap: var(--vmx-space);
  min-width: 0;

  [data-pane='back'] {
    display: none;
  }
`;
