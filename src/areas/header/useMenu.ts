/**
 * The header's menus resolved for this visitor (core/header/menu.ts), and the access check a menu link
 * makes when it is opened (docs/rules/shell-access-identity.md section 2: "Opening a menu link checks access for the
 * URL when a user exists; if denied the access-denied dialog shows").
 */
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import {
  CONTENT_MODE_FLAG,
  type HeaderModel,
  contentMode,
  DESKTOP_BREAKPOINT,
  internalPath,
  resolveMenuItems,
  type HeaderContainer,
  type MenuContext,
  type MenuItemData,
  type ResolvedMenuItem,
} from '../../core/header';
import { readablePageName } from '../../core/pageTitles';
import { raisesRerender, RERENDER_EVENT } from '../../core/header/menuRerender';
import { parseRoute } from '../../core/routeParse';
import { rememberDenyReason } from '../../store/denyReasons';
import { usePolicyCheck } from '../../store/policies';
import { useEventContext, useEventState } from '../../store/react';
import { track } from '../../store/track';
import { useNow } from '../../store/useNow';
import { useEmit } from '../../ui/host';

/** Ours: time-windowed items are re-checked every minute. */
const MENU_CLOCK_MS = 60_000;

function storedContentMode(): string | null {
  try {
    return contentMode(localStorage.getItem(CONTENT_MODE_FLAG));
  } catch {
    return null;
  }
}

export function useMenuContext(container: HeaderContainer, width: number): MenuContext {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const superUser = useEventState((state) => state.superUser);
  const session = useEventState((state) => state.user);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const now = useNow(MENU_CLOCK_MS);
  const returnUrl = location.pathname + location.search;
  return useMemo(
    () => ({
      address: { instance: context.instance, event: context.event, language },
      now,
      superUser,
      mobile: width < DESKTOP_BREAKPOINT,
      container,
      contentMode: storedContentMode(),
      user: session ? { accessToken: session.accessToken, userId: session.userId } : null,
      eventId,
      returnUrl,
    }),
    [context, language, now, superUser, width, container, session, eventId, returnUrl],
  );
}

export function useResolvedItems(items: readonly MenuItemData[], menuContext: MenuContext, keyPrefix: string): ResolvedMenuItem[] {
  const texts = useEventState((state) => state.texts);
  return useMemo(
    () => resolveMenuItems(items, menuContext, (route) => readablePageName(texts, route), keyPrefix),
    [items, menuContext, texts, keyPrefix],
  );
}

/**
 * The main menu's entries: the event's menu (else the configured one) and the custom entries. The header's
 * menu bar and side navigation show them, and the navigation of a page shown with noheader.
 */
export function useMainMenuItems(model: HeaderModel, menuContext: MenuContext): ResolvedMenuItem[] {
  const items = useMemo(
    () => [...(model.menuItems.length > 0 ? model.menuItems : model.config.menu.menuItems), ...model.config.menu.customMenuItems],
    [model],
  );
  return useResolvedItems(items, menuContext, 'menu');
}

export interface MenuGuard {
  /** The onClick of a menu link: stops it and raises the dialog when a policy closes its target. */
  onOpen: (item: ResolvedMenuItem, event: MouseEvent) => void;
  /** The target a policy closed, while the dialog shows. */
  denied: string | null;
  closeDenied: () => void;
}

export function useMenuGuard(container: HeaderContainer): MenuGuard {
  const context = useEventContext();
  const signedIn = useEventState((state) => state.user !== null);
  const check = usePolicyCheck(container === 'app');
  const [denied, setDenied] = useState<string | null>(null);
  const emit = useEmit();
  const checkAccess = useCallback(
    (item: ResolvedMenuItem, event: MouseEvent) => {
      // Only for a signed-in user (section 2), and only once the policies are loaded; the page checks again.
      if (!signedIn || !check || !item.href) return;
      const path = internalPath(item.href, location.origin);
      if (path === null) return;
      const route = parseRoute(path);
      const results = [route.name !== 'not-found' ? check('Page', route.name) : null, check('Url', path)];
      const closed = results.find((result) => result !== null && !result.allowed);
      if (!closed) return;
      event.preventDefault();
      rememberDenyReason(context.instance, closed.reasons.join(', '));
      setDenied(item.href);
    },
    [signedIn, check, context],
  );
  const onOpen = useCallback(
    (item: ResolvedMenuItem, event: MouseEvent) => {
      checkAccess(item, event);
      // Section 7, custom tracking actions: a header menu click (element: the page it opens, else its label).
      if (!event.defaultPrevented) track(context, { kind: 'header-menu', element: item.route ?? item.label });
      // Section 2: on the programme, poster and search pages a menu click raises the rerender event (core/header/menuRerender.ts).
      const here = parseRoute(location.pathname, location.search).name;
      if (!event.defaultPrevented && item.href && raisesRerender(here)) emit(RERENDER_EVENT, { route: here, to: item.href });
    },
    [checkAccess, emit, context],
  );
  return { onOpen, denied, closeDenied: useCallback(() => setDenied(null), []) };
}
