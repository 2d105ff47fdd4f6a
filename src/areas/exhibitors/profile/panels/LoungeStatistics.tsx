/**
 * In the company's lounge, for its own staff only (as LoungeConversations decides it: the signed-in user's profile or
 * ticket names the company): the company's statistics (statistics/CompanyStatistics, issue 23), whose code and chart
 * library load only then. The server checks again (403 for anyone else).
 */
import type { CompanyProfile } from '../../../../contracts';
import { lazyComponent } from '../../../../ui/lazyPage';
import { useEventId, useIsCompanyStaff } from '../useCompanyProfile';

const CompanyStatistics = /* @__PURE__ */ lazyComponent<{ companyAccountId: string; eventId: number }>(
  () => import('../statistics/CompanyStatistics'),
);

export function LoungeStatistics({ profile }: { profile: CompanyProfile }) {
  const staff = useIsCompanyStaff(profile.CompanyAccountId);
  const eventId = useEventId();
  if (!staff || eventId === null) return null;
  return <CompanyStatistics companyAccountId={profile.CompanyAccountId} eventId={eventId} />;
}
