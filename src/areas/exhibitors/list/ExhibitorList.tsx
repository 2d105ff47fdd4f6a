/**
 * The exhibitor list (docs/rules/content-areas.md sections 5 and 9): a fuzzy search over names, tags and booth
 * numbers, tags (any selected), sponsor types, the include and exclude lists of the page or element,
 * and the sorts alphabetically, by ranking and by booth. Cards come a page at a time (a button shows
 * more), so a list of a thousand stays light. A card's booths open the floorplan dialog.
 * On a narrow element the filters wait behind one Filters button, in a sheet, with chips for the active ones
 * (ExhibitorFilterBar, loaded on demand). A search that finds nothing offers "did you mean" terms (ExhibitorSuggestions,
 * loaded on demand).
 *
 * Texts: exhibitors.* (core/exhibitors/texts.ts). Theme tokens: listControls.styles, ExhibitorCard's.
 * Parts: exhibitors, results.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { CompanyAccount } from '../../../contracts';
import {
  EXHIBITOR_SORTS,
  exhibitorResultsOf,
  exhibitorSponsorTypeOptions,
  exhibitorTagOptions,
  type ExhibitorListState,
} from '../../../core/exhibitors';
import { EXHIBITOR_TEXTS } from '../../../core/exhibitors/texts';
import { useTexts } from '../../../store/react';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../core/exhibitors/sponsorTypes';
import { AsyncView } from '../../../ui/AsyncView';
import { SearchTextField } from '../../../ui/listControls';
import { lazyComponent } from '../../../ui/lazyPage';
import { ClearButton, Controls, Count, State, Topics, WideFilters } from '../../../ui/listControls.styles';
import { ExhibitorCard } from '../ExhibitorCard';
import type { FloorplanDialogProps } from '../floorplan/FloorplanDialog';
import { useCompanyAccounts, useExhibitorsLanguage } from '../useExhibitors';
import { Cards, List, MoreButton } from './ExhibitorList.styles';
import type { ExhibitorFilterBarProps } from './ExhibitorFilterBar';
import type { ExhibitorSuggestionsProps } from './ExhibitorSuggestions';

// The phone layout's Filters button, chips and sheet: loaded on demand (the element's budget, ARCHITECTURE.md, Budgets).
/** The floorplan dialog, whose code (with the dialog's) loads when a card's booth is first opened. */
const FloorplanDialog = lazyComponent<FloorplanDialogProps>(
  () => import('../floorplan/FloorplanDialog').then((module) => ({ default: module.FloorplanDialog })),
  { quiet: true },
);

/** The empty search's "did you mean", whose code (and the vocabulary it builds) loads when a search first finds nothing. */
const ExhibitorSuggestions = lazyComponent<ExhibitorSuggestionsProps>(
  () => import('./ExhibitorSuggestions').then((module) => ({ default: module.ExhibitorSuggestions })),
  { fallback: NothingMatches },
);

function NothingMatches() {
  const t = useTexts(EXHIBITOR_TEXTS);
  return <State>{t('exhibitors.noResults')}</State>;
}

const ExhibitorFilterBar = lazyComponent<ExhibitorFilterBarProps>(
  () => import('./ExhibitorFilterBar').then((module) => ({ default: module.ExhibitorFilterBar })),
  { quiet: true },
);

type SearchCode = typeof import('../../../core/exhibitors/search');

/**
 * The fuzzy search (fuse.js, most of the list's code), loaded on demand: after the first cards, or at once for an
 * address with a search text, so it is not part of the element's first download (ARCHITECTURE.md, Budgets).
 */
let loadedSearchCode: SearchCode | null = null;
let searchCodeLoad: Promise<SearchCode> | null = null;

