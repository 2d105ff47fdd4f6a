/**
 * The results of the search view's other lists (presentations and posters, faculty, abstracts), windowed like
 * the sessions'. Loaded on demand (SearchPage): most visitors open on the sessions, whose first rows should
 * not wait for these rows' code.
 *
 * Texts: none of its own (the rows'). Theme tokens: none. Parts: list, result, favourite.
 */
import type { ProgrammeFormat } from '../../useProgrammeFormat';
import { useRouteHref } from '../../../../ui/platformLinks';
import { VirtualList } from '../../VirtualList';
import type { SearchRows } from '../useSearchResults';
import { AbstractRow, PresentationRow, SpeakerRow } from './OtherRows';

export interface OtherResultsProps {
  rows: Exclude<SearchRows, { view: 'sessions' }>;
  /** The id of the count that names the list. */
  labelledBy: string;
  /** A first guess of a row's height (rows are measured once shown). */
  estimateSize: number;
  format: ProgrammeFormat;
  now: number;
}

export function OtherResults({ rows, labelledBy, estimateSize, format, now }: OtherResultsProps) {
  const href = useRouteHref();
  const list = { 'aria-labelledby': labelledBy, estimateSize, getKey: (item: { Id: number | string }) => item.Id };
  switch (rows.view) {
    case 'presentations':
    case 'posters':
      return (
        <VirtualList
          {...list}
          items={rows.items}
          renderRow={(item) => <PresentationRow item={item} href={href} format={format} now={now} />}
        />
      );
    case 'faculty':
      return (
        <VirtualList {...list} items={rows.items} renderRow={(item) => <SpeakerRow item={item} href={href} format={format} now={now} />} />
      );
    case 'abstracts':
      return (
        <VirtualList {...list} items={rows.items} renderRow={(item) => <AbstractRow item={item} href={href} format={format} now={now} />} />
      );
  }
}
