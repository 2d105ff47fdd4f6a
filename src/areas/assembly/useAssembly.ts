/**
 * The assembly's data, through the event context's QueryClient (store/queries/assembly.ts): in the language the
 * event's texts are loaded in, for the signed-in user (their token is in the key), once the event's id is known.
 */
import { useQuery } from '@tanstack/react-query';
import { assemblyQueries } from '../../store/queries/assembly';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

export function useAssembly() {
  const context = useEventContext();
  const language = useEventState((state) => state.loadedLanguage ?? state.language);
  const eventId = useEventState((state) => state.details?.Id ?? null);
  const token = useEventState((state) => state.user?.accessToken ?? null);
  return useQuery({
    ...assemblyQueries.assembly(queryScope(context, language), eventId, token),
    enabled: eventId !== null && token !== null,
  });
}
