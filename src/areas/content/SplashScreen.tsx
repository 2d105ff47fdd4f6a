/**
 * The splash screen rule (core/splashScreen.ts): a host page's splash (#vmx-splash) is removed when a
 * page shows; showing home remembers it (hasSeenSplashscreen) unless in the app or terminal container.
 * An overlay of <vmx-app>: overlays render once the event's page is there.
 *
 * Texts: none. Theme tokens: none.
 */
import { useEffect } from 'react';
import { IS_APP_FLAG, isInApp } from '../../core/appMode';
import { SPLASH_ELEMENT_ID, SPLASH_SEEN_FLAG, splashDecision } from '../../core/splashScreen';
import type { PageProps } from '../../ui/page';
import { readFlag, writeFlag } from './storage';
import { cameFromSelfReload } from '../../store/storageFlags';

export function SplashScreen({ route }: PageProps) {
  const specialMode = isInApp(route.query, readFlag(IS_APP_FLAG)) || route.query.container?.trim().toLowerCase() === 'terminal';
  // The platform's own reload (VMXreload, core/storageFlags.ts) is not an arrival: no splash.
  const seen = readFlag(SPLASH_SEEN_FLAG) === 'true' || cameFromSelfReload();
  const decision = splashDecision({ pageShown: route.name, seen, specialMode });
  useEffect(() => {
    if (decision.remember) writeFlag(SPLASH_SEEN_FLAG, 'true');
    if (decision.remove) document.getElementById(SPLASH_ELEMENT_ID)?.remove();
  }, [decision.remember, decision.remove]);
  return null;
}
