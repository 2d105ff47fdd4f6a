/**
 * In the company's lounge, for its own staff only (the signed-in user's profile names the company): "Visitors'
 * conversations", the conversations visitors opened with the company from its chat tab (contracts/messaging.ts,
 * Companies: GET /api/Messages/Conversations, Kind company, AsStaff, this company), newest first, each a link to it
 * in the inbox with the visitor's name ("Visitor" when hidden) and its unread count; a line when there are none.
 * Live where messaging is (<vmx-app>): the chat hub's messages reach the same cached list.
 *
 * Texts: exhibitorProfile.lounge.*. Theme tokens: those of Panel.styles and ui/UnreadCount. Parts: lounge-conversations.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CompanyProfile } from '../../../../contracts';
import { sortConversations } from '../../../../core/networking/outbox';
import { queryScope } from '../../../../store/queries/keys';
import { messagingQueries } from '../../../../store/queries/messaging';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { AsyncView } from '../../../../ui/AsyncView';
import { useRouteHref } from '../../../../ui/platformLinks';
import { MutedText } from '../../../../ui/styles/page';
import { UnreadCount } from '../../../../ui/UnreadCount';
import { PROFILE_TEXTS } from '../texts';
import { useEventId, useIsCompanyStaff } from '../useCompanyProfile';
import { PanelList } from './Panel.styles';

export function LoungeConversations({ profile }: { profile: CompanyProfile }) {
  const staff = useIsCompanyStaff(profile.CompanyAccountId);
  const userId = useEventState((state) => state.user?.userId ?? null);
  const eventId = useEventId();
  if (!staff || userId === null || eventId === null) return null;
  return <StaffConversations profile={profile} userId={userId} eventId={eventId} />;
}

function StaffConversations({ profile, userId, eventId }: { profile: CompanyProfile; userId: number; eventId: number }) {
  const t = useTexts(PROFILE_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const headingId = useId();
  const query = useQuery(messagingQueries.conversations(queryScope(context, ''), eventId, userId));
  const company = profile.CompanyAccountId.toLowerCase();
  return (
    <section aria-labelledby={headingId} data-lounge="conversations" part="lounge-conversations">
      <h4 id={headingId}>{t('exhibitorProfile.lounge.conversations')}</h4>
      <AsyncView
        query={query}
        texts={{
          loading: t('exhibitorProfile.tabLoading'),
          error: t('exhibitorProfile.lounge.conversationsError'),
          retry: t('exhibitors.retry'),
        }}
      >
        {(answer) => {
          const conversations = sortConversations(answer.Conversations).filter(
            (conversation) =>
              conversation.Kind === 'company' && conversation.AsStaff && conversation.Company?.CompanyAccountId.toLowerCase() === company,
          );
          if (conversations.length === 0) return <MutedText>{t('exhibitorProfile.lounge.noConversations')}</MutedText>;
          return (
            <PanelList aria-labelledby={headingId}>
              {conversations.map((conversation) => {
                const name = conversation.Participants[0]?.Name?.trim() || t('exhibitorProfile.lounge.visitor');
                return (
                  <li key={conversation.Id} data-conversation={conversation.Id}>
                    <a href={href('MyAreaPage', { module: 'inbox', id: conversation.Id })}>
                      {name} <UnreadCount count={conversation.Unread} />
                    </a>
                  </li>
                );
              })}
            </PanelList>
          );
        }}
      </AsyncView>
    </section>
  );
}
