/**
 * The profile's reads (docs/rules/content-areas.md section 7, "Exhibitors and symposia"), through the event context's
 * QueryClient, and the entry rule (section 2) applied to the loaded profile.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CompanyProfile } from '../../../contracts';
import { profileEntry, type ProfileEntry } from '../../../core/exhibitors';
import { readInitialLoginStamp } from '../../../store/initialLoginStamp';
import { queryScope } from '../../../store/queries/keys';
import { companyQueries } from '../../../store/queries/company';
import { useUserAccessData } from '../../../store/accessData';
import { useEventContext, useEventState } from '../../../store/react';
import { useExhibitorsLanguage } from '../useExhibitors';

export function useEventId(): number | null {
  return useEventState((state) => state.details?.Id ?? null);
}

/** One company's profile; null when the server has none (404). */
export function useCompanyProfile(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventId();
  const language = useExhibitorsLanguage();
  return useQuery({
    ...companyQueries.profile(queryScope(context, language), companyAccountId, eventId),
    enabled: eventId !== null && companyAccountId !== '',
  });
}

export type ProfileDecision =
  { kind: 'loading' } | { kind: 'error'; retry: () => void } | (ProfileEntry & { profile: CompanyProfile | null });

/**
 * The entry rule for the requested id: loads the profile and decides once it is in. `now` and the
 * initial-login stamp are read when the answer arrives (the decision is taken then, not on every render).
 */
export function useProfileDecision(requestedId: string): ProfileDecision {
  const context = useEventContext();
  const preview = useEventState((state) => state.preview);
  const query = useCompanyProfile(requestedId);
  const { data, dataUpdatedAt } = query;
  // A decision per answer (dataUpdatedAt names it): taken again when a new answer arrives, not on every render.
  const decided = useMemo(() => {
    if (data === undefined) return null;
    const entry = profileEntry({
      requestedId,
      profile: data,
      now: Date.now(),
      initialLoginStamp: readInitialLoginStamp(context.instance),
      preview,
    });
    return { answeredAt: dataUpdatedAt, entry };
  }, [data, dataUpdatedAt, requestedId, context.instance, preview]);
  if (decided) return { ...decided.entry, profile: data ?? null };
  if (query.isError) return { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading' };
}

/**
 * The lists behind the tabs, loaded when the profile is shown (their counts decide which tabs exist). The
 * server answers per caller (an HCP-only company's lists are a healthcare professional's), so the user's
 * token is part of the key: signing in or out loads them again.
 */
export function useProfileLists(profile: CompanyProfile, enabled: boolean) {
  const context = useEventContext();
  const eventId = useEventId() ?? 0;
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  const id = profile.CompanyAccountId;
  const scope = queryScope(context, language);
  const products = useQuery({ ...companyQueries.products(scope, id, eventId, token), enabled });
  const meetings = useQuery({ ...companyQueries.meetings(scope, id, eventId, token), enabled });
  const webcasts = useQuery({ ...companyQueries.webcasts(scope, id, eventId, token), enabled });
  const presentations = useQuery({ ...companyQueries.presentations(scope, id, eventId, token), enabled });
  const symposia = useQuery({ ...companyQueries.symposia(scope, id, eventId, token), enabled });
  return { products, meetings, webcasts, presentations, symposia };
}

export type ProfileLists = ReturnType<typeof useProfileLists>;

/**
 * The lounge in the page's language (its path says de-DE, section 7; the language goes as ?language), loaded when
 * its tab opens; its MeetingUrl is for signed-in users.
 */
export function useLounge(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventId() ?? 0;
  const language = useExhibitorsLanguage();
  const token = useEventState((state) => state.user?.accessToken ?? null);
  return useQuery(companyQueries.lounge(queryScope(context, language), companyAccountId, eventId, token));
}

/** The chat model (the signed-in user's restore id), loaded when the chat tab opens. */
export function useChatModel(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventId() ?? 0;
  const token = useEventState((state) => state.user?.accessToken ?? null);
  return useQuery(companyQueries.chat(queryScope(context, ''), companyAccountId, eventId, token));
}

/**
 * Whether the signed-in user is a member of the company's staff: their profile (GET /api/Core/User) or one of their
 * booked tickets names the company (CompanyAccountId), as the server decides who answers for a company. Both are the
 * reads the access flow shares (store/accessData.ts).
 */
export function useIsCompanyStaff(companyAccountId: string): boolean {
  const { user, tickets } = useUserAccessData();
  const company = companyAccountId.toLowerCase();
  const names = (id: string | null | undefined) => typeof id === 'string' && id.toLowerCase() === company;
  return names(user?.CompanyAccountId) || (tickets.status === 'ok' && tickets.tickets.some((ticket) => names(ticket.CompanyAccountId)));
}
