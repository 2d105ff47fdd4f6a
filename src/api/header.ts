/** The header's call (docs/rules/shell-access-identity.md section 7): GET /api/Core/GetVMXHeader?shortname&language. */
import type { Http } from './http';
import type { VmxHeaderReply } from './types';

/** The reply is read as unknown: core/header parseHeaderModel checks every field. */
export function getVmxHeader(http: Http, { event, language }: { event: string; language: string }, signal?: AbortSignal) {
  return http.get<VmxHeaderReply | unknown>('/api/Core/GetVMXHeader', { shortname: event, language }, signal);
}
