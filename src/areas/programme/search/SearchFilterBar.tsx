/**
 * The search view's filters on a narrow element (ui/FilterSheet): the chips of the active day, room, session
 * type, programme filter and topics, and the sheet with the filters. Loaded on demand by SearchControls.
 *
 * Texts: programme.filter.* (the programme filter's names); the rest are ui/FilterSheet's.
 */
import type { ReactNode } from 'react';
import type { ProgrammeData } from '../../../contracts';
import { formatProgrammeDate } from '../../../core/programme/dateFormat';
import type { SearchState } from '../../../core/programme/searchView';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import { FilterBar, type ActiveFilter } from '../../../ui/FilterSheet/FilterBar';
import { useProgrammeFormat } from '../useProgrammeFormat';

/** Ours: how a day is named on its chip. */
const DAY_CHIP_FORMAT = 'ddd, D MMM';

export interface SearchFilterBarProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  data: ProgrammeData;
  resultCount: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function SearchFilterBar({ state, onChange, data, resultCount, open, onOpenChange, children }: SearchFilterBarProps) {
  const t = useTexts(PROGRAMME_TEXTS);
  const format = useProgrammeFormat();
  const set = (patch: Partial<SearchState>) => onChange({ ...state, ...patch });
  const without = (list: readonly string[], value: string) => list.filter((item) => item !== value);
  const active: ActiveFilter[] = [
    ...state.days.map((day) => ({
      id: `day:${day}`,
      label: formatProgrammeDate(day, DAY_CHIP_FORMAT, format.language) ?? day,
      remove: () => set({ days: without(state.days, day) }),
    })),
    ...state.rooms.map((room) => ({
      id: `room:${room}`,
      label: data.Rooms.find((known) => String(known.Id) === room)?.Name ?? room,
      remove: () => set({ rooms: without(state.rooms, room) }),
    })),
    ...state.types.map((type) => ({ id: `type:${type}`, label: type, remove: () => set({ types: without(state.types, type) }) })),
    ...(state.filter ? [{ id: 'filter', label: t(`programme.filter.${state.filter}`), remove: () => set({ filter: null }) }] : []),
    ...state.tags.map((tag) => ({ id: `tag:${tag}`, label: tag, remove: () => set({ tags: without(state.tags, tag) }) })),
  ];
  return (
    <FilterBar
      active={active}
      onClearAll={() => set({ days: [], rooms: [], types: [], tags: [], filter: null })}
      resultCount={resultCount}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </FilterBar>
  );
}
