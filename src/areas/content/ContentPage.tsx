/**
 * ContentPage (/{i}/{e}/{l}/page/{pageName}, docs/rules/content-areas.md section 2): an editor's page from the
 * server, shown as sanitised HTML (ui/SanitizedHtml: no script or event handler ever runs, no
 * javascript: link). An unknown page shows the not-found body; a failed load, a retry button.
 *
 * Texts: content.loading, content.error, content.retry, app.notFound.title, app.notFound.text,
 * app.notFound.home. Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-radius, --vmx-space.
 * Parts: content-page, content-html.
 */
import { useQuery } from '@tanstack/react-query';
import { getContentPage } from '../../api/content';
import { HttpError } from '../../api/http';
import { buildPath } from '../../core/routes';
import { SHELL_TEXTS } from '../../core/shellTexts';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { Article, PlainButton } from './Pages.styles';
import { useContentText } from './useContentText';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function ContentPage({ route }: PageProps) {
  const t = useContentText();
  const shell = useTexts(SHELL_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const pageName = route.params.pageName ?? '';
  const page = useQuery({
    queryKey: [context.instance, context.event, language, 'content-page', pageName.toLowerCase()],
    queryFn: ({ signal }) => getContentPage(context.http, { event: context.event, language }, pageName, signal),
    // Pages change rarely; the spec loads most data once (docs/rules/content-areas.md section 1).
    staleTime: Infinity,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });

  if (page.isPending) return <p role="status">{t('content.loading')}</p>;
  if (page.isError) {
    if (isNotFound(page.error)) {
      return (
        <Article part="content-page" data-content="not-found">
          <h2>{shell('app.notFound.title')}</h2>
          <p>{shell('app.notFound.text')}</p>
          <p>
            <a href={buildPath('HomePage', { instance: context.instance, event: context.event, language })}>{shell('app.notFound.home')}</a>
          </p>
        </Article>
      );
    }
    return (
      <div role="alert">
        <p>{t('content.error')}</p>
        <PlainButton type="button" onClick={() => void page.refetch()}>
          {t('content.retry')}
        </PlainButton>
      </div>
    );
  }
  return (
    <Article part="content-page" data-page={page.data.PageName}>
      <h2>{page.data.Title}</h2>
      <SanitizedHtml part="content-html" html={page.data.Html} />
    </Article>
  );
}
