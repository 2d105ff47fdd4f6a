/**
 * The header of the standalone platform (docs/rules/shell-access-identity.md section 2, shell layout) in its three
 * themes: the full-width banner, the banner row (main and second logos, the event logo going home; the
 * clock; the banner menu; social media icons; language flags; sign in or the user area) and the menu bar
 * with dropdowns. It sticks at the top; below the desktop breakpoint a hamburger opens the side
 * navigation instead of the menu bar; at the collapse width the banner row shrinks. In the app container
 * with app navigation on, only the banner row shows (hidden past 120 px of scroll) and the app navigation
 * takes over the menus.
 *
 * The hamburger carries the user's unread messages (UnreadMessages.tsx), as the account button does on wide screens.
 *
 * Texts: header.label, header.home, header.mainNavigation, header.bannerMenu, header.openMenu,
 * header.clock, header.scanQr, header.newTab, messages.unread.
 * Theme tokens: --vmx-color-primary, --vmx-color-on-primary, --vmx-color-background, --vmx-color-text,
 * --vmx-color-focus, --vmx-radius, --vmx-space; set from the header config: --vmx-header-background,
 * --vmx-header-banner-background.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { isSafeThemeValue } from '../../core/config';
import {
  bannerHidden,
  HEADER_CLOCK_REFRESH_MS,
  HEADER_LOGO_HEIGHT,
  headerLayout,
  imageSource,
  menuItemTarget,
  sideNavigationOpen,
  type HeaderContainer,
  type HeaderModel,
  type ResolvedMenuItem,
} from '../../core/header';
import { buildPath, type Route } from '../../core/routes';
import { safeHref } from '../../core/url';
import { useEventContext, useEventState } from '../../store/react';
import { useNow } from '../../store/useNow';
import { Icon } from './Icon';
import { LanguageFlags } from './LanguageFlags';
import { Menu, MenuLink } from './Menu';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import {
  BannerRow,
  ClockText,
  EventName,
  FullWidthBanner,
  Hamburger,
  HeaderBox,
  IconRow,
  Inner,
  Logos,
  MenuRow,
  Tools,
} from './SiteHeader.styles';
import { SocialIcons } from './SocialIcons';
import { UserArea } from './UserArea';
import { useHeaderAppConfig, useScrollY } from './useHeader';
import { UnreadCount } from '../../ui/UnreadCount';
import { useUnreadMessages } from './UnreadMessages';
import { useHeaderText } from './useHeaderText';
import { useCompactRow } from './useCompactRow';
import { useMainMenuItems, useMenuContext, useMenuGuard, useResolvedItems } from './useMenu';

const SideNavigation = lazy(() => import('./SideNavigation'));
const AccessDeniedDialog = lazy(() => import('../../ui/AccessDeniedDialog').then((module) => ({ default: module.AccessDeniedDialog })));

const safeColour = (value: string) => (value && isSafeThemeValue(value) ? value : undefined);

export interface SiteHeaderProps {
  route: Route;
  model: HeaderModel;
  container: HeaderContainer;
  width: number;
  /** The app container's navigation is on: the menus live there, not here. */
  appNavigation: boolean;
}

