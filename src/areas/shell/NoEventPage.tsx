/**
 * The pages that belong to no event: not-found (also the catch-all) and the error page.
 *
 * Texts: app.notFound.title, app.notFound.text, app.notFound.home, app.error.title, app.defaultTitle.
 * Without an event there is no text set, so these show the English defaults, unless an event context
 * is given (an unknown event of a known instance).
 */
import { useEffect } from 'react';
import { pageTitle } from '../../core/pageTitles';
import type { Route } from '../../core/routes';
import { text, type TextSet } from '../../core/texts';
import { Main } from './App.styles';

export function NoEventPage({ route, texts = {}, homeHref = '/' }: { route: Route; texts?: TextSet; homeHref?: string }) {
  const isError = route.name === 'ErrorPage';
  const title = text(texts, isError ? 'app.error.title' : 'app.notFound.title');
  useEffect(() => {
    document.title = pageTitle({ eventName: null, defaultTitle: text(texts, 'app.defaultTitle'), readableName: title, configuredTitle: null });
  }, [texts, title]);
  return (
    <Main>
      <h1>{title}</h1>
      {!isError && <p>{text(texts, 'app.notFound.text')}</p>}
      <p>
        <a href={homeHref}>{text(texts, 'app.notFound.home')}</a>
      </p>
    </Main>
  );
}
