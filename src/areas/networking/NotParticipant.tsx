/**
 * What the network and the inbox show a user whom the server does not let take part (403 networking-not-participant:
 * no ticket for the event, or its Key policy "Networking" does not allow them): why, and nothing else to try.
 *
 * Texts: messaging.notParticipant. Theme tokens: those of Messaging.styles. Parts: none (its page's).
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
