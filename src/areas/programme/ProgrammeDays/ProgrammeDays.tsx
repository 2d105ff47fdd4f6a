/**
 * The programme-days box (docs/rules/content-areas.md sections 2, 3, 5 and 9): one link per programme day (PAGData
 * Days), labelled with the date (dddd, DD MMMM YYYY, in the event language) and the day's count of
 * sessions or posters, at most 5 a line, each opening the search page with query day, viewType, viewSize
 * and view. Rules: core/programme/programmeDays.ts and counts.ts.
 *
 * Ours where the spec is silent: view is the search view the count is of (sessions or posters); viewType
 * and viewSize are passed through when given. Nothing is shown while PAGData loads or when it fails (the
 * box is a shortcut; the search page says what went wrong).
 *
 * Texts: programmePersonal.days.title, programmePersonal.days.sessions, programmePersonal.days.posters,
 * programmePersonal.days.none. Theme
 * tokens: --vmx-color-primary, --vmx-color-border, --vmx-color-muted, --vmx-color-focus, --vmx-radius,
 * --vmx-space, --vmx-days-per-line. Parts: programme-days, programme-day.
 */
import { PROGRAMME_DAYS_PER_LINE, programmeDayLines, programmeDayLinks } from '../../../core/programme';
import { PROGRAMME_PERSONAL_TEXTS } from '../../../core/programme/personalTexts';
import { useEventContext, useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { useProgrammeData, useProgrammeLanguage, useProgrammeTimeZone } from '../useProgramme';
import { Box, DayLink, Line } from './ProgrammeDays.styles';

export interface ProgrammeDaysProps {
  /** What each day counts: sessions (default) or posters. */
  countKind?: 'sessions' | 'posters';
  viewType?: string | null;
  viewSize?: string | null;
  /** Days a line; default and maximum 5 (docs/rules/content-areas.md section 9). */
  perLine?: number;
}

export function ProgrammeDays({ countKind = 'sessions', viewType, viewSize, perLine = PROGRAMME_DAYS_PER_LINE }: ProgrammeDaysProps) {
  const t = useTexts(PROGRAMME_PERSONAL_TEXTS);
  const context = useEventContext();
  const href = useRouteHref();
  const language = useProgrammeLanguage();
  const timeZone = useProgrammeTimeZone();
  const data = useProgrammeData();
  if (data.isPending || data.isError) return null;

  const size = Math.min(PROGRAMME_DAYS_PER_LINE, perLine);
  const links = programmeDayLinks(data.data?.Days ?? [], {
    instance: context.instance,
    event: context.event,
    language,
    timeZone,
    countKind,
    viewType,
    viewSize,
    view: countKind,
  });
  // The texts are plural forms: the count goes in as a number (core/plural.ts).
  const countText = (count: number) =>
    t(countKind === 'posters' ? 'programmePersonal.days.posters' : 'programmePersonal.days.sessions', { count });

  return (
    <Box part="programme-days" aria-labelledby="programme-days-title">
      <h2 id="programme-days-title">{t('programmePersonal.days.title')}</h2>
      {links.length === 0 && <p>{t('programmePersonal.days.none')}</p>}
      {programmeDayLines(links, size).map((line) => (
        <Line key={line[0]!.day} style={{ '--vmx-days-per-line': size }}>
          {line.map((link) => {
            // programmeDayLinks builds the platform path; useRouteHref points it where this element links.
            const query = Object.fromEntries(new URLSearchParams(link.href.split('?')[1] ?? ''));
            return (
              <li key={link.day}>
                <DayLink part="programme-day" data-day={link.day} href={href('PagSearchPage', {}, query)}>
                  <strong>{link.label}</strong>
                  <span>{countText(link.count)}</span>
                </DayLink>
              </li>
            );
          })}
        </Line>
      ))}
    </Box>
  );
}
