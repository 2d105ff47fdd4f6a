/** The header's call (docs/rules/shell-access-identity.md section 7): GET /api/Core/GetVMXHeader?shortname&language. */
import type { Http } from './http';

/** The reply (a VmxHeaderReply, contracts) is read as unknown: core/header parseHeaderModel checks every field. */
export function getVmxHeader(http: Http, { event, language }: { event: string; language: string }, signal?: AbortSignal) {
  return http.get<unknown>('/api/Core/GetVMXHeader', { shortname: event, language }, signal);
}
