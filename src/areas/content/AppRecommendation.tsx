/**
 * The app-install recommendation (core/appRecommendation.ts): for a signed-in user on a phone or tablet,
 * outside the app, when the event turns recommendationActive on; once (appRecommendationSeen), and
 * only after the app start (2 s, core/splashScreen.ts). This gate is in the home route's first
 * download; the dialog loads on demand.
 *
 * Texts: none here (AppRecommendationDialog). Theme tokens: none.
 */
import { useEffect, useMemo, useState } from 'react';
import { IS_APP_FLAG, isInApp } from '../../core/appMode';
import { APP_RECOMMENDATION_FLAG, appRecommendationShows, mobilePlatform, parseAppRecommendation } from '../../core/appRecommendation';
import { untilInitialised } from '../../core/splashScreen';
import { useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import { readFlag, writeFlag } from './storage';

const AppRecommendationDialog = lazyComponent<{ storeLink: string | null; onClose: () => void }>(
  () => import('./AppRecommendationDialog').then((module) => ({ default: module.AppRecommendationDialog })),
  {
    quiet: true,
  },
);

/** When this page's app started: the app start rule counts from here. */
const startedAt = Date.now();

export function AppRecommendation({ route }: PageProps) {
  const raw = useEventState((state) => state.config.raw);
  const signedIn = useEventState((state) => state.user !== null);
  const config = useMemo(() => {
    const parsed = parseAppRecommendation(raw);
    parsed.warnings.forEach((warning) => console.warn(`[vmx] ${warning}`));
    return parsed.config;
  }, [raw]);
  const [initialised, setInitialised] = useState(() => untilInitialised(startedAt, Date.now()) === 0);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (initialised) return;
    const timer = setTimeout(() => setInitialised(true), untilInitialised(startedAt, Date.now()));
    return () => clearTimeout(timer);
  }, [initialised]);

  const platform = mobilePlatform(navigator.userAgent);
  const shows =
    initialised &&
    !closed &&
    appRecommendationShows({
      config,
      platform,
      inApp: isInApp(route.query, readFlag(IS_APP_FLAG)),
      signedIn,
      seen: readFlag(APP_RECOMMENDATION_FLAG) === 'true',
    });
  if (!shows || !platform) return null;
  return (
    <AppRecommendationDialog
      storeLink={config.storeLinks[platform] ?? null}
      onClose={() => {
        writeFlag(APP_RECOMMENDATION_FLAG, 'true');
        setClosed(true);
      }}
    />
  );
}
