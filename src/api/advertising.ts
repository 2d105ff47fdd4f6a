/**
 * The exhibition service's advertisements and push notifications (docs/rules/shell-access-identity.md section 7).
 * Its own file, not exhibition.ts: the logo grid imports that one and must stay small.
 */
import { pushNotificationsFallbackPath } from '../core/pushNotifications';
import type { Http } from './http';
import type { AdvertisementReply, PushNotificationReply } from '../contracts';

/** GET /api/Exhibition/EventAdvertisement/{eventId}/{language}. */
export function getEventAdvertisements(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<AdvertisementReply[]>(`/api/Exhibition/EventAdvertisement/${eventId}/${encodeURIComponent(language)}`, undefined, signal);
}

/** GET /api/Exhibition/EventPushnotifications/{eventId}/{language}, with the user's bearer token when one is stored. */
export function getEventPushNotifications(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<PushNotificationReply[]>(
    `/api/Exhibition/EventPushnotifications/${eventId}/${encodeURIComponent(language)}`,
    undefined,
    signal,
  );
}

/** The static json file the spec falls back to when EventPushnotifications fails (section 7). */
export function getPushNotificationsFallback(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.request<PushNotificationReply[]>('GET', pushNotificationsFallbackPath(eventId, encodeURIComponent(language)), {
    signal,
    anonymous: true,
  });
}
