/**
 * The queries of the exhibition service's event lists (src/api/exhibition.ts), all under 'exhibitors'. The server answers
 * some of them per caller (an HCP-only company's products, booth and lists are a healthcare professional's),
 * so those keys carry the user's token, and the HCP flag where the server reads it. One company's reads, which
 * only its profile and booth pages make, are in company.ts.
 */
import { queryOptions, type Query } from '@tanstack/react-query';
import { getCompanyAccounts, getEventMeetings, getEventProducts, getSymposia } from '../../api/exhibition';
import { keyAfterScope, scopeKey, type QueryScope } from './keys';

/** Every exhibition query of the scope (company.ts's too). */
const all = (scope: QueryScope) => [...scopeKey(scope), 'exhibitors'] as const;

export const exhibitionQueries = {
  all,

  /** Every list of products (the event's, a company's): a product's new rating changes their numbers. */
  isProducts: (query: Query) => {
    const rest = keyAfterScope(query.queryKey);
    return rest[0] === 'exhibitors' && rest.includes('products');
  },

  /** The exhibitor list; the second version (config_json useCompanyAccountsV2) has a key of its own. */
  accounts: (scope: QueryScope, eventId: number | null, call: 'CompanyAccounts' | 'CompanyAccountsV2' = 'CompanyAccounts') =>
    queryOptions({
      queryKey: call === 'CompanyAccountsV2' ? ([...all(scope), 'accounts', 'V2'] as const) : ([...all(scope), 'accounts'] as const),
      queryFn: ({ signal }) => getCompanyAccounts(scope.http, eventId ?? 0, scope.language, signal, call),
    }),

  /** The event's products: HCP-only companies' are left out unless the user's profile says healthcare professional. */
  eventProducts: (scope: QueryScope, eventId: number | null, token: string | null, hcp: boolean) =>
    queryOptions({
      queryKey: [...all(scope), 'products', 'event', token, hcp] as const,
      queryFn: ({ signal }) => getEventProducts(scope.http, eventId ?? 0, scope.language, signal),
    }),

  eventMeetings: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'meetings', 'event'] as const,
      queryFn: ({ signal }) => getEventMeetings(scope.http, eventId ?? 0, scope.language, signal),
    }),

  symposia: (scope: QueryScope, eventId: number | null) =>
    queryOptions({
      queryKey: [...all(scope), 'symposia'] as const,
      queryFn: ({ signal }) => getSymposia(scope.http, eventId ?? 0, scope.language, signal),
    }),
};
