/**
 * Typed calls of the job board (ours; docs/rules/content-areas.md section 2 names the pages, not their calls: see
 * server/routes/jobs.ts). Reply shapes: src/contracts.
 */
import type { Http } from './http';
import type { JobPosting, JobSummary } from '../contracts';

/** GET /api/Modules/Jobs: every posting, newest first. */
export function getJobs(http: Http, eventId: number, language: string, signal?: AbortSignal) {
  return http.get<JobSummary[]>('/api/Modules/Jobs', { eventid: eventId, language }, signal);
}

/** GET /api/Modules/Job: one posting with its description (404 when the event has no such posting). */
export function getJob(http: Http, eventId: number, language: string, id: string, signal?: AbortSignal) {
  return http.get<JobPosting>('/api/Modules/Job', { eventid: eventId, language, id }, signal);
}
