/**
 * One company's reads of the exhibition service (src/api/exhibition.ts): its profile (null when there is
 * none), the lists behind its tabs, its booth, lounge and chat, under exhibitionQueries.all. The server
 * answers them per caller (an HCP-only company's are a healthcare professional's), so they carry the user's
 * token, and the booth the HCP flag.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getChatModel,
  getCompanyBooth,
  getCompanyMeetings,
  getCompanyPresentations,
  getCompanyProducts,
  getCompanyProfile,
  getCompanySymposia,
  getCompanyWebcasts,
  getExhibitorLounge,
} from '../../api/exhibition';
import { HttpError } from '../../api/http';
import type { CompanyProfile } from '../../contracts';
import { exhibitionQueries } from './exhibition';
import type { QueryScope } from './keys';

const all = exhibitionQueries.all;

export const companyQueries = {
  /** A company's 2D booth; a missing one stays missing (asking again would only delay the not-found state). */
  booth: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null, hcp: boolean) =>
    queryOptions({
      queryKey: [...all(scope), 'booth', companyAccountId, token, hcp] as const,
      queryFn: ({ signal }) => getCompanyBooth(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
      retry: (count, error) => !(error instanceof HttpError && (error.status === 404 || error.status === 400)) && count < 2,
    }),

  /** One company's profile; null when the server has none (404). */
  profile: (scope: QueryScope, companyAccountId: string, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId] as const,
      queryFn: async ({ signal }): Promise<CompanyProfile | null> => {
        try {
          return await getCompanyProfile(scope.http, eventId ?? 0, scope.language, companyAccountId, signal);
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }
      },
    }),

  /** The lists behind a profile's tabs (their counts decide which tabs exist), as the token's holder sees them. */
  products: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId, 'products', token] as const,
      queryFn: ({ signal }) => getCompanyProducts(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
    }),

  meetings: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId, 'meetings', token] as const,
      queryFn: ({ signal }) => getCompanyMeetings(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
    }),

  webcasts: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId, 'webcasts', token] as const,
      queryFn: ({ signal }) => getCompanyWebcasts(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
    }),

  presentations: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId, 'presentations', token] as const,
      queryFn: ({ signal }) => getCompanyPresentations(scope.http, eventId ?? 0, scope.language, companyAccountId, signal),
    }),

  /** A company's public symposia. */
  symposia: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'profile', companyAccountId, 'symposia', token] as const,
      queryFn: ({ signal }) => getCompanySymposia(scope.http, eventId ?? 0, scope.language, companyAccountId, true, signal),
    }),

  /**
   * The lounge: its path says de-DE (docs/rules/content-areas.md section 7), and the page's language goes along
   * as ?language (ours), so the lounge reads in the page's language; its MeetingUrl is for signed-in users.
   */
  lounge: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), 'lounge', companyAccountId, token] as const,
      queryFn: ({ signal }) => getExhibitorLounge(scope.http, eventId ?? 0, companyAccountId, scope.language, signal),
    }),

  /** The chat model (the signed-in user's restore id), in no language. */
  chat: (scope: QueryScope, companyAccountId: string, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all({ ...scope, language: '' }), 'chat', companyAccountId, token] as const,
      queryFn: ({ signal }) => getChatModel(scope.http, eventId ?? 0, companyAccountId, signal),
    }),
};
