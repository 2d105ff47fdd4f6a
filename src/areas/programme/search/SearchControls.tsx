/**
 * The search view's controls: the text (results follow every keystroke), and for sessions, presentations
 * and posters the day (with its count, docs/rules/content-areas.md section 5), room, session type, programme filter
 * (section 2), topics (all selected must match, section 5) and the sort (section 9). On a narrow element the
 * filters wait behind one Filters button, in a sheet, with chips for the active ones (SearchFilterBar, loaded
 * on demand); the inline filters show only while the element is wide (listControls.styles' WideFilters).
 *
 * Texts: programme.search.*, programme.filter.*, programme.sort, programme.sort.*, programme.filters.
 * Theme tokens: see SearchPage.styles.ts.
 */
import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { ProgrammeData } from '../../../contracts';
import { dayCount, type DayCountKind } from '../../../core/programme/counts';
import { SESSION_SORTS } from '../../../core/programme/sort';
import { formatProgrammeDate } from '../../../core/programme/dateFormat';
import type { SearchState } from '../../../core/programme/searchView';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { PROGRAMME_FILTERS, type ProgrammeFilter } from '../../../core/routes';
import { useTexts } from '../../../store/react';
import { useProgrammeFormat } from '../useProgrammeFormat';
import { SearchTextField } from '../../../ui/listControls';
import type { SearchFilterBarProps } from './SearchFilterBar';
import { lazyComponent } from '../../../ui/lazyPage';
import { WideFilters } from '../../../ui/listControls.styles';
import { ClearButton, Controls, Topics } from './SearchPage.styles';

const SearchFilterBar = lazyComponent<SearchFilterBarProps>(
  () => import('./SearchFilterBar').then((module) => ({ default: module.SearchFilterBar })),
  // It comes with the form's code (the programme's first screen): shown with the form, not after it.
  { quiet: true, preload: true },
);

/** Ours: how a day is named in the day filter. */
const DAY_OPTION_FORMAT = 'dddd, D MMMM';

export interface SearchControlsProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  data: ProgrammeData | null;
  /** The programme's data (its days, rooms, types and topics, which the filters list) is still loading. */
  dataLoading?: boolean;
  /** The results of the search, for the sheet's "Show N results"; null while unknown. */
  resultCount?: number | null;
  /** Focus came into the controls (a search is about to be typed or picked). */
  onFocus?: () => void;
}

export function SearchControls({ state, onChange, data, dataLoading = false, resultCount = null, onFocus }: SearchControlsProps) {
  const t = useTexts(PROGRAMME_TEXTS);
  const format = useProgrammeFormat();
  const topicsId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The state and onChange as last rendered: the fields below are made again only when a filter changes,
  // not on each keystroke of the text, and a change made from them still starts from the latest text.
  const latest = useRef({ state, onChange });
  latest.current = { state, onChange };
  const set = useCallback((patch: Partial<SearchState>) => latest.current.onChange({ ...latest.current.state, ...patch }), []);
  const filtered = state.view !== 'faculty' && state.view !== 'abstracts';
  const anyFilter =
    state.text !== '' || state.days.length + state.rooms.length + state.types.length + state.tags.length > 0 || state.filter !== null;
  const { view, days, rooms, types, filter, sort, tags } = state;

  const fields = useMemo(() => {
    if (!filtered || !data) return null;
    const one = (event: ChangeEvent<HTMLSelectElement>) => (event.target.value === '' ? [] : [event.target.value]);
    const countKind: DayCountKind = view === 'posters' ? 'posters' : 'sessions';
    const countLabel = view === 'posters' ? 'programme.count.posters' : 'programme.count.sessions';
    return (
      <>
        <label>
          {t('programme.filter.day')}
          <select value={days[0] ?? ''} onChange={(event) => set({ days: one(event) })}>
            <option value="">{t('programme.filter.allDays')}</option>
            {data.Days.map((day) => (
              <option key={day.date} value={day.date}>
                {`${formatProgrammeDate(day.date, DAY_OPTION_FORMAT, format.language) ?? day.date} (${t(countLabel, { count: dayCount(day, countKind) })})`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('programme.filter.room')}
          <select value={rooms[0] ?? ''} onChange={(event) => set({ rooms: one(event) })}>
            <option value="">{t('programme.filter.allRooms')}</option>
            {[...data.Rooms]
              .sort((a, b) => a.Sort - b.Sort)
              .map((room) => (
                <option key={room.Id} value={String(room.Id)}>
                  {room.Name}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('programme.filter.type')}
          <select value={types[0] ?? ''} onChange={(event) => set({ types: one(event) })}>
            <option value="">{t('programme.filter.allTypes')}</option>
            {data.SessionTypes.map((type) => (
              <option key={type.Id} value={type.Name}>
                {type.Name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('programme.filter.programme')}
          <select value={filter ?? ''} onChange={(event) => set({ filter: (event.target.value || null) as ProgrammeFilter | null })}>
            <option value="">{t('programme.filter.all')}</option>
            {PROGRAMME_FILTERS.map((name) => (
              <option key={name} value={name}>
                {t(`programme.filter.${name}`)}
              </option>
            ))}
          </select>
        </label>
        {view !== 'posters' && (
          <label>
            {t('programme.sort')}
            <select value={sort} onChange={(event) => set({ sort: event.target.value as SearchState['sort'] })}>
              {SESSION_SORTS.filter((option) => view === 'sessions' || option !== 'companyname').map((option) => (
                <option key={option} value={option}>
                  {t(`programme.sort.${option}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {data.Groups.length > 0 && (
          <Topics aria-describedby={topicsId}>
            <legend id={topicsId}>{t('programme.filter.tags')}</legend>
            <div>
              {data.Groups.map((group) => {
                const on = tags.includes(group.Name);
                return (
                  <label key={group.Id}>
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={() => set({ tags: on ? tags.filter((tag) => tag !== group.Name) : [...tags, group.Name] })}
                    />
                    {group.Name}
                  </label>
                );
              })}
            </div>
          </Topics>
        )}
      </>
    );
  }, [filtered, data, view, days, rooms, types, filter, sort, tags, t, format.language, set, topicsId]);

  return (
    <Controls
      role="search"
      onSubmit={(event) => event.preventDefault()}
      onFocus={onFocus}
      aria-label={t('programme.filters')}
      // Busy until the filters can be listed: the element's first reveal waits for them (elements/skeletonReveal.ts),
      // so that they do not push the rows down when they come.
      aria-busy={filtered && dataLoading ? true : undefined}
    >
      <SearchTextField
        label={t('programme.search.label')}
        placeholder={t('programme.search.placeholder')}
        value={state.text}
        onChange={(text) => set({ text })}
      />
      {/* While the sheet is open it shows the filters: one copy at a time keeps their ids unique. */}
      {!sheetOpen && (
        <WideFilters>
          {fields}
          {anyFilter && (
            <ClearButton
              type="button"
              onClick={() => onChange({ ...state, text: '', days: [], rooms: [], types: [], tags: [], filter: null })}
            >
              {t('programme.filter.clear')}
            </ClearButton>
          )}
        </WideFilters>
      )}
      {fields && data && (
        <SearchFilterBar
          state={state}
          onChange={onChange}
          data={data}
          resultCount={resultCount}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
        >
          {fields}
        </SearchFilterBar>
      )}
    </Controls>
  );
}
