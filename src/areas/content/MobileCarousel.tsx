/**
 * The intro mobile carousel (core/mobileCarousel.ts): when the app opens on HomePage in the app
 * container, until dismissed, while its ComponentVisibility rule (mobileCarousel) lets it show
 * (docs/rules/content-areas.md section 4, component time window). This gate is in the home route's first
 * download; the dialog loads on demand.
 *
 * Texts: none here (MobileCarouselDialog). Theme tokens: none.
 */
import { useMemo, useState } from 'react';
import { IS_APP_FLAG, isInApp } from '../../core/appMode';
import {
  type MobileCarouselConfig,
  MOBILE_CAROUSEL_FLAG,
  mobileCarouselFlagAfterClose,
  mobileCarouselShows,
  parseMobileCarousel,
} from '../../core/mobileCarousel';
import { useEventState } from '../../store/react';
import { useComponentVisible } from '../../store/visibility';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import { readFlag, writeFlag } from './storage';

const MobileCarouselDialog = lazyComponent<{ config: MobileCarouselConfig; onClose: () => void }>(
  () => import('./MobileCarouselDialog').then((module) => ({ default: module.MobileCarouselDialog })),
  { quiet: true },
);

export function MobileCarousel({ route }: PageProps) {
  const raw = useEventState((state) => state.config.raw);
  const config = useMemo(() => {
    const parsed = parseMobileCarousel(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);
  const [closed, setClosed] = useState(false);
  const visible = useComponentVisible('mobileCarousel');
  // The page the app opened on, with its container: the carousel is an intro (core/mobileCarousel.ts).
  const [opening] = useState(() => ({ routeName: route.name, inApp: isInApp(route.query, readFlag(IS_APP_FLAG)) }));
  const shows =
    !closed &&
    visible &&
    mobileCarouselShows({
      config,
      routeName: route.name,
      inApp: isInApp(route.query, readFlag(IS_APP_FLAG)),
      stored: readFlag(MOBILE_CAROUSEL_FLAG),
      appStart: opening.routeName === route.name && opening.inApp,
    });
  if (!shows || !config) return null;
  return (
    <MobileCarouselDialog
      config={config}
      onClose={() => {
        writeFlag(MOBILE_CAROUSEL_FLAG, mobileCarouselFlagAfterClose(config));
        setClosed(true);
      }}
    />
  );
}
