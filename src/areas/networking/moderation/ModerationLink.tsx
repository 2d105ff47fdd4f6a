/**
 * The inbox's link to the reports to review (my area's module moderation), an item of its row of links, for the
 * event's moderators only (contracts/messaging.ts MODERATION_POLICY_KEY): the server says whether the caller is one
 * with their conversations (ConversationsAnswer.Moderator, as it decides the reports' calls), so the client needs no
 * policy engine of its own for it (and the inbox's code does not take the app's access chunk apart).
 *
 * Texts: moderation.link. Theme tokens: none (the row's). Parts: none.
 */
import { useRouteHref } from '../../../ui/platformLinks';
import { useMessagingText } from '../useMessaging';

export function ModerationLink({ moderator }: { moderator: boolean }) {
  const t = useMessagingText();
  const href = useRouteHref();
  if (!moderator) return null;
  return (
    <li data-networking="moderation-link">
      <a href={href('MyAreaPage', { module: 'moderation' })}>{t('moderation.link')}</a>
    </li>
  );
}
