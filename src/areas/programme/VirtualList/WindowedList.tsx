/**
 * The windowed list (VirtualList.tsx loads it): only the rows near the viewport are in the DOM, windowed
 * with @tanstack/react-virtual against the page's own scrolling, so it works on the standalone page and
 * inside a host page alike. With a page size it windows that many rows and a "Show more" button adds as many
 * again (a new list starts over), so an embedded list never grows its host page without bound.
 *
 * The rows shown lie in the list's normal flow, between padding that stands for the rows above and below
 * them, so each is where it belongs whatever its height before anything is measured. Rows may differ in
 * height: each is measured when the browser lays it out (a ResizeObserver), never by asking for a layout
 * while React commits, which on a phone's CPU costs a whole page's layout per question.
 *
 * Texts: programme.showMore. Parts: list, more.
 */
import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import type { VirtualListProps } from './VirtualList';
import { MoreButton } from './MoreButton.styles';
import { List, Row } from './VirtualList.styles';

/** Ours: rows rendered beyond the viewport on each side, so a quick scroll shows no gap. */
export const VIRTUAL_LIST_OVERSCAN = 6;

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
  // Read when the observer reports, just after a layout (at once for a new observer): then it asks for none.
  const measure = useCallback(() => {
    const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
    setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
  }, []);
  useEffect(() => {
    // Where the list is, and again whenever what is above it (filters opening, a banner loading) moves it.
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
    measureElement: measuredByObserver,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Starts and ends count from the document's top (scrollMargin); the total from the list's.
  const above = first ? first.start - scrollMargin : 0;
  const below = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0;

  return (
    <>
      <List ref={list} part="list" style={{ paddingTop: above, paddingBottom: below }} {...labels}>
        {rows.map((row) => (
          <Row
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
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

/**
 * A row's height as the ResizeObserver reports it. When a row is first put in (no report yet), its size as known
 * so far, which changes nothing: the observer reports every new row after the browser's next layout.
 */
function measuredByObserver(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  if (entry) return measureElement(element, entry, instance);
  return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? instance.options.estimateSize(0);
}
