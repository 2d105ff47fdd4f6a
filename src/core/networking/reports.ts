/**
 * A report of a message (contracts/messaging.ts ReportCreate): its optional note is plain text of at most
 * REPORT_NOTE_MAX_LENGTH characters once trimmed, as a contact request's note is (messaging.ts contactNoteProblem).
 */
import { REPORT_NOTE_MAX_LENGTH, type ReportCreate, type ReportReason } from '../../contracts';

export function reportNoteProblem(note: string): 'tooLong' | null {
  return note.trim().length > REPORT_NOTE_MAX_LENGTH ? 'tooLong' : null;
}

/** The body to send: the reason, and the note trimmed when one was written. */
export function reportBody(reason: ReportReason, note: string): ReportCreate {
  const trimmed = note.trim();
  return trimmed === '' ? { Reason: reason } : { Reason: reason, Note: trimmed };
}
