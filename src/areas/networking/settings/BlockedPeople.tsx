/**
 * The networking settings' list of the people the caller blocked (contracts/messaging.ts GET /api/Networking/Blocks):
 * each with their name as the caller knew them ("Participant" when they never showed one), since when, and an Unblock
 * button that names them; a sentence when there is no one. An unblocked person leaves the list, and with them the
 * button that was pressed: focus goes to the list's heading, and a status says who was unblocked.
 *
 * Texts: blocked.*, block.unblock, block.unblockLabel, block.undone, block.error, messaging.*. Theme tokens: those of
 * Messaging.styles and Safety.styles. Parts: none (its page's).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { BlockedPerson } from '../../../contracts';
import { messageTimeInFull } from '../../../core/networking/messageTime';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventState } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MessagingRef } from '../messagingCache';
import { ErrorText, Muted, QuietButton, Section } from '../Messaging.styles';
import { BlockedList } from '../safety/Safety.styles';
import { useBlocking } from '../safety/useBlocking';
import { shownName, useMessagingText } from '../useMessaging';

export function BlockedPeople({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState('');
  const query = useQuery(messagingQueries.blocks(messaging.scope, messaging.eventId, messaging.userId));
  return (
    <Section aria-labelledby={headingId} data-networking="blocked">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('blocked.heading')}
      </h3>
      <Muted>{t('blocked.intro')}</Muted>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      <AsyncView
        query={query}
        texts={{ loading: t('messaging.loading'), error: t('blocked.error'), retry: t('messaging.retry') }}
        layout="block"
      >
        {(answer) =>
          answer.People.length === 0 ? (
            <p>{t('blocked.none')}</p>
          ) : (
            <BlockedList aria-labelledby={headingId}>
              {answer.People.map((person) => (
                <Row
                  key={person.UserId}
                  person={person}
                  messaging={messaging}
                  onUnblocked={(name) => {
                    setSaid(t('block.undone', { name }));
                    heading.current?.focus();
                  }}
                />
              ))}
            </BlockedList>
          )
        }
      </AsyncView>
    </Section>
  );
}

function Row({ person, messaging, onUnblocked }: { person: BlockedPerson; messaging: MessagingRef; onUnblocked: (name: string) => void }) {
  const t = useMessagingText();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? null);
  const { unblock } = useBlocking(messaging);
  const name = shownName(person.Name, t);
  return (
    <li data-person={person.UserId}>
      <div>
        <strong>{name}</strong>
        <span>
          <time dateTime={person.BlockedAt}>{t('blocked.since', { date: messageTimeInFull(person.BlockedAt, language, timeZone) })}</time>
        </span>
        {unblock.isError && <ErrorText role="alert">{t('block.error')}</ErrorText>}
      </div>
      <QuietButton
        type="button"
        aria-label={t('block.unblockLabel', { name })}
        aria-disabled={unblock.isPending || undefined}
        onClick={() => {
          if (!unblock.isPending) unblock.mutate(person.UserId, { onSuccess: () => onUnblocked(name) });
        }}
      >
        {t('block.unblock')}
      </QuietButton>
    </li>
  );
}
