/**
 * The calls of first-party tracking (ours, issue 23; src/contracts/analytics.ts): a batch of events to
 * POST /api/Analytics/Events, and a person's own recorded events, GET and DELETE /api/Analytics/Me.
 *
 * A batch goes out in one of two ways. While the page stays, through Http like every call (the only fetch,
 * api/http.ts). As the page is left (pagehide, or the tab hidden, after which a browser may discard it without
 * another word), by navigator.sendBeacon, which the browser delivers after the page is gone; as a text/plain
 * Blob, because a beacon with a JSON content type would need a CORS preflight that a beacon cannot make. Where the
 * browser has no beacon or refuses one (its queue is full), through Http with fetch's keepalive, which also outlives
 * the page. Either way without the Authorization header: the batch itself carries the token when the visitor's
 * consent and the event's advancedUserTracking allow it (core/analytics/tracking.ts batchEnvelope).
 */
import { ANALYTICS_EVENTS_PATH, ANALYTICS_ME_PATH, ANALYTICS_VISITOR_HEADER, type RecordedEvent, type TrackingBatch } from '../contracts';
import type { Http } from './http';

/** How a batch is sent: while the page stays, or as it is left. */
export type SendMoment = 'interval' | 'leave';

export async function sendTrackingBatch(http: Http, batch: TrackingBatch, moment: SendMoment): Promise<void> {
  const json = JSON.stringify(batch);
  if (moment === 'leave' && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(http.url(ANALYTICS_EVENTS_PATH), new Blob([json], { type: 'text/plain' }))) return;
  }
  await http.request('POST', ANALYTICS_EVENTS_PATH, { body: batch, anonymous: true, keepalive: moment === 'leave' });
}

/** Who asks about their recorded events: the signed-in user (Http adds the token) and this browser's visitor id. */
function visitorHeaders(visitor: string | null): Record<string, string> | undefined {
  return visitor ? { [ANALYTICS_VISITOR_HEADER]: visitor } : undefined;
}

/** What was recorded about the signed-in user and this browser's visitor id for the event, newest first. */
export async function getRecordedAboutMe(
  http: Http,
  eventId: number,
  visitor: string | null,
  signal?: AbortSignal,
): Promise<RecordedEvent[]> {
  const reply = await http.request<{ Events?: RecordedEvent[] } | null>('GET', ANALYTICS_ME_PATH, {
    query: { eventid: eventId },
    headers: visitorHeaders(visitor),
    signal,
  });
  return Array.isArray(reply?.Events) ? reply.Events : [];
}

/** Deletes those raw events (the roll-ups keep counts without any id). */
export async function deleteRecordedAboutMe(http: Http, eventId: number, visitor: string | null): Promise<void> {
  await http.request('DELETE', ANALYTICS_ME_PATH, { query: { eventid: eventId }, headers: visitorHeaders(visitor) });
}
