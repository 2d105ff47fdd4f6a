/**
 * The general assembly's query (src/api/assembly.ts), under 'assembly'. What the server answers depends on who asks
 * (members only; the minutes after the assembly), so the user's token is part of the key.
 */
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '../../api/http';
import { getAssembly } from '../../api/assembly';
import type { Assembly } from '../../contracts';
import { scopeKey, type QueryScope } from './keys';

const all = (scope: QueryScope) => [...scopeKey(scope), 'assembly'] as const;

/** The assembly, or why there is none for this caller: not a member (403), no assembly (404). */
export type AssemblyResult = { status: 'ok'; assembly: Assembly } | { status: 'membersOnly' } | { status: 'none' };

export const assemblyQueries = {
  all,

  assembly: (scope: QueryScope, eventId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...all(scope), token] as const,
      queryFn: async ({ signal }): Promise<AssemblyResult> => {
        try {
          return { status: 'ok', assembly: await getAssembly(scope.http, eventId ?? 0, scope.language, signal) };
        } catch (error) {
          // Answers, not failures: the page says what they mean (a retry would not change them).
          if (error instanceof HttpError && error.status === 403) return { status: 'membersOnly' };
          if (error instanceof HttpError && error.status === 404) return { status: 'none' };
          throw error;
        }
      },
    }),
};
