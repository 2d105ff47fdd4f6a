/** A company's 2D booth (CompanyAccountVMXBooth), through the event context's QueryClient; 404: none. */
import { useQuery } from '@tanstack/react-query';
import { getCompanyBooth } from '../../../api/exhibition';
import { HttpError } from '../../../api/http';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useCompanyBooth(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'booth', companyAccountId),
    queryFn: ({ signal }) => getCompanyBooth(context.http, eventId ?? 0, language, companyAccountId, signal),
    enabled: eventId !== null && companyAccountId !== '',
    // A missing booth stays missing: asking again would only delay the not-found state.
    retry: (count, error) => !(error instanceof HttpError && (error.status === 404 || error.status === 400)) && count < 2,
  });
}
