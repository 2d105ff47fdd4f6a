/**
 * The header slot of <vmx-app> (ChromeComponents.Header): decides whether the header shows and which
 * one (shell-access-identity.md section 2): none with the noheader flag (query or remembered; the query
 * is remembered and clears the app flag) or on SubmissionPage; the terminal's header image and promo
 * video in the terminal container; else the site header (HeaderBody), with the app navigation in the
 * app container.
 *
 * The header has nothing to show before GetVMXHeader answers, so its body is downloaded while that
 * request runs (both start on the first render) instead of with the page's first script; a box of the
 * banner row's and menu bar's height holds the place meanwhile, so the page does not jump.
 *
 * Texts: none of its own (its parts say theirs). Theme tokens: none of its own.
 */
import { lazy, Suspense, useEffect } from 'react';
import { chromeFlags, headerShows, IS_APP_FLAG } from '../../core/chrome';
import { headerLayout } from '../../core/header/layout';
import { rememberNoheader as rememberNoheaderFlag, storedNoheader } from '../../store/noheader';
import type { PageProps } from '../../ui/page';
import { useContainer, useHeaderReply, useViewportWidth } from './useHeaderFrame';

const loadBody = () => import('./HeaderBody');
const HeaderBody = lazy(loadBody);
const TerminalHeader = lazy(() => import('./TerminalHeader'));

export function Header({ route, navigate }: PageProps) {
  const flags = chromeFlags(route.query, storedNoheader());
  const { noheader: rememberNoheader, clearApp } = flags.remember;
  useEffect(() => {
    if (rememberNoheader) rememberNoheaderFlag();
    try {
      if (clearApp) localStorage.removeItem(IS_APP_FLAG);
    } catch {
      // storage blocked: the flag lasts as long as the address carries it
    }
  }, [rememberNoheader, clearApp]);
  const container = useContainer(route);
  const width = useViewportWidth();
  const { reply, settled } = useHeaderReply();
  const shows = headerShows(route.name, flags);
  useEffect(() => {
    if (shows && container !== 'terminal') void loadBody();
  }, [shows, container]);

  if (!shows) return null;
  if (container === 'terminal') {
    return (
      <Suspense fallback={null}>
        <TerminalHeader />
      </Suspense>
    );
  }
  const placeholder = <div aria-hidden="true" style={{ minHeight: headerLayout({ width, isApp: container === 'app' }).placeholderHeight }} />;
  if (!settled) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HeaderBody route={route} navigate={navigate} reply={reply} container={container} width={width} />
    </Suspense>
  );
}