function useSearchCode(needed: boolean): { code: SearchCode | null; failed: boolean } {
  const [code, setCode] = useState(loadedSearchCode);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (code || !needed) return;
    let live = true;
    (searchCodeLoad ??= import('../../../core/exhibitors/search').then((module) => (loadedSearchCode = module))).then(
      (module) => live && setCode(module),
      (error: unknown) => {
        // The next list (or this one, mounted again) tries again.
        searchCodeLoad = null;
        console.warn('[vmx] the exhibitor search could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [code, needed]);
  return { code, failed };
}

/** Ours: cards shown at first and added by each "show more". */
export const EXHIBITOR_PAGE_SIZE = 48;

const NONE: readonly CompanyAccount[] = [];
const NONE_STRINGS: readonly string[] = [];

export interface ExhibitorListProps {
  state: ExhibitorListState;
  onChange: (next: ExhibitorListState) => void;
  /** The page's or element's include and exclude lists (tags, sponsor types or company ids). */
  include?: readonly string[];
  exclude?: readonly string[];
  /** Where a company's profile is, or null when it has none to show. */
  profileHref: (account: CompanyAccount) => string | null;
  /** Cards shown at first and added by each "show more" (the element's page-size). */
  pageSize?: number;
}

export function ExhibitorList({
  state,
  onChange,
  include = NONE_STRINGS,
  exclude = NONE_STRINGS,
  profileHref,
  pageSize = EXHIBITOR_PAGE_SIZE,
}: ExhibitorListProps) {
  const t = useTexts(EXHIBITOR_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const language = useExhibitorsLanguage();
  const accounts = useCompanyAccounts();
  const countId = useId();
  const [shown, setShown] = useState(pageSize);
  const [boothOf, setBoothOf] = useState<CompanyAccount | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const all = accounts.data ?? NONE;
  const search = useSearchCode(accounts.data !== undefined || state.text.trim() !== '');
  const searchCode = search.code;
  const index = useMemo(() => searchCode?.buildExhibitorSearchIndex(all) ?? null, [searchCode, all]);
  /** The results for a search text with the other filters as they are; null while a search waits for its code. */
  const resultsFor = useCallback(
    (text: string): CompanyAccount[] | null => {
      const options = { include, exclude, language };
      if (index && searchCode) return exhibitorResultsOf(all, { ...state, text }, searchCode.searchExhibitors(index, text), options);
      return text.trim() === '' ? exhibitorResultsOf(all, { ...state, text }, null, options) : null;
    },
    [all, state, index, searchCode, include, exclude, language],
  );
  const results = useMemo(() => resultsFor(state.text), [resultsFor, state.text]);
  // A suggestion is offered only if searching for it, with the other filters as they are, finds a company.
  const finds = useCallback((text: string) => (resultsFor(text)?.length ?? 0) > 0, [resultsFor]);
  const tagOptions = useMemo(() => exhibitorTagOptions(all, language), [all, language]);
  const typeOptions = useMemo(() => exhibitorSponsorTypeOptions(all, language), [all, language]);
  const set = (patch: Partial<ExhibitorListState>) => {
    setShown(pageSize);
    onChange({ ...state, ...patch });
  };
  const anyFilter = state.text !== '' || state.tags.length + state.sponsorTypes.length > 0;
  const filters = (
    <>
      <label>
        {t('exhibitors.filter.sponsorTypes')}
        <select
          value={state.sponsorTypes[0] ?? ''}
          onChange={(event) => set({ sponsorTypes: event.target.value ? [event.target.value] : [] })}
        >
          <option value="">{t('exhibitors.filter.allSponsorTypes')}</option>
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t('exhibitors.filter.option', {
                value: sponsorTypeName(sponsorTypes, option.value),
                count: option.count.toLocaleString(language),
              })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('exhibitors.sort')}
        <select value={state.sort} onChange={(event) => set({ sort: event.target.value as ExhibitorListState['sort'] })}>
          {EXHIBITOR_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`exhibitors.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {tagOptions.length > 0 && (
        <Topics>
          <legend>{t('exhibitors.filter.tags')}</legend>
          <div>
            {tagOptions.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={state.tags.includes(option.value)}
                  onChange={(event) =>
                    set({ tags: event.target.checked ? [...state.tags, option.value] : state.tags.filter((tag) => tag !== option.value) })
                  }
                />
                {t('exhibitors.filter.option', { value: option.value, count: option.count.toLocaleString(language) })}
              </label>
            ))}
          </div>
        </Topics>
      )}
    </>
  );

  return (
    <List part="exhibitors" aria-labelledby={countId}>
      <Controls role="search" aria-label={t('exhibitors.filters')} onSubmit={(event) => event.preventDefault()}>
        <SearchTextField
          label={t('exhibitors.search.label')}
          placeholder={t('exhibitors.search.placeholder')}
          value={state.text}
          onChange={(text) => set({ text })}
        />
        {/* While the sheet is open it shows the filters: one copy at a time keeps their ids unique. */}
        {!sheetOpen && (
          <WideFilters>
            {filters}
            {anyFilter && (
              <ClearButton type="button" onClick={() => set({ text: '', tags: [], sponsorTypes: [] })}>
                {t('exhibitors.filter.clear')}
              </ClearButton>
            )}
          </WideFilters>
        )}
        <ExhibitorFilterBar state={state} onChange={set} resultCount={results?.length ?? null} open={sheetOpen} onOpenChange={setSheetOpen}>
          {filters}
        </ExhibitorFilterBar>
      </Controls>
      <AsyncView
        query={accounts}
        texts={{ loading: t('exhibitors.loading'), error: t('exhibitors.error'), retry: t('exhibitors.retry') }}
        box={State}
      >
        {() =>
          results === null ? (
            search.failed ? (
              <State role="alert">{t('exhibitors.error')}</State>
            ) : (
              <State role="status">{t('exhibitors.loading')}</State>
            )
          ) : (
            <>
              <Count id={countId} role="status" aria-live="polite">
                {t('exhibitors.count', { count: results.length })}
              </Count>
              {results.length === 0 ? (
                state.text.trim() === '' ? (
                  <NothingMatches />
                ) : (
                  <ExhibitorSuggestions text={state.text} accounts={all} finds={finds} onSearch={(text) => set({ text })} />
                )
              ) : (
                <Cards part="results">
                  {results.slice(0, shown).map((account) => (
                    <li key={account.CompanyAccountId}>
                      <ExhibitorCard account={account} profileHref={profileHref(account)} onShowBooth={setBoothOf} />
                    </li>
                  ))}
                </Cards>
              )}
              {results.length > shown && (
                <MoreButton type="button" onClick={() => setShown(shown + pageSize)}>
                  {t('exhibitors.moreResults', { count: Math.min(pageSize, results.length - shown).toLocaleString(language) })}
                </MoreButton>
              )}
            </>
          )
        }
      </AsyncView>
      {boothOf && <FloorplanDialog account={boothOf} profileHref={profileHref(boothOf)} onClose={() => setBoothOf(null)} />}
    </List>
  );
}