export function SiteHeader({ route, model, container, width, appNavigation }: SiteHeaderProps) {
  const t = useHeaderText();
  const unread = useUnreadMessages() ?? 0;
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const eventName = useEventState((state) => state.details?.Name ?? '');
  const appConfig = useHeaderAppConfig();
  const { config, theme } = model;
  const isApp = container === 'app';
  const layout = headerLayout({ width, isApp });
  const scrollY = useScrollY(isApp || config.hideHeaderBannerOnScroll);
  const hidden = bannerHidden(scrollY, { isApp, hideHeaderBannerOnScroll: config.hideHeaderBannerOnScroll });

  const menuContext = useMenuContext(container, width);
  const items = useMainMenuItems(model, menuContext);
  const congressItems = useResolvedItems(config.menu.myCongressItems, menuContext, 'congress');
  const bannerItems = useMemo(
    () =>
      config.menu.bannerMenuItems.flatMap((item, index): ResolvedMenuItem[] => {
        const target = menuItemTarget(item.url, menuContext.address);
        if (!target || !item.name) return [];
        return [
          {
            key: `banner-${index}`,
            label: item.name,
            icon: item.img || item.icon,
            kind: 'link',
            href: target.href,
            route: target.route,
            external: target.external,
            target: item.target,
            download: false,
            children: [],
          },
        ];
      }),
    [config, menuContext],
  );
  const guard = useMenuGuard(container);
  const bannerRow = useRef<HTMLDivElement>(null);
  const signedIn = useEventState((state) => Boolean(state.user));
  const row = useCompactRow(bannerRow, width, `${language}:${signedIn}`);

  // Section 4: the side navigation closes on a route change and when the width reaches the breakpoint.
  const [open, setSideOpen] = useState(false);
  const routeKey = `${route.name}:${JSON.stringify(route.params)}`;
  const previousRoute = useRef(routeKey);
  useEffect(() => {
    const routeChanged = previousRoute.current !== routeKey;
    previousRoute.current = routeKey;
    setSideOpen((wasOpen) => sideNavigationOpen(wasOpen, { routeChanged, width }));
  }, [routeKey, width]);

  const home = buildPath('HomePage', { instance: context.instance, event: context.event, language });
  const main = config.banners.main;
  const mainImage = imageSource(main?.image ?? model.EventLogo);
  const mainLink = (main?.link && safeHref(main.link)) || home;
  const second = config.banners.second;
  const secondImage = imageSource(second?.image ?? null);
  const secondLink = second?.link ? safeHref(second.link) : null;
  const showMenus = !(isApp && appNavigation);
  const showSocial = config.menu.socialMediaIconsActive && appConfig.socialMediaItems.length > 0;
  const bannerImage = imageSource(config.background.bannerImage);

  const style = {
    '--vmx-header-background': safeColour(config.background.color),
    '--vmx-header-banner-background': safeColour(config.background.bannerColor),
    // Section 9: the logo is 70 px high at every width (it fits the 75 px mobile banner row too).
    '--vmx-header-logo-height': `${HEADER_LOGO_HEIGHT}px`,
  } as CSSProperties;

  return (
    <HeaderBox
      $theme={theme}
      style={style}
      aria-label={t('header.label')}
      data-header-theme={theme}
      data-layout={layout.sideNavigation ? 'side' : 'bar'}
      part="header"
    >
      {bannerImage && !hidden && (
        <FullWidthBanner>
          <img src={bannerImage} alt={config.background.bannerAlt} />
        </FullWidthBanner>
      )}
      <Inner className="vmx-header-inner" $mobile={layout.collapsed}>
        <BannerRow
          ref={bannerRow}
          $height={layout.bannerHeight}
          $hidden={hidden}
          data-header="banner-row"
          data-compact={row.compact || undefined}
          onLoadCapture={row.remeasure}
        >
          <Logos className="vmx-header-logos">
            <a href={mainLink} aria-label={t('header.home', { event: eventName || main?.alt || '' })} data-header="home">
              {mainImage ? <img src={mainImage} alt="" /> : <EventName>{eventName}</EventName>}
            </a>
            {secondImage &&
              !layout.collapsed &&
              (secondLink ? (
                <a
                  href={secondLink}
                  target={second?.target === '_blank' ? '_blank' : undefined}
                  rel={second?.target === '_blank' ? 'noopener noreferrer' : undefined}
                >
                  <img src={secondImage} alt={`${second?.alt ?? ''}${second?.target === '_blank' ? ` ${t('header.newTab')}` : ''}`} />
                </a>
              ) : (
                <img src={secondImage} alt={second?.alt ?? ''} />
              ))}
          </Logos>
          <Tools className="vmx-header-tools">
            {config.clock.active && !layout.collapsed && <Clock zoneText={config.clock.timeZoneText} />}
            {showMenus && !layout.sideNavigation && bannerItems.length > 0 && (
              <nav aria-label={t('header.bannerMenu')}>
                <IconRow>
                  {bannerItems.map((item) => (
                    <li key={item.key}>
                      <MenuLink item={item} onOpen={guard.onOpen} />
                    </li>
                  ))}
                </IconRow>
              </nav>
            )}
            {showSocial && !layout.sideNavigation && <SocialIcons items={appConfig.socialMediaItems} />}
            {isApp && config.scanQrActive && (
              <IconRow>
                <li>
                  <a href={buildPath('ScanPage', { instance: context.instance, event: context.event, language })} data-header="scan-qr">
                    <Icon name="qr" />
                    {t('header.scanQr')}
                  </a>
                </li>
              </IconRow>
            )}
            {!layout.sideNavigation && <LanguageFlags languages={model.EventLanguages} current={language} />}
            {showMenus && !layout.sideNavigation && <UserArea config={config} congressItems={congressItems} onOpen={guard.onOpen} />}
            {showMenus && layout.sideNavigation && (
              <Hamburger
                type="button"
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={() => setSideOpen(true)}
                data-header="hamburger"
              >
                <Icon name={config.menu.menuIcon || 'menu'} />
                {t('header.openMenu')}
                <UnreadCount count={unread} />
              </Hamburger>
            )}
          </Tools>
        </BannerRow>
        {showMenus && !layout.sideNavigation && items.length > 0 && (
          <MenuRow className="vmx-header-menu" $theme={theme} aria-label={t('header.mainNavigation')}>
            <Menu items={items} onOpen={guard.onOpen} layout="bar" />
          </MenuRow>
        )}
      </Inner>
      {open && (
        <Suspense fallback={null}>
          <SideNavigation
            onClose={() => setSideOpen(false)}
            items={items}
            bannerItems={bannerItems}
            congressItems={congressItems}
            config={config}
            languages={model.EventLanguages}
            socialItems={showSocial ? appConfig.socialMediaItems : []}
            onOpen={guard.onOpen}
          />
        </Suspense>
      )}
      {guard.denied && (
        <Suspense fallback={null}>
          <AccessDeniedDialog language={language} onClose={guard.closeDenied} returnUrl={guard.denied} />
        </Suspense>
      )}
    </HeaderBox>
  );
}

/** Section 2: the clock, in the event's time zone and language, with its time-zone text; refreshed each second. */
function Clock({ zoneText }: { zoneText: string }) {
  const t = useHeaderText();
  const now = useNow(HEADER_CLOCK_REFRESH_MS);
  const language = useEventState((state) => state.language);
  const timeZone = useEventState((state) => state.details?.TimeZone ?? 'UTC');
  const { time, zone } = useMemo(() => {
    try {
      const parts = new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).formatToParts(now);
      return {
        time: parts
          .filter((part) => part.type !== 'timeZoneName')
          .map((part) => part.value)
          .join('')
          .trim(),
        zone: parts.find((part) => part.type === 'timeZoneName')?.value ?? '',
      };
    } catch {
      return { time: new Date(now).toISOString().slice(11, 19), zone: 'UTC' };
    }
  }, [now, language, timeZone]);
  return (
    <ClockText data-header="clock">
      <VisuallyHidden>{t('header.clock')} </VisuallyHidden>
      <time>{time}</time> <span>{zoneText || zone}</span>
    </ClockText>
  );
}
