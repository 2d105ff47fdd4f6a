/** The database as the server's entry points open it. */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { createDb } from './connection';
import type { Database } from './schema';

export type { Database } from './schema';

export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'databaseFile'>): Kysely<Database> {
  return createDb(config.databaseUrl ? { url: config.databaseUrl } : { file: config.databaseFile });
}
