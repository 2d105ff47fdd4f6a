/** What every route plugin is given. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RouteDeps {
  db: Kysely<Database>;
}
