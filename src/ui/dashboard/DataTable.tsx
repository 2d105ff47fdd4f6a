/**
 * A table of a dashboard's figures (issue 23): a caption, column headers (th scope="col") and each row's first cell
 * as its header (th scope="row"); numbers right-aligned. It stands beside every chart, holding the chart's figures
 * for screen readers and for anyone who wants the numbers; a long table scrolls sideways in its own box (a region
 * named by the caption, reachable by keyboard) rather than widening the page.
 *
 * Theme tokens: --vmx-color-border, --vmx-color-muted, --vmx-color-surface, --vmx-space.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row: its header (the first column) and its cells. */
  rows: readonly { key: string; header: ReactNode; cells: readonly ReactNode[] }[];
  /** Shown in one cell across the table when there are no rows. */
  empty: string;
}

export function DataTable({ caption, columns, rows, empty }: DataTableProps) {
  const id = useId();
  return (
    // A table wider than the page scrolls in this region, which keyboard users must be able to reach and scroll.
    <Scroller role="region" aria-labelledby={id} tabIndex={0}>
      <Table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  margin-block: var(--vmx-space) calc(var(--vmx-space) * 3);

  &:focus-visible {
    outline: 3px solid var(--vmx-color-focus);
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: var(--vmx-space);
  }
  th,
  td {
    padding: calc(var(--vmx-space) * 0.5) var(--vmx-space);
    border-bottom: 1px solid var(--vmx-color-border);
    white-space: nowrap;
  }
  thead th {
    text-align: end;
    color: var(--vmx-color-muted);
    font-weight: 600;
  }
  thead th:first-child,
  tbody th {
    text-align: start;
    font-weight: 400;
  }
  td {
    text-align: end;
  }
`;
