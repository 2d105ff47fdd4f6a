/**
 * The call of first-party tracking (ours, issue 23; src/contracts/analytics.ts): a batch of events to
 * POST /api/Analytics/Events (what was recorded about a person: api/recordedAboutMe.ts).
 *
 * A batch goes out in one of two ways. While the page stays, through Http like every call (the only fetch,
 * api/http.ts). As the page is left (pagehide, or the tab hidden, after which a browser may discard it without
 * another word), by navigator.sendBeacon, which the browser delivers after the page is gone; as a text/plain
 * Blob, because a beacon with a JSON content type would need a CORS preflight that a beacon cannot make. Where the
 * browser has no beacon or refuses one (its queue is full), through Http with fetch's keepalive, which also outlives
 * the page. Either way without the Authorization header: the batch itself carries the token when the visitor's
 * consent and the event's advancedUserTracking allow it (core/analytics/tracking.ts batchEnvelope).
 */
import { ANALYTICS_EVENTS_PATH, type TrackingBatch } from '../contracts';
import type { Http } from './http';

/** How a batch is sent: while the page stays, or as it is left. */
export type SendMoment = 'interval' | 'leave';

export async function sendTrackingBatch(http: Http, batch: TrackingBatch, moment: SendMoment): Promise<void> {
  const json = JSON.stringify(batch);
  // Only a browser's page leaves (the tracker runs in one); one without sendBeacon sends by fetch.
  if (
    moment === 'leave' &&
    'sendBeacon' in navigator &&
    navigator.sendBeacon(http.url(ANALYTICS_EVENTS_PATH), new Blob([json], { type: 'text/plain' }))
  )
    return;
  await http.request('POST', ANALYTICS_EVENTS_PATH, { body: batch, anonymous: true, keepalive: moment === 'leave' });
}
