/**
 * The notes (private) or comments (public) of a session or presentation, through the event's QueryClient,
 * and the writes that change them (docs/rules/content-areas.md section 7, "Notes, comments, mail"). Every write
 * refreshes the lists of its target.
 */
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../api/http';
import { createNote, getNotes, reportNote, toggleNoteLike, type NewNote, type NoteTarget } from '../../../api/programme';
import { eventQueryKey } from '../../../store/loadEvent';
import { useEventContext } from '../../../store/react';
import { useEventId, useProgrammeLanguage } from '../useProgramme';

export const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

const targetKey = (target: NoteTarget) => ('sessionId' in target ? `session:${target.sessionId}` : `presentation:${target.presentationId}`);

function useNotesKey(target: NoteTarget) {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  return (...rest: unknown[]) => eventQueryKey(context, language, 'notes', targetKey(target), ...rest);
}

/** userId null: nothing is read (notes and comments need the user id, section 5). */
export function useNoteList(target: NoteTarget, userId: number | null, isNote: boolean) {
  const context = useEventContext();
  const eventId = useEventId();
  const key = useNotesKey(target);
  return useQuery({
    queryKey: key(userId, isNote),
    queryFn: ({ signal }) => getNotes(context.http, eventId ?? 0, userId ?? 0, target, isNote, signal),
    enabled: eventId !== null && userId !== null,
    retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  });
}

/** Writes: a note, a comment or a reply; a like (toggle); a report. */
export function useNoteWrites(target: NoteTarget, userId: number | null) {
  const context = useEventContext();
  const eventId = useEventId();
  const client = useQueryClient();
  const key = useNotesKey(target);
  const refresh = () => client.invalidateQueries({ queryKey: key() });
  const mutationKey = key('write');
  const create = useMutation({
    mutationKey,
    // Without a user the server answers 401, which the form explains.
    mutationFn: (note: NewNote) => createNote(context.http, eventId ?? 0, userId ?? 0, target, note),
    onSuccess: refresh,
  });
  const like = useMutation({
    mutationKey,
    mutationFn: (noteId: number) => toggleNoteLike(context.http, eventId ?? 0, noteId),
    onSuccess: refresh,
  });
  const report = useMutation({
    mutationKey,
    mutationFn: (noteId: number) => reportNote(context.http, eventId ?? 0, noteId),
    onSuccess: refresh,
  });
  return { create, like, report };
}

/** Whether a write of this target's notes or comments is under way. */
export function useNotesWriting(target: NoteTarget): boolean {
  const key = useNotesKey(target);
  return useIsMutating({ mutationKey: key('write') }) > 0;
}
