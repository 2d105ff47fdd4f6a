/**
 * The event dashboard's breakdown of the spec's analytics users (issue 23; server/db/analyticsUserTables.ts,
 * src/contracts/analytics.ts EventDashboardTrackedUsers): how many users tracked with their user id were seen in the
 * range, their HCP share, their professions and visitor types. Aggregate only: counts by value, never a user id, a
 * city or an external id, and a value fewer than DASHBOARD_MIN_GROUP users share is folded into '' with the values not
 * given, so that a rare profession does not point to its one holder.
 */
import type { Kysely } from 'kysely';
import { DASHBOARD_MIN_GROUP, type DashboardShare, type EventDashboardTrackedUsers } from '../../src/contracts';
import type { Database } from '../db/schema';
import type { DashboardRange } from './dashboard';

/** The analytics users of the event whose recorded span [first_seen, last_seen] meets the range [from, to). */
export async function trackedUsers(db: Kysely<Database>, eventId: number, range: DashboardRange): Promise<EventDashboardTrackedUsers> {
  const seen = db
    .selectFrom('analytics_users')
    .where('event_id', '=', eventId)
    .where('last_seen', '>=', range.from)
    .where('first_seen', '<', range.to);
  const [hcp, professions, visitorTypes] = await Promise.all([
    seen
      .select(['is_hcp as key', (eb) => eb.fn.countAll<number | string>().as('users')])
      .groupBy('is_hcp')
      .execute(),
    seen
      .select(['profession as key', (eb) => eb.fn.countAll<number | string>().as('users')])
      .groupBy('profession')
      .execute(),
    seen
      .select(['visitor_type as key', (eb) => eb.fn.countAll<number | string>().as('users')])
      .groupBy('visitor_type')
      .execute(),
  ]);
  const count = (value: number | null) =>
    hcp.filter((row) => (row.key === null ? null : Number(row.key)) === value).reduce((sum, row) => sum + Number(row.users), 0);
  return {
    Total: hcp.reduce((sum, row) => sum + Number(row.users), 0),
    Hcp: count(1),
    NotHcp: count(0),
    HcpNotGiven: count(null),
    Professions: shares(professions),
    VisitorTypes: shares(visitorTypes),
  };
}

/** The groups by value, the small ones folded into '', the most first (then by value, the same on both dialects). */
function shares(rows: ReadonlyArray<{ key: string; users: number | string }>): DashboardShare[] {
  let folded = 0;
  const shown: DashboardShare[] = [];
  for (const row of rows) {
    const users = Number(row.users);
    if (row.key === '' || users < DASHBOARD_MIN_GROUP) folded += users;
    else shown.push({ Key: row.key, Users: users });
  }
  if (folded > 0) shown.push({ Key: '', Users: folded });
  return shown.sort((a, b) => b.Users - a.Users || (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
}
