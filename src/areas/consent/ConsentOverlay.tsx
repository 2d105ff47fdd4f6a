/**
 * The consent overlay of <vmx-app>'s CHROME.overlays: reads the event's consent cookies, shows the cookie
 * banner while no choice exists (docs/rules/shell-access-identity.md section 4), stores a choice (14 days) and
 * reloads when the spec says so, and lets the third-party widgets load by their rules. Small on purpose:
 * the banner and the widgets are loaded on demand, and only when needed.
 *
 * Texts: those of ConsentBanner and Widgets. Theme tokens: none of its own.
 */
import { useCallback, useState } from 'react';
import {
  bannerRequested,
  bannerShows,
  choiceReloads,
  consentCookieAssignments,
  consentOf,
  readConsent,
  widgetsConfigured,
  type ConsentChoice,
} from '../../core/consent';
import { containerMode } from '../../core/routeParse';
import { usePolicyCheck } from '../../store/policies';
import { useEventContext, useEventState } from '../../store/react';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';

// Code that cannot load (offline, a new deployment) leaves the page without banner or widgets, not blank.
const ConsentBanner = lazyComponent(() => import('./ConsentBanner'), { quiet: true });
const Widgets = lazyComponent(() => import('./Widgets'), { quiet: true });

export function ConsentOverlay({ route, navigate }: PageProps) {
  const context = useEventContext();
  const raw = useEventState((state) => state.config.raw);
  const [consent, setConsent] = useState(() => readConsent(context.event, document.cookie));
  const showCookieBanner = bannerRequested(raw);
  const check = usePolicyCheck(containerMode(route.query) === 'app');
  const onChoice = useCallback(
    (choice: ConsentChoice) => {
      for (const assignment of consentCookieAssignments(context.event, choice, Date.now(), location.protocol === 'https:'))
        document.cookie = assignment;
      if (choiceReloads(choice)) location.reload();
      else setConsent(consentOf(choice));
    },
    [context.event],
  );
  const wantsWidgets = widgetsConfigured(raw);
  // The widgets wait for an answer when the event asks; analytics follows its own consent inside.
  const widgetsMayLoad = wantsWidgets && (!showCookieBanner || consent.decided);

  return (
    <>
      {bannerShows(showCookieBanner, consent) && <ConsentBanner onChoice={onChoice} />}
      {widgetsMayLoad && (
        <Widgets route={route} navigate={navigate} consent={consent} tvAllowed={check?.('Key', 'tvWidget').allowed ?? false} />
      )}
    </>
  );
}
