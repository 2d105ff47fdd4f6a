/**
 * The news page (docs/rules/content-areas.md section 2: News, /news/{i}/{e}/{l}; the header's VMXNews, and its
 * "Industry news" item with ?display=industry). Ours, as core/news/news.ts says: articles newest first with their
 * date (the event's date format), picture, teaser, and for industry news the exhibitor (linked to its profile); a
 * choice of all news or the industry news, the latter narrowed to one company; "Show more" for the next
 * NEWS_PAGE_SIZE (the list is NewsList, which <vmx-news> shows too); an article opens in place (?article=), so it can be linked to and Back returns to the list, which
 * stays mounted (hidden) meanwhile and keeps how far it was shown.
 *
 * Texts: news.* . Theme tokens: those of community.styles. Parts: news, news-article.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { HttpError } from '../../../api/http';
import { parseNewsView } from '../../../core/news/news';
import { NEWS_TEXTS } from '../../../core/news/texts';
import { newsQueries } from '../../../store/queries/news';
import { queryScope } from '../../../store/queries/keys';
import { useEventContext, useTexts } from '../../../store/react';
import { AsyncView } from '../../../ui/AsyncView';
import type { PageProps } from '../../../ui/page';
import { SanitizedHtml } from '../../../ui/SanitizedHtml';
import { BackLink, Badge, Body, Detail, Meta, Page, Picture } from '../community.styles';
import { companyProfileHref, useCommunityLanguage, useEventAddress, useEventDate, useEventId } from '../useCommunity';
import { NewsList, newsHref, usePictureUrl } from './NewsList';

/** In <vmx-app> the list's links are the platform's own paths. */
const samePath = (path: string) => path;

export function NewsPage({ route, navigate }: PageProps) {
  const view = parseNewsView(route.query);
  const address = useEventAddress();
  return (
    <Page part="news">
      <NewsList
        view={view}
        onViewChange={(next, options) => navigate(newsHref(address, next), options)}
        toHref={samePath}
        hidden={view.article !== null}
      />
      {view.article !== null && (
        <ArticleView key={view.article} id={view.article} backHref={newsHref(address, { ...view, article: null })} />
      )}
    </Page>
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
