/**
 * The exhibitor list (docs/rules/content-areas.md sections 5 and 9): a fuzzy search over names, tags and booth
 * numbers, tags (any selected), sponsor types, the include and exclude lists of the page or element,
 * and the sorts alphabetically, by ranking and by booth. Cards come a page at a time (a button shows
 * more), so a list of a thousand stays light. A card's booths open the floorplan dialog.
 *
 * Texts: exhibitors.* (core/exhibitors/texts.ts). Theme tokens: listControls.styles, ExhibitorCard's.
 * Parts: exhibitors, results.
 */
import { useId, useMemo, useState } from 'react';
import type { CompanyAccount } from '../../../contracts';
import {
  buildExhibitorSearchIndex,
  EXHIBITOR_SORTS,
  exhibitorResults,
  exhibitorSponsorTypeOptions,
  exhibitorTagOptions,
  type ExhibitorListState,
} from '../../../core/exhibitors';
import { EXHIBITOR_TEXTS } from '../../../core/exhibitors/texts';
import { useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { SearchTextField } from '../../../ui/listControls';
import { ClearButton, Controls, Count, State, Topics } from '../../../ui/listControls.styles';
import { ExhibitorCard } from '../ExhibitorCard';
import { FloorplanDialog } from '../floorplan/FloorplanDialog';
import { useCompanyAccounts, useExhibitorsLanguage } from '../useExhibitors';
import { Cards, List, MoreButton } from './ExhibitorList.styles';

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
}

export function ExhibitorList({ state, onChange, include = NONE_STRINGS, exclude = NONE_STRINGS, profileHref }: ExhibitorListProps) {
  const t = useTexts(EXHIBITOR_TEXTS);
  const language = useExhibitorsLanguage();
  const accounts = useCompanyAccounts();
  const countId = useId();
  const [shown, setShown] = useState(EXHIBITOR_PAGE_SIZE);
  const [boothOf, setBoothOf] = useState<CompanyAccount | null>(null);

  const all = accounts.data ?? NONE;
  const index = useMemo(() => buildExhibitorSearchIndex(all), [all]);
  const results = useMemo(
    () => exhibitorResults(all, state, { index, include, exclude, language }),
    [all, state, index, include, exclude, language],
  );
  const tagOptions = useMemo(() => exhibitorTagOptions(all, language), [all, language]);
  const typeOptions = useMemo(() => exhibitorSponsorTypeOptions(all, language), [all, language]);
  const set = (patch: Partial<ExhibitorListState>) => {
    setShown(EXHIBITOR_PAGE_SIZE);
    onChange({ ...state, ...patch });
  };
  const anyFilter = state.text !== '' || state.tags.length + state.sponsorTypes.length > 0;

  return (
    <List part="exhibitors" aria-labelledby={countId}>
      <Controls role="search" aria-label={t('exhibitors.filters')} onSubmit={(event) => event.preventDefault()}>
        <SearchTextField
          label={t('exhibitors.search.label')}
          placeholder={t('exhibitors.search.placeholder')}
          value={state.text}
          onChange={(text) => set({ text })}
        />
        <label>
          {t('exhibitors.filter.sponsorTypes')}
          <select
            value={state.sponsorTypes[0] ?? ''}
            onChange={(event) => set({ sponsorTypes: event.target.value ? [event.target.value] : [] })}
          >
            <option value="">{t('exhibitors.filter.allSponsorTypes')}</option>
            {typeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t('exhibitors.filter.option', { value: option.value, count: option.count.toLocaleString(language) })}
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
        {anyFilter && (
          <ClearButton type="button" onClick={() => set({ text: '', tags: [], sponsorTypes: [] })}>
            {t('exhibitors.filter.clear')}
          </ClearButton>
        )}
      </Controls>
      <AsyncView
        query={accounts}
        texts={{ loading: t('exhibitors.loading'), error: t('exhibitors.error'), retry: t('exhibitors.retry') }}
        box={State}
      >
        {() => (
          <>
            <Count id={countId} role="status" aria-live="polite">
              {t('exhibitors.count', { count: results.length.toLocaleString(language) })}
            </Count>
            {results.length === 0 ? (
              <State>{t('exhibitors.noResults')}</State>
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
              <MoreButton type="button" onClick={() => setShown(shown + EXHIBITOR_PAGE_SIZE)}>
                {t('exhibitors.moreResults', { count: Math.min(EXHIBITOR_PAGE_SIZE, results.length - shown).toLocaleString(language) })}
              </MoreButton>
            )}
          </>
        )}
      </AsyncView>
      {boothOf && <FloorplanDialog account={boothOf} profileHref={profileHref(boothOf)} onClose={() => setBoothOf(null)} />}
    </List>
  );
}
