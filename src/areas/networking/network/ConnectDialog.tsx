/**
 * The contact request (contracts/messaging.ts POST /api/Networking/ContactRequests) in the house dialog (ui/Dialog:
 * focus kept inside, given back on close): who it goes to, an optional note of at most CONTACT_NOTE_MAX_LENGTH
 * characters (core/networking/messaging.ts contactNoteProblem: too long is said under the field, and nothing is sent),
 * and Send. A refusal says why (the person can no longer be found); any other failure asks to try again.
 *
 * Texts: network.connect.*. Theme tokens: those of Network.styles and Messaging.styles. Parts: dialog, dialog-body.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { requestContact } from '../../../api/messaging';
import { CONTACT_NOTE_MAX_LENGTH, NETWORKING_REFUSALS, type NetworkPerson } from '../../../contracts';
import { contactNoteProblem } from '../../../core/networking/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { Dialog } from '../../../ui/Dialog';
import { FormNotice } from '../../../ui/form';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Muted, PrimaryButton, QuietButton } from '../Messaging.styles';
import { refusalOf, useMessagingText } from '../useMessaging';
import { DialogForm, NoteField } from './Network.styles';

export function ConnectDialog({
  person,
  name,
  messaging,
  onClose,
  onSent,
}: {
  person: NetworkPerson;
  name: string;
  messaging: MessagingRef;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useMessagingText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteId = useId();
  const hintId = useId();
  const errorId = useId();
  const max = CONTACT_NOTE_MAX_LENGTH.toLocaleString(language);
  const tooLong = contactNoteProblem(note) === 'tooLong';
  const send = useMutation({
    mutationFn: () =>
      requestContact(context.http, messaging.eventId, { UserId: person.UserId, ...(note.trim() ? { Note: note.trim() } : {}) }),
    onSuccess: onSent,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (tooLong || send.isPending) return;
    send.mutate();
  };
  const showTooLong = tooLong && (tried || note.length > CONTACT_NOTE_MAX_LENGTH);
  const refused = refusalOf(send.error) === NETWORKING_REFUSALS.notFindable;

  return (
    <Dialog open title={t('network.connect.title', { name })} closeLabel={t('network.connect.cancel')} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate data-networking="connect-form">
        <p>{t('network.connect.intro', { name })}</p>
        <NoteField>
          <label htmlFor={noteId}>{t('network.connect.note')}</label>
          <textarea
            id={noteId}
            rows={4}
            value={note}
            aria-invalid={showTooLong || undefined}
            aria-describedby={showTooLong ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setNote(event.target.value)}
          />
          <Muted id={hintId}>{t('network.connect.noteHint', { max })}</Muted>
          {showTooLong && <ErrorText id={errorId}>{t('network.connect.noteTooLong', { max })}</ErrorText>}
        </NoteField>
        {send.isError && <FormNotice tone="danger">{t(refused ? 'network.connect.notFindable' : 'network.connect.error')}</FormNotice>}
        <Actions>
          <PrimaryButton type="submit" disabled={send.isPending}>
            {t(send.isPending ? 'network.connect.sending' : 'network.connect.send')}
          </PrimaryButton>
          <QuietButton type="button" onClick={onClose}>
            {t('network.connect.cancel')}
          </QuietButton>
        </Actions>
      </DialogForm>
    </Dialog>
  );
}
