/**
 * Contracts of my area's documents and forms and of the terms (docs/rules/content-areas.md sections 3, 4 and 7,
 * "Documents and terms"). Calls: src/api/documents.ts; the reference server answers them in
 * server/routes/documents.ts.
 */

import type { SurveyRequest } from './survey';

/** Ours: the state of a my-area form (section 4: Done, Accepted and Rejected hide every button). */
export type FormStatus = 'Open' | 'Submitted' | 'Done' | 'Accepted' | 'Rejected';

/**
 * GET /api/custominterfaces/oauth/LandingPage/UserDocumentsV2?context=Event&shortName: the signed-in
 * user's documents (section 7: EventShort, SocietyShort, FileType). FileType "Form" is a my-area form
 * (a survey with a Status); the others are files, downloaded through UserDocument?id.
 */
export interface UserDocument {
  Id: number;
  Name: string;
  EventShort: string;
  SocietyShort: string;
  /** PDF, Form, ... */
  FileType: string;
  /** ISO 8601. */
  Created: string;
  /** Forms only; null for files. */
  Status: FormStatus | null;
  /** Forms only: the survey to show. */
  SurveyRequest: SurveyRequest | null;
}

/** GET /api/custominterfaces/oauth/UserConsent/TermsAndConditions?pContext&pLanguage(&pContextId). */
export interface TermsEntry {
  Id: number;
  Title: string;
  /** HTML (sanitised by the client). */
  Content: string;
  IsPrivacyPolicy: boolean;
}
