/**
 * Typed calls of my area's documents and the terms (docs/rules/content-areas.md section 7, "Documents and terms").
 * UserDocument (the file download) is ours: the spec's list names no download path.
 */
import type { Http } from './http';
import type { TermsEntry, UserDocument } from '../contracts';

/** The signed-in user's documents and forms for an event. */
export function getUserDocuments(http: Http, eventShort: string, signal?: AbortSignal) {
  return http.get<UserDocument[]>(
    '/api/custominterfaces/oauth/LandingPage/UserDocumentsV2',
    { context: 'Event', shortName: eventShort },
    signal,
  );
}

/** One of the signed-in user's files, as a Blob (a plain link could not carry the bearer token). */
export function downloadUserDocument(http: Http, documentId: number): Promise<Blob> {
  return http.request<Blob>('GET', '/api/custominterfaces/oauth/LandingPage/UserDocument', { query: { id: documentId }, as: 'blob' });
}

/** The terms and conditions and privacy policy entries: of the platform (default) or of an event. */
export function getTermsAndConditions(
  http: Http,
  scope: { context: 'default' | 'event'; language: string; contextId?: number },
  signal?: AbortSignal,
) {
  return http.get<TermsEntry[]>(
    '/api/custominterfaces/oauth/UserConsent/TermsAndConditions',
    { pContext: scope.context, pLanguage: scope.language, pContextId: scope.contextId },
    signal,
  );
}
