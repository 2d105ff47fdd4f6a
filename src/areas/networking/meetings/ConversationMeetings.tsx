/**
 * A conversation's meetings (contracts/messaging.ts, "Meetings"; direct and company conversations only, a group has
 * none): those not over yet, by start, each with what the reader may do with it (MeetingItem), read from the user's
 * meetings (GET /api/Messages/Meetings, kept live by the chat hub's MeetingChanged, live/MessagingLive.tsx), and
 * "Propose a meeting", which opens ProposeMeetingDialog where the reader may write in the conversation. A proposal sent
 * shows in the list at once and is said to screen readers. A list that cannot be read leaves the conversation as it is.
 *
 * Texts: meeting.*. Theme tokens: those of Meetings.styles and Messaging.styles. Parts: meeting-requests.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ConversationSummary } from '../../../contracts';
import { conversationMeetings, meetingTimeRange } from '../../../core/networking/meetings';
import { messagingQueries } from '../../../store/queries/messaging';
import { useEventState } from '../../../store/react';
import { useNow } from '../../../store/useNow';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { MessagingRef } from '../messagingCache';
import { Actions, QuietButton } from '../Messaging.styles';
import { useMessagingText } from '../useMessaging';
import { MeetingItem } from './MeetingItem';
import { MeetingList, MeetingsBox } from './Meetings.styles';
import { ProposeMeetingDialog } from './ProposeMeetingDialog';

/** Ours: how often the list checks which of its meetings are over. */
const MEETING_CLOCK_MS = 60_000;

export function ConversationMeetings({
  messaging,
  conversation,
  name,
  canPropose,
}: {
  messaging: MessagingRef;
  conversation: ConversationSummary;
  /** Whom the conversation is with, as its heading names them. */
  name: string;
  /** Whether the reader may write in the conversation now (proposing is writing). */
  canPropose: boolean;
}) {
  if (conversation.Kind === 'group') return null;
  return <Meetings messaging={messaging} conversationId={conversation.Id} name={name} canPropose={canPropose} />;
}

function Meetings({
  messaging,
  conversationId,
  name,
  canPropose,
}: {
  messaging: MessagingRef;
  conversationId: number;
  name: string;
  canPropose: boolean;
}) {
  const t = useMessagingText();
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const now = useNow(MEETING_CLOCK_MS);
  const headingId = useId();
  const meetings = useQuery(messagingQueries.meetings(messaging.scope, messaging.eventId, messaging.userId));
  const [proposing, setProposing] = useState(false);
  const [notice, setNotice] = useState('');
  const shown = meetings.data ? conversationMeetings(meetings.data.Meetings, conversationId, now) : [];
  if (shown.length === 0 && !canPropose) return null;

  return (
    // A section named by its heading while it lists meetings; only the button otherwise.
    <MeetingsBox
      as={shown.length > 0 ? 'section' : 'div'}
      part="meeting-requests"
      data-networking="conversation-meetings"
      aria-labelledby={shown.length > 0 ? headingId : undefined}
    >
      {shown.length > 0 && (
        <>
          <h4 id={headingId}>{t('meeting.heading')}</h4>
          <MeetingList>
            {shown.map((meeting) => (
              <MeetingItem key={meeting.Id} meeting={meeting} messaging={messaging} />
            ))}
          </MeetingList>
        </>
      )}
      {canPropose && (
        <Actions>
          <QuietButton type="button" aria-haspopup="dialog" onClick={() => setProposing(true)} data-networking="propose-meeting">
            {t('meeting.propose')}
          </QuietButton>
        </Actions>
      )}
      <VisuallyHidden role="status">{notice}</VisuallyHidden>
      {proposing && (
        <ProposeMeetingDialog
          messaging={messaging}
          conversationId={conversationId}
          name={name}
          onClose={() => setProposing(false)}
          onProposed={(meeting) => {
            setProposing(false);
            setNotice(t('meeting.proposed', { time: meetingTimeRange(meeting.StartsAt, meeting.EndsAt, language, timeZone) }));
          }}
        />
      )}
    </MeetingsBox>
  );
}
