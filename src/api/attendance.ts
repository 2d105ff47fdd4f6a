/**
 * CME attendance (src/contracts/attendance.ts), with the signed-in user's bearer token: the players' reports, the
 * user's own attendance, deleting it, and issuing a certificate of attendance. The players and my area's
 * "Attendance (CME)" module call these (both loaded on demand).
 */
import {
  ATTENDANCE_CERTIFICATE_PATH,
  ATTENDANCE_PATH,
  type AttendanceReport,
  type AttendanceSummary,
  type IssuedCertificate,
} from '../contracts/attendance';
import type { Http } from './http';

/** POST api/Modules/Attendance?eventid: seconds watched; keepalive when sent as the page is left. */
export function reportAttendance(http: Http, eventId: number, report: AttendanceReport, keepalive = false): Promise<unknown> {
  return http.request('POST', `/${ATTENDANCE_PATH}`, { query: { eventid: eventId }, body: report, keepalive });
}

/** GET api/Modules/Attendance?eventid&language: the user's own, by the event's rule (its statement in the language). */
export function getAttendance(http: Http, eventId: number, language: string, signal?: AbortSignal): Promise<AttendanceSummary> {
  return http.get<AttendanceSummary>(`/${ATTENDANCE_PATH}`, { eventid: eventId, language }, signal);
}

/** DELETE api/Modules/Attendance?eventid: the user's watch times of the event are gone (certificates stay). */
export function deleteAttendance(http: Http, eventId: number): Promise<unknown> {
  return http.request('DELETE', `/${ATTENDANCE_PATH}`, { query: { eventid: eventId } });
}

/** POST api/Modules/Attendance/Certificate?eventid&language: a new certificate, then among the user's documents. */
export function createCertificate(http: Http, eventId: number, language: string): Promise<IssuedCertificate> {
  return http.request<IssuedCertificate>('POST', `/${ATTENDANCE_CERTIFICATE_PATH}`, { query: { eventid: eventId, language } });
}
