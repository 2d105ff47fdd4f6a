/** Where a company's profile is: the platform's profile page, for companies that are public. */
import { useCallback } from 'react';
import type { CompanyAccount } from '../../contracts';
import { useRouteHref } from '../../ui/platformLinks';

export function useProfileHref(): (account: CompanyAccount) => string | null {
  const href = useRouteHref();
  return useCallback((account) => (account.isPublic ? href('ProfilePage', { companyAccountId: account.CompanyAccountId }) : null), [href]);
}
