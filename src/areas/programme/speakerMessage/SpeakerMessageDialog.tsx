/**
 * The send-message-to-speaker dialog (docs/rules/content-areas.md sections 2, 4, 5 and 9): own e-mail shown
 * read-only, a subject prefilled from the configured contactSpeakerSubject and required, a message of
 * six rows, Send. On success (only then) a success screen, and the dialog closes by itself after
 * CONTACT_DIALOG_CLOSE_MS; on failure a message, and nothing typed is lost.
 *
 * Texts: programmeDetail.message.*, programmeDetail.close. Theme tokens: those of ui/Dialog, ui/form and
 * SpeakerMessage.styles. Part: dialog (ui/Dialog).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '../../../api/http';
import { sendSpeakerMail } from '../../../api/programme';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import {
  CONTACT_DIALOG_CLOSE_MS,
  SPEAKER_MESSAGE_CONTENT_MAX,
  SPEAKER_MESSAGE_ROWS,
  SPEAKER_MESSAGE_SUBJECT_MAX,
  speakerMail,
  validateSpeakerMessage,
  type SpeakerMessageFields,
} from '../../../core/programme/speakerMessage';
import { useEventContext, useTexts } from '../../../store/react';
import { Dialog } from '../../../ui/Dialog';
import { Button, FormNotice, TextAreaField, TextField, useCheckedForm } from '../../../ui/form';
import { useSignInHref } from '../../../ui/useSignInHref';
import { useEventId, useProgrammeLanguage } from '../useProgramme';
import { MessageForm } from './SpeakerMessage.styles';

export interface SpeakerMessageDialogProps {
  speaker: { id: number; name: string };
  /** The signed-in user, as they were when the dialog opened. */
  sender: { name: string; email: string };
  initialSubject: string;
  onClose: () => void;
}

export function SpeakerMessageDialog({ speaker, sender, initialSubject, onClose }: SpeakerMessageDialogProps) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const context = useEventContext();
  const eventId = useEventId();
  const language = useProgrammeLanguage();
  const signIn = useSignInHref();
  const [fields, setFields] = useState<SpeakerMessageFields>({ subject: initialSubject, message: '' });
  const { form, errors, check } = useCheckedForm(validateSpeakerMessage);
  const send = useMutation({
    mutationFn: async (input: { eventId: number; fields: SpeakerMessageFields }) => {
      const mail = speakerMail({ speakerName: speaker.name, userName: sender.name, userEmail: sender.email, fields: input.fields });
      // Section 8: mail calls return false on failure; only a success shows the success screen.
      if ((await sendSpeakerMail(context.http, input.eventId, speaker.id, mail)) === false) throw new Error('The mail was not sent');
    },
  });
  const sent = send.isSuccess;
  const unauthorized = send.error instanceof HttpError && send.error.status === 401;

  // Section 4: form, then success, then the dialog closes after 3 seconds (section 9).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => close.current(), CONTACT_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function submit(event: FormEvent) {
    if (!check(event, fields) || eventId === null) return;
    send.mutate({ eventId, fields });
  }

  const number = (value: number) => value.toLocaleString(language);
  const subjectError =
    errors.subject === 'required'
      ? t('programmeDetail.message.subjectRequired')
      : errors.subject === 'tooLong'
        ? t('programmeDetail.message.subjectTooLong', { max: number(SPEAKER_MESSAGE_SUBJECT_MAX) })
        : null;
  const messageError = errors.message ? t('programmeDetail.message.textTooLong', { max: number(SPEAKER_MESSAGE_CONTENT_MAX) }) : null;

  return (
    <Dialog
      open
      title={t('programmeDetail.message.title', { name: speaker.name })}
      closeLabel={t('programmeDetail.close')}
      onClose={onClose}
    >
      {sent ? (
        <div data-message="sent">
          <FormNotice tone="success">{t('programmeDetail.message.sent')}</FormNotice>
          <p>{t('programmeDetail.message.closing')}</p>
        </div>
      ) : (
        <MessageForm ref={form} noValidate onSubmit={submit} data-message="form">
          {send.isError && !unauthorized && <FormNotice tone="danger">{t('programmeDetail.message.failed')}</FormNotice>}
          {unauthorized && (
            <div role="alert">
              <FormNotice tone="danger">{t('programmeDetail.message.unauthorized')}</FormNotice>
              <a href={signIn}>{t('programmeDetail.message.signIn')}</a>
            </div>
          )}
          <TextField label={t('programmeDetail.message.email')} name="email" type="email" value={sender.email} readOnly />
          <TextField
            label={t('programmeDetail.message.subject')}
            name="subject"
            type="text"
            required
            value={fields.subject}
            onChange={(event) => setFields((previous) => ({ ...previous, subject: event.target.value }))}
            error={subjectError}
          />
          <TextAreaField
            label={t('programmeDetail.message.text')}
            name="message"
            rows={SPEAKER_MESSAGE_ROWS}
            value={fields.message}
            onChange={(event) => setFields((previous) => ({ ...previous, message: event.target.value }))}
            error={messageError}
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('programmeDetail.message.sending') : t('programmeDetail.message.send')}
          </Button>
        </MessageForm>
      )}
    </Dialog>
  );
}
