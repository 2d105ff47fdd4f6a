/**
 * "Your meetings" in the meeting hub (docs/rules/content-areas.md section 2, /meetinghub; contracts/messaging.ts GET
 * /api/Messages/Meetings): the signed-in participant's meetings from their conversations, upcoming first (the soonest
 * first), then those that are over (core/networking/meetings.ts upcomingFirst), each with whom it is with, its status,
 * what the reader may do with it (MeetingItem) and a link to its conversation (my area's inbox). Kept live by the chat
 * hub's MeetingChanged (live/MessagingLive.tsx). Someone who may not take part in networking (403) sees nothing of it:
 * the hub's exhibitor meetings are still there for them.
 *
 * "Propose a meeting", there whatever the list holds (also while it loads or is empty), opens ProposeMeetingDialog
 * without a conversation: it asks whom to meet (an exhibitor or a contact), opens that conversation and proposes the
 * meeting there. The meeting then shows in the list (the dialog takes it into the user's meetings), and a status says
 * it was sent; focus goes back to the button.
 *
 * Texts: meeting.hub.*, meeting.*, messaging.loading, messaging.retry. Theme tokens: those of Meetings.styles and
 * Messaging.styles. Parts: own-meetings.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HttpError } from '../../../api/http';
import { meetingTimeRange, upcomingFirst } from '../../../core/networking/meetings';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventState } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { AsyncView } from '../../../ui/AsyncView';
import type { PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import type { MessagingRef } from '../messagingCache';
import { Actions, Muted, PrimaryButton } from '../Messaging.styles';
import { shownName, useMessagingRef, useMessagingText } from '../useMessaging';
import { MeetingItem } from './MeetingItem';
import { HubNotice, MeetingList, MeetingsBox } from './Meetings.styles';
import { ProposeMeetingDialog } from './ProposeMeetingDialog';

/** Ours: how often the list checks which of its meetings are over. */
const MEETING_CLOCK_MS = 60_000;

export function YourMeetings(_props: PageProps) {
  const messaging = useMessagingRef();
  return messaging ? <OwnMeetings messaging={messaging} /> : null;
}

function OwnMeetings({ messaging }: { messaging: MessagingRef }) {
  const t = useMessagingText();
  const href = useRouteHref();
  const now = useNow(MEETING_CLOCK_MS);
  const headingId = useId();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const meetings = useQuery(messagingQueries.meetings(messaging.scope, messaging.eventId, messaging.userId));
  const [proposing, setProposing] = useState(false);
  const [notice, setNotice] = useState('');
  // Networking is not for them (no ticket the event admits, or suspended): the hub shows its other meetings only.
  if (meetings.error instanceof HttpError && meetings.error.status === 403) return null;

  return (
    <MeetingsBox part="own-meetings" aria-labelledby={headingId} data-networking="own-meetings">
      <h2 id={headingId}>{t('meeting.hub.heading')}</h2>
      <p>{t('meeting.hub.intro')}</p>
      <Actions>
        <PrimaryButton type="button" aria-haspopup="dialog" onClick={() => setProposing(true)} data-networking="hub-propose-meeting">
          {t('meeting.propose')}
        </PrimaryButton>
      </Actions>
      <HubNotice role="status" data-networking="meeting-proposed">
        {notice}
      </HubNotice>
      <AsyncView
        query={meetings}
        texts={{ loading: t('messaging.loading'), error: t('meeting.hub.error'), retry: t('messaging.retry') }}
        layout="block"
      >
        {(answer) => {
          const sorted = upcomingFirst(answer.Meetings, now);
          return sorted.length === 0 ? (
            <Muted>
              {t('meeting.hub.none')} <a href={href('MyAreaPage', { module: 'inbox' })}>{t('meeting.hub.inbox')}</a>
            </Muted>
          ) : (
            <MeetingList>
              {sorted.map((meeting) => (
                <MeetingItem key={meeting.Id} meeting={meeting} messaging={messaging} over={Date.parse(meeting.EndsAt) <= now} inHub />
              ))}
            </MeetingList>
          );
        }}
      </AsyncView>
      {proposing && (
        <ProposeMeetingDialog
          messaging={messaging}
          onClose={() => setProposing(false)}
          onProposed={(meeting) => {
            setProposing(false);
            setNotice(
              t('meeting.hub.proposed', {
                name: shownName(meeting.With, t),
                time: meetingTimeRange(meeting.StartsAt, meeting.EndsAt, language, timeZone),
              }),
            );
          }}
        />
      )}
    </MeetingsBox>
  );
}
