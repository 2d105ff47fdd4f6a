/**
 * One company's profile (docs/rules/content-areas.md sections 2, 3, 4 and 7): the HCP confirmation first for an
 * HCP-only company, then logo, name, sponsor type, booths, tags, the sanitised description, website,
 * contact, address, the booth guru, and the tabs that have content. The host (page or element) owns the selected
 * tab and what leaving after an HCP refusal means.
 *
 * Ours: the view count is the company's figure, not the visitor's: docs/rules/content-areas.md section 7 only
 * counts views (SetCompanyAccountViewCount) and asks no one to show them, so a visitor never sees it (a public
 * "0 views" tells a visitor nothing and discourages the sponsor); the company sees it in preview.
 *
 * Texts: exhibitors.*, exhibitorProfile.* (PROFILE_TEXTS), sponsorType.*. Theme tokens: those of ExhibitorProfile.styles.
 * Parts: exhibitor-profile.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { CompanyProfile } from '../../../../contracts';
import { boothLabelKey, sortedBoothNumbers } from '../../../../core/exhibitors';
import { safeExternalUrl, safeHref } from '../../../../core/url';
import { useEventContext, useEventState, useTexts } from '../../../../store/react';
import { track } from '../../../../store/track';
import { SPONSOR_TYPE_TEXTS, sponsorTypeName } from '../../../../core/exhibitors/sponsorTypes';
import { SanitizedHtml } from '../../../../ui/SanitizedHtml';
import { useSignInHref } from '../../../../ui/useSignInHref';
import { BoothGuru } from '../BoothGuru/BoothGuruDialog';
import { HcpDialog } from '../HcpDialog/HcpDialog';
import {
  ChatPanel,
  FilesPanel,
  LoungePanel,
  MeetingsPanel,
  PresentationsPanel,
  ProductsPanel,
  SymposiaPanel,
  WebcastsPanel,
} from '../panels/Panels';
import { ProfileBoothLink, ProfileHcpRefused, ProfileLoading } from '../ProfileStates/ProfileStates';
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from '../ProfileTabs/ProfileTabs';
import { PROFILE_TEXTS } from '../texts';
import { useProfileLists, type ProfileLists } from '../useCompanyProfile';
import { useHcpGate } from '../useHcpGate';
import { useProfileViewCount } from '../useProfileViewCount';
import { Badges, Facts, Head, ProfileArticle } from './ExhibitorProfile.styles';

export interface ExhibitorProfileProps {
  profile: CompanyProfile;
  /** The requested tab (the address's page segment or the element's attribute); unknown or absent: profile. */
  tab: ProfileTab | null;
  onTabChange: (tab: ProfileTab) => void;
  /** After a refusal or Close in the HCP dialog: <vmx-app> goes back or home; the element hides the content. */
  onLeave: () => void;
  /** In an element, for a company that receives at its 2D booth: a link to the booth on the platform. */
  boothLink?: boolean;
  /** Under the name: what the host adds (the profile page's QR code button). */
  actions?: ReactNode;
}

export function ExhibitorProfile({ profile, tab, onTabChange, onLeave, boothLink = false, actions }: ExhibitorProfileProps) {
  const gate = useHcpGate(profile);
  const open = gate.state === 'open';
  // Nothing of the company (lists, view count) before the HCP answer.
  const lists = useProfileLists(profile, open);
  useProfileViewCount(open ? profile.CompanyAccountId : null);

  if (gate.state === 'waiting') return <ProfileLoading />;
  if (gate.state === 'refused') return <ProfileHcpRefused />;
  if (gate.state === 'ask') {
    const leave = () => {
      gate.refuse();
      onLeave();
    };
    return (
      <HcpDialog
        config={profile.HcpConfig}
        onAnswer={async (accepted) => {
          await gate.answer(accepted);
          if (!accepted) onLeave();
        }}
        onLeave={leave}
      />
    );
  }
  return <ProfileContent profile={profile} lists={lists} tab={tab} onTabChange={onTabChange} boothLink={boothLink} actions={actions} />;
}

// The exhibitor's charity challenges: their own chunk, so the profile's first paint does not wait for them.
const ExhibitorChallenges = lazy(() =>
  import('../ExhibitorChallenges/ExhibitorChallenges').then((module) => ({ default: module.ExhibitorChallenges })),
);

/** The tabs that have something to show (the lists' tabs once their counts are in). */
function visibleTabs(profile: CompanyProfile, lists: ProfileLists): ProfileTab[] {
  const has: Record<ProfileTab, boolean> = {
    profile: true,
    products: (lists.products.data?.length ?? 0) > 0,
    meetings: (lists.meetings.data?.length ?? 0) > 0,
    webcasts: (lists.webcasts.data?.length ?? 0) > 0,
    presentations: (lists.presentations.data?.length ?? 0) > 0,
    symposia: (lists.symposia.data?.length ?? 0) > 0,
    lounge: profile.HasLounge,
    chat: profile.HasChat,
    files: profile.DistributionFiles.some((file) => safeExternalUrl(file.Url) !== null),
  };
  return PROFILE_TABS.filter((tab) => has[tab]);
}

