/**
 * ListPage (/{i}/{e}/{l}/list/{page?}, docs/rules/content-areas.md section 2): the event's content pages as a
 * list, loaded slice by slice with the shared infinite loader. Ours, where the spec is silent: the
 * page param names a list of content pages (info, legal, news); without it, all pages are listed.
 *
 * Texts: list.label, and the infinite loader's. Theme tokens: --vmx-color-primary, --vmx-color-border,
 * --vmx-space. Parts: content-list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getContentPages } from '../../api/content';
import type { ContentPageSummary } from '../../contracts';
import { buildPath } from '../../core/routes';
import { useEventContext, useEventState } from '../../store/react';
import { InfiniteLoader, type LoadResult } from '../../ui/infiniteLoader';
import type { PageProps } from '../../ui/page';
import { PageList } from './Pages.styles';
import { useContentText } from './useContentText';

/** Ours: entries per slice. */
export const LIST_SLICE = 10;

export function ListPage({ route }: PageProps) {
  const t = useContentText();
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const list = route.params.page ?? null;
  const resetKey = `${language}|${list ?? ''}`;
  const [items, setItems] = useState<ContentPageSummary[]>([]);
  // The next slice starts after what is loaded; a ref, so that a load never reads a stale count.
  const loaded = useRef(0);

  useEffect(() => {
    loaded.current = 0;
    setItems([]);
  }, [resetKey]);

  const load = useCallback(async (): Promise<LoadResult> => {
    const slice = await getContentPages(context.http, { event: context.event, language }, { list, skip: loaded.current, take: LIST_SLICE });
    loaded.current += slice.Items.length;
    setItems((previous) => [...previous, ...slice.Items]);
    return { count: slice.Items.length, done: !slice.HasMore };
  }, [context, language, list]);

  const address = { instance: context.instance, event: context.event, language };
  return (
    <>
      {items.length > 0 && (
        <PageList part="content-list" aria-label={t('list.label')}>
          {items.map((item) => (
            <li key={item.PageName}>
              <a href={buildPath('ContentPage', { ...address, pageName: item.PageName })}>{item.Title}</a>
              {item.Summary && <p>{item.Summary}</p>}
            </li>
          ))}
        </PageList>
      )}
      <InfiniteLoader load={load} resetKey={resetKey} />
    </>
  );
}
