/**
 * A company's 2D booth (CompanyAccountVMXBooth), through the event context's QueryClient; 404: none. An
 * HCP-only company's video and file addresses are the signed-in healthcare professional's, so the user's
 * token and HCP flag are part of the key.
 */
import { useQuery } from '@tanstack/react-query';
import { getCompanyBooth } from '../../../api/exhibition';
import { HttpError } from '../../../api/http';
import { useUserAccessData } from '../../../store/accessData';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useCompanyBooth(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const hcp = useUserAccessData().user?.HealthCareProfessional === true;
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'booth', companyAccountId, token, hcp),
    queryFn: ({ signal }) => getCompanyBooth(context.http, eventId ?? 0, language, companyAccountId, signal),
    enabled: eventId !== null && companyAccountId !== '',
    // A missing booth stays missing: asking again would only delay the not-found state.
    retry: (count, error) => !(error instanceof HttpError && (error.status === 404 || error.status === 400)) && count < 2,
  });
}
