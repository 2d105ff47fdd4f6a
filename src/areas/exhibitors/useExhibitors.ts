/**
 * The exhibitors area's reads (docs/rules/content-areas.md section 7, "Exhibitors and symposia"), through the event
 * context's QueryClient: the exhibitor list is loaded once per event and language and shared by every
 * element and page that shows it.
 */
import { useQuery } from '@tanstack/react-query';
import { companyAccountsCall } from '../../core/eventKeys';
import { exhibitionQueries } from '../../store/queries/exhibition';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

/** The language the event's texts are loaded in (the lists follow it). */
export function useExhibitorsLanguage(): string {
  return useEventState((state) => state.loadedLanguage ?? state.language);
}

/**
 * The event's exhibitors; data stays undefined until the event is known and the list is in. config_json
 * useCompanyAccountsV2 (docs/rules/shell-access-identity.md section 3) switches the call to CompanyAccountsV2.
 */
export function useCompanyAccounts() {
  const context = useEventContext();
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const call = useEventState((state) => companyAccountsCall(state.config.raw));
  const language = useExhibitorsLanguage();
  return useQuery({ ...exhibitionQueries.accounts(queryScope(context, language), eventId, call), enabled: eventId !== null });
}
