/**
 * The groups: my area's module groups (docs/rules/content-areas.md section 2; contracts/messaging.ts, Groups).
 * - /myarea/{i}/{e}/{l}/groups: the event's groups in two sections, topic groups and session groups (those someone
 *   joined), each with its name, description and count of members, a Join or Leave button (named with the group's
 *   name for screen readers; one button whose words change, so focus stays on it) and, once joined, Open;
 * - groups/{id}: one group; joined, its conversation (the inbox's Conversation: history, live messages, composer,
 *   Leave group), else what it is and Join;
 * - groups/session-{sessionId}: a session's group (GET …/Groups/Session/{sessionId}; every session has one, which
 *   the session's page links to), shown the same way.
 * A user who may not take part in networking (no ticket: 403 networking-not-participant) is told why.
 *
 * Texts: groups.*, messaging.*. Theme tokens: those of Groups.styles, Messaging.styles and network/Network.styles.
 * Parts: groups, group (and the conversation's).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { HttpError } from '../../../api/http';
import type { ChatGroup } from '../../../contracts';
import { messagingQueries } from '../../../store/queries/messaging';
import { AsyncView } from '../../../ui/AsyncView';
import type { Navigate, PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { Conversation } from '../inbox/Conversation';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Muted, Page, QuietButton, Section } from '../Messaging.styles';
import { Card, Cards } from '../network/Network.styles';
import { NotParticipant } from '../NotParticipant';
import { isNotParticipant, useMessagingRef, useMessagingText } from '../useMessaging';
import { GroupConversationFrame, OpenLink } from './Groups.styles';
import { useGroupActions, type GroupActions } from './useGroupActions';

type Target = { kind: 'list' } | { kind: 'group'; groupId: number } | { kind: 'session'; sessionId: number } | { kind: 'unknown' };

/** What the path segment after groups/ names: nothing (the list), a group's id, `session-{sessionId}`, or nothing known. */
export function groupTarget(segment: string | undefined): Target {
  if (segment === undefined || segment === '') return { kind: 'list' };
  const session = /^session-(\d{1,9})$/u.exec(segment);
  if (session) return { kind: 'session', sessionId: Number(session[1]) };
  return /^\d{1,9}$/u.test(segment) ? { kind: 'group', groupId: Number(segment) } : { kind: 'unknown' };
}

export function GroupsModule({ route, navigate }: PageProps) {
  const t = useMessagingText();
  const messaging = useMessagingRef();
  if (!messaging) return <p role="status">{t('messaging.loading')}</p>;
  const target = groupTarget(route.params.id);
  return (
    <Page part="groups" data-networking="groups">
      {target.kind === 'list' ? (
        <GroupList messaging={messaging} />
      ) : target.kind === 'group' ? (
        <GroupById messaging={messaging} groupId={target.groupId} navigate={navigate} />
      ) : target.kind === 'session' ? (
        <SessionGroup messaging={messaging} sessionId={target.sessionId} navigate={navigate} />
      ) : (
        <NotFound text={t('groups.notFound')} />
      )}
    </Page>
  );
}

function GroupList({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const actions = useGroupActions(messaging);
  const query = useQuery(messagingQueries.groups(messaging.scope, messaging.eventId, messaging.userId));
  if (isNotParticipant(query.error)) return <NotParticipant />;
  return (
    <>
      <p>{t('groups.intro')}</p>
      <AsyncView
        query={query}
        texts={{ loading: t('messaging.loading'), error: t('groups.error'), retry: t('messaging.retry') }}
        layout="block"
      >
        {(answer) => (
          <>
            <GroupSection
              heading={t('groups.topics')}
              kind="topic"
              groups={answer.Groups.filter((group) => group.Kind === 'topic')}
              empty={t('groups.noTopics')}
              actions={actions}
            />
            <GroupSection
              heading={t('groups.sessions')}
              kind="session"
              groups={answer.Groups.filter((group) => group.Kind === 'session')}
              empty={t('groups.noSessions')}
              actions={actions}
            />
          </>
        )}
      </AsyncView>
    </>
  );
}

function GroupSection({
  heading,
  kind,
  groups,
  empty,
  actions,
}: {
  heading: string;
  kind: ChatGroup['Kind'];
  groups: ChatGroup[];
  empty: string;
  actions: GroupActions;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-groups={kind}>
      <h3 id={headingId}>{heading}</h3>
      {groups.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Cards aria-labelledby={headingId}>
          {groups.map((group) => (
            <GroupCard key={group.Id} group={group} actions={actions} />
          ))}
        </Cards>
      )}
    </Section>
  );
}

