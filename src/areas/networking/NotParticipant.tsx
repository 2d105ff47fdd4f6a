/**
 * What the network and the inbox show a user whom the server does not let take part (403 networking-not-participant:
 * no ticket for the event, or its Key policy "Networking" does not allow them): why, and nothing else to try. And
 * what the networking pages show a user a moderator suspended (403 networking-suspended): Suspended.
 *
 * Texts: messaging.notParticipant, messaging.suspended. Theme tokens: those of Messaging.styles. Parts: none (its
 * page's).
 */
import { Notice } from './Messaging.styles';
import { useMessagingText } from './useMessaging';

export function NotParticipant() {
  const t = useMessagingText();
  return (
    <Notice data-networking="not-participant">
      <p>{t('messaging.notParticipant')}</p>
    </Notice>
  );
}

export function Suspended() {
  const t = useMessagingText();
  return (
    <Notice data-networking="suspended">
      <p>{t('messaging.suspended')}</p>
    </Notice>
  );
}
