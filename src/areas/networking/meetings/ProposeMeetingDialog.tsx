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
 * Opened in a conversation it proposes there (conversationId, name). Opened from the meeting hub (no conversation) it
 * first asks whom to meet ("With", required like the time): the event's companies that offer a chat (GET
 * /api/Networking/Companies) and the user's contacts who take their messages (GET /api/Networking/Contacts), each
 * group under its own heading; Send then opens the conversation with them (POST /api/Messages/Conversations, the
 * existing one or a new one, so doing it again is harmless) and proposes the meeting in it under the same Id.
 *
 * Texts: meeting.dialog.*, messaging.participant. Theme tokens: those of Meetings.styles, Messaging.styles and
 * network/Network.styles. Parts: dialog, dialog-body (ui/Dialog).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '../../../api/http';
import { openConversation, proposeMeeting } from '../../../api/messaging';
import {
  MEETING_DURATIONS,
  MEETING_NOTE_MAX_LENGTH,
  type ConversationCreate,
  type MeetingCreate,
  type MeetingRequest,
} from '../../../contracts';
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
import { newMessageId, refusalOf, shownName, useMessagingText, type MessagingText } from '../useMessaging';
import { Field, FieldNote, WhenRow } from './Meetings.styles';

/** Ours: the duration the dialog starts with (minutes). */
const DEFAULT_DURATION = 30;

/** Whether the server found the time past (400 naming StartsAt, reason past). */
function isPast(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as { reason?: unknown; field?: unknown }) : {};
  return body.reason === 'past' || body.field === 'StartsAt';
}

/** One of whom the meeting hub's dialog offers: its value in the "With" select, its name, and how to open its conversation. */
interface Partner {
  value: string;
  name: string;
  opens: ConversationCreate;
}

/**
 * Whom the meeting hub's dialog offers (read only when `asked`): the companies that offer a chat and the contacts who take
 * the user's messages (a blocked one, or one who takes none, would only be refused), each as the lists name them.
 */
function usePartners(messaging: MessagingRef, asked: boolean, t: MessagingText) {
  const companies = useQuery({ ...messagingQueries.companies(messaging.scope, messaging.eventId, messaging.userId), enabled: asked });
  const contacts = useQuery({ ...messagingQueries.contacts(messaging.scope, messaging.eventId, messaging.userId), enabled: asked });
  const exhibitors: Partner[] = (companies.data?.Companies ?? []).map((company) => ({
    value: `company:${company.CompanyAccountId}`,
    name: company.Name,
    opens: { CompanyAccountId: company.CompanyAccountId },
  }));
  const people: Partner[] = (contacts.data?.Contacts ?? [])
    .filter((person) => person.CanMessage && !person.Blocked)
    .map((person) => ({ value: `user:${person.UserId}`, name: shownName(person.Name, t), opens: { UserId: person.UserId } }));
  return {
    exhibitors,
    people,
    loading: companies.isPending || contacts.isPending,
    failed: companies.isError || contacts.isError,
    retry: () => {
      if (companies.isError) void companies.refetch();
      if (contacts.isError) void contacts.refetch();
    },
  };
}

/** Where the proposal goes: a conversation, or (from the meeting hub) whom to open one with first. */
type Whom = { conversationId: number; name: string } | { conversationId?: undefined; name?: undefined };

