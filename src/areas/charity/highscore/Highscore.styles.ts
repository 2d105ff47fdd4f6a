/**
 * A highscore table and the tabs between the four lists.
 * Theme tokens: --vmx-space, --vmx-color-border, --vmx-color-primary, --vmx-color-muted.
 */
import styled from 'styled-components';

export const Board = styled.div`
  display: grid;
  gap: var(--vmx-space);
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: var(--vmx-space);
  }
  th,
  td {
    text-align: start;
    padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
    border-bottom: 1px solid var(--vmx-color-border);
  }
  th[scope='col']:first-child,
  td:first-child,
  th[scope='col']:last-child,
  td:last-child {
    text-align: end;
    width: 1%;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
  }
  && td[colspan] {
    text-align: start;
    width: auto;
    white-space: normal;
  }
`;

export const State = styled.p`
  margin: 0;
`;
