/**
 * The TV page's watched state (ours, core/tv/tv.ts): a signed-in user's is kept on the server (GET and POST
 * /api/Modules/TvWatched), so it follows them to every device; a visitor's in this browser's local storage, per
 * event. Storage that is refused (a sandboxed frame, private mode) keeps it for the page's life only.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { markTvWatched } from '../../api/tv';
import { parseWatchedIds, watchedStorageKey, withWatched } from '../../core/tv/tv';
import { queryScope } from '../../store/queries/keys';
import { tvQueries } from '../../store/queries/tv';
import { useEventContext, useEventState } from '../../store/react';

function readLocal(key: string): string[] {
  try {
    return parseWatchedIds(localStorage.getItem(key));
  } catch {
    return [];
  }
}

export function useWatched(eventId: number | null, language: string): { watched: ReadonlySet<string>; markWatched: (id: string) => void } {
  const context = useEventContext();
  const userId = useEventState((state) => (state.user ? (state.user.userId ?? -1) : null));
  const scope = queryScope(context, language);
  const client = useQueryClient();
  const server = useQuery({ ...tvQueries.watched(scope, eventId, userId), enabled: eventId !== null && userId !== null });
  const { mutate } = useMutation({
    mutationFn: (id: string) => markTvWatched(context.http, eventId ?? 0, id),
    onSuccess: (reply) => client.setQueryData(tvQueries.watched(scope, eventId, userId).queryKey, reply),
  });
  const storageKey = watchedStorageKey(context.instance, context.event);
  const [local, setLocal] = useState(() => readLocal(storageKey));

  const markWatched = useCallback(
    (id: string) => {
      if (userId !== null) {
        mutate(id);
        return;
      }
      setLocal((ids) => {
        const next = withWatched(ids, id);
        try {
          localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Kept for this page's life only.
        }
        return next;
      });
    },
    [userId, mutate, storageKey],
  );

  const serverIds = server.data?.EpisodeIds;
  const watched = useMemo(() => new Set(userId !== null ? (serverIds ?? []) : local), [userId, serverIds, local]);
  return { watched, markWatched };
}
