/**
 * A person's own recorded events (ours, issue 23; src/contracts/analytics.ts), GET and DELETE /api/Analytics/Me: what
 * tracking recorded about the signed-in user and this browser's visitor id, for my area. Apart from the tracker's call
 * (api/analytics.ts), which every tracked page loads.
 */
import { ANALYTICS_ME_PATH, ANALYTICS_VISITOR_HEADER, type RecordedEvents } from '../contracts';
import type { Http } from './http';

/** Who asks about their recorded events: the signed-in user (Http adds the token) and this browser's visitor id. */
function visitorHeaders(visitor: string | null): Record<string, string> | undefined {
  return visitor ? { [ANALYTICS_VISITOR_HEADER]: visitor } : undefined;
}

/**
 * What was recorded about the signed-in user and this browser's visitor id for the event: the events newest first, and
 * the analytics user's profile facts (null when none were recorded).
 */
export async function getRecordedAboutMe(
  http: Http,
  eventId: number,
  visitor: string | null,
  signal?: AbortSignal,
): Promise<Pick<RecordedEvents, 'Events' | 'User'>> {
  const reply = await http.request<Partial<RecordedEvents> | null>('GET', ANALYTICS_ME_PATH, {
    query: { eventid: eventId },
    headers: visitorHeaders(visitor),
    signal,
  });
  return { Events: Array.isArray(reply?.Events) ? reply.Events : [], User: reply?.User ?? null };
}

/** Deletes those raw events and the analytics user's facts (the roll-ups keep counts without any id). */
export async function deleteRecordedAboutMe(http: Http, eventId: number, visitor: string | null): Promise<void> {
  await http.request('DELETE', ANALYTICS_ME_PATH, { query: { eventid: eventId }, headers: visitorHeaders(visitor) });
}
