/**
 * The advertisement banners of config_json (docs/rules/shell-access-identity.md section 3: mobileBannerTop,
 * mobileBannerBottom, desktopBannerBottom, mobileBannerHeight, desktopBannerHeight; section 9: banner
 * heights 75 / 100, the mobile banner breakpoint 1024 (2800 in the app), and the ad banner margin of
 * 50 px). Below the breakpoint the mobile banners show, above it the desktop one. A bottom banner is
 * fixed to the bottom of the window; a spacer of its height plus the margin keeps the end of the page
 * (the footer) reachable above it. The top banner is fixed to the top of the window.
 *
 * Texts: ads.banner (the banners' landmark label). Theme tokens: --vmx-color-background, --vmx-color-focus.
 */
import { useEffect, useMemo, useState } from 'react';
import { ADS_TEXTS } from '../../core/adsTexts';
import { AD_BANNER_MARGIN_PX, parseBannerConfig, type AdBanner } from '../../core/advertisement';
import { headerLayout } from '../../core/header/layout';
import { containerMode } from '../../core/routeParse';
import { safeHref } from '../../core/url';
import { useEventState, useTexts } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { BannerBox, BannerSpacer } from './AdBanners.styles';

export function AdBanners({ route }: PageProps) {
  const t = useTexts(ADS_TEXTS);
  const raw = useEventState((state) => state.config.raw);
  const config = useMemo(() => {
    const parsed = parseBannerConfig(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);
  const width = useWindowWidth();
  const layout = headerLayout({
    width,
    isApp: containerMode(route.query) === 'app',
    mobileBannerHeight: config.mobileBannerHeight,
    desktopBannerHeight: config.desktopBannerHeight,
  });
  const top = layout.mobileBanner ? config.banners.mobileBannerTop : undefined;
  const bottom = layout.mobileBanner ? config.banners.mobileBannerBottom : config.banners.desktopBannerBottom;
  if (!top && !bottom) return null;
  return (
    <>
      {top && <Banner banner={top} placement="top" height={layout.bannerHeight} label={t('ads.banner')} />}
      {bottom && (
        <>
          <BannerSpacer aria-hidden="true" style={{ height: layout.bannerHeight + AD_BANNER_MARGIN_PX }} />
          <Banner banner={bottom} placement="bottom" height={layout.bannerHeight} label={t('ads.banner')} />
        </>
      )}
    </>
  );
}

function Banner({ banner, placement, height, label }: { banner: AdBanner; placement: 'top' | 'bottom'; height: number; label: string }) {
  const image = safeHref(banner.image);
  const link = safeHref(banner.link);
  if (!image) return null;
  const picture = <img src={image} alt={banner.alt} />;
  return (
    <BannerBox as="aside" aria-label={label} part={`ad-banner-${placement}`} $placement={placement} style={{ height }}>
      {link ? (
        <a
          href={link}
          target={banner.target}
          rel={banner.target === '_blank' ? 'noopener noreferrer' : undefined}
          aria-label={banner.alt || label}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
    </BannerBox>
  );
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
