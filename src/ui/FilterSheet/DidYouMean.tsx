/**
 * What an empty search shows: "No results for “…”." and, when the list's vocabulary has terms close to what was
 * typed, "Did you mean" with each term a button that searches for it. After a pick the search box has focus,
 * so the keyboard stays where the search goes on (the button itself goes away with the empty state).
 * The terms come from the list (core/programme/suggestions.ts); this is only how they look.
 *
 * Texts: filters.noResultsFor, filters.didYouMean. Theme tokens: --vmx-space, --vmx-radius,
 * --vmx-color-primary-border, --vmx-color-primary-subtle, --vmx-color-text. Parts: no-results, suggestion.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { FILTER_TEXTS } from '../../core/filterTexts';
import { useTexts } from '../../store/react';
import { focusRing } from '../buttonStyles';
import { bareList } from '../styles/layout';

export interface DidYouMeanProps {
  query: string;
  suggestions: readonly string[];
  onPick: (term: string) => void;
}

export function DidYouMean({ query, suggestions, onPick }: DidYouMeanProps) {
  const t = useTexts(FILTER_TEXTS);
  const labelId = useId();
  return (
    <Box part="no-results">
      <p>{t('filters.noResultsFor', { query: query.trim() })}</p>
      {suggestions.length > 0 && (
        <>
          <p id={labelId}>{t('filters.didYouMean')}</p>
          <ul aria-labelledby={labelId}>
            {suggestions.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  part="suggestion"
                  onClick={(event) => {
                    // The list's search box, found from here: the lists keep it in the same section.
                    const search = event.currentTarget.closest('section')?.querySelector<HTMLInputElement>('input[type="search"]');
                    onPick(term);
                    search?.focus();
                  }}
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--vmx-space);

  p {
    margin: 0;
  }
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: var(--vmx-space);
  }
  button {
    font: inherit;
    padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.25);
    border: 1px solid var(--vmx-color-primary-border);
    border-radius: 999px;
    background: var(--vmx-color-primary-subtle);
    color: var(--vmx-color-text);
    cursor: pointer;
    ${focusRing}
  }
`;
