/**
 * VenuePage (/venue/{i}/{e}/{l}?returnUrl=): the congress's welcome. It is also the venue splash of
 * docs/rules/shell-access-identity.md section 4 step 7: when the event turns access.venueSplash on, the access flow
 * (core/access/flow.ts) shows this page once per browser session before the page the visitor wanted,
 * which comes back as returnUrl. Being shown marks the splash as seen (sessionStorage,
 * venueSplashSeenKey). The link goes on to returnUrl when it is a path on this site, else home.
 *
 * Texts: venue.welcome, venue.enter.
 */
import { useEffect } from 'react';
import { defaultReturnPath, venueSplashSeenKey } from '../../core/access';
import { safeReturnPath } from '../../core/returnPath';
import { useEventContext, useEventState } from '../../store/react';
import type { PageProps } from '../../ui/page';
import { EnterLink, Welcome } from './Venue.styles';
import { useVenueText } from './useVenueText';

export function VenuePage({ route }: PageProps) {
  const t = useVenueText();
  const context = useEventContext();
  const eventName = useEventState((state) => state.details?.Name ?? null);
  const address = { instance: context.instance, event: context.event, language: route.params.language ?? 'en-GB' };
  const target = safeReturnPath(route.query.returnUrl, location.origin) ?? defaultReturnPath(address);
  const seenKey = venueSplashSeenKey(address);

  useEffect(() => {
    try {
      sessionStorage.setItem(seenKey, '1');
    } catch {
      // Storage refused (a sandboxed frame): the splash may show again, nothing worse.
    }
  }, [seenKey]);

  return (
    <Welcome part="venue">
      {eventName && <h2>{eventName}</h2>}
      <p>{t('venue.welcome')}</p>
      <EnterLink href={target}>{t('venue.enter')}</EnterLink>
    </Welcome>
  );
}
