/**
 * Contracts of the abstract submission page (docs/rules/shell-access-identity.md section 2: SubmissionPage,
 * /{i}/{e}/{l}/submission/{module*}; the rules give it no calls or fields, so every name here is ours, in the API's
 * PascalCase). Calls: src/api/submission.ts; the reference server answers them in server/routes/submissions.ts.
 */

/** Ours: draft (still editable), submitted, underReview, accepted, rejected. */
export type SubmissionStatus = 'draft' | 'submitted' | 'underReview' | 'accepted' | 'rejected';

export interface SubmissionAuthor {
  Name: string;
  Affiliation: string;
}

/** GET /api/Submissions/Topics?eventid&language: the topics an abstract may be filed under. */
export interface SubmissionTopic {
  Id: string;
  Name: string;
}

/** One of the signed-in user's abstracts. */
export interface AbstractSubmission {
  Id: number;
  Title: string;
  Authors: SubmissionAuthor[];
  /** A topic's Id, '' while a draft has none. */
  Topic: string;
  /** The topic's name in the asked language ('' when none). */
  TopicName: string;
  /** Plain text. */
  Abstract: string;
  Status: SubmissionStatus;
  /** ISO 8601 instants. */
  UpdatedAt: string;
  SubmittedAt: string | null;
}

/**
 * POST /api/Submissions?eventid and PUT /api/Submissions/{id}?eventid: the fields, and whether to submit (then every
 * field is required and the text is within the word limit) or keep it a draft (a title is enough).
 */
export interface AbstractSubmissionInput {
  Title: string;
  Authors: SubmissionAuthor[];
  Topic: string;
  Abstract: string;
  Submit: boolean;
}
