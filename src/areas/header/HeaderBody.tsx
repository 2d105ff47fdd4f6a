/**
 * The header once its reply is there (loaded on demand, beside the GetVMXHeader request): the site
 * header, and in the app container with app navigation on, the app navigation (itself on demand).
 *
 * Texts: none of its own. Theme tokens: declares the header's and the app navigation's (header.tokens.ts).
 */
import { lazy, Suspense } from 'react';
import type { HeaderContainer } from '../../core/header';
import type { Route } from '../../core/routes';
import type { Navigate } from '../../ui/page';
import { HeaderTokens } from './header.tokens';
import { SiteHeader } from './SiteHeader';
import { useHeaderModel } from './useHeader';

const AppNavigation = lazy(() => import('./AppNavigation'));

export interface HeaderBodyProps {
  route: Route;
  navigate: Navigate;
  reply: unknown;
  container: HeaderContainer;
  width: number;
}

export default function HeaderBody({ route, navigate, reply, container, width }: HeaderBodyProps) {
  const model = useHeaderModel(reply);
  const appNavigation = container === 'app' && model.config.appNavigationActive;
  return (
    <>
      <HeaderTokens />
      <SiteHeader route={route} model={model} container={container} width={width} appNavigation={appNavigation} />
      {appNavigation && (
        <Suspense fallback={null}>
          <AppNavigation route={route} navigate={navigate} model={model} width={width} />
        </Suspense>
      )}
    </>
  );
}
