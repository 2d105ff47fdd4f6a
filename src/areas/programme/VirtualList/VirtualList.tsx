/**
 * A list of any length that puts only the rows near the viewport into the DOM (the programme's lists
 * reach 25,000 rows). The windowing code (WindowedList, @tanstack/react-virtual) loads after the first
 * rows are on screen: until then the list shows its first rows as they are, so the element's first paint
 * does not wait for it.
 *
 * Texts: none. Theme tokens: none. Part: list.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { List } from './VirtualList.styles';

/** Ours: the rows shown while the windowing code loads (more than a screenful). */
export const FIRST_ROWS = 20;

export interface VirtualListProps<T> {
  items: readonly T[];
  /** A first guess of a row's height in pixels (rows are measured once shown). */
  estimateSize: number;
  getKey(item: T): string | number;
  renderRow(item: T, index: number): ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const Windowed = lazy(() => import('./WindowedList').then((module) => ({ default: module.WindowedList })));

function FirstRows<T>({ items, getKey, renderRow, estimateSize: _estimate, ...labels }: VirtualListProps<T>) {
  return (
    <List part="list" {...labels}>
      {items.slice(0, FIRST_ROWS).map((item, index) => (
        <li key={getKey(item)} aria-setsize={items.length} aria-posinset={index + 1}>
          {renderRow(item, index)}
        </li>
      ))}
    </List>
  );
}

export function VirtualList<T>(props: VirtualListProps<T>) {
  return (
    <Suspense fallback={<FirstRows {...props} />}>
      <Windowed {...(props as VirtualListProps<unknown>)} />
    </Suspense>
  );
}
