/**
 * Contracts of the jobs pages (docs/rules/content-areas.md section 2: /{i}/{e}/{l}/jobs and /jobs/{jobsId}; the rules
 * give them no calls or fields, so every name here is ours, in the API's PascalCase). Calls: src/api/jobs.ts; the
 * reference server answers them in server/routes/jobs.ts.
 */

/** Ours: the kinds of posting a congress's job board carries. */
export const JOB_KINDS = ['fullTime', 'partTime', 'fellowship', 'residency', 'internship'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** One posting of the list (no description: the list shows the summary). */
export interface JobSummary {
  Id: string;
  Title: string;
  /** The employer's name: an exhibitor's, the society's or another institution's. */
  Employer: string;
  /** The employer's exhibitor profile, or null when the employer is not an exhibitor of the event. */
  CompanyAccountId: string | null;
  Location: string;
  Kind: JobKind;
  /** Plain text. */
  Summary: string;
  /** ISO 8601 instant. */
  PublishedAt: string;
}

/** GET /api/Modules/Job?eventid&language&id: one posting with its description and how to apply. */
export interface JobPosting extends JobSummary {
  /** HTML (sanitised by the client). */
  Description: string;
  /** Where to apply: an http(s) or mailto address as the employer gave it (the client links only a safe one). */
  ApplyUrl: string;
  /** Plain text: what to send, by when. */
  HowToApply: string;
}
