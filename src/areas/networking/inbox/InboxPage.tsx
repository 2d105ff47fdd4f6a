/**
 * The inbox: my area's module inbox (/myarea/{i}/{e}/{l}/inbox, and /inbox/{conversationId} for one conversation;
 * docs/rules/content-areas.md section 2) and the messages route (/messages/{i}/{e}/{l}, MessagesPage), which shows the
 * same list (ours: the route's name says messages, and the list is where they are; a conversation opens under my area,
 * the address that names one). The conversation list and the open conversation side by side where there is room, one
 * at a time where there is not. A visitor on the messages route is asked to sign in (my area asks on its own); a user
 * who may not take part in networking (no ticket: 403 networking-not-participant) is told why, and so is one a
 * moderator suspended (403 networking-suspended). The event's moderators get a link to the reports to review.
 *
 * Texts: inbox.*, network.*Link, messaging.*, moderation.link. Theme tokens: those of Inbox.styles and Messaging.styles.
 * Parts: inbox.
 */
import { useQuery } from '@tanstack/react-query';
import { messagingQueries } from '../../../store/queries/messaging';
import type { Navigate, PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useEventState } from '../../../store/react';
import type { MessagingRef } from '../messagingCache';
import { LinkRow, Muted, Page } from '../Messaging.styles';
import { ModerationLink } from '../moderation/ModerationLink';
import { NotParticipant, Suspended } from '../NotParticipant';
import { isNotParticipant, isSuspended, useMessagingRef, useMessagingText } from '../useMessaging';
import { Conversation } from './Conversation';
import { ConversationList } from './ConversationList';
import { PaneGrid, Panes } from './Inbox.styles';

/** The conversation a path segment names: a positive whole number, else none (NaN: one that cannot exist). */
function conversationOf(segment: string | undefined): number | null {
  if (segment === undefined || segment === '') return null;
  return /^\d{1,9}$/u.test(segment) ? Number(segment) : Number.NaN;
}

export function InboxModule({ route, navigate }: PageProps) {
  const t = useMessagingText();
  const messaging = useMessagingRef();
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  return <Inbox messaging={messaging} conversationId={conversationOf(route.params.id)} navigate={navigate} />;
}

export function MessagesInbox({ navigate }: PageProps) {
  const t = useMessagingText();
  const signInHref = useSignInHref();
  const signedIn = useEventState((state) => state.user !== null);
  const messaging = useMessagingRef();
  if (!signedIn) {
    return (
      <Page part="inbox" data-networking="signed-out">
        <p>
          {t('messaging.signIn')} <a href={signInHref}>{t('messaging.signInLink')}</a>
        </p>
      </Page>
    );
  }
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  return <Inbox messaging={messaging} conversationId={null} navigate={navigate} />;
}

function Inbox({ messaging, conversationId, navigate }: { messaging: MessagingRef; conversationId: number | null; navigate: Navigate }) {
  const t = useMessagingText();
  const href = useRouteHref();
  // The list's read (ConversationList shows it): a user who may not take part is told so, and nothing else.
  const conversations = useQuery(messagingQueries.conversations(messaging.scope, messaging.eventId, messaging.userId));
  if (isNotParticipant(conversations.error)) {
    return (
      <Page part="inbox">
        <NotParticipant />
      </Page>
    );
  }
  if (isSuspended(conversations.error)) {
    return (
      <Page part="inbox">
        <Suspended />
      </Page>
    );
  }
  return (
    <Page part="inbox" data-networking="inbox">
      <LinkRow>
        <li>
          <a href={href('MyAreaPage', { module: 'network' })}>{t('inbox.findPeople')}</a>
        </li>
        <li>
          <a href={href('MyAreaPage', { module: 'networking_settings' })}>{t('network.settingsLink')}</a>
        </li>
        <ModerationLink moderator={conversations.data?.Moderator === true} />
      </LinkRow>
      <Panes>
        <PaneGrid $open={conversationId !== null}>
          <ConversationList messaging={messaging} current={conversationId} />
          {conversationId === null ? (
            <Muted data-pane="choose">{t('inbox.choose')}</Muted>
          ) : Number.isNaN(conversationId) ? (
            <div data-pane="conversation">
              <p data-pane="back">
                <a href={href('MyAreaPage', { module: 'inbox' })}>{t('inbox.all')}</a>
              </p>
              <p role="alert">{t('inbox.notFound')}</p>
            </div>
          ) : (
            <Conversation messaging={messaging} conversationId={conversationId} navigate={navigate} />
          )}
        </PaneGrid>
      </Panes>
    </Page>
  );
}
