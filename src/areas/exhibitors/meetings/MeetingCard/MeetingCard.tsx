/**
 * One exhibitor meeting (docs/rules/content-areas.md sections 2 and 3): title, company, the date and time range in
 * the event's language and time zone, the sanitised description, and a join link (a new tab) while the
 * meeting is not over and its JoinUrl is a safe http(s) URL. Whether it is over is checked each minute.
 *
 * Texts: meetings.join, meetings.over, exhibitionPages.newTab. Theme tokens: those of MeetingCard.styles.
 * Part: meeting.
 */
import { useId } from 'react';
import type { ExhibitorMeeting } from '../../../../contracts';
import { meetingIsOver } from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { safeExternalUrl } from '../../../../core/url';
import { useTexts } from '../../../../store/react';
import { SanitizedHtml } from '../../../../ui/SanitizedHtml';
import { useNow } from '../../../../store/useNow';
import { useEventDateFormat } from '../useEventDateFormat';
import { Card, JoinLink } from './MeetingCard.styles';
import { MutedText } from '../../../../ui/styles/page';

/** Ours: how often a card checks whether its meeting is over. */
const MEETING_CLOCK_MS = 60_000;

export function MeetingCard({ meeting }: { meeting: ExhibitorMeeting }) {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const format = useEventDateFormat();
  const now = useNow(MEETING_CLOCK_MS);
  const headingId = useId();
  const over = meetingIsOver(meeting, now);
  const join = over ? null : safeExternalUrl(meeting.JoinUrl);
  return (
    <Card part="meeting" aria-labelledby={headingId} data-meeting={meeting.Id}>
      <h3 id={headingId}>{meeting.Title}</h3>
      <MutedText>{meeting.CompanyName}</MutedText>
      <p data-time>{format.dateTimeRange(meeting.StartDateTime, meeting.EndDateTime) || t('meetings.undated')}</p>
      {meeting.Description && <SanitizedHtml html={meeting.Description} />}
      {over && <MutedText>{t('meetings.over')}</MutedText>}
      {join && (
        <JoinLink href={join} target="_blank" rel="noopener">
          {t('meetings.join')} <span>{t('exhibitionPages.newTab')}</span>
        </JoinLink>
      )}
    </Card>
  );
}
