/**
 * The notes (private) or comments (public) of a session or presentation, through the event's QueryClient,
 * and the writes that change them (docs/rules/content-areas.md section 7, "Notes, comments, mail"). Every write
 * refreshes the lists of its target.
 */
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../api/http';
import { createNote, reportNote, toggleNoteLike, type NewNote, type NoteTarget } from '../../../api/programme';
import { queryScope } from '../../../store/queries/keys';
import { notesQueries } from '../../../store/queries/notes';
import { useEventContext } from '../../../store/react';
import { useEventId, useProgrammeLanguage } from '../useProgramme';

export const isUnauthorized = (error: unknown) => error instanceof HttpError && error.status === 401;

function useNotesScope() {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  return queryScope(context, language);
}

/** userId null: nothing is read (notes and comments need the user id, section 5). */
export function useNoteList(target: NoteTarget, userId: number | null, isNote: boolean) {
  const eventId = useEventId();
  const scope = useNotesScope();
  return useQuery({ ...notesQueries.notes(scope, target, eventId, userId, isNote), enabled: eventId !== null && userId !== null });
}

/** Writes: a note, a comment or a reply; a like (toggle); a report. */
export function useNoteWrites(target: NoteTarget, userId: number | null) {
  const context = useEventContext();
  const eventId = useEventId();
  const client = useQueryClient();
  const scope = useNotesScope();
  const refresh = () => client.invalidateQueries({ queryKey: notesQueries.notesKey(scope, target) });
  const mutationKey = notesQueries.writeKey(scope, target);
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
  const scope = useNotesScope();
  return useIsMutating({ mutationKey: notesQueries.writeKey(scope, target) }) > 0;
}
