/**
 * One meeting (contracts/messaging.ts MeetingRequest): its day and times in the event's language and time zone
 * (core/networking/meetings.ts meetingTimeRange), its status, who proposed it (in a conversation) or whom it is with
 * (in the meeting hub, with a link to its conversation), its note as plain text, and what the reader may do with it
 * (meetingActions): Accept and Decline for the other side's pending meeting, Cancel meeting for the reader's own pending
 * or accepted one, and "Add to calendar (.ics)" for an accepted one. Each button names the meeting's time for screen
 * readers. A decision goes through useMutation; its answer takes the meeting's place in the user's meetings (the chat
 * hub tells the other side), focus moves to the meeting's status line, which says what was done, and a failure (the
 * other side decided first: 409) reads the meetings again and says so. The calendar file is fetched with the user's
 * token (api/messaging.ts meetingCalendar) and saved through an object URL and a temporary download link.
 *
 * Texts: meeting.*, messaging.participant. Theme tokens: those of Meetings.styles and Messaging.styles.
 * Parts: meeting-request.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { answerMeeting, meetingCalendar, type MeetingAnswer } from '../../../api/messaging';
import type { MeetingRequest } from '../../../contracts';
import { meetingActions, meetingTimeRange } from '../../../core/networking/meetings';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventContext, useEventState } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { applyMeeting, type MessagingRef } from '../messagingCache';
import { ErrorText, PrimaryButton, QuietButton } from '../Messaging.styles';
import { shownName, useMessagingText } from '../useMessaging';
import { ItemActions, MeetingCard, Status } from './Meetings.styles';
import { saveBlob } from '../../../ui/saveFile';

const DONE = { Accept: 'meeting.done.accepted', Decline: 'meeting.done.declined', Cancel: 'meeting.done.cancelled' } as const;

export function MeetingItem({
  meeting,
  messaging,
  over = false,
  inHub = false,
}: {
  meeting: MeetingRequest;
  messaging: MessagingRef;
  /** Whether it is over (the hub lists those too, after the upcoming ones): nothing more to do then. */
  over?: boolean;
  /** In the meeting hub: whom it is with and a link to its conversation, instead of who proposed it. */
  inHub?: boolean;
}) {
  const t = useMessagingText();
  const context = useEventContext();
  const client = useQueryClient();
  const href = useRouteHref();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const statusLine = useRef<HTMLParagraphElement>(null);
  const [done, setDone] = useState('');
  const time = meetingTimeRange(meeting.StartsAt, meeting.EndsAt, language, timeZone);
  const withName = shownName(meeting.With, t);

  const decide = useMutation({
    mutationFn: (answer: MeetingAnswer) => answerMeeting(context.http, messaging.eventId, meeting.Id, answer),
    onSuccess: (changed, answer) => {
      applyMeeting(client, messaging, changed);
      setDone(t(DONE[answer], { time }));
    },
    // Someone may have decided first (409): the meetings as they are now.
    onError: () =>
      void client.invalidateQueries({ queryKey: messagingQueries.meetings(messaging.scope, messaging.eventId, messaging.userId).queryKey }),
  });
  const calendar = useMutation({
    mutationFn: () => meetingCalendar(context.http, messaging.eventId, meeting.Id),
    onSuccess: (text) => saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `meeting-${meeting.Id}.ics`),
  });

  // Once said (and so shown), the line takes focus: the button pressed is gone with the meeting's new status.
  useEffect(() => {
    if (done) statusLine.current?.focus();
  }, [done]);

  const actions = over ? [] : meetingActions(meeting);
  const busy = decide.isPending;
  const answer = (reply: MeetingAnswer) => {
    if (!busy) decide.mutate(reply);
  };

  return (
    <MeetingCard part="meeting-request" data-meeting={meeting.Id} data-status={meeting.Status}>
      <p className="vmx-meeting-time">
        <time dateTime={meeting.StartsAt}>{time}</time>
      </p>
      <Status $status={meeting.Status} data-networking="meeting-status">
        {t(`meeting.status.${meeting.Status}`)}
      </Status>
      <p className="vmx-meeting-who">
        {inHub
          ? t('meeting.with', { name: withName })
          : meeting.Outgoing
            ? t('meeting.fromYou')
            : t('meeting.fromOther', { name: shownName(meeting.ProposerName ?? meeting.With, t) })}
      </p>
      {meeting.Note && (
        <blockquote>
          <VisuallyHidden>{t('meeting.note')}: </VisuallyHidden>
          {meeting.Note}
        </blockquote>
      )}
      {over && <p className="vmx-meeting-who">{t('meeting.over')}</p>}
      {(actions.length > 0 || inHub) && (
        <ItemActions>
          {actions.includes('accept') && (
            <PrimaryButton
              type="button"
              aria-label={t('meeting.acceptLabel', { time })}
              aria-disabled={busy || undefined}
              onClick={() => answer('Accept')}
            >
              {t('meeting.accept')}
            </PrimaryButton>
          )}
          {actions.includes('decline') && (
            <QuietButton
              type="button"
              aria-label={t('meeting.declineLabel', { time })}
              aria-disabled={busy || undefined}
              onClick={() => answer('Decline')}
            >
              {t('meeting.decline')}
            </QuietButton>
          )}
          {actions.includes('calendar') && (
            <QuietButton
              type="button"
              aria-label={t('meeting.calendarLabel', { time })}
              aria-disabled={calendar.isPending || undefined}
              onClick={() => {
                if (!calendar.isPending) calendar.mutate();
              }}
            >
              {t('meeting.calendar')}
            </QuietButton>
          )}
          {actions.includes('cancel') && (
            <QuietButton
              type="button"
              aria-label={t('meeting.cancelLabel', { time })}
              aria-disabled={busy || undefined}
              onClick={() => answer('Cancel')}
            >
              {t('meeting.cancel')}
            </QuietButton>
          )}
          {inHub && (
            <a
              href={href('MyAreaPage', { module: 'inbox', id: meeting.ConversationId })}
              aria-label={t('meeting.openLabel', { name: withName })}
            >
              {t('meeting.open')}
            </a>
          )}
        </ItemActions>
      )}
      <p ref={statusLine} tabIndex={-1} role="status" className="vmx-meeting-said">
        {calendar.isPending ? t('meeting.downloading') : done}
      </p>
      {decide.isError && <ErrorText role="alert">{t('meeting.failed')}</ErrorText>}
      {calendar.isError && <ErrorText role="alert">{t('meeting.calendarFailed')}</ErrorText>}
    </MeetingCard>
  );
}
