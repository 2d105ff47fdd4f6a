/**
 * The event's products (ExhibitiorProductsForEvent), through the event context's QueryClient. The server
 * leaves HCP-only companies' products out unless the signed-in user's profile says healthcare
 * professional, so the user's token and that flag are part of the key: signing in or answering the HCP
 * question loads them again.
 */
import { useQuery } from '@tanstack/react-query';
import { useUserAccessData } from '../../../store/accessData';
import { queryScope } from '../../../store/queries/keys';
import { exhibitionQueries } from '../../../store/queries/exhibition';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventProducts() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const hcp = useUserAccessData().user?.HealthCareProfessional === true;
  return useQuery({ ...exhibitionQueries.eventProducts(queryScope(context, language), eventId, token, hcp), enabled: eventId !== null });
}