/** A group in the list: what it is, Join or Leave, and Open once joined. */
function GroupCard({ group, actions }: { group: ChatGroup; actions: GroupActions }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const nameId = useId();
  const mutation = group.Joined ? actions.leave : actions.join;
  const pending = actions.join.isPending || actions.leave.isPending;
  const failed =
    (actions.join.isError && actions.join.variables === group.Id) || (actions.leave.isError && actions.leave.variables === group.Id);
  return (
    <Card part="group" data-group={group.Id} data-joined={group.Joined || undefined} aria-labelledby={nameId}>
      <h4 id={nameId}>{group.Name}</h4>
      {group.Description !== '' && <p>{group.Description}</p>}
      <Muted>
        {t('groups.members', { count: group.Members })}
        {group.Joined && ` · ${t('groups.joined')}`}
      </Muted>
      <Actions>
        {/* One button whose words change: focus stays on it when the group is joined or left. */}
        <QuietButton
          type="button"
          aria-label={t(group.Joined ? 'groups.leaveLabel' : 'groups.joinLabel', { name: group.Name })}
          aria-disabled={pending || undefined}
          onClick={() => {
            // Not `disabled`: a focused button that is disabled loses the focus.
            if (!pending) mutation.mutate(group.Id);
          }}
        >
          {t(group.Joined ? 'groups.leave' : 'groups.join')}
        </QuietButton>
        {group.Joined && (
          <OpenLink href={href('MyAreaPage', { module: 'groups', id: group.Id })} aria-label={t('groups.openLabel', { name: group.Name })}>
            {t('groups.open')}
          </OpenLink>
        )}
      </Actions>
      {failed && <ErrorText role="alert">{t('groups.failed')}</ErrorText>}
    </Card>
  );
}

function GroupById({ messaging, groupId, navigate }: { messaging: MessagingRef; groupId: number; navigate: Navigate }) {
  const t = useMessagingText();
  const query = useQuery(messagingQueries.groups(messaging.scope, messaging.eventId, messaging.userId));
  if (isNotParticipant(query.error)) return <NotParticipant />;
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('messaging.loading'), error: t('groups.error'), retry: t('messaging.retry') }}
      layout="block"
    >
      {(answer) => {
        const group = answer.Groups.find((entry) => entry.Id === groupId);
        return group ? <GroupView messaging={messaging} group={group} navigate={navigate} /> : <NotFound text={t('groups.notFound')} />;
      }}
    </AsyncView>
  );
}

function SessionGroup({ messaging, sessionId, navigate }: { messaging: MessagingRef; sessionId: number; navigate: Navigate }) {
  const t = useMessagingText();
  const query = useQuery(messagingQueries.sessionGroup(messaging.scope, messaging.eventId, messaging.userId, sessionId));
  if (isNotParticipant(query.error)) return <NotParticipant />;
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('messaging.loading'), error: t('groups.error'), retry: t('messaging.retry') }}
      layout="block"
      failed={(error) => (error instanceof HttpError && error.status === 404 ? <NotFound text={t('groups.sessionNotFound')} /> : undefined)}
    >
      {(group) => <GroupView messaging={messaging} group={group} navigate={navigate} />}
    </AsyncView>
  );
}

/** One group: its conversation once joined, else what it is and Join. */
function GroupView({ messaging, group, navigate }: { messaging: MessagingRef; group: ChatGroup; navigate: Navigate }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const headingId = useId();
  const { join } = useGroupActions(messaging);
  return (
    <>
      <p>
        <a href={href('MyAreaPage', { module: 'groups' })}>{t('groups.all')}</a>
      </p>
      {group.Joined ? (
        <GroupConversationFrame data-group={group.Id}>
          <Conversation messaging={messaging} conversationId={group.Id} navigate={navigate} />
        </GroupConversationFrame>
      ) : (
        <Section part="group" aria-labelledby={headingId} data-group={group.Id}>
          <h3 id={headingId}>{group.Name}</h3>
          {group.Description !== '' && <p>{group.Description}</p>}
          <Muted>{t('groups.members', { count: group.Members })}</Muted>
          <p>{t('groups.joinToTalk')}</p>
          <Actions>
            <QuietButton
              type="button"
              aria-label={t('groups.joinLabel', { name: group.Name })}
              aria-disabled={join.isPending || undefined}
              onClick={() => {
                if (!join.isPending) join.mutate(group.Id);
              }}
            >
              {t('groups.join')}
            </QuietButton>
          </Actions>
          {join.isError && <ErrorText role="alert">{t('groups.failed')}</ErrorText>}
        </Section>
      )}
    </>
  );
}

function NotFound({ text }: { text: string }) {
  const t = useMessagingText();
  const href = useRouteHref();
  return (
    <>
      <p role="alert">{text}</p>
      <p>
        <a href={href('MyAreaPage', { module: 'groups' })}>{t('groups.all')}</a>
      </p>
    </>
  );
}
