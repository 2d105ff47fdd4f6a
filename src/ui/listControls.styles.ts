/**
 * The controls above a searchable list (the programme's search view, the exhibitor list): a form of
 * labelled fields in a grid, the full-width text field, a group of choices, a clear button, the count
 * and the states (no results; loading and error with retry are ui/AsyncView's). The form is a size container:
 * at most NARROW_FILTERS wide (the element's own width) its filters leave for a sheet behind one button
 * (ui/FilterSheet), so a phone shows results on its first screen.
 *
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-radius, --vmx-color-background.
 */
import styled from 'styled-components';
import { focusRing, secondaryButton } from './buttonStyles';

/** Ours: the width of the list's controls at or below which the filters move into the sheet. */
export const NARROW_FILTERS = '40rem';

export const Controls = styled.form`
  container-type: inline-size;
  display: grid;
  gap: var(--vmx-space);
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  align-items: end;

  label {
    display: grid;
    gap: calc(var(--vmx-space) * 0.25);
    font-size: 0.9em;
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    font-weight: 400;
    padding: calc(var(--vmx-space) * 0.75);
    border: 1px solid var(--vmx-color-control-border);
    border-radius: var(--vmx-radius);
    background: var(--vmx-color-background);
    color: inherit;
    min-width: 0;
    ${focusRing}
  }
`;

/** The filters shown inline: part of the grid while wide, gone while narrow (the sheet shows them then). */
export const WideFilters = styled.div`
  display: contents;
  @container (width <= ${NARROW_FILTERS}) {
    display: none;
  }
`;

export const SearchField = styled.label`
  grid-column: 1 / -1;
`;

/** A fieldset of checkboxes (topics, tags). */
export const Topics = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0;
  padding: var(--vmx-space);
  border: 1px solid var(--vmx-color-border);
  border-radius: var(--vmx-radius);

  legend {
    font-size: 0.9em;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.5);
  }
  && label {
    display: inline-flex;
    gap: calc(var(--vmx-space) * 0.5);
    align-items: center;
    font-weight: 400;
  }
`;

export const ClearButton = styled.button`
  ${secondaryButton}
  justify-self: start;
`;

export const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

export const State = styled.p`
  margin: 0;
`;
