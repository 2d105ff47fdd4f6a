/**
 * When to show which advertisement popup (docs/rules/shell-access-identity.md section 4): the first eligible ad
 * (core/advertisement.ts, every rule of section 5) shows when no popup is open; showing and closing
 * set its 7-day cookie; closing checks again, so the next ad may follow; an ad that starts later gets a
 * timer for its start. A route change is the check-for-ads hook: the next check comes 4500 ms later.
 *
 * Texts: see AdPopup. Theme tokens: none.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  AD_CHECK_AFTER_HOOK_MS,
  adCookie,
  adShowDelayMs,
  msUntilNextAdStart,
  nextAd,
  NETWORKING_TERMS_FLAG,
  parseBannerConfig,
  type AdSituation,
  type Advertisement,
} from '../../core/advertisement';
import { LIVE_QUERY } from '../../core/routes';
import { useUserAccessData } from '../../store/accessData';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { AdPopup } from './AdPopup';
import { useAdvertisements } from './useAdvertisements';

export function AdPopupHost({ route }: PageProps) {
  const context = useEventContext();
  const ads = useAdvertisements();
  const raw = useEventState((state) => state.config.raw);
  const networkingWidget = useMemo(() => parseBannerConfig(raw).config.networkingWidget, [raw]);
  const { tickets } = useUserAccessData();
  // A key, not the list: the tickets result is a new object on every render, and each new list would restart the timers.
  const ticketCompaniesKey =
    tickets.status === 'ok'
      ? tickets.tickets.flatMap((ticket) => (ticket.CompanyAccountId ? [String(ticket.CompanyAccountId)] : [])).join('\n')
      : '';
  const ticketCompanies = useMemo(() => (ticketCompaniesKey ? ticketCompaniesKey.split('\n') : []), [ticketCompaniesKey]);
  const companyAccountId = route.params.companyAccountId || null;
  const playingRoom = route.name === 'LivePage' ? route.query[LIVE_QUERY] || null : null;
  const routeKey = `${route.name}|${companyAccountId ?? ''}|${playingRoom ?? ''}`;

  // When the next check runs: now on mount (already 4000 ms after start), later after a route change.
  const [check, setCheck] = useState<{ routeKey: string; at: number } | null>(() => ({ routeKey, at: Date.now() }));
  const [open, setOpen] = useState<Advertisement | null>(null);
  // Finds the shadow root the overlays share, to see whether another dialog is open there.
  const probe = useRef<HTMLSpanElement>(null);

  // Only the route starts the hook: a route already checked (the first, on mount) waits for nothing.
  const checkedHere = check?.routeKey === routeKey;
  useEffect(() => {
    if (checkedHere) return;
    setCheck(null);
    const timer = setTimeout(() => setCheck({ routeKey, at: Date.now() }), AD_CHECK_AFTER_HOOK_MS);
    return () => clearTimeout(timer);
  }, [routeKey, checkedHere]);

  useEffect(() => {
    if (!check || check.routeKey !== routeKey || open || !ads) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (run: () => void, ms: number) => {
      timer = setTimeout(run, Math.max(0, ms));
    };
    const evaluate = () => {
      const situation: AdSituation = {
        now: Date.now(),
        routeName: route.name,
        companyAccountId,
        playingRoom,
        ticketCompanies,
        networkingWidgetEnabled: networkingWidget,
        networkingTermsAccepted: readFlag(NETWORKING_TERMS_FLAG) === 'true',
        cookies: document.cookie,
        event: context.event,
      };
      const ad = nextAd(ads, situation);
      if (ad) {
        later(() => {
          // Section 4: only when no popup is open; with another dialog open (access denied), try later.
          if (anotherDialogOpen(probe.current)) {
            later(evaluate, AD_CHECK_AFTER_HOOK_MS);
            return;
          }
          // Section 4: on show, a 7-day cookie for the ad, so that it does not come back.
          document.cookie = adCookie(context.event, ad.id, Date.now());
          setOpen(ad);
        }, adShowDelayMs(ad));
        return;
      }
      // Section 4: an ad that starts later gets a timer for its start.
      const wait = msUntilNextAdStart(ads, situation);
      if (wait !== null) later(evaluate, wait);
    };
    later(evaluate, check.at - Date.now());
    return () => clearTimeout(timer);
  }, [check, routeKey, open, ads, route.name, companyAccountId, playingRoom, ticketCompanies, networkingWidget, context.event]);

  if (!open) return <span ref={probe} hidden />;
  return (
    <AdPopup
      ad={open}
      onClose={() => {
        document.cookie = adCookie(context.event, open.id, Date.now());
        setOpen(null);
        // Section 4: closing re-evaluates ads.
        setCheck({ routeKey, at: Date.now() });
      }}
    />
  );
}

function anotherDialogOpen(probe: HTMLElement | null): boolean {
  const root = probe?.getRootNode() as Document | ShadowRoot | undefined;
  return Boolean(root?.querySelector('dialog[open]') ?? document.querySelector('dialog[open]'));
}

function readFlag(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
