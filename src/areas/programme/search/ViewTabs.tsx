/**
 * The views of the search (docs/rules/content-areas.md section 2: one shared view), as links: each view has its own
 * address, and the search text and filters go along.
 *
 * Texts: programme.views, programme.view.*. Parts: views.
 */
import { SEARCH_VIEW_ROUTES, SEARCH_VIEWS, type SearchView } from '../../../core/programme/searchView';
import { PROGRAMME_TEXTS } from '../../../core/programme/texts';
import { useTexts } from '../../../store/react';
import { useRouteHref } from '../../../ui/platformLinks';
import { Tabs } from './SearchPage.styles';

export function ViewTabs({ current, query }: { current: SearchView; query: Record<string, string> }) {
  const t = useTexts(PROGRAMME_TEXTS);
  const href = useRouteHref();
  return (
    <Tabs part="views" aria-label={t('programme.views')}>
      <ul>
        {SEARCH_VIEWS.map((view) => (
          <li key={view}>
            <a href={href(SEARCH_VIEW_ROUTES[view], {}, query)} aria-current={view === current ? 'page' : undefined}>
              {t(`programme.view.${view}`)}
            </a>
          </li>
        ))}
        <li>
          <a href={href('PersonalProgramPage')}>{t('programme.view.personal')}</a>
        </li>
      </ul>
    </Tabs>
  );
}
