/**
 * The header slot of <vmx-app> (ChromeComponents.Header): decides whether the header shows and which
 * one (docs/rules/shell-access-identity.md section 2): none with the noheader flag (query or remembered; the query
 * is remembered and clears the app flag), where the page shows the main menu's compact navigation instead
 * (FramedNavigation, so a framed platform can still be got around), or on SubmissionPage; the terminal's header image and promo
 * video in the terminal container; else the site header (HeaderBody), with the app navigation in the
 * app container.
 *
 * The header has nothing to show before GetVMXHeader answers, so its body is downloaded while that
 * request runs (both start on the first render) instead of with the page's first script; a box of the
 * banner row's and menu bar's height holds the place meanwhile, so the page does not jump.
 *
 * Texts: none of its own (its parts say theirs). Theme tokens: none of its own.
 */
import { useEffect } from 'react';
import { chromeFlags, headerShows, IS_APP_FLAG } from '../../core/chrome';
import { headerLayout, type HeaderContainer } from '../../core/header/layout';
import { rememberNoheader as rememberNoheaderFlag, storedNoheader } from '../../store/noheader';
import { lazyComponent } from '../../ui/lazyPage';
import type { PageProps } from '../../ui/page';
import { useContainer, useHeaderReply, useViewportWidth } from './useHeaderFrame';

const loadBody = () => import('./HeaderBody');

/** The place the header takes while it loads: banner row and menu bar. */
function Placeholder({ width, container }: { width: number; container: HeaderContainer }) {
  return <div aria-hidden="true" style={{ minHeight: headerLayout({ width, isApp: container === 'app' }).placeholderHeight }} />;
}

// Code that cannot load (offline, a new deployment) leaves the page without its header, not blank.
const HeaderBody = lazyComponent(loadBody, { fallback: Placeholder });
const TerminalHeader = lazyComponent(() => import('./TerminalHeader'), { quiet: true });
const FramedNavigation = lazyComponent(() => import('./FramedNavigation'), { quiet: true });

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
    // A failure here is the body's own to report, when it loads (lazyComponent).
    if (shows && container !== 'terminal') loadBody().catch(() => undefined);
  }, [shows, container]);

  if (!shows) {
    const framedNavigation = flags.noheader && route.name !== 'SubmissionPage' && container !== 'terminal' && settled;
    return framedNavigation ? <FramedNavigation route={route} reply={reply} container={container} width={width} /> : null;
  }
  if (container === 'terminal') return <TerminalHeader />;
  if (!settled) return <Placeholder width={width} container={container} />;
  return <HeaderBody route={route} navigate={navigate} reply={reply} container={container} width={width} />;
}
