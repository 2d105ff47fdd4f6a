/**
 * The framed page's side of embedding (issue 8; rules and message shapes in core/frame.ts): with noheader
 * (query or remembered) inside a parent frame, it posts the page's content height and path to the parent
 * on every change of either, for the host's vmx-frame.js to size the iframe and mirror the path.
 *
 * Nothing secret leaves (issue 16): the path is reportedPath's clean one, nothing is posted while the
 * address still carries a credential (the shell is about to take and clean it), and the message goes
 * only to the parent's origin when it is the platform's own or on <vmx-app embedding-origins>.
 *
 * Once the host answers that it sizes the iframe, the page drops its own vertical scrollbar (overflow on
 * the root) and its full-viewport minimum height (the shell's frame is at least 100vh tall, and in an
 * iframe the host sizes to the content that would never shrink). Before that answer, and in a frame
 * without vmx-frame.js, the page stays an ordinary scrolling page.
 *
 * The page never scrolls its parent: nothing here scrolls at all, and the shell's own scrolling on
 * navigation is off in a frame (core/scroll.ts).
 *
 * Texts: none. Theme tokens: none. Renders a hidden marker, and a style rule once the host answers.
 */
import { useEffect, useRef, useState } from 'react';
import { chromeFlags } from '../../core/chrome';
import {
  addressCarriesCredential,
  FRAME_SHRINK_DELAY_MS,
  frameMessage,
  frameReportingOn,
  isFrameHostMessage,
  parseEmbeddingOrigins,
  reportedPath,
  reportTargetOrigin,
} from '../../core/frame';
import { parseQuery } from '../../core/routeParse';
import { storedNoheader } from '../../store/noheader';
import { useStyleNonce } from '../../ui/styleNonce';

/**
 * The document's content height: the root element's own box, which (unlike scrollHeight) is not at least
 * the viewport's height, so it shrinks when the content does.
 */
function contentHeight(): number {
  return document.documentElement.getBoundingClientRect().height;
}

/** The parent's origin when this page may report to it (core/frame.ts reportTargetOrigin), else null. */
function parentTarget(embeddingOrigins: string | undefined): string | null {
  return reportTargetOrigin({
    ownOrigin: location.origin,
    // Chromium and WebKit name the parent's origin; other browsers leave the referrer.
    ancestorOrigins: 'ancestorOrigins' in location ? Array.from(location.ancestorOrigins) : null,
    referrer: document.referrer,
    embeddingOrigins: parseEmbeddingOrigins(embeddingOrigins),
  });
}

export default function FrameReporter({ path, embeddingOrigins }: { path: string; embeddingOrigins?: string }) {
  const noheader = chromeFlags(parseQuery(location.search), storedNoheader()).noheader;
  const target = parentTarget(embeddingOrigins);
  const on = frameReportingOn({ framed: window.parent !== window, noheader }) && target !== null;
  const hosted = useHostAnswer(on, target);
  const nonce = useStyleNonce();
  useReports(on, path, hosted, target);
  useEffect(() => {
    if (!hosted) return;
    const root = document.documentElement;
    const before = root.style.overflowY;
    root.style.overflowY = 'hidden';
    return () => {
      root.style.overflowY = before;
    };
  }, [hosted]);
  if (!on) return null;
  return (
    <>
      <span data-vmx-frame-reporter="" hidden />
      {/* The shell's frame is the marker's parent; inside this shadow root only. */}
      {hosted && <style nonce={nonce}>{'div:has(> [data-vmx-frame-reporter]){min-height:0 !important}'}</style>}
    </>
  );
}

/** Whether the parent (of the origin reports go to) answered that it sizes this frame (vmx-frame.js). */
function useHostAnswer(on: boolean, target: string | null): boolean {
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    if (!on) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && event.origin === target && isFrameHostMessage(event.data)) setHosted(true);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [on, target]);
  return on && hosted;
}

/**
 * Posts height and path to the parent when either changes, and once more when the host first answers
 * (a host script that came late has missed the first reports).
 */
function useReports(on: boolean, path: string, hosted: boolean, target: string | null): void {
  const last = useRef<{ height: number; path: string } | null>(null);
  const current = useRef({ path, target });
  current.current = { path, target };

  const shrink = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const report = useRef(() => {
    const { path: here, target: origin } = current.current;
    // A token in the address is about to be taken and cleaned away (useTokenArrival): wait for that.
    if (origin === null || addressCarriesCredential(location.search)) return;
    const clean = reportedPath(here);
    if (clean === null) return;
    const post = (height: number) => {
      const message = frameMessage(height, clean);
      if (last.current?.height === message.height && last.current.path === message.path) return;
      last.current = { height: message.height, path: message.path };
      // Only to the parent's own origin, and only when it may embed the platform: never '*'.
      window.parent.postMessage(message, origin);
    };
    clearTimeout(shrink.current);
    const height = contentHeight();
    const shown = last.current?.height ?? 0;
    if (height >= shown) return post(height);
    // Smaller: the path goes at once, the height once it has held (FRAME_SHRINK_DELAY_MS).
    post(shown);
    shrink.current = setTimeout(() => post(contentHeight()), FRAME_SHRINK_DELAY_MS);
  });

  useEffect(() => {
    if (!on) return;
    const observer = new ResizeObserver(() => report.current());
    observer.observe(document.documentElement);
    return () => {
      observer.disconnect();
      clearTimeout(shrink.current);
    };
  }, [on]);

  useEffect(() => {
    if (on) report.current();
  }, [on, path]);

  useEffect(() => {
    if (!hosted) return;
    last.current = null;
    report.current();
  }, [hosted]);
}
