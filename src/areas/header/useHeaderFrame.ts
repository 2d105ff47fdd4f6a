/**
 * What the header slot needs before the header itself loads (Header.tsx): the container (app, terminal),
 * the viewport width, and the GetVMXHeader reply (once per language). Kept small: it is part of the
 * home route's first download; the header's body (SiteHeader) loads beside the reply.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { IS_APP_FLAG } from '../../core/chrome';
import { headerContainer, type HeaderContainer } from '../../core/header/layout';
import type { Route } from '../../core/routes';
import { headerQueries } from '../../store/queries/header';
import { queryScope } from '../../store/queries/keys';
import { useEventContext, useEventState } from '../../store/react';

/** Section 3, stored flags: the terminal container, remembered like isApp. */
export const IS_TERMINAL_FLAG = 'isTerminal';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (sandboxed frame): nothing remembered
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage blocked: the container lasts as long as the address carries it
  }
}

/** The container of this page, remembered from the address that named it. */
export function useContainer(route: Route): HeaderContainer {
  const { container, remember } = headerContainer(route.query, { isApp: stored(IS_APP_FLAG), isTerminal: stored(IS_TERMINAL_FLAG) });
  useEffect(() => {
    if (remember === null) return;
    store(IS_APP_FLAG, remember === 'app' ? 'true' : null);
    store(IS_TERMINAL_FLAG, remember === 'terminal' ? 'true' : null);
  }, [remember]);
  return container;
}

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** The GetVMXHeader reply as it came (parsed by the header body); error: the header falls back to its defaults. */
export function useHeaderReply(): { reply: unknown; settled: boolean } {
  const context = useEventContext();
  const language = useEventState((state) => state.language);
  const query = useQuery(headerQueries.header(queryScope(context, language)));
  return { reply: query.isError ? null : query.data, settled: query.isError || query.data !== undefined };
}
