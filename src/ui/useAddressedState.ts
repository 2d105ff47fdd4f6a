/**
 * A list page's state that lives in the address (its query), so that the list can be reloaded, shared and linked to:
 * read from the address, written back (replacing the entry, not adding one) once a change has waited its delay, and
 * read again when the address changes from outside (a link, Back and Forward). Not when the address the page wrote
 * itself arrives: by then the state may be ahead of it (a filter changed while the address followed the one before),
 * and reading it back would undo that change.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildRoute } from '../core/routes';
import type { PageProps } from './page';

type Query = Readonly<Record<string, string>>;

function sameQuery(a: Query, b: Query): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export interface AddressedStateOptions<State> {
  /** The state an address's query says (a function of the module, not made in render). */
  read: (query: Query) => State;
  /** The query of a state. */
  write: (state: State) => Record<string, string>;
  /** How long a change waits before the address follows, from the query to write and the one there. */
  delayMs: (next: Query, current: Query) => number;
}

export function useAddressedState<State>(
  { route, navigate }: PageProps,
  { read, write, delayMs }: AddressedStateOptions<State>,
): [State, (next: State) => void] {
  const fromAddress = useMemo(() => read(route.query), [read, route.query]);
  const [state, setState] = useState<State>(fromAddress);
  const written = useRef<Query | null>(null);
  useEffect(() => {
    const own = written.current !== null && sameQuery(written.current, route.query);
    written.current = null;
    if (!own) setState(fromAddress);
  }, [fromAddress, route.query]);
  useEffect(() => {
    const query = write(state);
    if (sameQuery(query, route.query)) return;
    const timer = setTimeout(
      () => {
        written.current = query;
        navigate(buildRoute({ name: route.name, params: route.params, query }), { replace: true });
      },
      delayMs(query, route.query),
    );
    return () => clearTimeout(timer);
  }, [state, route, navigate, write, delayMs]);
  return [state, setState];
}
