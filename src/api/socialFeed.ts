/**
 * The social feed widget's call (ours; docs/rules/content-areas.md section 1 names the widget, not its call: see
 * server/routes/socialFeed.ts). Reply shape: src/contracts.
 */
import type { Http } from './http';
import type { SocialPost } from '../contracts';

/** GET /api/Modules/SocialFeed: the event's posts of both tabs, newest first. */
export function getSocialFeed(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<SocialPost[]>('/api/Modules/SocialFeed', { eventid: eventId, language }, signal);
}
