/**
 * A session's or presentation's notes and comments, and a session's ratings (src/api/programme.ts), read only
 * on those pages. Notes carry the user, a rating the reader; each write invalidates its target's reads.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { getNotes, getSessionRating, type NoteTarget } from '../../api/programme';
import { scopeKey, type QueryScope } from './keys';

const targetKey = (target: NoteTarget) => ('sessionId' in target ? `session:${target.sessionId}` : `presentation:${target.presentationId}`);

/** Every notes (or comments) query of a session or presentation, whoever reads it: what a write invalidates. */
const notesKey = (scope: QueryScope, target: NoteTarget) => [...scopeKey(scope), 'notes', targetKey(target)] as const;

/** Every rating query of a session, whoever reads it: what sending a rating invalidates. */
const ratingKey = (scope: QueryScope, sessionId: number) => [...scopeKey(scope), 'sessionRating', sessionId] as const;

/** A session's or presentation's notes and comments; each write invalidates its target's reads. */
export const notesQueries = {
  notesKey,
  /** The mutation key of the writes of a target's notes (useIsMutating watches it). */
  writeKey: (scope: QueryScope, target: NoteTarget) => [...notesKey(scope, target), 'write'] as const,

  /** A target's notes (isNote) or comments as the user sees them; a 401 is not asked again. */
  notes: (scope: QueryScope, target: NoteTarget, eventId: number | null, userId: number | null, isNote: boolean) =>
    queryOptions({
      queryKey: [...notesKey(scope, target), userId, isNote] as const,
      queryFn: ({ signal }) => getNotes(scope.http, eventId ?? 0, userId ?? 0, target, isNote, signal),
      retry: (failures, error) => !(error instanceof HttpError && error.status === 401) && failures < 2,
    }),
};

/** A session's rating; sending one invalidates every reader's. */
export const ratingQueries = {
  ratingKey,
  /** The mutation key of sending a session's rating. */
  writeKey: (scope: QueryScope, sessionId: number) => [...ratingKey(scope, sessionId), 'write'] as const,

  /** A session's rating: the average, the count and the reader's own, so the key follows who reads. */
  rating: (scope: QueryScope, sessionId: number, eventId: number | null, readerId: number | null) =>
    queryOptions({
      queryKey: [...ratingKey(scope, sessionId), readerId] as const,
      queryFn: ({ signal }) => getSessionRating(scope.http, eventId ?? 0, sessionId, signal),
    }),
};
