/**
 * A list's filters on a narrow element: one "Filters" button (with the count of active filters) that opens the
 * filters in a sheet, and a chip per active filter under the search box (each chip a button that removes its
 * filter) with "Clear all". The sheet is a modal dialog (useModalDialog): the page behind is inert, Tab stays
 * inside, Escape closes it, focus goes back to the Filters button; "Show N results" closes it too. Wide
 * elements show their filters inline as before (the bar hides itself, FilterSheet.styles).
 *
 * Loaded on demand by the lists that use it (the programme's search view, the exhibitor list), so the
 * elements' first download does not carry it.
 *
 * Texts: filters.button, filters.activeCount, filters.active, filters.remove, filters.clearAll,
 * filters.showResults (a plural form, core/plural.ts). Theme tokens: see FilterSheet.styles.ts. Parts: filter-bar, filter-chip,
 * filter-sheet.
 */
import { useId, useRef, type ReactNode } from 'react';
import { FILTER_TEXTS } from '../../core/filterTexts';
import { useTexts } from '../../store/react';
import { useModalDialog } from '../useModalDialog';
import { VisuallyHidden } from '../VisuallyHidden';
import { Badge, Bar, Chip, Chips, ClearAll, OpenButton, Sheet, SheetBody, SheetFooter, ShowResults } from './FilterSheet.styles';

export interface ActiveFilter {
  /** Unique among the chips. */
  id: string;
  /** What the chip shows ("Cardiology", "Room Vienna"). */
  label: string;
  remove: () => void;
}

export interface FilterBarProps {
  active: readonly ActiveFilter[];
  onClearAll: () => void;
  /** The results the filters leave, for "Show N results"; null while unknown. */
  resultCount: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters, shown in the sheet. */
  children: ReactNode;
}

export function FilterBar({ active, onClearAll, resultCount, open, onOpenChange, children }: FilterBarProps) {
  const t = useTexts(FILTER_TEXTS);
  const chipsId = useId();
  return (
    <>
      <Bar part="filter-bar">
        <OpenButton type="button" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
          {t('filters.button')}
          {active.length > 0 && (
            <>
              <Badge aria-hidden="true">{active.length}</Badge>
              <VisuallyHidden>{` (${t('filters.activeCount', { count: active.length })})`}</VisuallyHidden>
            </>
          )}
        </OpenButton>
        {active.length > 0 && (
          <>
            <VisuallyHidden id={chipsId}>{t('filters.active')}</VisuallyHidden>
            <Chips aria-labelledby={chipsId}>
              {active.map((filter) => (
                <li key={filter.id}>
                  <Chip part="filter-chip" type="button" aria-label={t('filters.remove', { name: filter.label })} onClick={filter.remove}>
                    {filter.label}
                    <span aria-hidden="true">×</span>
                  </Chip>
                </li>
              ))}
              <li>
                <ClearAll type="button" onClick={onClearAll}>
                  {t('filters.clearAll')}
                </ClearAll>
              </li>
            </Chips>
          </>
        )}
      </Bar>
      {open && (
        <FilterSheet
          title={t('filters.button')}
          close={resultCount === null ? t('filters.button') : t('filters.showResults', { count: resultCount })}
          onClose={() => onOpenChange(false)}
        >
          {children}
        </FilterSheet>
      )}
    </>
  );
}

interface FilterSheetProps {
  title: string;
  /** The label of the button that closes the sheet ("Show 12 results"). */
  close: string;
  onClose: () => void;
  children: ReactNode;
}

function FilterSheet({ title, close, onClose, children }: FilterSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  return (
    <Sheet
      ref={ref}
      part="filter-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <SheetBody>{children}</SheetBody>
      <SheetFooter>
        <ShowResults type="button" onClick={onClose}>
          {close}
        </ShowResults>
      </SheetFooter>
    </Sheet>
  );
}
