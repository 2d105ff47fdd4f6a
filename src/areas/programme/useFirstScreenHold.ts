/**
 * Holds <vmx-programme>'s first page until what its first screen shows is in: the event's texts and configuration
 * (the store), for the search view the programme's data (its filters' days, rooms and types) and the first rows
 * when it opens on them, and the code of the first screen's parts (lazyComponent's preload). Rendered sooner, the
 * whole view would render again as each of these comes in, some six times on a cold page, and a phone's CPU pays
 * for every one of them before the first row shows. The element's skeleton is on screen meanwhile (the element is
 * revealed only once nothing in it is busy: elements/skeletonReveal.ts), so holding shows nothing later. After
 * FIRST_SCREEN_WAIT_MS (core/firstScreen.ts) the page renders anyway, with its own loading states.
 */
import { useEffect, useRef, useState } from 'react';
import { FIRST_SCREEN_WAIT_MS } from '../../core/firstScreen';
import { preloadedParts } from '../../ui/lazyPage';
import { useEventState } from '../../store/react';
import { useFirstSessions, useProgrammeData } from './useProgramme';

export interface FirstScreen {
  /** The page is the search view (it shows the programme's data in its filters). */
  search: boolean;
  /** The search view opens on the sessions list's first rows (core/programme/searchView.ts showsFirstRows). */
  firstRows: boolean;
}

/** True while the first page is held; once released (all in, or after FIRST_SCREEN_WAIT_MS), false for good. */
export function useFirstScreenHold({ search, firstRows }: FirstScreen): boolean {
  const status = useEventState((state) => state.status);
  // Watching the same reads the page makes (and asking for them, should nothing have yet): the page finds them in the cache.
  const data = useProgrammeData({ enabled: search });
  const rows = useFirstSessions({ enabled: firstRows });
  const [codeIn, setCodeIn] = useState(() => preloadedParts() === null);
  const [late, setLate] = useState(false);
  const held = useRef(true);
  useEffect(() => {
    let live = true;
    // Parts whose module came in meanwhile may have started loads of their own.
    const whenIn = (): void => {
      const loading = preloadedParts();
      if (loading) void loading.then(whenIn);
      else if (live) setCodeIn(true);
    };
    whenIn();
    const timer = setTimeout(() => setLate(true), FIRST_SCREEN_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  if (held.current) {
    // An event that failed to load shows that at once; so does a read that failed (the page says so).
    const ready = status === 'ready';
    const eventIn = status !== 'loading';
    const dataIn = !search || !ready || !data.isPending;
    const rowsIn = !firstRows || !ready || !rows.isPending;
    if (late || (codeIn && eventIn && dataIn && rowsIn)) held.current = false;
  }
  return held.current;
}
