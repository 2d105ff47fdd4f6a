/**
 * "Propose a meeting" (contracts/messaging.ts POST /api/Messages/Conversations/{id}/Meetings) in the house dialog
 * (ui/Dialog: focus kept inside, given back on close): to whom, a date and a start time on the congress's wall clock
 * (the dialog names the event's time zone; core/networking/meetings.ts meetingStart turns them into an instant), a
 * duration (MEETING_DURATIONS), an optional note of at most MEETING_NOTE_MAX_LENGTH characters, and Send. The form is
 * checked first (meetingProposalProblems: no date or time, a time that has passed, a note too long), the problem said
 * under its field and focus moved there. The proposal goes under an Id chosen here (a UUID kept while the fields stay
 * the same, so sending again after a lost answer stores it once); a time the server finds past, a refusal (the other
 * side takes no messages from the caller) and any other failure say so, and nothing typed is lost.
 *
 * Texts: meeting.dialog.*. Theme tokens: those of Meetings.styles, Messaging.styles and network/Network.styles.
 * Parts: dialog, dialog-body (ui/Dialog).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '../../../api/http';
import { proposeMeeting } from '../../../api/messaging';
import { MEETING_DURATIONS, MEETING_NOTE_MAX_LENGTH, type MeetingRequest } from '../../../contracts';
import {
  meetingProposalProblems,
  meetingStart,
  timeZoneLabel,
  wallDate,
  type MeetingProposalFields,
  type MeetingProposalProblems,
} from '../../../core/networking/meetings';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { Dialog } from '../../../ui/Dialog';
import { FormNotice, useCheckedForm } from '../../../ui/form';
import { applyMeeting, type MessagingRef } from '../messagingCache';
import { Actions, ErrorText, Muted, PrimaryButton, QuietButton } from '../Messaging.styles';
import { DialogForm, NoteField } from '../network/Network.styles';
import { newMessageId, refusalOf, useMessagingText } from '../useMessaging';
import { Field, FieldNote, WhenRow } from './Meetings.styles';

/** Ours: the duration the dialog starts with (minutes). */
const DEFAULT_DURATION = 30;

/** Whether the server found the time past (400 naming StartsAt, reason past). */
function isPast(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as { reason?: unknown; field?: unknown }) : {};
  return body.reason === 'past' || body.field === 'StartsAt';
}

