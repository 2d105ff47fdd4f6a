/**
 * The news as an embeddable element (<vmx-news>): a society's site shows the congress's news, newest first, with
 * "Show more" (NewsList, the news page's own list). Attributes: display (all or industry, the opening choice),
 * company (one company's industry news only: the choice is then left out), page-size (articles shown at first and
 * added by each "Show more"; the page's six when unset) and platform-url (where the platform lives: an article, and
 * a company's profile, open there; the api-base when unset, so a link never leads to a missing page of the host
 * site). The choice stays in the element: the host page's address never changes. Until the event's texts are in,
 * card skeletons (busy) stand in for the list.
 *
 * Texts: none of its own (NewsList's). Parts: news.
 */
import { useEffect, useState } from 'react';
import { parseNewsView, type NewsView } from '../../core/news/news';
import { useEventState } from '../../store/react';
import { pageSizeOf } from '../../ui/listPageSize';
import { SkeletonCards } from '../../ui/Skeleton';
import { Page } from './community.styles';
import { NewsList } from './news/NewsList';
import { usePlatformHref } from './usePlatformHref';

/** Cards drawn while the texts load. */
const SKELETON_CARDS = 3;

export interface NewsElementProps {
  display?: string;
  company?: string;
  platformUrl?: string;
  pageSize?: number;
}

function openingView(display: string | undefined, company: string | undefined): NewsView {
  const value = display?.trim().toLowerCase();
  if (value && value !== 'all' && value !== 'industry') console.warn(`[vmx] <vmx-news>: unknown display "${display}"; showing all news`);
  // A company's news is industry news.
  return parseNewsView(company?.trim() ? { display: 'industry', company } : { display: value ?? '' });
}

export function NewsElement({ display, company, platformUrl, pageSize }: NewsElementProps) {
  const [view, setView] = useState(() => openingView(display, company));
  useEffect(() => setView(openingView(display, company)), [display, company]);
  const toHref = usePlatformHref(platformUrl);
  const textsLoading = useEventState((current) => current.status === 'loading');
  const size = pageSizeOf(pageSize);
  if (textsLoading) {
    return (
      <div aria-busy="true">
        <SkeletonCards count={Math.min(size ?? SKELETON_CARDS, SKELETON_CARDS)} picture />
      </div>
    );
  }
  return (
    <Page part="news">
      <NewsList
        view={view}
        onViewChange={setView}
        toHref={toHref}
        pageSize={size}
        fixedView={view.company !== null && Boolean(company?.trim())}
      />
    </Page>
  );
}
