/**
 * The version of each event's content that every page reads at its start: the event's details (the events row) and
 * its resource sets (texts, configuration, theme). The answers made from them are kept per version
 * (http/answerCache.ts) and a request reads the version beside the event: whoever changes an event's row or
 * resources writes a new version (writeContentVersions), and every process of the deployment then makes its
 * answers again. The seed writes the first ones. The table and its migration (0017-content-versions) are kept
 * here; schema.ts and migrations.ts take them in.
 *
 * A version is a digest of what it versions, like programme_versions': the same content has the same version (and
 * so the same ETags) after a reseed.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import { NotFoundError } from '../http/errors';
import type { EventRow } from './events';
import type { Database } from './schema';
import { byteOrder } from './connection';

export interface ContentVersionTable {
  event_id: number;
  version: string;
}

export interface ContentVersionDatabase {
  content_versions: ContentVersionTable;
}

/** The version of an event whose content no writer has versioned yet (a database from before this table). */
export const UNVERSIONED_CONTENT = 'unversioned';

export const CONTENT_VERSIONS_MIGRATION: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_versions')
      .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
      .addColumn('version', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('content_versions').ifExists().execute();
  },
};

/** The event's content version now. */
export async function contentVersion(db: Kysely<Database>, eventId: number): Promise<string> {
  const row = await db.selectFrom('content_versions').select('version').where('event_id', '=', eventId).executeTakeFirst();
  return row?.version ?? UNVERSIONED_CONTENT;
}

/**
 * The event named by short name (first) or id with its content version, in one query (the answers at a page's
 * start ask for both, thousands of times a second on a congress morning), or a 404 as requireEvent.
 */
export async function requireVersionedEvent(
  db: Kysely<Database>,
  ref: { short?: string | undefined; id?: number | undefined },
): Promise<{ event: EventRow; contentVersion: string }> {
  const query = db
    .selectFrom('events')
    .leftJoin('content_versions', 'content_versions.event_id', 'events.id')
    .selectAll('events')
    .select('content_versions.version as content_version');
  const row =
    ref.short !== undefined
      ? await query.where('events.short', '=', ref.short.toLowerCase()).executeTakeFirst()
      : ref.id !== undefined
        ? await query.where('events.id', '=', ref.id).executeTakeFirst()
        : undefined;
  if (!row) throw new NotFoundError(`unknown event ${ref.short ?? ref.id}`);
  const { content_version, ...event } = row;
  return { event, contentVersion: content_version ?? UNVERSIONED_CONTENT };
}

/** Writes the content version of each event given (every event when none is), from its row and resources as they are now. */
export async function writeContentVersions(db: Kysely<Database>, eventIds?: readonly number[]): Promise<void> {
  let events = db.selectFrom('events').selectAll().orderBy('id');
  if (eventIds) {
    if (eventIds.length === 0) return;
    events = events.where('id', 'in', eventIds);
  }
  for (const event of await events.execute()) {
    const resources = await db
      .selectFrom('resources')
      .select(['setname', 'language', 'resourcename', 'resourcevalue'])
      .where('event_id', '=', event.id)
      .orderBy(byteOrder(db, 'setname'))
      .orderBy(byteOrder(db, 'language'))
      .orderBy(byteOrder(db, 'resourcename'))
      .execute();
    const version = createHash('sha256')
      .update(JSON.stringify([event, resources]))
      .digest('base64url')
      .slice(0, 16);
    await db
      .insertInto('content_versions')
      .values({ event_id: event.id, version })
      .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ version: sql`excluded.version` }))
      .execute();
  }
}
