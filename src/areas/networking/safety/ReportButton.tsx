/**
 * Report a message of someone else to the event's moderators (contracts/messaging.ts POST …/Messages/{id}/Report): a
 * small button in the message's line of sender and time, named for the sender ("Report message from Grace Hopper"),
 * shown while the message is hovered or has focus and always on touch (Safety.styles ReportToggle: hidden by opacity,
 * so the row keeps its height and the log's measured rows do not move). It opens the house dialog (ui/Dialog: focus
 * kept inside, given back to this button on close; put beside the log, out of the message's paragraph and styles,
 * through a portal) with the message quoted as plain text, the reason (a radio group of
 * REPORT_REASONS), an optional note of at most REPORT_NOTE_MAX_LENGTH characters (core/networking/reports.ts), and
 * Send. Sent, the dialog closes, focus is back on the button and a status says the organisers will review it. A
 * failure is said in the dialog (role alert: too many reports, no connection, anything else) and what was chosen and
 * written stays.
 *
 * Texts: report.*. Theme tokens: those of Messaging.styles and Safety.styles. Parts: dialog, dialog-body.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { HttpError } from '../../../api/http';
import { reportMessage } from '../../../api/messaging';
import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, type ChatMessage, type ReportReason } from '../../../contracts';
import { reportBody, reportNoteProblem } from '../../../core/networking/reports';
import { useEventContext, useEventState } from '../../../store/react';
import { Dialog } from '../../../ui/Dialog';
import { FormNotice } from '../../../ui/form';
import type { MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Muted, PrimaryButton, QuietButton } from '../Messaging.styles';
import { useMessagingRef, useMessagingText } from '../useMessaging';
import { DialogForm, NoteField, Quote, Reasons, Reported, ReportToggle } from './Safety.styles';

export function ReportButton({ message, name }: { message: ChatMessage; name: string }) {
  const t = useMessagingText();
  const messaging = useMessagingRef();
  const toggle = useRef<HTMLButtonElement>(null);
  // Where the dialog goes: beside the message log (a dialog, a form and their blocks may not be inside the line's
  // paragraph, and the message's own styles are not the dialog's), else in the nearest block that holds the button.
  const [host, setHost] = useState<Element | null>(null);
  const [sent, setSent] = useState(false);
  if (!messaging) return null;
  return (
    <>
      {/* Always there, so that the thanks is heard when it comes. */}
      <Reported role="status">{sent ? t('report.sent') : ''}</Reported>
      <ReportToggle
        ref={toggle}
        type="button"
        aria-label={t('report.actionLabel', { name })}
        aria-haspopup="dialog"
        data-networking="report"
        data-reported={sent || undefined}
        onClick={() =>
          setHost(toggle.current?.closest('[part="message-log"]')?.parentElement ?? toggle.current?.parentElement?.closest('div') ?? null)
        }
      >
        {t('report.action')}
      </ReportToggle>
      {host &&
        createPortal(
          <ReportDialog
            messaging={messaging}
            message={message}
            name={name}
            onClose={() => setHost(null)}
            onSent={() => {
              setHost(null);
              setSent(true);
            }}
          />,
          host,
        )}
    </>
  );
}

/** Which words a failed report gets. */
function failure(error: unknown): 'report.rateLimited' | 'report.offline' | 'report.error' {
  if (error instanceof HttpError && error.status === 429) return 'report.rateLimited';
  if (error instanceof HttpError && (error.code === 'network' || error.code === 'timeout')) return 'report.offline';
  return 'report.error';
}

function ReportDialog({
  messaging,
  message,
  name,
  onClose,
  onSent,
}: {
  messaging: MessagingRef;
  message: ChatMessage;
  name: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useMessagingText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const ids = { quote: useId(), reasonError: useId(), note: useId(), hint: useId(), noteError: useId() };
  const firstReason = useRef<HTMLInputElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  const max = REPORT_NOTE_MAX_LENGTH.toLocaleString(language);
  const tooLong = reportNoteProblem(note) === 'tooLong';
  const send = useMutation({
    mutationFn: (chosen: ReportReason) =>
      reportMessage(context.http, messaging.eventId, message.ConversationId, message.Id, reportBody(chosen, note)),
    onSuccess: onSent,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (send.isPending) return;
    if (reason === null) {
      firstReason.current?.focus();
      return;
    }
    if (tooLong) {
      noteField.current?.focus();
      return;
    }
    send.mutate(reason);
  };
  const showReasonMissing = tried && reason === null;
  const showTooLong = tooLong && (tried || note.length > REPORT_NOTE_MAX_LENGTH);

  return (
    <Dialog open title={t('report.title')} closeLabel={t('report.cancel')} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate data-networking="report-form">
        <p>{t('report.intro', { name })}</p>
        <Muted id={ids.quote}>{t('report.message')}</Muted>
        <Quote aria-labelledby={ids.quote}>{message.Text}</Quote>
        <Reasons aria-describedby={showReasonMissing ? ids.reasonError : undefined}>
          <legend>{t('report.reason')}</legend>
          {REPORT_REASONS.map((value, index) => (
            <label key={value}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              <span>{t(`report.reason.${value}`)}</span>
            </label>
          ))}
          {showReasonMissing && <ErrorText id={ids.reasonError}>{t('report.reasonMissing')}</ErrorText>}
        </Reasons>
        <NoteField>
          <label htmlFor={ids.note}>{t('report.note')}</label>
          <textarea
            ref={noteField}
            id={ids.note}
            rows={3}
            value={note}
            aria-invalid={showTooLong || undefined}
            aria-describedby={showTooLong ? `${ids.hint} ${ids.noteError}` : ids.hint}
            onChange={(event) => setNote(event.target.value)}
          />
          <Muted id={ids.hint}>{t('report.noteHint', { max })}</Muted>
          {showTooLong && <ErrorText id={ids.noteError}>{t('report.noteTooLong', { max })}</ErrorText>}
        </NoteField>
        {send.isError && <FormNotice tone="danger">{t(failure(send.error))}</FormNotice>}
        <Actions>
          <PrimaryButton type="submit" aria-disabled={send.isPending || undefined}>
            {t(send.isPending ? 'report.sending' : 'report.send')}
          </PrimaryButton>
          <QuietButton type="button" onClick={onClose}>
            {t('report.cancel')}
          </QuietButton>
        </Actions>
      </DialogForm>
    </Dialog>
  );
}