function ProfileContent({
  profile,
  lists,
  tab,
  onTabChange,
  boothLink,
  actions,
}: {
  profile: CompanyProfile;
  lists: ProfileLists;
  tab: ProfileTab | null;
  onTabChange: (tab: ProfileTab) => void;
  boothLink: boolean;
  actions: ReactNode;
}) {
  const t = useTexts(PROFILE_TEXTS);
  const sponsorTypes = useTexts(SPONSOR_TYPE_TEXTS);
  const tabs = visibleTabs(profile, lists);
  // A requested list tab stays selected while its list loads (so a reload keeps it).
  const selected: ProfileTab = tab && (tabs.includes(tab) || isLoadingTab(tab, lists)) ? tab : 'profile';
  const booths = sortedBoothNumbers(profile);
  const logo = safeHref(profile.LogoPath);
  const signedIn = useEventState((state) => state.user !== null);
  const signInHref = useSignInHref();
  const context = useEventContext();
  const preview = useEventState((state) => state.preview);
  // A tab viewed (profile-tab; ours, issue 23); not in preview, as the view count: the company is not a visitor.
  useEffect(() => {
    if (!preview) track(context, { kind: 'profile-tab', targetType: 'company', targetId: profile.CompanyAccountId, element: selected });
  }, [context, preview, profile.CompanyAccountId, selected]);

  return (
    <ProfileArticle part="exhibitor-profile" data-company={profile.CompanyAccountId}>
      <Head>
        {logo && <img src={logo} alt={t('exhibitors.card.logo', { name: profile.Name })} />}
        <div>
          <h2>{profile.Name}</h2>
          <Badges>
            {profile.SponsorType && <span>{sponsorTypeName(sponsorTypes, profile.SponsorType)}</span>}
            {booths.length > 0 && (
              <span data-booths>
                {t(boothLabelKey(booths.length))} {booths.join(', ')}
              </span>
            )}
          </Badges>
          {actions}
        </div>
      </Head>
      {boothLink && <ProfileBoothLink companyAccountId={profile.CompanyAccountId} name={profile.Name} />}
      {profile.HcpOnly && !signedIn && (
        // The server hands an HCP-only company's lists to signed-in healthcare professionals only.
        <p data-hcp-sign-in>
          {t('exhibitorProfile.hcp.signInFirst')} <a href={signInHref}>{t('exhibitorProfile.signIn')}</a>
        </p>
      )}
      {profile.HasBoothGuru && (
        <div>
          <BoothGuru profile={profile} />
        </div>
      )}
      <ProfileTabs tabs={tabs} selected={selected} onSelect={onTabChange}>
        <TabContent tab={selected} profile={profile} lists={lists} />
      </ProfileTabs>
      <Suspense fallback={null}>
        <ExhibitorChallenges companyAccountId={profile.CompanyAccountId} />
      </Suspense>
    </ProfileArticle>
  );
}

function isLoadingTab(tab: ProfileTab, lists: ProfileLists): boolean {
  return (
    (tab === 'products' || tab === 'meetings' || tab === 'webcasts' || tab === 'presentations' || tab === 'symposia') &&
    lists[tab].isPending
  );
}

function TabContent({ tab, profile, lists }: { tab: ProfileTab; profile: CompanyProfile; lists: ProfileLists }) {
  switch (tab) {
    case 'products':
      return <ProductsPanel query={lists.products} />;
    case 'meetings':
      return <MeetingsPanel query={lists.meetings} />;
    case 'webcasts':
      return <WebcastsPanel query={lists.webcasts} companyAccountId={profile.CompanyAccountId} />;
    case 'presentations':
      return <PresentationsPanel query={lists.presentations} />;
    case 'symposia':
      return <SymposiaPanel query={lists.symposia} />;
    case 'lounge':
      return <LoungePanel profile={profile} />;
    case 'chat':
      return <ChatPanel profile={profile} />;
    case 'files':
      return <FilesPanel profile={profile} />;
    default:
      return <ProfileDetails profile={profile} />;
  }
}

function ProfileDetails({ profile }: { profile: CompanyProfile }) {
  const t = useTexts(PROFILE_TEXTS);
  const preview = useEventState((state) => state.preview);
  const website = safeExternalUrl(profile.Website);
  const email = profile.ContactEmail?.trim() || null;
  const phone = profile.Phone?.trim() || null;
  return (
    <div data-panel-content="profile">
      {profile.Description && <SanitizedHtml html={profile.Description} part="exhibitor-description" />}
      <Facts>
        {(profile.Tags ?? []).length > 0 && (
          <>
            <dt>{t('exhibitorProfile.tags')}</dt>
            <dd>{profile.Tags.join(', ')}</dd>
          </>
        )}
        {website && (
          <>
            <dt>{t('exhibitorProfile.website')}</dt>
            <dd>
              <a href={website} target="_blank" rel="noopener noreferrer">
                {website}
              </a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt>{t('exhibitors.profile.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt>{t('exhibitors.profile.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
            </dd>
          </>
        )}
        {profile.Address && (
          <>
            <dt>{t('exhibitors.profile.address')}</dt>
            <dd>{profile.Address}</dd>
          </>
        )}
      </Facts>
      {preview && <p data-views>{t('exhibitors.profile.views', { count: profile.ViewCount })}</p>}
    </div>
  );
}
