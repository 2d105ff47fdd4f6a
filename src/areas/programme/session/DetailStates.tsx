/**
 * The states every detail page shares: its lists read through the shared AsyncView (loading, a failed load
 * with a retry, marked data-detail), loading (while access is decided), and an id the programme does not
 * have (with a way back to the search).
 *
 * Texts: programmeDetail.loading, programme.error, programme.retry, programme.notFound (PROGRAMME_TEXTS),
 * programmeDetail.backToSearch. Theme tokens: those of Detail.styles.
 */
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import { AsyncView, type AsyncViewProps } from '../../../ui/AsyncView';
import { useRouteHref } from '../../../ui/platformLinks';
import { DetailArticle } from './Detail.styles';

export function DetailLoading() {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  return (
    <p role="status" data-detail="loading">
      {t('programmeDetail.loading')}
    </p>
  );
}

/** A detail page's lists: the loading line and the failed load with a retry, in the detail pages' texts. */
export function DetailAsync<T>({ query, children }: Pick<AsyncViewProps<T>, 'query' | 'children'>) {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const programme = useTexts(PROGRAMME_TEXTS);
  return (
    <AsyncView
      query={query}
      texts={{ loading: t('programmeDetail.loading'), error: programme('programme.error'), retry: programme('programme.retry') }}
      layout="block"
      stateAttribute="data-detail"
    >
      {children}
    </AsyncView>
  );
}

export function DetailNotFound() {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  const programme = useTexts(PROGRAMME_TEXTS);
  const href = useRouteHref();
  return (
    <DetailArticle data-detail="not-found">
      <h2>{programme('programme.notFound')}</h2>
      <p>
        <a href={href('PagSearchPage')}>{t('programmeDetail.backToSearch')}</a>
      </p>
    </DetailArticle>
  );
}
