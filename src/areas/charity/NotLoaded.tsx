/**
 * What a charity list shows before its data is there: that it is loading, or that it could not be
 * loaded, with a button to try again. The caller shows the list once the query has data.
 *
 * Texts: given by the caller (charity.*.loading, charity.*.error, charity.retry). Theme tokens: those of
 * Highscore.styles (the retry button).
 */
import type { ElementType } from 'react';
import { RetryButton } from './highscore/Highscore.styles';

export interface NotLoadedProps {
  query: { isError: boolean; refetch(): unknown };
  loading: string;
  error: string;
  retry: string;
  /** The paragraph the message is in (default a plain <p>). */
  box?: ElementType;
}

export function NotLoaded({ query, loading, error, retry, box: Box = 'p' }: NotLoadedProps) {
  if (!query.isError) return <Box role="status">{loading}</Box>;
  return (
    <Box role="alert">
      {error}
      <RetryButton type="button" onClick={() => void query.refetch()}>
        {retry}
      </RetryButton>
    </Box>
  );
}
