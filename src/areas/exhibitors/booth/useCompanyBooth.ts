/**
 * A company's 2D booth (CompanyAccountVMXBooth), through the event context's QueryClient; 404: none. An
 * HCP-only company's video and file addresses are the signed-in healthcare professional's, so the user's
 * token and HCP flag are part of the key.
 */
import { useQuery } from '@tanstack/react-query';
import { useUserAccessData } from '../../../store/accessData';
import { queryScope } from '../../../store/queries/keys';
import { companyQueries } from '../../../store/queries/company';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useCompanyBooth(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const hcp = useUserAccessData().user?.HealthCareProfessional === true;
  return useQuery({
    ...companyQueries.booth(queryScope(context, language), companyAccountId, eventId, token, hcp),
    enabled: eventId !== null && companyAccountId !== '',
  });
}
