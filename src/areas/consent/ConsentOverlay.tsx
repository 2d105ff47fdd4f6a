/**
 * The consent overlay of <vmx-app>'s CHROME.overlays: reads the event's consent cookies, shows the cookie
 * banner while no choice exists (docs/rules/shell-access-identity.md section 4), stores a choice (14 days) and
 * reloads when the spec says so, and lets the third-party widgets load by their rules. A page may ask for the
 * cookie settings (core/consent CONSENT_SETTINGS_EVENT): the banner then opens on its options, and a choice that
 * does not reload is announced (CONSENT_CHANGED_EVENT) so that the page can follow it. Small on purpose:
 * the banner and the widgets are loaded on demand, and only when needed.
 *
 * Texts: those of ConsentBanner and Widgets. Theme tokens: none of its own.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  bannerRequested,
  bannerShows,
  choiceReloads,
  CONSENT_CHANGED_EVENT,
  CONSENT_SETTINGS_EVENT,
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
import { markSelfReload } from '../../store/storageFlags';

// Code that cannot load (offline, a new deployment) leaves the page without banner or widgets, not blank.
const ConsentBanner = lazyComponent(() => import('./ConsentBanner'), { quiet: true });
const Widgets = lazyComponent(() => import('./Widgets'), { quiet: true });

export function ConsentOverlay({ route, navigate }: PageProps) {
  const context = useEventContext();
  const raw = useEventState((state) => state.config.raw);
  const [consent, setConsent] = useState(() => readConsent(context.event, document.cookie));
  // A page asked for the cookie settings (core/consent CONSENT_SETTINGS_EVENT): the banner opens on its options.
  const [settingsAsked, setSettingsAsked] = useState(false);
  useEffect(() => {
    const open = (event: Event) => {
      if ((event as CustomEvent<{ event?: string } | null>).detail?.event === context.event) setSettingsAsked(true);
    };
    window.addEventListener(CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, open);
  }, [context.event]);
  const showCookieBanner = bannerRequested(raw);
  const check = usePolicyCheck(containerMode(route.query) === 'app');
  const onChoice = useCallback(
    (choice: ConsentChoice) => {
      for (const assignment of consentCookieAssignments(context.event, choice, Date.now(), location.protocol === 'https:'))
        document.cookie = assignment;
      if (choiceReloads(choice)) {
        markSelfReload();
        location.reload();
        return;
      }
      setConsent(consentOf(choice));
      setSettingsAsked(false);
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { event: context.event } }));
    },
    [context.event],
  );
  const wantsWidgets = widgetsConfigured(raw);
  // The widgets wait for an answer when the event asks; analytics follows its own consent inside.
  const widgetsMayLoad = wantsWidgets && (!showCookieBanner || consent.decided);

  return (
    <>
      {(bannerShows(showCookieBanner, consent) || settingsAsked) && (
        <ConsentBanner key={settingsAsked ? 'settings' : 'banner'} onChoice={onChoice} customise={settingsAsked} />
      )}
      {widgetsMayLoad && (
        <Widgets route={route} navigate={navigate} consent={consent} tvAllowed={check?.('Key', 'tvWidget').allowed ?? false} />
      )}
    </>
  );
}
