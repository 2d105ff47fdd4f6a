/**
 * Typed calls of the society's own pages: award winners, preceptorships and the world village (ours: the rules
 * name the screens but no calls; server/routes/society.ts). Reply shapes: src/contracts.
 */
import type { AwardCategory, Preceptorship, WorldVillageSociety } from '../contracts';
import type { Http } from './http';

export function getAwardWinners(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<AwardCategory[]>('/api/Modules/AwardWinners', { eventid: eventId, language }, signal);
}

export function getPreceptorships(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<Preceptorship[]>('/api/Modules/Preceptorships', { eventid: eventId, language }, signal);
}

export function getWorldVillage(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<WorldVillageSociety[]>('/api/Modules/WorldVillage', { eventid: eventId, language }, signal);
}

export function getWorldVillageSociety(http: Http, eventId: number, language: string, id: number, signal?: AbortSignal) {
  return http.get<WorldVillageSociety>('/api/Modules/WorldVillageSociety', { eventid: eventId, language, id }, signal);
}
