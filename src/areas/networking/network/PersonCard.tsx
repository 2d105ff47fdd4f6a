/**
 * One person of the network as the caller may see them (contracts/messaging.ts NetworkPerson: what they hide is
 * null; a hidden name reads "Participant"): picture or initials, name, profession, country, areas of interest, a
 * contact request's note, and what the caller can do: connect (a dialog for the note), accept or decline their
 * request, see that a request is sent, write to them where they take messages from the caller, and block them (or
 * unblock a contact the caller blocked; safety/BlockButton). Every button names the person, so a list of cards does not
 * read "Connect, Connect, Connect". When a button goes because it did its job (Connect after the request, Accept after
 * accepting), focus goes to the words that replaced it, not to the page's start; after a block, to the page's notice.
 *
 * Texts: network.person.*, messaging.participant, block.*. Theme tokens: those of Network.styles, Messaging.styles and
 * Safety.styles. Parts: network-person.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { NetworkPerson } from '../../../contracts';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Actions, ErrorText, PrimaryButton, QuietButton } from '../Messaging.styles';
import { PersonAvatar } from '../PersonAvatar';
import { shownName, useMessagingText } from '../useMessaging';
import { BlockButton } from '../safety/BlockButton';
import { ConnectDialog } from './ConnectDialog';
import { Card, Facts, InterestPills, Note, PersonHead, Standing } from './Network.styles';
import type { NetworkActions } from './useNetworkActions';
import type { MessagingRef } from '../messagingCache';

export function PersonCard({
  person,
  note,
  actions,
  messaging,
}: {
  person: NetworkPerson;
  /** The note of their request to the caller, shown with it. */
  note?: string;
  actions: NetworkActions;
  messaging: MessagingRef;
}) {
  const t = useMessagingText();
  const nameId = useId();
  const [connecting, setConnecting] = useState(false);
  const standing = useRef<HTMLParagraphElement>(null);
  const focusStanding = useRef(false);
  const name = shownName(person.Name, t);
  const { answer, message } = actions;
  const answering = answer.isPending && answer.variables.requestId === person.RequestId;
  const answerFailed = answer.isError && answer.variables.requestId === person.RequestId;
  const opening = message.isPending && message.variables === person.UserId;
  const openFailed = message.isError && message.variables === person.UserId;

  // The button the caller used is gone (requested, now a contact): the words in its place take focus.
  useEffect(() => {
    if (!focusStanding.current || person.Contact === 'none' || person.Contact === 'incoming') return;
    focusStanding.current = false;
    standing.current?.focus();
  }, [person.Contact]);

  const reply = (value: 'Accept' | 'Decline') => {
    if (person.RequestId === null) return;
    focusStanding.current = value === 'Accept';
    answer.mutate({ requestId: person.RequestId, reply: value });
  };

  return (
    <Card part="network-person" aria-labelledby={nameId} data-person={person.UserId} data-contact={person.Contact}>
      <PersonHead>
        <PersonAvatar name={person.Name} picturePath={person.PicturePath} />
        <div>
          <h4 id={nameId}>{name}</h4>
          {(person.Profession || person.Country) && (
            <Facts>{[person.Profession, person.Country].filter((fact): fact is string => Boolean(fact)).join(' · ')}</Facts>
          )}
        </div>
      </PersonHead>
      {person.Interests.length > 0 && (
        <div>
          <VisuallyHidden>{t('network.person.interests')}: </VisuallyHidden>
          <InterestPills>
            {person.Interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </InterestPills>
        </div>
      )}
      {note && (
        <Note>
          <VisuallyHidden>{t('network.requests.note')}: </VisuallyHidden>
          {note}
        </Note>
      )}
      <Actions>
        {person.Contact === 'none' && (
          <QuietButton type="button" aria-label={t('network.person.connectLabel', { name })} onClick={() => setConnecting(true)}>
            {t('network.person.connect')}
          </QuietButton>
        )}
        {person.Contact === 'incoming' && person.RequestId !== null && (
          <>
            <PrimaryButton
              type="button"
              aria-label={t('network.person.acceptLabel', { name })}
              disabled={answering}
              onClick={() => reply('Accept')}
            >
              {t('network.person.accept')}
            </PrimaryButton>
            <QuietButton
              type="button"
              aria-label={t('network.person.declineLabel', { name })}
              disabled={answering}
              onClick={() => reply('Decline')}
            >
              {t('network.person.decline')}
            </QuietButton>
          </>
        )}
        {(person.Contact === 'requested' || person.Contact === 'contact') && (
          <Standing ref={standing} tabIndex={-1}>
            {t(person.Contact === 'requested' ? 'network.person.requested' : 'network.person.contact')}
          </Standing>
        )}
        {person.Blocked && <Standing data-networking="blocked">{t('block.blocked')}</Standing>}
        {person.CanMessage && (
          <QuietButton
            type="button"
            aria-label={t('network.person.messageLabel', { name })}
            disabled={opening}
            onClick={() => message.mutate(person.UserId)}
          >
            {t('network.person.message')}
          </QuietButton>
        )}
        <BlockButton
          messaging={messaging}
          userId={person.UserId}
          name={name}
          blocked={person.Blocked}
          onBlocked={() => actions.announce(t('block.done', { name }), true)}
          onUnblocked={() => actions.announce(t('block.undone', { name }))}
        />
      </Actions>
      {(answerFailed || openFailed) && <ErrorText role="alert">{t('network.person.failed')}</ErrorText>}
      {connecting && (
        <ConnectDialog
          person={person}
          name={name}
          messaging={messaging}
          onClose={() => setConnecting(false)}
          onSent={() => {
            focusStanding.current = true;
            setConnecting(false);
            void actions.refreshNetwork();
          }}
        />
      )}
    </Card>
  );
}