export function ProposeMeetingDialog({
  messaging,
  conversationId,
  name,
  onClose,
  onProposed,
}: {
  messaging: MessagingRef;
  conversationId: number;
  /** Whom the meeting is proposed to, as the conversation names them. */
  name: string;
  onClose: () => void;
  onProposed: (meeting: MeetingRequest) => void;
}) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const [opened] = useState(() => Date.now());
  const [fields, setFields] = useState<MeetingProposalFields>(() => ({ date: wallDate(opened, timeZone), time: '', note: '' }));
  const [duration, setDuration] = useState<number>(DEFAULT_DURATION);
  const { form, errors, setErrors, refused, check } = useCheckedForm<MeetingProposalFields, keyof MeetingProposalProblems, string>(
    (values) => meetingProposalProblems(values, timeZone, Date.now()),
  );
  // The proposal's Id: the same while what is proposed stays the same, so a resend after a lost answer stores it once.
  const proposal = useRef<{ id: string; key: string } | null>(null);
  const dateId = useId();
  const timeId = useId();
  const durationId = useId();
  const zoneId = useId();
  const whenErrorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const noteErrorId = useId();
  const max = MEETING_NOTE_MAX_LENGTH.toLocaleString(language);

  const send = useMutation({
    mutationFn: (body: { Id: string; StartsAt: string; DurationMinutes: number; Note?: string }) =>
      proposeMeeting(context.http, messaging.eventId, conversationId, body),
    onSuccess: (meeting) => {
      proposal.current = null;
      const key = messagingQueries.meetings(messaging.scope, messaging.eventId, messaging.userId).queryKey;
      if (client.getQueryData(key)) applyMeeting(client, messaging, meeting);
      else void client.invalidateQueries({ queryKey: key });
      onProposed(meeting);
    },
    onError: (error) => {
      if (!isPast(error)) return;
      setErrors({ when: 'past' });
      refused();
    },
  });

  const submit = (event: FormEvent) => {
    if (!check(event, fields) || send.isPending) return;
    const start = meetingStart(fields.date, fields.time);
    if (start === null) return;
    const note = fields.note.trim();
    const key = JSON.stringify([fields.date, fields.time, duration, note]);
    if (proposal.current?.key !== key) proposal.current = { id: newMessageId(), key };
    send.mutate({
      Id: proposal.current.id,
      StartsAt: start,
      DurationMinutes: duration,
      ...(note ? { Note: note } : {}),
    });
  };

  const change = (field: keyof MeetingProposalFields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const whenError = errors.when === 'past' ? t('meeting.dialog.past') : errors.when === 'missing' ? t('meeting.dialog.missing') : null;
  const noteTooLong = errors.note === 'tooLong' || fields.note.trim().length > MEETING_NOTE_MAX_LENGTH;
  const refusal = refusalOf(send.error) !== null;
  const failed = send.isError && !isPast(send.error);
  const whenDescribed = [zoneId, whenError ? whenErrorId : null].filter(Boolean).join(' ');
  // The zone's name at the chosen day (summer or winter time); read as UTC, a few hours off at most, which only matters
  // on the night the clocks change.
  const chosen = meetingStart(fields.date, fields.time || '12:00');
  const zone = timeZoneLabel(timeZone, language, chosen === null ? opened : Date.parse(`${chosen}:00Z`));

  return (
    <Dialog open title={t('meeting.dialog.title', { name })} closeLabel={t('meeting.dialog.cancel')} onClose={onClose}>
      <DialogForm ref={form} onSubmit={submit} noValidate data-networking="meeting-form">
        <p>{t('meeting.dialog.intro', { name })}</p>
        <Muted id={zoneId} data-networking="meeting-zone">
          {t('meeting.dialog.zone', { zone })}
        </Muted>
        <WhenRow>
          <Field>
            <label htmlFor={dateId}>{t('meeting.dialog.date')}</label>
            <input
              id={dateId}
              type="date"
              required
              min={wallDate(opened, timeZone) || undefined}
              value={fields.date}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenDescribed}
              onChange={(event) => change('date')(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={timeId}>{t('meeting.dialog.time')}</label>
            <input
              id={timeId}
              type="time"
              required
              step={300}
              value={fields.time}
              aria-invalid={whenError ? true : undefined}
              aria-describedby={whenDescribed}
              onChange={(event) => change('time')(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={durationId}>{t('meeting.dialog.duration')}</label>
            <select id={durationId} value={duration} onChange={(event) => setDuration(Number(event.target.value))}>
              {MEETING_DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('meeting.dialog.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </Field>
        </WhenRow>
        {whenError && (
          <ErrorText id={whenErrorId} data-networking="meeting-when-error">
            {whenError}
          </ErrorText>
        )}
        <NoteField>
          <label htmlFor={noteId}>{t('meeting.dialog.note')}</label>
          <textarea
            id={noteId}
            rows={3}
            value={fields.note}
            aria-invalid={noteTooLong || undefined}
            aria-describedby={noteTooLong ? `${noteHintId} ${noteErrorId}` : noteHintId}
            onChange={(event) => change('note')(event.target.value)}
          />
          <FieldNote id={noteHintId}>{t('meeting.dialog.noteHint', { max })}</FieldNote>
          {noteTooLong && <ErrorText id={noteErrorId}>{t('meeting.dialog.noteTooLong', { max })}</ErrorText>}
        </NoteField>
        {failed && <FormNotice tone="danger">{t(refusal ? 'meeting.dialog.refused' : 'meeting.dialog.error', { name })}</FormNotice>}
        <Actions>
          <PrimaryButton type="submit" disabled={send.isPending}>
            {t(send.isPending ? 'meeting.dialog.sending' : 'meeting.dialog.send')}
          </PrimaryButton>
          <QuietButton type="button" onClick={onClose}>
            {t('meeting.dialog.cancel')}
          </QuietButton>
        </Actions>
      </DialogForm>
    </Dialog>
  );
}
