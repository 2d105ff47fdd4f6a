/**
 * State that belongs to one element on the page rather than to one mount of its React tree. A host page
 * that removes an element and later inserts the same element again (a CMS re-rendering a sidebar, a tab
 * widget detaching its panels) unmounts and remounts the tree; what an element keeps here (say, the
 * programme page it shows and the search typed into it) is there again when it comes back. Moving an
 * element needs none of this (define.ts keeps it mounted).
 *
 * Kept in a WeakMap on the element itself: an element that is dropped for good takes its state with it.
 */
import { useCallback, useContext, useState, type Dispatch, type SetStateAction } from 'react';
import { HostElementContext } from './host';

const kept = new WeakMap<HTMLElement, Map<string, unknown>>();

/** useState, whose value outlives an unmount while the same host element lives. */
export function useHostState<T>(key: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  const host = useContext(HostElementContext);
  const [value, setValue] = useState<T>(() => {
    const own = host ? kept.get(host) : undefined;
    return own?.has(key) ? (own.get(key) as T) : initial();
  });
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        if (host) {
          const own = kept.get(host) ?? new Map<string, unknown>();
          own.set(key, value);
          kept.set(host, own);
        }
        return value;
      });
    },
    [host, key],
  );
  return [value, set];
}
