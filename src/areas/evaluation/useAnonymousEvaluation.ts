/**
 * Evaluation without an account (activateEvaluationUrlsWithoutUser, docs/rules/shell-access-identity.md section 3,
 * "Evaluation"; core/evaluation/anonymous.ts): whether this visitor evaluates anonymously (signed out, and the
 * event's configuration has the key on), and the evaluations this browser has sent that way, kept in local
 * storage. Every part of the page that shows them (the list's rows, the modal) reads the same store, so a
 * completion shows at once. Storage that is refused (a sandboxed frame, private mode) keeps them for the
 * page's life only.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { anonymousDoneKey, parseAnonymousDone, withAnonymousDone } from '../../core/evaluation/anonymous';
import type { EvaluationTarget } from '../../core/evaluation/evaluation';
import { evaluationUrlsWithoutUser } from '../../core/eventKeys';
import { useEventContext, useEventState } from '../../store/react';

/** Whether the visitor evaluates without an account: not signed in, and the event allows it. */
export function useAnonymousEvaluation(): boolean {
  const signedIn = useEventState((state) => state.user !== null);
  const open = useEventState((state) => evaluationUrlsWithoutUser(state.config.raw));
  return !signedIn && open;
}

const listeners = new Set<() => void>();
/** What was written when storage refused it: kept for the page's life. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The evaluations sent from this browser without an account (target ids), and how to add one. */
export function useAnonymousDone(): { done: string[]; markDone: (target: EvaluationTarget) => void } {
  const context = useEventContext();
  const key = anonymousDoneKey(context.instance, context.event);
  // The stored text is the snapshot (a string compares by value); it is parsed on each render, a short list.
  const stored = useSyncExternalStore(subscribe, () => read(key));
  const markDone = useCallback(
    (target: EvaluationTarget) => {
      const next = JSON.stringify(withAnonymousDone(parseAnonymousDone(read(key)), target));
      memory.set(key, next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Kept in memory for this page's life only.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  const done = useMemo(() => parseAnonymousDone(stored), [stored]);
  return { done, markDone };
}
