/**
 * The event's products (ExhibitiorProductsForEvent), through the event context's QueryClient. The server
 * leaves HCP-only companies' products out unless the signed-in user's profile says healthcare
 * professional, so the user's token and that flag are part of the key: signing in or answering the HCP
 * question loads them again.
 */
import { useQuery } from '@tanstack/react-query';
import { getEventProducts } from '../../../api/exhibition';
import { useUserAccessData } from '../../../store/accessData';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventProducts() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const hcp = useUserAccessData().user?.HealthCareProfessional === true;
  return useQuery({
    queryKey: eventQueryKey(context, language, 'exhibitors', 'products', 'event', token, hcp),
    queryFn: ({ signal }) => getEventProducts(context.http, eventId ?? 0, language, signal),
    enabled: eventId !== null,
  });
}
