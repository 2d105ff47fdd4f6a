/**
 * The core service's two reads that every element makes: the event's details and its resource sets
 * (docs/rules/shell-access-identity.md and docs/rules/content-areas.md, section 7 "Texts, configuration, general").
 * Apart from core.ts, so that the chunk every element downloads carries none of the service's other reads (those
 * of the shell, the clock, the platform's version, the pages).
 */
import type { Http } from './http';
import type { EventDetails, Resource } from '../contracts';

export interface EventRef {
  event: string;
  language: string;
}

export function getResources(http: Http, { event, language }: EventRef, setname: string, signal?: AbortSignal) {
  return http.get<Resource[]>('/api/modules/GetResources', { eventshort: event, setname, language }, signal);
}

export function getEventDetails(http: Http, { event, language }: EventRef, signal?: AbortSignal) {
  return http.get<EventDetails>('/api/Public/EventDetails', { shortname: event, language }, signal);
}
