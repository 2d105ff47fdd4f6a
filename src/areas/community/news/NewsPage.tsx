/**
 * The news page (docs/rules/content-areas.md section 2: News, /news/{i}/{e}/{l}; the header's VMXNews, and its
 * "Industry news" item with ?display=industry). Ours, as core/news/news.ts says: articles newest first with their
 * date (the event's date format), picture, teaser, and for industry news the exhibitor (linked to its profile); a
 * choice of all news or the industry news, the latter narrowed to one company; "Show more" for the next
 * NEWS_PAGE_SIZE; an article opens in place (?article=), so it can be linked to and Back returns to the list, which
 * stays mounted (hidden) meanwhile and keeps how far it was shown.
 *
 * Texts: news.* . Theme tokens: those of community.styles. Parts: news, news-article.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { HttpError } from '../../../api/http';
import type { NewsArticleSummary, NewsPage as NewsPageReply } from '../../../contracts';
import { resolveUnderApiBase } from '../../../core/charity/challenge';
import { newsTake, newsViewQuery, parseNewsView, type NewsView } from '../../../core/news/news';
import { NEWS_TEXTS } from '../../../core/news/texts';
import { buildPath } from '../../../core/routes';
import { newsQueries } from '../../../store/queries/news';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import type { PageProps } from '../../../ui/page';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { BackLink, Badge, Body, Cards, CardText, Detail, Meta, MoreRow, NewsCard, NewsControls, Page, Picture } from '../community.styles';
import { companyProfileHref, useCommunityLanguage, useEventAddress, useEventDate, useEventId, type EventAddress } from '../useCommunity';

const newsHref = (address: EventAddress, view: NewsView) => buildPath('NewsPage', address, newsViewQuery(view));

export function NewsPage({ route, navigate }: PageProps) {
  const view = parseNewsView(route.query);
  const address = useEventAddress();
  return (
    <Page part="news">
      <NewsList view={view} address={address} navigate={navigate} hidden={view.article !== null} />
      {view.article !== null && (
        <ArticleView key={view.article} id={view.article} backHref={newsHref(address, { ...view, article: null })} />
      )}
    </Page>
  );
}

function usePictureUrl(): (url: string) => string | null {
  const context = useEventContext();
  return (url) => resolveUnderApiBase(url, context.apiBase, document.baseURI);
}

function NewsList({
  view,
  address,
  navigate,
  hidden,
}: {
  view: NewsView;
  address: EventAddress;
  navigate: PageProps['navigate'];
  hidden: boolean;
}) {
  const t = useTexts(NEWS_TEXTS);
  const context = useEventContext();
  const language = useCommunityLanguage();
  const eventId = useEventId();
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
    ...newsQueries.list(queryScope(context, language), eventId, view.display, view.company, newsTake(pages)),
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

  return (
    <div hidden={hidden}>
      <Page>
        <NewsControls>
          <fieldset>
            <legend>{t('news.filter.label')}</legend>
            <a href={newsHref(address, allView)} aria-current={view.display === 'all' ? 'page' : undefined}>
              {t('news.filter.all')}
            </a>
            <a href={newsHref(address, industryView)} aria-current={view.display === 'industry' ? 'page' : undefined}>
              {t('news.filter.industry')}
            </a>
          </fieldset>
          {view.display === 'industry' && list.data && list.data.Companies.length > 0 && (
            <label>
              {t('news.company.label')}
              <select
                value={view.company ?? ''}
                onChange={(event) =>
                  navigate(newsHref(address, { display: 'industry', company: event.target.value || null, article: null }), {
                    replace: true,
                  })
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
        <AsyncView query={list} texts={{ loading: t('news.loading'), error: t('news.error') }} stateAttribute="data-news">
          {(page: NewsPageReply) =>
            page.Items.length === 0 ? (
              <p data-news="empty">{view.company ? t('news.empty.filtered') : t('news.empty')}</p>
            ) : (
              <>
                <Cards ref={listRef} aria-labelledby={`${ids}-count`}>
                  {page.Items.map((item) => (
                    <li key={item.Id}>
                      <ArticleCard item={item} address={address} href={newsHref(address, { ...view, article: item.Id })} />
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

function ArticleCard({ item, address, href }: { item: NewsArticleSummary; address: EventAddress; href: string }) {
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
            <a href={companyProfileHref(address, item.CompanyAccountId)}>{t('news.from', { company: item.CompanyName })}</a>
          )}
        </Meta>
        <p>{item.Teaser}</p>
      </CardText>
    </NewsCard>
  );
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

function ArticleView({ id, backHref }: { id: string; backHref: string }) {
  const t = useTexts(NEWS_TEXTS);
  const context = useEventContext();
  const language = useCommunityLanguage();
  const eventId = useEventId();
  const address = useEventAddress();
  const date = useEventDate();
  const pictureUrl = usePictureUrl();
  const article = useQuery({ ...newsQueries.article(queryScope(context, language), eventId, id), enabled: eventId !== null });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = article.data !== undefined;

  // Opening an article moves the focus to its title, as a new page would.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = <BackLink href={backHref}>{t('news.back')}</BackLink>;
  return (
    <Detail part="news-article" data-article={id}>
      {back}
      <AsyncView
        query={article}
        texts={{ loading: t('news.article.loading'), error: t('news.article.error') }}
        stateAttribute="data-news-article"
        failed={(error) => (isNotFound(error) ? <p data-news-article="not-found">{t('news.article.notFound')}</p> : undefined)}
      >
        {(loadedArticle) => {
          const picture = pictureUrl(loadedArticle.ImageUrl);
          return (
            <>
              <h2 ref={heading} tabIndex={-1}>
                {loadedArticle.Title}
              </h2>
              <Meta>
                <time dateTime={loadedArticle.PublishedAt}>{date(loadedArticle.PublishedAt)}</time>
                {loadedArticle.Category === 'industry' && <Badge>{t('news.industry')}</Badge>}
              </Meta>
              {picture && <Picture src={picture} alt="" width={1200} height={630} />}
              <p>
                <strong>{loadedArticle.Teaser}</strong>
              </p>
              <Body>
                <SanitizedHtml part="news-body" html={loadedArticle.Body} />
              </Body>
              {loadedArticle.CompanyAccountId && loadedArticle.CompanyName && (
                <p>
                  <a href={companyProfileHref(address, loadedArticle.CompanyAccountId)}>
                    {t('news.profile', { company: loadedArticle.CompanyName })}
                  </a>
                </p>
              )}
            </>
          );
        }}
      </AsyncView>
    </Detail>
  );
}
