/**
 * track(): what every element carries of first-party tracking (ours, issue 23; src/contracts/analytics.ts), kept
 * tiny: an event is stamped and queued on its event context, and the first one loads the tracker
 * (store/tracker.ts, its own chunk), which sends the queue in batches. One queue per event context, kept on the
 * context under a page-wide symbol, so that every element of the event on the page, even from another copy of the
 * bundle, feeds the one tracker.
 */
import type { TrackedEvent } from '../contracts';
import type { TrackInput } from '../core/analytics/tracking';
import type { EventContext } from './eventContext';

export type { TrackInput } from '../core/analytics/tracking';

/** The tracker's part of an event context. */
export interface TrackerQueue {
  /** Stamped, not yet sent (the tracker cuts their fields when it sends them). */
  events: TrackedEvent[];
  /** The route name of the page open now (the last page-open's), for events that name no page. */
  page?: string;
  /** The tracker has been asked to load. */
  started?: boolean;
  /** Set by the loaded tracker: an event is waiting. */
  wake?: () => void;
}

const TRACKER_KEY = Symbol.for('vmx.tracker.v1');

export function trackerQueue(context: EventContext): TrackerQueue {
  const holder = context as EventContext & { [TRACKER_KEY]?: TrackerQueue };
  return (holder[TRACKER_KEY] ??= { events: [] });
}

/** Records that something happened now (the tracker decides, when it sends, what the consent lets go with it). */
export function track(context: EventContext, input: TrackInput): void {
  // Only a browser's page is tracked (not a test's or a server's render).
  if (typeof document === 'undefined') return;
  const queue = trackerQueue(context);
  if (input.kind === 'page-open' && input.page) queue.page = input.page;
  queue.events.push({ page: queue.page, ...input, at: new Date().toISOString() });
  if (queue.wake) queue.wake();
  else if (!queue.started) {
    queue.started = true;
    // Code that cannot load (offline, a new deployment) costs the events, never the page.
    import('./tracker').then(
      (tracker) => tracker.startTracker(context, queue),
      () => (queue.started = false),
    );
  }
}
