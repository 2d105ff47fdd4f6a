/**
 * The exhibitor list's filters on a narrow element (ui/FilterSheet): the chips of the chosen sponsor types and
 * tags, and the sheet with the filters. Loaded on demand by ExhibitorList.
 *
 * Texts: none of its own (ui/FilterSheet's).
 */
import type { ReactNode } from 'react';
import type { ExhibitorListState } from '../../../core/exhibitors';
import { FilterBar, type ActiveFilter } from '../../../ui/FilterSheet/FilterBar';

export interface ExhibitorFilterBarProps {
  state: ExhibitorListState;
  onChange: (patch: Partial<ExhibitorListState>) => void;
  resultCount: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function ExhibitorFilterBar({ state, onChange, resultCount, open, onOpenChange, children }: ExhibitorFilterBarProps) {
  const active: ActiveFilter[] = [
    ...state.sponsorTypes.map((type) => ({
      id: `type:${type}`,
      label: type,
      remove: () => onChange({ sponsorTypes: state.sponsorTypes.filter((item) => item !== type) }),
    })),
    ...state.tags.map((tag) => ({
      id: `tag:${tag}`,
      label: tag,
      remove: () => onChange({ tags: state.tags.filter((item) => item !== tag) }),
    })),
  ];
  return (
    <FilterBar
      active={active}
      onClearAll={() => onChange({ tags: [], sponsorTypes: [] })}
      resultCount={resultCount}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </FilterBar>
  );
}
