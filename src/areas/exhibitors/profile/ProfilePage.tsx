/**
 * The company profile as a page of <vmx-app> (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/profile/{id}/{page?}
 * and the industry landing's profile route). The entry rule decides first: an unknown id is retried
 * lower-cased (replacing the address), a coming-soon company shows coming soon, a published one with a
 * 2D booth goes to the booth page (not in preview, not right after the first login). The page segment
 * is the selected tab and follows it (replace, so Back leaves the profile). Under the name, the profile's QR code
 * (ui/QrCodeButton). The query flags lounge and previewLounge (core/exhibitors/loungeFlags.ts) open the lounge tab and keep
 * the visitor on the profile (no booth redirect); previewLounge in preview adds the preview notice.
 *
 * Texts: those of ExhibitorProfile and ProfileStates; lounge.preview (EVENT_KEY_TEXTS).
 */
import { useEffect, useState } from 'react';
import { EVENT_KEY_TEXTS } from '../../../core/eventKeyTexts';
import { loungeRequest, withoutLoungeFlags } from '../../../core/exhibitors/loungeFlags';
import { buildRoute } from '../../../core/routes';
import { useEventContext, useEventState, useTexts } from '../../../store/react';
import type { PageProps } from '../../../ui/page';
import { useRouteHref } from '../../../ui/platformLinks';
import { QrCodeButton } from '../../../ui/QrCodeButton';
import { ExhibitorProfile } from './ExhibitorProfile/ExhibitorProfile';
import { ProfileComingSoon, ProfileError, ProfileLoading, ProfileNotFound } from './ProfileStates/ProfileStates';
import { profileTab, type ProfileTab } from './ProfileTabs/ProfileTabs';
import { useProfileDecision } from './useCompanyProfile';

interface NavigationEntries {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/**
 * Whether Back stays on the platform. The Navigation API lists only this origin's entries, so a previous
 * entry there is a platform page; without the API, a same-origin referrer says the same.
 */
function cameFromPlatform(): boolean {
  const navigation = (window as { navigation?: NavigationEntries }).navigation;
  if (navigation?.currentEntry)
    return navigation.currentEntry.index > 0 && Boolean(navigation.entries()[navigation.currentEntry.index - 1]?.url);
  if (history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

export function ProfilePage({ route, navigate }: PageProps) {
  const requestedId = route.params.companyAccountId ?? '';
  const entry = useProfileDecision(requestedId);
  const preview = useEventState((state) => state.preview);
  const asked = loungeRequest(route.query, preview);
  const keyTexts = useTexts(EVENT_KEY_TEXTS);
  // An address that asks for the lounge stays on the profile instead of going to the 2D booth, also once the visitor
  // picks another tab there (which drops the flag from the address).
  const [stayFor, setStayFor] = useState<string | null>(asked.lounge ? requestedId : null);
  if (asked.lounge && stayFor !== requestedId) setStayFor(requestedId);
  const stay = asked.lounge || stayFor === requestedId;
  const decision = entry.kind === 'booth' && stay ? { ...entry, kind: 'profile' as const } : entry;
  const href = useRouteHref();
  const context = useEventContext();

  // The redirects, once per decision (the decision object is new on every render; its kind and target are not).
  const retryId = decision.kind === 'retry' ? decision.companyAccountId : null;
  const toBooth = decision.kind === 'booth';
  useEffect(() => {
    if (retryId !== null)
      navigate(buildRoute({ name: route.name, params: { ...route.params, companyAccountId: retryId }, query: route.query }), {
        replace: true,
      });
    else if (toBooth) navigate(href('BoothPage', {}, { id: requestedId }), { replace: true });
  }, [retryId, toBooth, route, navigate, href, requestedId]);

  const selectTab = (tab: ProfileTab) => {
    // The industry landing's profile route needs its page segment; the profile route drops it for the profile tab.
    const page = tab === 'profile' && route.name === 'ProfilePage' ? null : tab;
    const query = tab === 'lounge' ? route.query : withoutLoungeFlags(route.query);
    navigate(buildRoute({ name: route.name, params: { ...route.params, page }, query }), { replace: true });
  };
  const leave = () => {
    if (cameFromPlatform()) history.back();
    else navigate(href('HomePage'), { replace: true });
  };

  switch (decision.kind) {
    case 'error':
      return <ProfileError onRetry={decision.retry} />;
    case 'not-found':
      return <ProfileNotFound />;
    case 'coming-soon':
      return <ProfileComingSoon />;
    case 'profile':
      return decision.profile ? (
        <ExhibitorProfile
          key={`${context.instance}:${decision.profile.CompanyAccountId}`}
          profile={decision.profile}
          tab={profileTab(route.params.page) ?? (asked.lounge ? 'lounge' : null)}
          onTabChange={selectTab}
          onLeave={leave}
          actions={
            <>
              {asked.previewNotice && <p data-lounge-preview="">{keyTexts('lounge.preview')}</p>}
              <QrCodeButton
                target={{ kind: 'exhibitor', route: 'ProfilePage', params: { companyAccountId: decision.profile.CompanyAccountId } }}
              />
            </>
          }
        />
      ) : (
        <ProfileNotFound />
      );
    default:
      // loading, and the moment before a retry or the booth redirect
      return <ProfileLoading />;
  }
}