export function ProposeMeetingDialog({
  messaging,
  onClose,
  onProposed,
  ...whom
}: {
  messaging: MessagingRef;
  onClose: () => void;
  onProposed: (meeting: MeetingRequest) => void;
} & Whom) {
  const { conversationId } = whom;
  /** From the meeting hub: the form asks whom to meet. */
  const asks = conversationId === undefined;
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const [opened] = useState(() => Date.now());
  const [fields, setFields] = useState<MeetingProposalFields>(() => ({
    ...(asks ? { with: '' } : {}),
    date: wallDate(opened, timeZone),
    time: '',
    note: '',
  }));
  const partners = usePartners(messaging, asks, t);
  const chosen = [...partners.exhibitors, ...partners.people].find((partner) => partner.value === fields.with);
  // Whom the texts name: the conversation's other side, or whom the form has chosen.
  const name = whom.name ?? (chosen ? chosen.name : '');
  const [duration, setDuration] = useState<number>(DEFAULT_DURATION);
  const { form, errors, setErrors, refused, check } = useCheckedForm<MeetingProposalFields, keyof MeetingProposalProblems, string>(
    (values) => meetingProposalProblems(values, timeZone, Date.now()),
  );
  // The proposal's Id: the same while what is proposed stays the same, so a resend after a lost answer stores it once.
  const proposal = useRef<{ id: string; key: string } | null>(null);
  const withId = useId();
  const withErrorId = useId();
  const withStateId = useId();
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
    mutationFn: async ({ to, body }: { to: number | ConversationCreate; body: MeetingCreate }) => {
      if (typeof to === 'number') return { meeting: await proposeMeeting(context.http, messaging.eventId, to, body), conversation: null };
      // From the hub, the conversation first: opening it again (a resend) answers the same one.
      const conversation = await openConversation(context.http, messaging.eventId, to);
      return { meeting: await proposeMeeting(context.http, messaging.eventId, conversation.Id, body), conversation };
    },
    onSuccess: ({ meeting, conversation }) => {
      proposal.current = null;
      if (conversation) {
        // A conversation just opened belongs in the inbox too.
        const { scope, eventId, userId } = messaging;
        client.setQueryData(messagingQueries.conversation(scope, eventId, userId, conversation.Id).queryKey, conversation);
        void client.invalidateQueries({ queryKey: messagingQueries.conversations(scope, eventId, userId).queryKey });
      }
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
    // A choice no longer offered (the lists were read again) is no choice.
    if (!check(event, asks && !chosen ? { ...fields, with: '' } : fields) || send.isPending) return;
    const start = meetingStart(fields.date, fields.time);
    const to = conversationId ?? chosen?.opens;
    if (start === null || to === undefined) return;
    const note = fields.note.trim();
    const key = JSON.stringify([fields.with ?? null, fields.date, fields.time, duration, note]);
    if (proposal.current?.key !== key) proposal.current = { id: newMessageId(), key };
    send.mutate({
      to,
      body: {
        Id: proposal.current.id,
        StartsAt: start,
        DurationMinutes: duration,
        ...(note ? { Note: note } : {}),
      },
    });
  };

  const change = (field: keyof MeetingProposalFields) => (value: string) => setFields((current) => ({ ...current, [field]: value }));
  const withError = errors.with === 'missing' ? t('meeting.dialog.withMissing') : null;
  const withState = partners.loading
    ? t('meeting.dialog.withLoading')
    : partners.failed
      ? t('meeting.dialog.withFailed')
      : partners.exhibitors.length + partners.people.length === 0
        ? t('meeting.dialog.withNone')
        : null;
  const whenError = errors.when === 'past' ? t('meeting.dialog.past') : errors.when === 'missing' ? t('meeting.dialog.missing') : null;
  const noteTooLong = errors.note === 'tooLong' || fields.note.trim().length > MEETING_NOTE_MAX_LENGTH;
  const refusal = refusalOf(send.error) !== null;
  const failed = send.isError && !isPast(send.error);
  const whenDescribed = [zoneId, whenError ? whenErrorId : null].filter(Boolean).join(' ');
  // The zone's name at the chosen day (summer or winter time); read as UTC, a few hours off at most, which only matters
  // on the night the clocks change.
  const day = meetingStart(fields.date, fields.time || '12:00');
  const zone = timeZoneLabel(timeZone, language, day === null ? opened : Date.parse(`${day}:00Z`));

  return (
    <Dialog
      open
      title={asks ? t('meeting.dialog.hubTitle') : t('meeting.dialog.title', { name })}
      closeLabel={t('meeting.dialog.cancel')}
      onClose={onClose}
    >
      <DialogForm ref={form} onSubmit={submit} noValidate data-networking="meeting-form">
        <p>{asks ? t('meeting.dialog.hubIntro') : t('meeting.dialog.intro', { name })}</p>
        {asks && (
          <Field>
            <label htmlFor={withId}>{t('meeting.dialog.with')}</label>
            <select
              id={withId}
              required
              value={fields.with}
              aria-invalid={withError ? true : undefined}
              aria-describedby={[withState ? withStateId : null, withError ? withErrorId : null].filter(Boolean).join(' ') || undefined}
              onChange={(event) => change('with')(event.target.value)}
              data-networking="meeting-with"
            >
              <option value="">{t('meeting.dialog.withChoose')}</option>
              {partners.exhibitors.length > 0 && (
                <optgroup label={t('meeting.dialog.exhibitors')}>
                  {partners.exhibitors.map((partner) => (
                    <option key={partner.value} value={partner.value}>
                      {partner.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {partners.people.length > 0 && (
                <optgroup label={t('meeting.dialog.contacts')}>
                  {partners.people.map((partner) => (
                    <option key={partner.value} value={partner.value}>
                      {partner.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            {withState && (
              <Muted id={withStateId} data-networking="meeting-with-state">
                {withState}
              </Muted>
            )}
            {partners.failed && !partners.loading && (
              <Actions>
                <QuietButton type="button" onClick={partners.retry}>
                  {t('meeting.dialog.withRetry')}
                </QuietButton>
              </Actions>
            )}
            {withError && (
              <ErrorText id={withErrorId} data-networking="meeting-with-error">
                {withError}
              </ErrorText>
            )}
          </Field>
        )}
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
