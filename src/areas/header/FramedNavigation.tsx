/**
 * The navigation of a page shown with noheader (issue 18: the platform framed in a society's page has no
 * header, and without this no way to the programme or the exhibition): the header's main menu, resolved
 * as the header resolves it (useMenu.ts), in one compact row, or behind a menu button below the desktop
 * breakpoint. Submenus, access checks and the access-denied dialog are the header menu's own. Loaded on
 * demand by the header slot (Header.tsx), only with noheader.
 *
 * Texts: header.mainNavigation, header.app.menu (and Menu's). Theme tokens: --vmx-color-surface,
 * --vmx-color-text, --vmx-color-border, --vmx-color-control-border, --vmx-color-focus, --vmx-radius, --vmx-space.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { DESKTOP_BREAKPOINT, type HeaderContainer } from '../../core/header';
import type { Route } from '../../core/routes';
import { FramedBar, MenuButton } from './FramedNavigation.styles';
import { Icon } from './Icon';
import { Menu } from './Menu';
import { useHeaderModel } from './useHeader';
import { useHeaderText } from './useHeaderText';
import { useMainMenuItems, useMenuContext, useMenuGuard } from './useMenu';

const AccessDeniedDialog = lazy(() => import('../../ui/AccessDeniedDialog').then((module) => ({ default: module.AccessDeniedDialog })));

export interface FramedNavigationProps {
  route: Route;
  reply: unknown;
  container: HeaderContainer;
  width: number;
}

export default function FramedNavigation({ route, reply, container, width }: FramedNavigationProps) {
  const t = useHeaderText();
  const model = useHeaderModel(reply);
  const menuContext = useMenuContext(container, width);
  const items = useMainMenuItems(model, menuContext);
  const guard = useMenuGuard(container);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const compact = width < DESKTOP_BREAKPOINT;

  // The menu closes when the page changes.
  const routeKey = `${route.name}:${JSON.stringify(route.params)}`;
  useEffect(() => setOpen(false), [routeKey]);

  if (items.length === 0) return null;
  const menu = <Menu items={items} onOpen={guard.onOpen} layout={compact ? 'column' : 'bar'} />;
  return (
    <FramedBar aria-label={t('header.mainNavigation')} data-header="framed-navigation">
      {compact ? (
        <>
          <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
            <Icon name={model.config.menu.menuIcon || 'menu'} />
            {t('header.app.menu')}
          </MenuButton>
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: Escape from the links and buttons inside, which take focus. */}
          <div
            id={listId}
            hidden={!open}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || event.defaultPrevented) return;
              setOpen(false);
              button.current?.focus();
            }}
          >
            {menu}
          </div>
        </>
      ) : (
        menu
      )}
      {guard.denied && (
        <Suspense fallback={null}>
          <AccessDeniedDialog language={menuContext.address.language} onClose={guard.closeDenied} returnUrl={guard.denied} />
        </Suspense>
      )}
    </FramedBar>
  );
}
