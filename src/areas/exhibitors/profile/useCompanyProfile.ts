/**
 * The profile's reads (docs/rules/content-areas.md section 7, "Exhibitors and symposia"), through the event context's
 * QueryClient, and the entry rule (section 2) applied to the loaded profile.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getChatModel,
  getCompanyMeetings,
  getCompanyPresentations,
  getCompanyProducts,
  getCompanyProfile,
  getCompanySymposia,
  getCompanyWebcasts,
  getExhibitorLounge,
} from '../../../api/exhibition';
import { HttpError } from '../../../api/http';
import type { CompanyProfile } from '../../../api/types';
import { profileEntry, type ProfileEntry } from '../../../core/exhibitors';
import { readInitialLoginStamp } from '../../../store/initialLoginStamp';
import { eventQueryKey } from '../../../store/loadEvent';
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
    queryKey: eventQueryKey(context, language, 'exhibitors', 'profile', companyAccountId),
    queryFn: async ({ signal }): Promise<CompanyProfile | null> => {
      try {
        return await getCompanyProfile(context.http, eventId ?? 0, language, companyAccountId, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
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
  const entry = useMemo(() => {
    if (data === undefined) return null;
    return profileEntry({
      requestedId,
      profile: data,
      now: Date.now(),
      initialLoginStamp: readInitialLoginStamp(context.instance),
      preview,
    });
    // dataUpdatedAt: decide again only when a new answer arrives.
  }, [data, dataUpdatedAt, requestedId, context.instance, preview]);
  if (entry) return { ...entry, profile: data ?? null };
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
  const key = (what: string) => eventQueryKey(context, language, 'exhibitors', 'profile', id, what, token);
  const products = useQuery({
    queryKey: key('products'),
    queryFn: ({ signal }) => getCompanyProducts(context.http, eventId, language, id, signal),
    enabled,
  });
  const meetings = useQuery({
    queryKey: key('meetings'),
    queryFn: ({ signal }) => getCompanyMeetings(context.http, eventId, language, id, signal),
    enabled,
  });
  const webcasts = useQuery({
    queryKey: key('webcasts'),
    queryFn: ({ signal }) => getCompanyWebcasts(context.http, eventId, language, id, signal),
    enabled,
  });
  const presentations = useQuery({
    queryKey: key('presentations'),
    queryFn: ({ signal }) => getCompanyPresentations(context.http, eventId, language, id, signal),
    enabled,
  });
  const symposia = useQuery({
    queryKey: key('symposia'),
    queryFn: ({ signal }) => getCompanySymposia(context.http, eventId, language, id, true, signal),
    enabled,
  });
  return { products, meetings, webcasts, presentations, symposia };
}

export type ProfileLists = ReturnType<typeof useProfileLists>;

/** The lounge (always asked for in de-DE, section 7), loaded when its tab opens; its MeetingUrl is for signed-in users. */
export function useLounge(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventId() ?? 0;
  const token = useEventState((state) => state.user?.accessToken ?? null);
  return useQuery({
    queryKey: eventQueryKey(context, 'de-DE', 'exhibitors', 'lounge', companyAccountId, token),
    queryFn: ({ signal }) => getExhibitorLounge(context.http, eventId, companyAccountId, signal),
  });
}

/** The chat model (the signed-in user's restore id), loaded when the chat tab opens. */
export function useChatModel(companyAccountId: string) {
  const context = useEventContext();
  const eventId = useEventId() ?? 0;
  const token = useEventState((state) => state.user?.accessToken ?? null);
  return useQuery({
    queryKey: eventQueryKey(context, '', 'exhibitors', 'chat', companyAccountId, token),
    queryFn: ({ signal }) => getChatModel(context.http, eventId, companyAccountId, signal),
  });
}
