/**
 * Typed calls for texts, configuration and the event (docs/rules/shell-access-identity.md and docs/rules/content-areas.md,
 * section 7 "Texts, configuration, general" and "Module and core API").
 */
import type { Http } from './http';
import type { DomainDefaults, EventDetails, InstanceInfo, Resource, ServerTime, VersionInfo } from '../contracts';

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

export function getServerTime(http: Http, signal?: AbortSignal) {
  return http.get<ServerTime>('/api/Core/ServerTime', undefined, signal);
}

export function getConfigResource(http: Http, eventId: number, resourcename: string, signal?: AbortSignal) {
  return http.get<Resource>('/api/Modules/GetConfigResource', { eventId, resourcename }, signal);
}

/** {origin}/version.json: the platform's build. */
export function getVersion(http: Http, signal?: AbortSignal) {
  return http.get<VersionInfo>('/version.json', undefined, signal);
}

/** Ours (the spec's instance config): 404 for an unknown instance. */
export function getInstance(http: Http, instance: string, signal?: AbortSignal) {
  return http.get<InstanceInfo>('/api/Public/Instance', { instance }, signal);
}

/** Ours (the spec's domain map): 404 when the host maps to no default. */
export function getDomainDefaults(http: Http, host: string, signal?: AbortSignal) {
  return http.get<DomainDefaults>('/api/Public/DomainDefaults', { host }, signal);
}
