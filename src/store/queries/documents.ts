/**
 * The queries of the documents service (src/api/documents.ts): the signed-in user's documents (keyed by
 * the user, so another user's list is never shown from the cache) and the terms and conditions.
 */
import { queryOptions } from '@tanstack/react-query';
import { getTermsAndConditions, getUserDocuments } from '../../api/documents';
import { scopeKey, type QueryScope } from './keys';

/** Every user's documents query: saving a form invalidates it. */
const userDocumentsKey = (scope: QueryScope) => [...scopeKey(scope), 'myarea-documents'] as const;

export const documentsQueries = {
  userDocumentsKey,

  userDocuments: (scope: QueryScope, userId: number | null) =>
    queryOptions({
      queryKey: [...userDocumentsKey(scope), userId] as const,
      queryFn: ({ signal }) => getUserDocuments(scope.http, scope.event, signal),
      select: (documents) => (Array.isArray(documents) ? documents : []),
    }),

  /** The event's terms (with its id) or the platform's, in the scope's language. */
  terms: (scope: QueryScope, termsOf: 'event' | 'default', eventId: number | null) =>
    queryOptions({
      queryKey: [...scopeKey(scope), 'terms', termsOf] as const,
      queryFn: ({ signal }) =>
        getTermsAndConditions(
          scope.http,
          { context: termsOf, language: scope.language, ...(termsOf === 'event' && eventId !== null ? { contextId: eventId } : {}) },
          signal,
        ),
      staleTime: Infinity,
      select: (entries) => (Array.isArray(entries) ? entries : []),
    }),
};
