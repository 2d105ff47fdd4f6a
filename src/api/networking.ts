/**
 * Typed calls of the networking area's areas of interest. Ours: GET and POST /api/Networking/Interests?eventid&language
 * (the rules name the user's SelectedInterests and the area-of-interest popup, docs/rules/shell-access-identity.md
 * sections 3 and 4, but no call; the reference server answers them in server/routes/networking.ts). Reply shape:
 * src/contracts (networking.ts).
 */
import type { NetworkingInterests, NetworkingInterestsUpdate } from '../contracts';
import type { Http } from './http';

export function getNetworkingInterests(http: Http, ref: { eventId: number; language: string }, signal?: AbortSignal) {
  return http.get<NetworkingInterests>('/api/Networking/Interests', { eventid: ref.eventId, language: ref.language }, signal);
}

export function saveNetworkingInterests(http: Http, ref: { eventId: number; language: string }, body: NetworkingInterestsUpdate) {
  return http.post<NetworkingInterests>('/api/Networking/Interests', body, { eventid: ref.eventId, language: ref.language });
}
