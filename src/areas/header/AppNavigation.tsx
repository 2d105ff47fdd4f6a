/**
 * The app container's navigation (docs/rules/shell-access-identity.md section 2, in-app mode): the bottom app
 * navigation (methods url, scroll to top, menu toggle, back) and the slide-in menu with the container
 * logo, the welcome message, the profile (user area with sign in or out), the items, the language flags,
 * and the legal and privacy entries, in the configured colours. The slide-in menu is a modal panel: focus stays inside,
 * Escape or its close button closes it, focus goes back to the menu button. Loaded on demand.
 *
 * The menu button, and an item that leads to the messages, carry the user's unread count (UnreadMessages.tsx).
 *
 * Texts: header.app.navigation, header.app.menu, header.app.top, header.app.back, header.app.legal,
 * header.app.privacy, header.closeMenu, header.mainNavigation, messages.unread.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-focus, --vmx-radius, --vmx-space;
 * set from appNavigationItems.colours: --vmx-app-background, --vmx-app-text, --vmx-app-active.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { isSafeThemeValue } from '../../core/config';
import { imageSource, menuItemTarget, type HeaderModel } from '../../core/header';
import { withAppListView } from '../../core/header/menuRerender';
import type { Route } from '../../core/routes';
import type { Navigate } from '../../ui/page';
import { BottomBar, SlideIn } from './AppNavigation.styles';
import { Icon } from './Icon';
import { LanguageFlags } from './LanguageFlags';
import { Menu } from './Menu';
import { UserArea } from './UserArea';
import { UnreadCount } from '../../ui/UnreadCount';
import { isMessagesPath, useUnreadMessages } from './UnreadMessages';
import { useHeaderText } from './useHeaderText';
import { useMenuContext, useMenuGuard, useResolvedItems } from './useMenu';
import { useModalDialog } from '../../ui/useModalDialog';

const AccessDeniedDialog = lazy(() => import('../../ui/AccessDeniedDialog').then((module) => ({ default: module.AccessDeniedDialog })));

const safeColour = (value: string) => (value && isSafeThemeValue(value) ? value : undefined);

export default function AppNavigation({ route, model, width }: { route: Route; navigate: Navigate; model: HeaderModel; width: number }) {
  const t = useHeaderText();
  const { appNavigationItems: app } = model.config;
  const menuContext = useMenuContext('app', width);
  const items = useResolvedItems(app.items, menuContext, 'app');
  const congressItems = useResolvedItems(model.config.menu.myCongressItems, menuContext, 'app-congress');
  const guard = useMenuGuard('app');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const unread = useUnreadMessages() ?? 0;

  // The slide-in menu closes when the page changes.
  const routeKey = `${route.name}:${JSON.stringify(route.params)}`;
  useEffect(() => setMenuOpen(false), [routeKey]);

  const style = {
    '--vmx-app-background': safeColour(app.colours.background),
    '--vmx-app-text': safeColour(app.colours.text),
    '--vmx-app-active': safeColour(app.colours.active),
  } as CSSProperties;
  const legal = app.legal ? menuItemTarget(app.legal.url, menuContext.address) : null;
  const privacy = app.privacy ? menuItemTarget(app.privacy.url, menuContext.address) : null;
  const logo = imageSource(app.appMenuContainerLogo);

  return (
    <div style={style}>
      <BottomBar aria-label={t('header.app.navigation')} data-header="app-navigation">
        <ul>
          {app.bottomItems.map((item, index) => {
            const key = `bottom-${index}`;
            if (item.method === 'url') {
              const target = menuItemTarget(item.url, menuContext.address);
              if (!target) return null;
              const current = target.href === location.pathname;
              return (
                <li key={key}>
                  {/* Section 2: in the app, this event's programme opens the list view by default (core/header/menuRerender.ts). */}
                  <a href={withAppListView(target.href, 'app', menuContext.address.event)} aria-current={current ? 'page' : undefined}>
                    <Icon name={item.icon} />
                    {item.name}
                    {isMessagesPath(target.href) && <UnreadCount count={unread} className="vmx-app-unread" />}
                  </a>
                </li>
              );
            }
            const label =
              item.name ||
              t(item.method === 'scrollTop' ? 'header.app.top' : item.method === 'back' ? 'header.app.back' : 'header.app.menu');
            const onClick =
              item.method === 'scrollTop'
                ? () => window.scrollTo({ top: 0, behavior: 'smooth' })
                : item.method === 'back'
                  ? () => history.back()
                  : () => setMenuOpen(!menuOpen);
            return (
              <li key={key}>
                <button
                  type="button"
                  onClick={onClick}
                  aria-expanded={item.method === 'menuToggle' ? menuOpen : undefined}
                  aria-controls={item.method === 'menuToggle' && menuOpen ? menuId : undefined}
                  data-method={item.method}
                >
                  <Icon name={item.icon} />
                  {label}
                  {item.method === 'menuToggle' && <UnreadCount count={unread} className="vmx-app-unread" />}
                </button>
              </li>
            );
          })}
        </ul>
      </BottomBar>
      {menuOpen && (
        <SlideInMenu id={menuId} onClose={() => setMenuOpen(false)} style={style}>
          {logo && <img className="vmx-app-logo" src={logo} alt="" />}
          {app.welcomeMessage && <p data-header="welcome">{app.welcomeMessage}</p>}
          <UserArea config={model.config} congressItems={congressItems} onOpen={guard.onOpen} column />
          <nav aria-label={t('header.mainNavigation')}>
            <Menu items={items} onOpen={guard.onOpen} layout="column" />
          </nav>
          <LanguageFlags languages={model.EventLanguages} current={menuContext.address.language} />
          {(legal || privacy) && (
            <ul className="vmx-app-legal">
              {legal && (
                <li>
                  <a href={legal.href}>{app.legal?.name || t('header.app.legal')}</a>
                </li>
              )}
              {privacy && (
                <li>
                  <a href={privacy.href}>{app.privacy?.name || t('header.app.privacy')}</a>
                </li>
              )}
            </ul>
          )}
        </SlideInMenu>
      )}
      {guard.denied && (
        <Suspense fallback={null}>
          <AccessDeniedDialog language={menuContext.address.language} onClose={guard.closeDenied} returnUrl={guard.denied} />
        </Suspense>
      )}
    </div>
  );
}

function SlideInMenu({
  id,
  onClose,
  style,
  children,
}: {
  id: string;
  onClose: () => void;
  style: CSSProperties;
  children: React.ReactNode;
}) {
  const t = useHeaderText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  return (
    <SlideIn
      id={id}
      ref={ref}
      style={style}
      aria-labelledby={titleId}
      data-header="app-menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className="vmx-app-close" onClick={onClose}>
        {t('header.closeMenu')}
      </button>
      <h2 id={titleId}>{t('header.app.menu')}</h2>
      {children}
    </SlideIn>
  );
}
