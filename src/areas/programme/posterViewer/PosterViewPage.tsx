/**
 * The e-poster page and the poster landing (EPosterPage, PosterLandingPage; docs/rules/content-areas.md section
 * 2). The spec gives no address for one poster, so ours is the page's address with ?poster={presentationId}
 * (src/core/programme/posterViewer.ts): it opens that poster in the e-poster viewer, and closing the viewer
 * goes on to the posters list. Without a poster the page is the programme search's poster view, as before.
 *
 * Texts: none of its own (the search's and the viewer's). Theme tokens: none.
 */
import { useCallback } from 'react';
import { POSTER_QUERY, posterIdOf } from '../../../core/programme/posterViewer';
import { lazyComponent } from '../../../ui/lazyPage';
import type { PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { SearchPage } from '../search/SearchPage';
import type { PosterViewerProps } from './PosterViewer';

const PosterViewer = lazyComponent<PosterViewerProps>(() => import('./PosterViewer').then((module) => ({ default: module.PosterViewer })));

export default function PosterViewPage(props: PageProps) {
  const { route, navigate } = props;
  const href = useRouteHref();
  const posterId = posterIdOf(new URLSearchParams(route.query).toString());
  const close = useCallback(() => {
    const { [POSTER_QUERY]: _poster, ...rest } = route.query;
    navigate(href('PosterPage', {}, rest));
  }, [href, navigate, route.query]);
  if (posterId === null) return <SearchPage {...props} />;
  return <PosterViewer key={posterId} posterId={posterId} onClose={close} />;
}
