/**
 * A list of any length that puts only the rows near the viewport into the DOM (the programme's lists
 * reach 25,000 rows). The windowing code (WindowedList, @tanstack/react-virtual) loads after the first
 * rows are on screen: until then the list shows its first rows as they are, so the element's first paint
 * does not wait for it. Inside an element with a page-size (ui/listPageSize.ts) it shows that many rows and
 * a "Show more" button (WindowedList).
 *
 * Texts: none. Theme tokens: none. Part: list.
 */
import { useContext, type ReactNode } from 'react';
import { lazyComponent } from '../../../ui/lazyPage';
import { ListPageSize } from '../../../ui/listPageSize';
import { List } from './VirtualList.styles';

/** Ours: the rows shown while the windowing code loads (a screenful of rows of about 130 px). */
export const FIRST_ROWS = 12;

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A first guess of a row's height in pixels (rows are measured once shown). */
  estimateSize: number;
  getKey: (item: T) => string | number;
  renderRow: (item: T, index: number) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Rows shown before "Show more" (the element's page-size); none: every row. */
  pageSize?: number;
}

function FirstRows<T>({ items, getKey, renderRow, estimateSize: _estimate, pageSize = FIRST_ROWS, ...labels }: VirtualListProps<T>) {
  return (
    <List part="list" {...labels}>
      {items.slice(0, Math.min(FIRST_ROWS, pageSize)).map((item, index) => (
        <li key={getKey(item)} aria-setsize={items.length} aria-posinset={index + 1}>
          {renderRow(item, index)}
        </li>
      ))}
    </List>
  );
}

// Should the windowing code not load, the list stays at its first rows.
const Windowed = lazyComponent<VirtualListProps<unknown>>(
  () => import('./WindowedList').then((module) => ({ default: module.WindowedList })),
  // Its code comes with the programme's first screen: the list is windowed from its first render, not swapped
  // for the windowed one under the visitor's pointer.
  { fallback: FirstRows, preload: true },
);

export function VirtualList<T>(props: VirtualListProps<T>) {
  const pageSize = useContext(ListPageSize);
  return <Windowed pageSize={pageSize} {...(props as VirtualListProps<unknown>)} />;
}
