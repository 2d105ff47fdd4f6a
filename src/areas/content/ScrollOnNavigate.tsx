/**
 * Scrolling on navigation (rules in core/scroll.ts): to the top, or to the hash anchor after 500 ms
 * (looked for again a little longer while the page's content is still arriving);
 * nothing when embedded in a parent frame, and nothing on back and forward (the browser restores the
 * position). An overlay of <vmx-app> that renders nothing visible; it watches the address, because the
 * route object is rebuilt on every render of the shell. The anchor is looked up in vmx-app's shadow
 * root first (content pages live there), then in the document.
 *
 * Texts: none. Theme tokens: none.
 */
import { useEffect, useRef } from 'react';
import { ANCHOR_RETRY_MS, ANCHOR_WAIT_MS, scrollPlan } from '../../core/scroll';
import type { PageProps } from '../../ui/page';

export function ScrollOnNavigate(_props: PageProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const restoring = useRef(false);
  const address = location.pathname + location.search + location.hash;
  const first = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      restoring.current = true;
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const wasRestoring = restoring.current;
    restoring.current = false;
    const embedded = window.self !== window.top;
    // The first page of a visit: the browser is at the top already, but a hash anchor still applies.
    const plan = scrollPlan({ hash: location.hash, embedded, restoring: wasRestoring });
    const opening = first.current;
    first.current = false;
    if (plan.kind === 'top') {
      if (!opening) scrollTo(0, 0);
      return;
    }
    if (plan.kind !== 'anchor') return;
    let timer: ReturnType<typeof setTimeout>;
    const started = Date.now() + plan.delayMs;
    const attempt = () => {
      const root = marker.current?.getRootNode() as Document | ShadowRoot | undefined;
      const target = root?.getElementById?.(plan.id) ?? document.getElementById(plan.id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (Date.now() - started < ANCHOR_WAIT_MS) timer = setTimeout(attempt, ANCHOR_RETRY_MS);
    };
    timer = setTimeout(attempt, plan.delayMs);
    return () => clearTimeout(timer);
  }, [address]);

  return <span ref={marker} hidden />;
}
