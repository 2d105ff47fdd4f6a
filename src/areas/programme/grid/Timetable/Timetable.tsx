/**
 * The sessions view as a timetable (loaded on demand, SessionsLayout.tsx): the day tabs and one day's grid
 * of the search's results, so the search text, filters and stars apply as they do to the list. The day
 * shown is the address's (day query), else today while the congress is on, else the first day
 * (core/programme/timetable.ts). While only the list's first rows are in, they are shown if they are of
 * that day, else the loading text. A search that finds no session on any day shows the list's empty state
 * (search/NoResults: "did you mean").
 *
 * Texts: programme.grid.emptyDay, programme.loading. Theme tokens: see DayTabs and TimetableGrid. Part: timetable.
 */
import { useMemo } from 'react';
import type { ProgrammeSession } from '../../../../contracts';
import type { SearchState } from '../../../../core/programme/searchView';
import { PROGRAMME_TEXTS } from '../../../../core/programme/texts';
import { shownTimetableDay, timetableDay, timetableDays } from '../../../../core/programme/timetable';
import { PROGRAMME_TIMETABLE_TEXTS } from '../../../../core/programme/timetableTexts';
import type { Route } from '../../../../core/routes';
import { useTexts } from '../../../../store/react';
import { State } from '../../../../ui/listControls.styles';
import { useProgrammeData } from '../../useProgramme';
import { useProgrammeFormat } from '../../useProgrammeFormat';
import { NoResults } from '../../search/NoResults';
import { DayTabs } from '../DayTabs/DayTabs';
import { TimetableGrid } from '../TimetableGrid/TimetableGrid';
import { Box } from './Timetable.styles';

export interface TimetableProps {
  /** The search's results: sessions in any order. */
  sessions: readonly ProgrammeSession[];
  /** Only the list's first rows are in. */
  partial: boolean;
  state: SearchState;
  route: Route;
  /** The search's query as the state writes it (the day tabs keep it). */
  query: Readonly<Record<string, string>>;
  now: number;
  /** Searches for text (a "did you mean" pick). */
  onSearch: (text: string) => void;
}

const NO_DAYS: readonly { date: string }[] = [];
const TEXTS = { ...PROGRAMME_TEXTS, ...PROGRAMME_TIMETABLE_TEXTS };

export function Timetable({ sessions, partial, state, route, query, now, onSearch }: TimetableProps) {
  const t = useTexts(TEXTS);
  const format = useProgrammeFormat();
  const data = useProgrammeData().data;
  const { timeZone, language } = format;
  const programmeDays = data?.Days ?? NO_DAYS;
  const rooms = data?.Rooms;
  const days = useMemo(
    () =>
      timetableDays(
        programmeDays.map((day) => day.date),
        sessions,
        timeZone,
      ),
    [programmeDays, sessions, timeZone],
  );
  const shown = shownTimetableDay(days, state.days, now, timeZone);
  const day = useMemo(() => (shown ? timetableDay(sessions, shown, rooms ?? [], timeZone) : null), [sessions, shown, rooms, timeZone]);

  return (
    <Box part="timetable">
      {shown && days.length > 0 && <DayTabs days={days} shown={shown} language={language} routeName={route.name} query={query} />}
      {/* A search that finds nothing on any day: the list's empty state, with its "did you mean". */}
      {!partial && sessions.length === 0 ? (
        <NoResults text={state.text} onSearch={onSearch} />
      ) : !day || day.cells.length === 0 ? (
        <State role={partial ? 'status' : undefined}>{t(partial ? 'programme.loading' : 'programme.grid.emptyDay')}</State>
      ) : (
        <TimetableGrid day={day} now={now} />
      )}
    </Box>
  );
}
