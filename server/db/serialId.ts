/**
 * An auto-increment integer primary key `id` on both dialects, for the migrations: SQLite's integer primary key,
 * PostgreSQL's serial (an integer column with a sequence).
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from './connection';

export function withSerialId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
    : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}
