/**
 * The line under a conversation's heading, by its kind (conversationTitle.ts): "for {company}" where the caller answers
 * for a company, "{n} members" and a Leave group button in a group. Leaving (useGroupActions) goes back to the list of
 * groups (my area's module groups), and the group's messages leave the cache; a failure says so where the button is.
 *
 * Texts: conversation.leaveGroup, conversation.leaveFailed. Theme tokens: those of Messaging.styles. Parts: none.
 */
import type { ConversationSummary } from '../../../contracts';
import type { Navigate } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { useGroupActions } from '../groups/useGroupActions';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Muted, QuietButton } from '../Messaging.styles';
import { useMessagingText } from '../useMessaging';

export function ConversationDetail({
  messaging,
  conversation,
  detail,
  navigate,
}: {
  messaging: MessagingRef;
  conversation: ConversationSummary;
  detail: string | null;
  navigate: Navigate;
}) {
  const t = useMessagingText();
  const href = useRouteHref();
  const { leave, forget } = useGroupActions(messaging);
  const group = conversation.Kind === 'group' ? conversation.Group : null;
  if (detail === null && group === null) return null;
  const leaveGroup = () => {
    if (!group || leave.isPending) return;
    leave.mutate(group.Id, {
      onSuccess: () => {
        navigate(href('MyAreaPage', { module: 'groups' }));
        forget(group.Id);
      },
    });
  };
  return (
    <Actions data-networking="conversation-detail">
      {detail !== null && <Muted>{detail}</Muted>}
      {group && (
        <QuietButton type="button" onClick={leaveGroup} aria-disabled={leave.isPending || undefined} data-networking="leave-group">
          {t('conversation.leaveGroup')}
        </QuietButton>
      )}
      {leave.isError && <ErrorText role="alert">{t('conversation.leaveFailed')}</ErrorText>}
    </Actions>
  );
}
