/**
 * CME attendance (src/contracts/attendance.ts): recording a signed-in user's watch time, reading it by the event's rule,
 * deleting it. The caps live here: a report counts at most ATTENDANCE_REPORT_MAX_SECONDS (the player reports every
 * LIVE_WATCH_INTERVAL_MS, so anything more is a client that lies or replays), and a session's sum per mode at most
 * the session's length. A live report names a room: the session credited is the one running in it at the server's
 * clock, since a client's clock (or a client's claim) must not decide which session is attended.
 */
import { sql, type Kysely } from 'kysely';
import {
  ATTENDANCE_REPORT_MAX_SECONDS,
  type AttendanceReport,
  type AttendanceRule,
  type AttendanceSummary,
} from '../../src/contracts/attendance';
import { creditHours, parseCmeRule, sessionSeconds, sharePercent, totalCreditHours } from '../../src/core/attendance/cme';
import { RESOURCE_SETS } from '../../src/contracts';
import { parseConfigObject } from '../access/caller';
import type { EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { BadRequestError } from '../http/errors';

type Db = Kysely<Database>;

/**
 * The event's CME rule from its config_json: the default language's decides (the rule is the event's, not a
 * language's); the accreditation statement is the asked language's where that has one.
 */
export async function eventCmeRule(db: Db, event: EventRow, warn: (message: string) => void, language?: string): Promise<AttendanceRule> {
  const rows = await db
    .selectFrom('resources')
    .select(['language', 'resourcevalue'])
    .where('event_id', '=', event.id)
    .where('setname', '=', RESOURCE_SETS.config)
    .where('resourcename', '=', RESOURCE_SETS.config)
    .where('language', 'in', [event.default_language, language ?? event.default_language])
    .execute();
  const configOf = (wanted: string) => {
    const row = rows.find((candidate) => candidate.language === wanted);
    return (row && parseConfigObject(row.resourcevalue)) ?? {};
  };
  const { rule, warnings } = parseCmeRule(configOf(event.default_language));
  warnings.forEach((warning) => warn(`event ${event.short}: ${warning}`));
  const own = language && language !== event.default_language ? parseCmeRule(configOf(language)).rule.AccreditationText : '';
  return own ? { ...rule, AccreditationText: own } : rule;
}

/** The session a report credits: the given one (on demand) or the one running in the room now (live); 400 naming the field. */
async function reportedSession(db: Db, event: EventRow, report: AttendanceReport, now: number) {
  if (report.Mode === 'live') {
    if (report.RoomId === undefined) throw new BadRequestError('RoomId', 'body.RoomId: Required for a live report');
    const room = await db
      .selectFrom('programme_rooms')
      .select('id')
      .where('event_id', '=', event.id)
      .where('id', '=', report.RoomId)
      .executeTakeFirst();
    if (!room) throw new BadRequestError('RoomId', `body.RoomId: event ${event.id} has no room ${report.RoomId}`);
    const at = new Date(now).toISOString();
    // Stored instants are ISO 8601 UTC throughout, so they compare as text on both dialects.
    return (
      (await db
        .selectFrom('programme_sessions')
        .select(['id', 'start_date_time', 'end_date_time'])
        .where('event_id', '=', event.id)
        .where('room_id', '=', report.RoomId)
        .where('start_date_time', '<=', at)
        .where('end_date_time', '>', at)
        .where('is_cancelled', '=', 0)
        .orderBy('start_date_time', 'desc')
        .executeTakeFirst()) ?? null
    );
  }
  if (report.SessionId === undefined) throw new BadRequestError('SessionId', 'body.SessionId: Required for an on-demand report');
  const session = await db
    .selectFrom('programme_sessions')
    .select(['id', 'start_date_time', 'end_date_time'])
    .where('event_id', '=', event.id)
    .where('id', '=', report.SessionId)
    .executeTakeFirst();
  if (!session) throw new BadRequestError('SessionId', `body.SessionId: event ${event.id} has no session ${report.SessionId}`);
  return session;
}

/**
 * Adds a report to the user's attendance. Returns the session credited, or null when a live room had no session
 * running (a break: nothing to attend, not an error).
 */
export async function recordAttendance(
  db: Db,
  event: EventRow,
  userId: number,
  report: AttendanceReport,
  now: number,
): Promise<number | null> {
  const session = await reportedSession(db, event, report, now);
  if (!session) return null;
  const length = sessionSeconds(session.start_date_time, session.end_date_time);
  const seconds = Math.min(Math.max(0, Math.round(report.Seconds)), ATTENDANCE_REPORT_MAX_SECONDS);
  const column = report.Mode === 'live' ? 'live_seconds' : 'ondemand_seconds';
  const updatedAt = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    const key = { event_id: event.id, user_id: userId, session_id: session.id };
    const existing = await trx
      .selectFrom('attendance')
      .select(['live_seconds', 'ondemand_seconds'])
      .where('event_id', '=', key.event_id)
      .where('user_id', '=', key.user_id)
      .where('session_id', '=', key.session_id)
      .executeTakeFirst();
    const total = Math.min(length, (existing?.[column] ?? 0) + seconds);
    // An insert that meets a concurrent one updates it instead: the primary key decides, on both dialects.
    await trx
      .insertInto('attendance')
      .values({ ...key, live_seconds: 0, ondemand_seconds: 0, [column]: total, updated_at: updatedAt })
      .onConflict((conflict) =>
        conflict.columns(['event_id', 'user_id', 'session_id']).doUpdateSet({
          // The stored sum (not the one read above, which a concurrent report may have passed) plus this one, capped.
          [column]: sql<number>`case when ${sql.ref(`attendance.${column}`)} + ${seconds} > ${length} then ${length} else ${sql.ref(`attendance.${column}`)} + ${seconds} end`,
          updated_at: updatedAt,
        }),
      )
      .execute();
  });
  return session.id;
}

