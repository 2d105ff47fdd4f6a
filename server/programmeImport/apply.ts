/**
 * Makes a plan's changes (plan.ts) to the programme, inside the caller's transaction: rooms, new session types and
 * groups, speakers, sessions with their groups and chairs, presentations with their abstracts and authors, withdrawn
 * items moved to programme_withdrawn, restored ones back, new source ids; then moves the programme's version, so that
 * every process's list cache and ETag change (routes/programme.ts reads the version on each request).
 *
 * Rows are written in batches (a large congress's first import is tens of thousands of rows) small enough for both
 * dialects' limits on a statement's parameters.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ProgrammePlan } from './plan';

/** Ours: the most parameters one INSERT binds (SQLite allows 32,766, PostgreSQL 65,535). */
const MAX_PARAMETERS = 30_000;

/** Inserts rows of one table in batches (the exhibitors' import writes with it too). */
export async function insertAll<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0]!).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let start = 0; start < rows.length; start += size) {
    // The rows are the table's own (plan.ts builds them from its Selectable types).
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

/** Deletes the event's rows of `table` whose `column` is one of `ids`, in batches (the exhibitors' import's too). */
export async function deleteWhere(
  trx: Transaction<Database>,
  table:
    | 'programme_rooms'
    | 'programme_authors'
    | 'programme_sessions'
    | 'programme_session_groups'
    | 'programme_session_chairs'
    | 'programme_presentations'
    | 'programme_abstracts'
    | 'programme_abstract_authors'
    | 'programme_withdrawn'
    | 'company_accounts'
    | 'company_profiles'
    | 'exhibitor_withdrawn',
  column: 'id' | 'session_id' | 'abstract_id' | 'local_id' | 'company_account_id',
  eventId: number,
  ids: readonly (number | string)[],
  kind?: string,
): Promise<void> {
  const size = MAX_PARAMETERS - 2;
  for (let start = 0; start < ids.length; start += size) {
    let query = trx
      .deleteFrom(table)
      .where('event_id', '=', eventId)
      .where(column as never, 'in', ids.slice(start, start + size) as never);
    if (kind !== undefined) query = query.where('kind' as never, '=', kind as never);
    await query.execute();
  }
}

/** Applies the plan; answers the programme's new version. */
export async function applyPlan(trx: Transaction<Database>, eventId: number, plan: ProgrammePlan, now: string): Promise<string> {
  const { writes } = plan;

  await deleteWhere(trx, 'programme_rooms', 'id', eventId, [...writes.roomsRemoved, ...writes.rooms.map((room) => room.id)]);
  await insertAll(trx, 'programme_rooms', writes.rooms);
  await insertAll(trx, 'programme_session_types', writes.types);
  await insertAll(trx, 'programme_groups', writes.groups);

  // Withdrawn items leave the programme; their rows are kept as they were.
  await insertAll(
    trx,
    'programme_withdrawn',
    writes.withdrawn.map((item) => ({
      event_id: eventId,
      kind: item.rows.kind,
      local_id: item.id,
      rows: JSON.stringify(item.rows),
      withdrawn_at: now,
    })),
  );
  const withdrawnOf = (kind: string) => writes.withdrawn.filter((item) => item.rows.kind === kind).map((item) => item.id);
  const withdrawnAbstracts = writes.withdrawn.flatMap((item) =>
    item.rows.kind === 'presentation' && item.rows.presentation.abstract ? [item.rows.presentation.abstract.id] : [],
  );
  for (const kind of ['speaker', 'session', 'presentation'] as const) {
    await deleteWhere(
      trx,
      'programme_withdrawn',
      'local_id',
      eventId,
      writes.restored.filter((item) => item.kind === kind).map((item) => item.id),
      kind,
    );
  }

  // Speakers, sessions and presentations written whole: what was there goes first.
  const speakerIds = [...writes.speakers.map((speaker) => speaker.id), ...withdrawnOf('speaker')];
  await deleteWhere(trx, 'programme_authors', 'id', eventId, speakerIds);
  await insertAll(trx, 'programme_authors', writes.speakers);

  const sessionIds = [...writes.sessions.map((session) => session.row.id), ...withdrawnOf('session')];
  await deleteWhere(trx, 'programme_session_groups', 'session_id', eventId, sessionIds);
  await deleteWhere(trx, 'programme_session_chairs', 'session_id', eventId, sessionIds);
  await deleteWhere(trx, 'programme_sessions', 'id', eventId, sessionIds);
  await insertAll(
    trx,
    'programme_sessions',
    writes.sessions.map((session) => session.row),
  );
  await insertAll(
    trx,
    'programme_session_groups',
    writes.sessions.flatMap((session) => session.groupIds.map((group_id) => ({ event_id: eventId, session_id: session.row.id, group_id }))),
  );
  await insertAll(
    trx,
    'programme_session_chairs',
    writes.sessions.flatMap((session) =>
      session.chairIds.map((author_id, index) => ({ event_id: eventId, session_id: session.row.id, author_id, position: index + 1 })),
    ),
  );

  const presentationIds = [...writes.presentations.map((presentation) => presentation.row.id), ...withdrawnOf('presentation')];
  const abstractIds = [
    ...writes.presentations.flatMap((presentation) => (presentation.abstract ? [presentation.abstract.id] : [])),
    ...withdrawnAbstracts,
  ];
  await deleteWhere(trx, 'programme_abstract_authors', 'abstract_id', eventId, abstractIds);
  await deleteWhere(trx, 'programme_abstracts', 'id', eventId, abstractIds);
  await deleteWhere(trx, 'programme_presentations', 'id', eventId, presentationIds);
  await insertAll(
    trx,
    'programme_presentations',
    writes.presentations.map((presentation) => presentation.row),
  );
  await insertAll(
    trx,
    'programme_abstracts',
    writes.presentations.flatMap((presentation) => (presentation.abstract ? [presentation.abstract] : [])),
  );
  await insertAll(
    trx,
    'programme_abstract_authors',
    writes.presentations.flatMap((presentation) =>
      presentation.abstract
        ? [...new Set(presentation.authorIds)].map((author_id, index) => ({
            event_id: eventId,
            abstract_id: presentation.abstract!.id,
            author_id,
            position: index + 1,
            is_presenting: index === 0 ? 1 : 0,
          }))
        : [],
    ),
  );

  await insertAll(
    trx,
    'programme_sources',
    writes.sources.map((source) => ({ event_id: eventId, ...source })),
  );

  const nothing = Object.values(plan.writes).every((rows: readonly unknown[]) => rows.length === 0);
  return moveProgrammeVersion(trx, eventId, nothing ? null : plan.writes);
}

/**
 * The programme's next version: a digest of the one before and of what changed (`writes`), so that it differs after
 * every change; null (nothing written) keeps it. The exhibitors' import moves it too: the programme's cached
 * symposia carry their companies' names and tiers.
 */
export async function moveProgrammeVersion(trx: Transaction<Database>, eventId: number, writes: object | null): Promise<string> {
  const row = await trx.selectFrom('programme_versions').select('version').where('event_id', '=', eventId).executeTakeFirst();
  const before = row?.version ?? '';
  if (writes === null && row) return before;
  const version = createHash('sha256').update(before).update(JSON.stringify(writes)).digest('base64url').slice(0, 16);
  if (row) await trx.updateTable('programme_versions').set({ version }).where('event_id', '=', eventId).execute();
  else await trx.insertInto('programme_versions').values({ event_id: eventId, version }).execute();
  return version;
}
