/**
 * Typed calls of the general assembly (ours: the rules name the AssemblyPage but no call; server/routes/assembly.ts).
 * Both need the bearer token: the assembly is for society members. Reply shapes: src/contracts/assembly.ts.
 */
import type { Assembly } from '../contracts';
import type { Http } from './http';

export function getAssembly(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<Assembly>('/api/Modules/Assembly', { eventid: eventId, language }, signal);
}

/** One of the assembly's documents, as the PDF file. */
export function getAssemblyDocument(http: Http, eventId: number, language: string, id: number) {
  return http.request<Blob>('GET', '/api/Modules/AssemblyDocument', { query: { eventid: eventId, language, id }, as: 'blob' });
}
