/**
 * Typed calls for texts, configuration and the event (docs/rules/shell-access-identity.md and docs/rules/content-areas.md,
 * section 7 "Texts, configuration, general" and "Module and core API").
 */
import type { Http } from './http';
import type { DomainDefaults, IndustryLandingModel, InstanceInfo, Resource, ServerTime, VersionInfo, VmToken } from '../contracts';
// The event's details and resource sets, which every element reads, are in eventReads.ts: the chunk every element
// downloads takes only them.
import type { EventRef } from './eventReads';

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

/** GET /api/modules/IndustryLandingModel?shortname&language: the industry landing page's model (docs/rules/content-areas.md section 7). */
export function getIndustryLandingModel(http: Http, { event, language }: EventRef, signal?: AbortSignal) {
  return http.get<IndustryLandingModel>('/api/modules/IndustryLandingModel', { shortname: event, language }, signal);
}

/** GET /api/Core/GetVMToken/?eventid: the signed-in user's token for the event's virtual meeting (docs/rules/shell-access-identity.md section 7). */
export function getVmToken(http: Http, eventId: number, signal?: AbortSignal) {
  return http.get<VmToken>('/api/Core/GetVMToken/', { eventid: eventId }, signal);
}
