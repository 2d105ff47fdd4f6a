/**
 * The meeting hub (docs/rules/content-areas.md section 2, /meetinghub): the exhibitors' meetings of the event,
 * grouped by the day they start on in the event's time zone (a heading per day in the event's language),
 * each day by start, as meeting cards; a company filter; the count, loading, error with retry, none. Above them, where
 * <vmx-app> gives it (elements/app.tsx: the networking area's), the signed-in participant's own meetings.
 *
 * Texts: meetings.*, exhibitionPages.*. Theme tokens: listControls.styles, MeetingHubPage.styles and
 * MeetingCard's. Parts: meetings, meeting-day.
 */
import { useId, useMemo, useState, type ComponentType } from 'react';
import type { ExhibitorMeeting } from '../../../../contracts';
import { groupMeetingsByDay, meetingCompanyOptions } from '../../../../core/exhibitors/exhibitionPages';
import { EXHIBITION_PAGES_TEXTS } from '../../../../core/exhibitors/pagesTexts';
import { useTexts } from '../../../../store/react';
import { AsyncView } from '../../../../ui/AsyncView';
import { Controls, Count, State } from '../../../../ui/listControls.styles';
import type { PageProps } from '../../../../ui/page';
import { MeetingCard } from '../MeetingCard';
import { useEventDateFormat } from '../useEventDateFormat';
import { useEventMeetings } from '../useEventMeetings';
import { Cards, Day, Hub, OwnMeetings } from './MeetingHubPage.styles';

const NONE: readonly ExhibitorMeeting[] = [];

export interface MeetingHubPageProps extends PageProps {
  /** The user's own meetings, shown above the exhibitors' (another area's: it comes in from elements/app.tsx). */
  YourMeetings?: ComponentType<PageProps>;
}

export function MeetingHubPage({ YourMeetings, ...page }: MeetingHubPageProps) {
  return (
    <>
      {YourMeetings && (
        <OwnMeetings>
          <YourMeetings {...page} />
        </OwnMeetings>
      )}
      <ExhibitorMeetings />
    </>
  );
}

function ExhibitorMeetings() {
  const t = useTexts(EXHIBITION_PAGES_TEXTS);
  const format = useEventDateFormat();
  const meetings = useEventMeetings();
  const countId = useId();
  const [company, setCompany] = useState('');
  const all = meetings.data ?? NONE;
  const companies = useMemo(() => meetingCompanyOptions(all, format.language), [all, format.language]);
  const shown = useMemo(() => (company ? all.filter((meeting) => meeting.CompanyAccountId === company) : all), [all, company]);
  const days = useMemo(() => groupMeetingsByDay(shown, format.timeZone), [shown, format.timeZone]);

  return (
    <Hub part="meetings" aria-labelledby={countId}>
      <Controls role="search" aria-label={t('exhibitionPages.filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('meetings.filter.company')}
          <select value={company} onChange={(event) => setCompany(event.target.value)}>
            <option value="">{t('meetings.filter.allCompanies')}</option>
            {companies.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </Controls>
      <AsyncView
        query={meetings}
        texts={{ loading: t('meetings.loading'), error: t('meetings.error'), retry: t('exhibitionPages.retry') }}
        box={State}
      >
        {() => (
          <>
            <Count id={countId} role="status" aria-live="polite" data-count={shown.length}>
              {t('meetings.count', { count: shown.length })}
            </Count>
            {shown.length === 0 ? (
              <State>{all.length === 0 ? t('meetings.empty') : t('meetings.noResults')}</State>
            ) : (
              days.map((day) => (
                <Day key={day.day || 'undated'} part="meeting-day" data-day={day.day} aria-labelledby={`${countId}-${day.day}`}>
                  <h2 id={`${countId}-${day.day}`}>{day.day ? format.date(day.meetings[0]?.StartDateTime) : t('meetings.undated')}</h2>
                  <Cards>
                    {day.meetings.map((meeting) => (
                      <li key={meeting.Id}>
                        <MeetingCard meeting={meeting} />
                      </li>
                    ))}
                  </Cards>
                </Day>
              ))
            )}
          </>
        )}
      </AsyncView>
    </Hub>
  );
}
