/**
 * The narrow layout of a list's filters: the bar under the search box (the Filters button, the chips of the
 * active filters) and the sheet, a modal dialog sliding up from the bottom edge. The bar shows only while
 * the list's controls (listControls.styles' Controls, a size container) are at most NARROW_FILTERS wide: the
 * element's own width decides, not the viewport's, because elements are embedded in columns of host pages.
 *
 * Theme tokens: --vmx-space, --vmx-radius, --vmx-color-primary, --vmx-color-on-primary, --vmx-color-primary-subtle,
 * --vmx-color-primary-border, --vmx-color-control-border, --vmx-color-surface, --vmx-color-text, --vmx-color-border.
 */
import styled from 'styled-components';
import { rootBox } from '../theme';
import { focusRing, secondaryButton } from '../buttonStyles';
import { bareList } from '../styles/layout';
import { NARROW_FILTERS } from '../listControls.styles';

export const Bar = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vmx-space);

  @container (width > ${NARROW_FILTERS}) {
    display: none;
  }
`;

export const OpenButton = styled.button`
  ${secondaryButton}
  display: inline-flex;
  align-items: center;
  gap: var(--vmx-space);
  font-weight: 600;
`;

/** The count of active filters on the Filters button. */
export const Badge = styled.span`
  min-width: 1.5em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  font-size: 0.85em;
  line-height: 1.5;
  text-align: center;
`;

export const Chips = styled.ul`
  ${bareList}
  display: contents;
`;

export const Chip = styled.button`
  font: inherit;
  font-size: 0.9em;
  display: inline-flex;
  align-items: center;
  gap: calc(var(--vmx-space) * 0.5);
  padding: calc(var(--vmx-space) * 0.5) calc(var(--vmx-space) * 1.25);
  border: 1px solid var(--vmx-color-primary-border);
  border-radius: 999px;
  background: var(--vmx-color-primary-subtle);
  color: var(--vmx-color-text);
  cursor: pointer;
  ${focusRing}

  span {
    font-size: 1.2em;
    line-height: 1;
  }
`;

export const ClearAll = styled.button`
  font: inherit;
  font-size: 0.9em;
  padding: calc(var(--vmx-space) * 0.5);
  border: 0;
  background: none;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const Sheet = styled.dialog`
  ${rootBox};
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  max-height: 85vh;
  margin: auto auto 0;
  padding: 0;
  border: 0;
  border-radius: calc(var(--vmx-radius) * 2) calc(var(--vmx-radius) * 2) 0 0;
  background: var(--vmx-color-surface);
  color: var(--vmx-color-text);
  flex-direction: column;

  &[open] {
    display: flex;
  }
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
  h2 {
    margin: 0;
    padding: calc(var(--vmx-space) * 2) calc(var(--vmx-space) * 2) var(--vmx-space);
    font-size: 1.25em;
  }
`;

/** The filters in the sheet: one column, scrolling when they are taller than the sheet. */
export const SheetBody = styled.div`
  display: grid;
  gap: calc(var(--vmx-space) * 1.5);
  padding: var(--vmx-space) calc(var(--vmx-space) * 2);
  overflow-y: auto;
`;

export const SheetFooter = styled.div`
  padding: calc(var(--vmx-space) * 1.5) calc(var(--vmx-space) * 2);
  border-top: 1px solid var(--vmx-color-border);
`;

export const ShowResults = styled.button`
  font: inherit;
  font-weight: 600;
  width: 100%;
  padding: calc(var(--vmx-space) * 1.25);
  border: 0;
  border-radius: var(--vmx-radius);
  background: var(--vmx-color-primary);
  color: var(--vmx-color-on-primary);
  cursor: pointer;
  ${focusRing}
`;