/** The user's attendance of the event, session by session in programme order, with the rule's share and credit. */
export async function attendanceSummary(db: Db, event: EventRow, userId: number, rule: AttendanceRule): Promise<AttendanceSummary> {
  const rows = await db
    .selectFrom('attendance as a')
    .innerJoin('programme_sessions as s', (join) => join.onRef('s.event_id', '=', 'a.event_id').onRef('s.id', '=', 'a.session_id'))
    .leftJoin('programme_rooms as r', (join) => join.onRef('r.event_id', '=', 's.event_id').onRef('r.id', '=', 's.room_id'))
    .select(['a.session_id', 'a.live_seconds', 'a.ondemand_seconds', 's.name', 's.start_date_time', 's.end_date_time', 'r.name as room'])
    .where('a.event_id', '=', event.id)
    .where('a.user_id', '=', userId)
    .orderBy('s.start_date_time')
    .orderBy('s.id')
    .execute();
  const sessions = rows.map((row) => {
    const length = sessionSeconds(row.start_date_time, row.end_date_time);
    const share = sharePercent(row.live_seconds, row.ondemand_seconds, length);
    const counts = rule.Active && share >= rule.MinimumSharePercent;
    return {
      SessionId: row.session_id,
      Title: row.name,
      Room: row.room ?? '',
      Start: row.start_date_time,
      End: row.end_date_time,
      LiveSeconds: row.live_seconds,
      OnDemandSeconds: row.ondemand_seconds,
      SharePercent: share,
      Counts: counts,
      CreditHours: counts ? creditHours(length, rule) : 0,
    };
  });
  return { Rule: rule, Sessions: sessions, TotalCreditHours: totalCreditHours(sessions.map((session) => session.CreditHours)) };
}

export async function deleteAttendance(db: Db, event: EventRow, userId: number): Promise<void> {
  await db.deleteFrom('attendance').where('event_id', '=', event.id).where('user_id', '=', userId).execute();
}
