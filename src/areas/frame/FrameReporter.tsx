/**
 * The framed page's side of embedding (issue 8; rules and message shapes in core/frame.ts): with noheader
 * (query or remembered) inside a parent frame, it posts the page's content height and path to the parent
 * on every change of either, for the host's vmx-frame.js to size the iframe and mirror the path.
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
import { frameMessage, frameReportingOn, isFrameHostMessage } from '../../core/frame';
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

export default function FrameReporter({ path }: { path: string }) {
  const noheader = chromeFlags(parseQuery(location.search), storedNoheader()).noheader;
  const on = frameReportingOn({ framed: window.parent !== window, noheader });
  const hosted = useHostAnswer(on);
  const nonce = useStyleNonce();
  useReports(on, path, hosted);
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

/** Whether the parent answered that it sizes this frame (vmx-frame.js). */
function useHostAnswer(on: boolean): boolean {
  const [hosted, setHosted] = useState(false);
  useEffect(() => {
    if (!on) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && isFrameHostMessage(event.data)) setHosted(true);
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [on]);
  return on && hosted;
}

/**
 * Posts height and path to the parent when either changes, and once more when the host first answers
 * (a host script that came late has missed the first reports).
 */
function useReports(on: boolean, path: string, hosted: boolean): void {
  const last = useRef<{ height: number; path: string } | null>(null);
  const currentPath = useRef(path);
  currentPath.current = path;

  const report = useRef(() => {
    const message = frameMessage(contentHeight(), currentPath.current);
    if (last.current?.height === message.height && last.current.path === message.path) return;
    last.current = { height: message.height, path: message.path };
    // '*': the message holds the page's height and path only, nothing secret, and the page cannot know
    // its host's origin; vmx-frame.js checks the message's source and origin on its side.
    window.parent.postMessage(message, '*');
  });

  useEffect(() => {
    if (!on) return;
    const observer = new ResizeObserver(() => report.current());
    observer.observe(document.documentElement);
    return () => observer.disconnect();
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
