/**
 * ContentPage (/{i}/{e}/{l}/page/{pageName}, docs/rules/content-areas.md section 2): an editor's page from the
 * server, shown as sanitised HTML (ui/SanitizedHtml: no script or event handler ever runs, no
 * javascript: link). An unknown page shows the not-found body; a failed load, a retry button.
 *
 * Texts: content.loading, content.error, content.retry, app.notFound.title, app.notFound.text,
 * app.notFound.home. Theme tokens: --vmx-color-primary, --vmx-color-border, --vmx-radius, --vmx-space; declares
 * --vmx-anchor-offset (content.tokens.ts).
 * Parts: content-page, content-html.
 */
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { buildPath } from '../../core/routes';
import { SHELL_TEXTS } from '../../core/shellTexts';
import { contentQueries } from '../../store/queries/content';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { SanitizedHtml } from '../../ui/SanitizedHtml';
import { AsyncView } from '../../ui/AsyncView';
import { ContentTokens } from './content.tokens';
import { Article } from './Pages.styles';
import { useContentText } from './useContentText';

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function ContentPage({ route }: PageProps) {
  const t = useContentText();
  const shell = useTexts(SHELL_TEXTS);
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const pageName = route.params.pageName ?? '';
  const page = useQuery(contentQueries.page(queryScope(context, language), pageName));

  const notFound = (error: unknown) =>
    isNotFound(error) ? (
      <Article part="content-page" data-content="not-found">
        <h2>{shell('app.notFound.title')}</h2>
        <p>{shell('app.notFound.text')}</p>
        <p>
          <a href={buildPath('HomePage', { instance: context.instance, event: context.event, language })}>{shell('app.notFound.home')}</a>
        </p>
      </Article>
    ) : undefined;
  return (
    <>
      <ContentTokens />
      <AsyncView
        query={page}
        texts={{ loading: t('content.loading'), error: t('content.error'), retry: t('content.retry') }}
        layout="block"
        failed={notFound}
      >
        {(loaded) => (
          <Article part="content-page" data-page={loaded.PageName}>
            <h2>{loaded.Title}</h2>
            <SanitizedHtml part="content-html" html={loaded.Html} />
          </Article>
        )}
      </AsyncView>
    </>
  );
}
