/**
 * The states every detail page shares: loading, a failed load with a retry, and an id the programme does
 * not have (with a way back to the search).
 *
 * Texts: programmeDetail.loading, programme.error, programme.retry, programme.notFound (PROGRAMME_TEXTS),
 * programmeDetail.backToSearch. Theme tokens: those of Detail.styles.
 */
import { PROGRAMME_DETAIL_TEXTS } from '../../../core/programme/detailTexts';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { DetailArticle, RetryButton } from './Detail.styles';

export function DetailLoading() {
  const t = useTexts(PROGRAMME_DETAIL_TEXTS);
  return (
    <p role="status" data-detail="loading">
      {t('programmeDetail.loading')}
    </p>
  );
}

export function DetailError({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(PROGRAMME_TEXTS);
  return (
    <div role="alert" data-detail="error">
      <p>{t('programme.error')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('programme.retry')}
      </RetryButton>
    </div>
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
