/**
 * The profile's states besides the profile itself: loading, a failed load with a retry, an unknown company
 * (with a way back to the exhibitor list), coming soon, the booth (in an element: a link to the booth on the
 * platform instead of leaving the sponsor's site, shown above the profile) and an HCP refusal.
 *
 * Texts: exhibitors.profile.loading, .error, .back, exhibitors.retry, exhibitors.notFound,
 * exhibitors.comingSoon.*, exhibitorProfile.toBooth, .boothMoved, .hcp.refused. Theme tokens: those of
 * ProfileStates.styles. Parts: exhibitor-profile-state.
 */
import { useTexts } from '../../../../store/react';
import { useRouteHref } from '../../../../ui/platformLinks';
import { PROFILE_TEXTS } from '../texts';
import { RetryButton, StateBox } from './ProfileStates.styles';

export function ProfileLoading() {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <p role="status" data-profile-state="loading">
      {t('exhibitors.profile.loading')}
    </p>
  );
}

export function ProfileError({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <div role="alert" data-profile-state="error">
      <p>{t('exhibitors.profile.error')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('exhibitors.retry')}
      </RetryButton>
    </div>
  );
}

function BackToList() {
  const t = useTexts(PROFILE_TEXTS);
  const href = useRouteHref();
  return (
    <p>
      <a href={href('IndustryLanding')}>{t('exhibitors.profile.back')}</a>
    </p>
  );
}

export function ProfileNotFound() {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <StateBox part="exhibitor-profile-state" data-profile-state="not-found">
      <h2>{t('exhibitors.notFound')}</h2>
      <BackToList />
    </StateBox>
  );
}

export function ProfileComingSoon() {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <StateBox part="exhibitor-profile-state" data-profile-state="coming-soon">
      <h2>{t('exhibitors.comingSoon.title')}</h2>
      <p>{t('exhibitors.comingSoon.text')}</p>
      <BackToList />
    </StateBox>
  );
}

/** In an element: the company receives at its 2D booth, which lives on the platform (a link, the sponsor's site stays). */
export function ProfileBoothLink({ companyAccountId, name }: { companyAccountId: string; name: string }) {
  const t = useTexts(PROFILE_TEXTS);
  const href = useRouteHref();
  return (
    <p data-profile-state="booth">
      {t('exhibitorProfile.boothMoved')}{' '}
      <a href={href('BoothPage', {}, { id: companyAccountId })}>{t('exhibitorProfile.toBooth', { name })}</a>
    </p>
  );
}

export function ProfileHcpRefused() {
  const t = useTexts(PROFILE_TEXTS);
  return (
    <StateBox part="exhibitor-profile-state" data-profile-state="hcp-refused">
      <p>{t('exhibitorProfile.hcp.refused')}</p>
      <BackToList />
    </StateBox>
  );
}
