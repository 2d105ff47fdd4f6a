/**
 * The windowed list (VirtualList.tsx loads it): only the rows near the viewport are in the DOM, windowed
 * with @tanstack/react-virtual against the page's own scrolling, so it works on the standalone page and
 * inside a host page alike. Rows may differ in height: each is measured once shown. With a page size it
 * windows that many rows and a "Show more" button adds as many again (a new list starts over), so an
 * embedded list never grows its host page without bound.
 *
 * Texts: programme.showMore. Parts: list, more.
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import type { VirtualListProps } from './VirtualList';
import { MoreButton } from './MoreButton.styles';
import { List, Row } from './VirtualList.styles';

/**
 * Ours: rows rendered beyond the viewport on each side, some 300 px, so a quick scroll shows no gap. No more: every
 * keystroke of a search renders them all again (at 5,000 sessions the rows are most of a keystroke's time).
 */
export const VIRTUAL_LIST_OVERSCAN = 3;

/**
 * Ours: the list's first rows, a 900 px screenful, are rendered wherever the list is: one further down a society's
 * page shows them at once when scrolled to, and they are there for the browser's find.
 */
export const VIRTUAL_LIST_FIRST_ROWS = 8;

/** The rows near the viewport, and the first rows while those are near the top. */
export function rowsToRender(range: Range): number[] {
  const near = defaultRangeExtractor(range);
  const first = Math.min(range.count, VIRTUAL_LIST_FIRST_ROWS);
  if ((near[0] ?? 0) > 0 || near.length >= first) return near;
  return Array.from({ length: first }, (_, index) => index);
}

export function WindowedList<T>({ items: all, estimateSize, getKey, renderRow, pageSize, ...labels }: VirtualListProps<T>) {
  const t = useTexts(PROGRAMME_TEXTS);
  const [paged, setPaged] = useState({ of: all, limit: pageSize ?? Infinity });
  // A new list (another search, a filter) starts at one page again.
  const limit = paged.of === all ? paged.limit : (pageSize ?? Infinity);
  const items = all.length > limit ? all.slice(0, limit) : all;
  const more = Math.min(pageSize ?? 0, all.length - items.length);
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
    rangeExtractor: rowsToRender,
    // The window's size from the start (else 0 × 0 until it is observed after mount): the first commit already
    // holds the rows in view, not a list with none that renders and lays out again once the size is known.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <>
      <List ref={list} part="list" style={{ height: virtualizer.getTotalSize() }} {...labels}>
        {rows.map((row) => (
          <Row
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            aria-setsize={all.length}
            aria-posinset={row.index + 1}
          >
            {renderRow(items[row.index]!, row.index)}
          </Row>
        ))}
      </List>
      {more > 0 && (
        <MoreButton type="button" part="more" onClick={() => setPaged({ of: all, limit: items.length + more })}>
          {t('programme.showMore', { count: more })}
        </MoreButton>
      )}
    </>
  );
}
