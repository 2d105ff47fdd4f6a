/**
 * The company profile as an embeddable element (<vmx-exhibitor-profile>): a sponsor shows its own profile on
 * its site. Attributes: company-account-id, tab (the tab that opens first) and platform-url (links to the
 * rest of the platform go there). The entry rule applies, without leaving the sponsor's site: a retry
 * happens inside, coming soon shows coming soon, and a company that receives at its 2D booth shows its
 * profile with a link to the booth on the platform (the sponsor embeds its profile on purpose).
 * The selected tab stays inside the element; an HCP refusal hides the content and says why.
 *
 * Texts: those of ExhibitorProfile and ProfileStates.
 */
import { useEffect, useMemo, useState } from 'react';
import { platformHref, PlatformLinksProvider } from '../../../ui/platformLinks';
import { ExhibitorProfile } from './ExhibitorProfile/ExhibitorProfile';
import { ProfileComingSoon, ProfileError, ProfileLoading, ProfileNotFound } from './ProfileStates/ProfileStates';
import { profileTab, type ProfileTab } from './ProfileTabs/ProfileTabs';
import { useProfileDecision } from './useCompanyProfile';

export interface ExhibitorProfileElementProps {
  companyAccountId?: string;
  tab?: string;
  platformUrl?: string;
}

export function ExhibitorProfileElement({ companyAccountId, tab, platformUrl }: ExhibitorProfileElementProps) {
  const toHref = useMemo(() => (path: string) => platformHref(platformUrl, path), [platformUrl]);
  useEffect(() => {
    if (!companyAccountId) console.warn('[vmx] <vmx-exhibitor-profile>: no company-account-id');
  }, [companyAccountId]);
  return (
    <PlatformLinksProvider toHref={toHref}>
      <ElementProfile key={companyAccountId ?? ''} companyAccountId={companyAccountId?.trim() ?? ''} tab={tab} />
    </PlatformLinksProvider>
  );
}

function ElementProfile({ companyAccountId, tab }: { companyAccountId: string; tab?: string }) {
  const [requestedId, setRequestedId] = useState(companyAccountId);
  const [selected, setSelected] = useState<ProfileTab | null>(() => profileTab(tab));
  // The attribute wins when it changes.
  useEffect(() => setSelected(profileTab(tab)), [tab]);
  const decision = useProfileDecision(requestedId);
  const retryId = decision.kind === 'retry' ? decision.companyAccountId : null;
  useEffect(() => {
    if (retryId !== null) setRequestedId(retryId);
  }, [retryId]);

  switch (decision.kind) {
    case 'error':
      return <ProfileError onRetry={decision.retry} />;
    case 'not-found':
      return <ProfileNotFound />;
    case 'coming-soon':
      return <ProfileComingSoon />;
    case 'booth':
    case 'profile':
      return decision.profile ? (
        // Leaving after a refusal: the profile itself shows the refusal message in place of the content.
        <ExhibitorProfile
          profile={decision.profile}
          tab={selected}
          onTabChange={setSelected}
          onLeave={() => undefined}
          boothLink={decision.kind === 'booth'}
        />
      ) : (
        <ProfileNotFound />
      );
    default:
      return <ProfileLoading />;
  }
}
