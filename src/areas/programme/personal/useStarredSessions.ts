/**
 * The personal programme's starred sessions from POST /api/Public/SelectedSessions (docs/rules/content-areas.md
 * section 7, "a chosen set of sessions"): the favourites' session ids as the strings they are kept as (section 9)
 * go to the server, which answers the viewer's sessions among them. So the page needs no whole session list
 * (megabytes at a large congress) to show a handful of stars.
 *
 * While a new set of ids loads, the last answer stays on screen when it covers every id asked for (unstarring
 * leaves the rest where they are); otherwise the sessions count as not loaded yet, so that a just-starred
 * session is never listed as gone from the programme.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProgrammeSession } from '../../../contracts';
import { queryScope } from '../../../store/queries/keys';
import { selectedSessionsQueries } from '../../../store/queries/selectedSessions';
import { useEventContext } from '../../../store/react';
import { useProgrammeLanguage, useProgrammeViewer } from '../useProgramme';

export function useStarredSessions(ids: readonly string[]) {
  const context = useEventContext();
  const language = useProgrammeLanguage();
  const viewer = useProgrammeViewer();
  const query = useQuery({
    ...selectedSessionsQueries.sessions(queryScope(context, language), viewer, ids),
    placeholderData: keepPreviousData,
  });
  const answered = query.data;
  const sessions: readonly ProgrammeSession[] | undefined =
    answered && (!query.isPlaceholderData || ids.every((id) => answered.some((session) => String(session.Id) === id)))
      ? answered
      : undefined;
  return { query, sessions };
}
