/**
 * vmx-frame.js: the script a host page adds beside an iframe of the platform (issue 8).
 *
 *   <iframe src="https://congress.example/home/demo/ehc2026/en-GB?noheader=true" data-vmx-frame title="…"></iframe>
 *   <script src="https://congress.example/vmx-frame.js"></script>
 *
 * For every `iframe[data-vmx-frame]` (also those added later):
 * - it takes the iframe's border away and gives it the full width;
 * - it sets the iframe's height (and takes its scrollbar away) to the framed page's content height, from the framed page's messages
 *   (core/frame.ts: `{ type: 'vmx:frame', version: 1, height, path }`), taking only those whose source is
 *   that iframe's window and whose origin is that of the iframe's src; and answers the first with
 *   `{ type: 'vmx:frame-host', version: 1 }` so the framed page drops its own scrollbar;
 * - it follows the framed page's navigation: the framed path is kept in the host page's address as the
 *   query parameter `vmx-path` (`vmx-path-<name>` for `data-vmx-frame="<name>"`) through
 *   history.replaceState, so a reload or a shared link opens the same framed page; on load it puts that
 *   path back into the iframe, only as a path on the iframe's own origin by the platform's one
 *   return-address rule (core/returnPath.ts: never another origin or a javascript: address, whatever
 *   tab, line feed or backslash it hides), keeping the src's own query parameters (noheader) the path
 *   does not set. The framed page reports only to an origin allowed to embed it (core/frame.ts).
 * It never scrolls the host page.
 *
 * The build bundles it with the rules it takes from core/frame.ts into one classic script of its own
 * (vite.config.ts, mode frame): a host page loads nothing else.
 */
import { frameHostMessage, framedPathParam, framedSrc, hostHrefWithPath, parseFrameMessage } from '../core/frame';

(() => {
  // Guard against the script being included twice.
  const marker = '__vmxFrameHost';
  const globals = window as unknown as Record<string, unknown>;
  if (globals[marker]) return;
  globals[marker] = true;

  const HOST_ANSWER = frameHostMessage();
  const SELECTOR = 'iframe[data-vmx-frame]';

  interface Framed {
    /** The origin of the iframe's src: the only one whose messages count. */
    origin: string;
    /** Path and query of the iframe's src: a host address showing it needs no parameter. */
    startPath: string;
    /** The src as the host wrote it. */
    src: string;
    param: string;
  }

  const framed = new Map<HTMLIFrameElement, Framed>();

  function answer(frame: HTMLIFrameElement, state: Framed): void {
    // To the iframe's origin only: if the iframe shows another origin's page by now, it gets nothing.
    frame.contentWindow?.postMessage(HOST_ANSWER, state.origin);
  }

  function adopt(frame: HTMLIFrameElement): void {
    const src = frame.getAttribute('src') ?? '';
    const known = framed.get(frame);
    if (known && known.src === src) return;
    let url: URL;
    try {
      url = new URL(src, document.baseURI);
    } catch {
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    const state: Framed = {
      origin: url.origin,
      startPath: url.pathname + url.search,
      src,
      param: framedPathParam(frame.getAttribute('data-vmx-frame')),
    };
    framed.set(frame, state);
    if (!known) {
      frame.style.border = '0';
      frame.style.width = '100%';
      frame.style.display = 'block';
      // The framed page the host's address names (a reload, a shared link), on the iframe's origin only.
      const restored = framedSrc(url.href, new URLSearchParams(location.search).get(state.param));
      if (restored !== null && restored !== url.href) {
        // replace: no extra history entry for the page the iframe was about to show.
        try {
          frame.contentWindow?.location.replace(restored);
        } catch {
          frame.src = restored;
        }
      }
    }
    // A script added after the framed page reported has missed its reports: the answer asks again.
    answer(frame, state);
  }

  function adoptAll(): void {
    document.querySelectorAll<HTMLIFrameElement>(SELECTOR).forEach(adopt);
  }

  addEventListener('message', (event: MessageEvent) => {
    if (event.source === null) return;
    let frame: HTMLIFrameElement | null = null;
    let state: Framed | undefined;
    for (const [candidate, candidateState] of framed) {
      if (candidate.contentWindow === event.source) {
        frame = candidate;
        state = candidateState;
        break;
      }
    }
    if (!frame || !state || event.origin !== state.origin || !frame.isConnected) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    // Its scrollbar goes only now: a framed page that does not report (no noheader) keeps scrolling.
    if (frame.getAttribute('scrolling') !== 'no') frame.setAttribute('scrolling', 'no');
    frame.style.overflow = 'hidden';
    frame.style.height = `${message.height}px`;
    answer(frame, state);
    const next = hostHrefWithPath(location.href, state.param, message.path, state.startPath);
    // The address only: replaceState neither reloads nor scrolls the host page.
    if (next !== location.href) history.replaceState(history.state, '', next);
  });

  adoptAll();
  new MutationObserver(adoptAll).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'data-vmx-frame'],
  });
})();
