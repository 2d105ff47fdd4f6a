/**
 * Ours (issue 23): CME attendance and the certificate of attendance. Attendance is a service to the signed-in
 * attendee (like the TV's watched state kept on the server): the players report the seconds a signed-in user watched
 * a session, live or on demand, whatever their analytics consent; the user reads it in my area, turns it into a
 * certificate and may delete it. It is never part of the analytics (src/contracts/analytics.ts).
 *
 *   POST   /api/Modules/Attendance?eventid               body AttendanceReport: 204; 400 naming the field (a room or
 *                                                        session of another event, a live report without RoomId...)
 *   GET    /api/Modules/Attendance?eventid               AttendanceSummary: the user's own, by the event's rule
 *   DELETE /api/Modules/Attendance?eventid               204: the user's watch times of the event deleted (issued
 *                                                        certificates stay: they are fixed documents)
 *   POST   /api/Modules/Attendance/Certificate?eventid   IssuedCertificate: a new certificate of the sessions that
 *                                                        count (409 when none counts, or the event has no CME rule);
 *                                                        it appears among the user's documents (UserDocumentsV2) and
 *                                                        downloads as a PDF there (UserDocument?id)
 *   GET    /api/Public/Certificates/{code}               CertificateVerification, public and rate limited (codes
 *                                                        can be guessed); 404 for an unknown code
 * The first four need the bearer token (401 without). Paths in their case variants.
 * The public verification page: /verify/{instance}/{event}/{language}(?code=...).
 *
 * The server keeps the sums and caps them: one report counts at most ATTENDANCE_REPORT_MAX_SECONDS, and a session's
 * sum per mode at most the session's length. A live report names the room; the server credits the session running in
 * it at the server's clock (never the client's).
 */
import { LIVE_WATCH_INTERVAL_MS } from './analytics';

/** Path of the attendance calls, relative to the API base. */
export const ATTENDANCE_PATH = 'api/Modules/Attendance';
export const ATTENDANCE_CERTIFICATE_PATH = 'api/Modules/Attendance/Certificate';

/** The live player reports every LIVE_WATCH_INTERVAL_MS; one report counts at most that plus some slack. */
export const ATTENDANCE_REPORT_MAX_SECONDS = LIVE_WATCH_INTERVAL_MS / 1000 + 30;

/** The user_documents kind of a certificate of attendance (its PDF comes from the certificate, not a template). */
export const CERTIFICATE_DOCUMENT_KIND = 'cme-certificate';

export type AttendanceMode = 'live' | 'ondemand';

export interface AttendanceReport {
  Mode: AttendanceMode;
  /** Live: the room's id (the server finds the session running in it now). */
  RoomId?: number;
  /** On demand: the session whose recording was watched. */
  SessionId?: number;
  /** Seconds watched since the previous report (capped by the server). */
  Seconds: number;
}

/** The event's CME rule (app config key `cme`, src/core/attendance/cme.ts). */
export interface AttendanceRule {
  Active: boolean;
  MinimumSharePercent: number;
  CreditHoursPerHour: number;
  AccreditationText: string;
}

export interface AttendedSession {
  SessionId: number;
  Title: string;
  Room: string;
  /** ISO 8601 instants. */
  Start: string;
  End: string;
  LiveSeconds: number;
  OnDemandSeconds: number;
  /** The share of the session watched, 0-100 (live and on demand together, never over 100). */
  SharePercent: number;
  /** Whether it reaches the rule's minimum share. */
  Counts: boolean;
  /** Its credit hours when it counts, else 0. */
  CreditHours: number;
}

export interface AttendanceSummary {
  Rule: AttendanceRule;
  Sessions: AttendedSession[];
  TotalCreditHours: number;
}

export interface IssuedCertificate {
  Code: string;
  DocumentId: number;
  IssuedAt: string;
}

/** What a certificate's verification shows: nothing more than is printed on it. */
export interface CertificateVerification {
  Code: string;
  EventName: string;
  /** The attendee's name as printed. */
  Name: string;
  IssuedAt: string;
  Sessions: { Title: string; Start: string; End: string; CreditHours: number }[];
  TotalCreditHours: number;
}
