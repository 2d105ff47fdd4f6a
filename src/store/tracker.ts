/**
 * The page's tracker of an event context (ours, issue 23; src/contracts/analytics.ts), loaded on the first tracked
 * event (store/track.ts): it sends the waiting events ANALYTICS_FLUSH_MS after the first of them, and at once by
 * beacon when the page is left or hidden (api/analytics.ts). It derives the page-leaves (with the seconds on the page)
 * from <vmx-app>'s page-opens: the leave of a page comes with the next page-open, or as the page itself is left. What goes with a batch is decided when it is sent, by
 * the analytics consent cookie of that moment (docs/rules/shell-access-identity.md sections 3 and 4): without it
 * neither the visitor id nor the token; with it the visitor id, and the token when the event's app config has
 * advancedUserTracking and someone is signed in (core/analytics/tracking.ts). A consent declined on this page
 * (CONSENT_CHANGED_EVENT) removes the visitor id at once. The device class comes from the width and the pointer.
 */
import { sendTrackingBatch, type SendMoment } from '../api/analytics';
import { ANALYTICS_FLUSH_MS } from '../contracts';
import { batchEnvelope, batchesOf, deviceClass, pageLeave, trackedEvent, withPageLeaves, type OpenPage } from '../core/analytics/tracking';
import { CONSENT_CHANGED_EVENT } from '../core/consentCookie';
import { analyticsConsent, forgetVisitorId, visitorIdFor } from './analyticsVisitor';
import type { EventContext } from './eventContext';
import type { TrackerQueue } from './track';

export function startTracker(context: EventContext, queue: TrackerQueue): void {
  if (queue.wake) return;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The page open now (<vmx-app>'s page-open): its page-leave comes with the next page-open or as the page is left.
  let open: OpenPage | null = null;

  const schedule = () => {
    if (timer === null && queue.events.length > 0) {
      timer = setTimeout(() => {
        timer = null;
        flush('interval');
      }, ANALYTICS_FLUSH_MS);
    }
  };

  const leave = (pageLeft: boolean) => {
    clearTimeout(timer ?? undefined);
    timer = null;
    flush('leave', pageLeft);
  };

  function flush(moment: SendMoment, pageLeft = false) {
    const state = context.store.getState();
    const eventId = state.details?.Id ?? null;
    // The event's id comes with its details: until they are in, the events wait.
    if (eventId === null) return schedule();
    const derived = withPageLeaves(queue.events.splice(0), open);
    open = derived.open;
    if (pageLeft && open) {
      derived.events.push(pageLeave(open, new Date().toISOString()));
      open = null;
    }
    // Nothing waiting makes no batch (batchesOf).
    const events = derived.events.map((event) => trackedEvent(event, event.at));
    const consent = analyticsConsent(context.event);
    const envelope = batchEnvelope({
      eventId,
      consent,
      visitor: visitorIdFor(context.event),
      token: state.user?.accessToken ?? null,
      advancedUserTracking: state.config.raw.advancedUserTracking === true,
      device: deviceClass(innerWidth, matchMedia('(pointer: coarse)').matches),
    });
    for (const batch of batchesOf(events, envelope)) {
      // Tracking never disturbs the page: a batch that cannot be sent is given up.
      sendTrackingBatch(context.http, batch, moment).catch(() => undefined);
    }
  }

  queue.wake = schedule;
  addEventListener('pagehide', () => leave(true));
  // Hidden is not left (another tab), but a hidden page may be discarded without another word: send what waits.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave(false);
  });
  const forgetWithoutConsent = () => {
    if (!analyticsConsent(context.event)) forgetVisitorId(context.event);
  };
  addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    if ((event as CustomEvent<{ event?: string } | null>).detail?.event === context.event) forgetWithoutConsent();
  });
  // A consent declined in another tab, or expired since, leaves no id behind.
  forgetWithoutConsent();
  schedule();
}
