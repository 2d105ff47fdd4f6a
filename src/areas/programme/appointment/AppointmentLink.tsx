/**
 * "Add to calendar": the .ics appointment of a session or presentation (docs/rules/content-areas.md section 7,
 * opened in a new tab: DownloadOutlookAppointmentSession / DownloadOutlookAppointmentPresentation). A
 * plain link, so the browser downloads it without a script.
 *
 * Texts: programmeDetail.calendar. Theme tokens: those of
 * session/Detail.styles (OutlinedLink). Part: calendar-link.
 */
import { appointmentUrl, type NoteTarget } from '../../../api/programme';
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { useEventContext, useTexts } from '../../../store/react';
import { OutlinedLink } from '../session/Detail.styles';
import { useEventId } from '../useProgramme';

export function AppointmentLink({ item }: { item: NoteTarget }) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const context = useEventContext();
  const eventId = useEventId();
  if (eventId === null) return null;
  return (
    <OutlinedLink part="calendar-link" href={appointmentUrl(context.http, eventId, item)} target="_blank" rel="noopener" download>
      {t('programmeDetail.calendar')}
    </OutlinedLink>
  );
}
