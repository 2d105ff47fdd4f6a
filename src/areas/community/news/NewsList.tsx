/**
 * The news list, shared by the news page and <vmx-news>: articles newest first with their date (the event's date
 * format), picture, teaser, and for industry news the exhibitor (linked to its profile); a choice of all news or
 * the industry news, the latter narrowed to one company; "Show more" for the next page of articles. Where the
 * choice is kept and where links point is the host's: the page keeps the choice in the address and links to its
 * own paths; the element keeps it in its state and links to the platform (toHref).
 *
 * Texts: news.* . Theme tokens: those of community.styles.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { NewsArticleSummary, NewsPage as NewsPageReply } from '../../../contracts';
import { resolveUnderApiBase } from '../../../core/charity/challenge';
import { NEWS_MAX_TAKE, newsTake, newsViewQuery, type NewsView } from '../../../core/news/news';
import { NEWS_TEXTS } from '../../../core/news/texts';
import { buildPath } from '../../../core/routes';
import { newsQueries } from '../../../store/queries/news';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import { Badge, Cards, CardText, Meta, MoreRow, NewsCard, NewsControls, Page, Picture } from '../community.styles';
import { companyProfileHref, useCommunityLanguage, useEventAddress, useEventDate, useEventId, type EventAddress } from '../useCommunity';

/** The platform path of the news page showing a view (and an article, when the view names one). */
export const newsHref = (address: EventAddress, view: NewsView) => buildPath('NewsPage', address, newsViewQuery(view));

/** An article's picture under the api-base, or null when it has none (or an unusable one). */
export function usePictureUrl(): (url: string) => string | null {
  const context = useEventContext();
  return (url) => resolveUnderApiBase(url, context.apiBase, document.baseURI);
}

/** How many articles to ask for after `pages` pages of `pageSize` (the page's own size when none is given). */
function takeOf(pages: number, pageSize: number | undefined): number {
  return pageSize === undefined ? newsTake(pages) : Math.min(pages * pageSize, NEWS_MAX_TAKE);
}

/** A plain click (no modifier, the main button): the host handles it; any other opens the link as the browser does. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface NewsListProps {
  view: NewsView;
  /** Another choice of news: replace says the address (if the host keeps one) is replaced, not pushed. */
  onViewChange: (view: NewsView, options: { replace: boolean }) => void;
  /** Where a platform path points: the path itself in <vmx-app>, the platform's address in an element. */
  toHref: (path: string) => string;
  /** Articles shown at first and added by each "Show more" (the element's page-size); the page's own when unset. */
  pageSize?: number;
  /** The choice of all or industry news and of the company is left out (the element names one company). */
  fixedView?: boolean;
  hidden?: boolean;
}

export function NewsList({ view, onViewChange, toHref, pageSize, fixedView = false, hidden = false }: NewsListProps) {
  const t = useTexts(NEWS_TEXTS);
  const context = useEventContext();
  const language = useCommunityLanguage();
  const eventId = useEventId();
  const address = useEventAddress();
  const ids = useId();
  const [pages, setPages] = useState(1);
  const listKey = `${view.display}/${view.company ?? ''}`;
  const [shownFor, setShownFor] = useState(listKey);
  // Another choice starts from its first page.
  if (shownFor !== listKey) {
    setShownFor(listKey);
    setPages(1);
  }
  const list = useQuery({
    ...newsQueries.list(queryScope(context, language), eventId, view.display, view.company, takeOf(pages, pageSize)),
    enabled: eventId !== null,
  });
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // After "Show more", the focus moves to the first new article, so a keyboard user reads on where they were.
  useEffect(() => {
    const index = firstNew.current;
    const count = list.data?.Items.length ?? 0;
    if (index === null || list.isPlaceholderData || count <= index) return;
    firstNew.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[index]?.focus();
  }, [list.data, list.isPlaceholderData]);

  const industryView: NewsView = { display: 'industry', company: null, article: null };
  const allView: NewsView = { display: 'all', company: null, article: null };
  const choiceLink = (target: NewsView) => ({
    href: toHref(newsHref(address, target)),
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onViewChange(target, { replace: false });
    },
  });

  return (
    <div hidden={hidden}>
      <Page>
        {!fixedView && (
          <NewsControls>
            <fieldset>
              <legend>{t('news.filter.label')}</legend>
              <a {...choiceLink(allView)} aria-current={view.display === 'all' ? 'page' : undefined}>
                {t('news.filter.all')}
              </a>
              <a {...choiceLink(industryView)} aria-current={view.display === 'industry' ? 'page' : undefined}>
                {t('news.filter.industry')}
              </a>
            </fieldset>
            {view.display === 'industry' && list.data && list.data.Companies.length > 0 && (
              <label>
                {t('news.company.label')}
                <select
                  value={view.company ?? ''}
                  onChange={(event) =>
                    onViewChange({ display: 'industry', company: event.target.value || null, article: null }, { replace: true })
                  }
                >
                  <option value="">{t('news.company.all')}</option>
                  {list.data.Companies.map((company) => (
                    <option key={company.CompanyAccountId} value={company.CompanyAccountId}>
                      {company.Name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </NewsControls>
        )}
        <AsyncView query={list} texts={{ loading: t('news.loading'), error: t('news.error') }} stateAttribute="data-news">
          {(page: NewsPageReply) =>
            page.Items.length === 0 ? (
              <p data-news="empty">{view.company ? t('news.empty.filtered') : t('news.empty')}</p>
            ) : (
              <>
                <Cards ref={listRef} aria-labelledby={`${ids}-count`}>
                  {page.Items.map((item) => (
                    <li key={item.Id}>
                      <ArticleCard
                        item={item}
                        address={address}
                        toHref={toHref}
                        href={toHref(newsHref(address, { ...view, article: item.Id }))}
                      />
                    </li>
                  ))}
                </Cards>
                <MoreRow>
                  <p id={`${ids}-count`} role="status" data-news-count={page.Items.length}>
                    {t('news.shown', { shown: page.Items.length, total: page.Total })}
                  </p>
                  {page.Items.length < page.Total && (
                    <button
                      type="button"
                      disabled={list.isFetching}
                      onClick={() => {
                        firstNew.current = page.Items.length;
                        setPages((count) => count + 1);
                      }}
                    >
                      {list.isFetching ? t('news.more.loading') : t('news.more')}
                    </button>
                  )}
                </MoreRow>
              </>
            )
          }
        </AsyncView>
      </Page>
    </div>
  );
}

function ArticleCard({
  item,
  address,
  href,
  toHref,
}: {
  item: NewsArticleSummary;
  address: EventAddress;
  href: string;
  toHref: (path: string) => string;
}) {
  const t = useTexts(NEWS_TEXTS);
  const date = useEventDate();
  const picture = usePictureUrl()(item.ImageUrl);
  return (
    <NewsCard data-article={item.Id} data-category={item.Category}>
      {picture && <Picture src={picture} alt="" loading="lazy" width={1200} height={630} />}
      <CardText>
        <h2>
          <a href={href}>{item.Title}</a>
        </h2>
        <Meta>
          <time dateTime={item.PublishedAt}>{date(item.PublishedAt)}</time>
          {item.Category === 'industry' && <Badge>{t('news.industry')}</Badge>}
          {item.CompanyAccountId && item.CompanyName && (
            <a href={toHref(companyProfileHref(address, item.CompanyAccountId))}>{t('news.from', { company: item.CompanyName })}</a>
          )}
        </Meta>
        <p>{item.Teaser}</p>
      </CardText>
    </NewsCard>
  );
}
