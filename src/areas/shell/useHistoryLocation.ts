/**
 * The address as React state, for the one element that owns it (vmx-app on the standalone page):
 * pushState and replaceState through navigate, back and forward through popstate.
 */
import { useCallback, useEffect, useState } from 'react';
import { parseRoute } from '../../core/routeParse';
import type { Navigate } from '../../ui/page';
import { followedLink } from '../../ui/followedLink';

export interface HistoryLocation {
  pathname: string;
  search: string;
  hash: string;
}

function current(): HistoryLocation {
  return { pathname: location.pathname, search: location.search, hash: location.hash };
}

export function useHistoryLocation(): [HistoryLocation, Navigate] {
  const [here, setHere] = useState(current);

  useEffect(() => {
    const onPopState = () => setHere(current());
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<Navigate>((to, options) => {
    const target = new URL(to, location.href);
    if (target.href === location.href) return;
    if (options?.replace) history.replaceState(null, '', target.href);
    else history.pushState(null, '', target.href);
    setHere(current());
    // Scrolling after navigation (top, or the hash anchor after 500 ms) is the content area's
    // ScrollOnNavigate overlay (core/scroll.ts).
  }, []);

  return [here, navigate];
}

/**
 * A click the app should handle itself: a plain left click on a same-origin link without a target, to
 * a page of the platform. Other paths of the origin (the API, the identity service's single sign-on
 * start, feeds) are the server's: the browser goes there.
 */
export function internalLinkTarget(event: MouseEvent): URL | null {
  const url = followedLink(event);
  if (!url || url.origin !== location.origin) return null;
  return parseRoute(url.pathname, url.search).name === 'not-found' ? null : url;
}
