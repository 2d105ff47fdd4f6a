/**
 * The pages that belong to no event: not-found (also the catch-all) and the error page.
 *
 * Texts: app.notFound.title, app.notFound.text, app.notFound.home, app.error.title, app.error.text, app.defaultTitle.
 * Without an event there is no text set, so these show the English defaults, unless an event context
 * is given (an unknown event of a known instance, or an unknown page under an event's address).
 */
import { useEffect } from 'react';
import { pageTitle } from '../../core/pageTitles';
import type { Route } from '../../core/routes';
import { SHELL_TEXTS } from '../../core/shellTexts';
import { translate, type TextSet } from '../../core/texts';
import { Main } from './App.styles';

export function NoEventPage({ route, texts = {}, homeHref = '/' }: { route: Route; texts?: TextSet; homeHref?: string }) {
  const isError = route.name === 'ErrorPage';
  const title = translate(texts, SHELL_TEXTS, isError ? 'app.error.title' : 'app.notFound.title');
  useEffect(() => {
    document.title = pageTitle({
      eventName: null,
      defaultTitle: translate(texts, SHELL_TEXTS, 'app.defaultTitle'),
      readableName: title,
      configuredTitle: null,
    });
  }, [texts, title]);
  return (
    <Main data-route={route.name}>
      <h1>{title}</h1>
      <p data-reason={isError ? 'error' : 'not-found'}>{translate(texts, SHELL_TEXTS, isError ? 'app.error.text' : 'app.notFound.text')}</p>
      <p>
        <a href={homeHref}>{translate(texts, SHELL_TEXTS, 'app.notFound.home')}</a>
      </p>
    </Main>
  );
}
