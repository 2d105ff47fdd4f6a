/**
 * The windowed list (VirtualList.tsx loads it): only the rows near the viewport are in the DOM, windowed
 * with @tanstack/react-virtual against the page's own scrolling, so it works on the standalone page and
 * inside a host page alike. Rows may differ in height: each is measured once shown.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { VirtualListProps } from './VirtualList';
import { List, Row } from './VirtualList.styles';

/** Ours: rows rendered beyond the viewport on each side, so a quick scroll shows no gap. */
export const VIRTUAL_LIST_OVERSCAN = 6;

export function WindowedList<T>({ items, estimateSize, getKey, renderRow, ...labels }: VirtualListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  // The list's distance from the top of the document: window scrolling is measured from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  const measure = useCallback(() => {
    const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    // What is above the list (filters opening, a banner loading) moves it.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    if (list.current?.parentElement) observer.observe(list.current.parentElement);
    return () => observer.disconnect();
  }, [measure]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: VIRTUAL_LIST_OVERSCAN,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <List ref={list} part="list" style={{ height: virtualizer.getTotalSize() }} {...labels}>
      {rows.map((row) => (
        <Row
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
        >
          {renderRow(items[row.index]!, row.index)}
        </Row>
      ))}
    </List>
  );
}
