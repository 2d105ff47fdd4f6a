/**
 * An exhibitors' import (src/contracts/exhibitorAdmin.ts): the files read (read.ts), compared with the event's
 * exhibitors and tiers (plan.ts), and unless a dry run applied at once in one transaction. Exhibitor lists have no
 * draft and no cache of their own (routes/exhibition.ts and routes/public.ts read company_accounts on each request),
 * so the change is what the next request reads; the programme's version moves with it, because the programme's
 * cached lists and exports carry the symposia's company names and tiers. A file with problems changes nothing.
 *
 * The plan is made inside the transaction that applies it, from the exhibitors as they are then, so two imports at
 * once each compare with what the other left.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ExhibitorImportFormat, ExhibitorImportReport } from '../../src/contracts';
import { eventLanguages, type EventRow } from '../db/events';
import type { CompanyAccountTable, Database } from '../db/schema';
import { deleteWhere, insertAll, moveProgrammeVersion } from '../programmeImport/apply';
import { wireProblem } from '../programmeImport/drafts';
import { emptyCounts } from '../programmeImport/plan';
import type { ExhibitorReading } from './model';
import { planExhibitorImport, type CurrentExhibitors, type ExhibitorPlan } from './plan';

export { readExhibitors } from './read';

type Db = Kysely<Database> | Transaction<Database>;

export interface ExhibitorImportMeta {
  format: ExhibitorImportFormat;
  files: string[];
  now: string;
}

/** The event's exhibitors and tiers as they are. */
export async function loadCurrentExhibitors(db: Db, event: EventRow): Promise<CurrentExhibitors> {
  const [accounts, profiles, withdrawn, imported, tiers] = await Promise.all([
    db.selectFrom('company_accounts').selectAll().where('event_id', '=', event.id).execute(),
    db.selectFrom('company_profiles').selectAll().where('event_id', '=', event.id).execute(),
    db.selectFrom('exhibitor_withdrawn').selectAll().where('event_id', '=', event.id).execute(),
    db.selectFrom('exhibitor_imported').select('company_account_id').where('event_id', '=', event.id).execute(),
    db.selectFrom('exhibitor_tiers').selectAll().where('event_id', '=', event.id).orderBy('position').execute(),
  ]);
  const tierRows = new Map<string, typeof tiers>();
  for (const row of tiers) tierRows.set(row.id, [...(tierRows.get(row.id) ?? []), row]);
  return {
    eventId: event.id,
    languages: eventLanguages(event),
    accounts: new Map(accounts.map((row) => [row.company_account_id, row])),
    profiles: new Map(profiles.map((row) => [row.company_account_id, row])),
    withdrawn: new Map(withdrawn.map((row) => [row.company_account_id, JSON.parse(row.row) as CompanyAccountTable])),
    imported: new Set(imported.map((row) => row.company_account_id)),
    tiers: tierRows,
  };
}

/** Makes a plan's changes, inside the caller's transaction; moves the programme's version when anything changed. */
export async function applyExhibitorPlan(trx: Transaction<Database>, eventId: number, plan: ExhibitorPlan, now: string): Promise<void> {
  const { writes } = plan;
  const accountIds = [...writes.accounts, ...writes.withdrawn].map((account) => account.company_account_id);
  await deleteWhere(trx, 'company_accounts', 'company_account_id', eventId, accountIds);
  await insertAll(trx, 'company_accounts', writes.accounts);
  await deleteWhere(
    trx,
    'company_profiles',
    'company_account_id',
    eventId,
    writes.profiles.map((profile) => profile.company_account_id),
  );
  await insertAll(trx, 'company_profiles', writes.profiles);
  await deleteWhere(trx, 'exhibitor_withdrawn', 'company_account_id', eventId, writes.restored);
  await insertAll(
    trx,
    'exhibitor_withdrawn',
    writes.withdrawn.map((account) => ({
      event_id: eventId,
      company_account_id: account.company_account_id,
      row: JSON.stringify(account),
      withdrawn_at: now,
    })),
  );
  await insertAll(
    trx,
    'exhibitor_imported',
    writes.imported.map((company_account_id) => ({ event_id: eventId, company_account_id })),
  );
  if (writes.tiers !== null) {
    await trx.deleteFrom('exhibitor_tiers').where('event_id', '=', eventId).execute();
    await insertAll(trx, 'exhibitor_tiers', writes.tiers);
  }
  const nothing = Object.values(writes).every((rows: readonly unknown[] | null) => rows === null || rows.length === 0);
  await moveProgrammeVersion(trx, eventId, nothing ? null : { exhibitors: writes });
}

/** Compares what was read with the event's exhibitors; unless a dry run, applies it. */
export async function importExhibitors(
  db: Kysely<Database>,
  event: EventRow,
  reading: ExhibitorReading,
  meta: ExhibitorImportMeta,
  dryRun: boolean,
): Promise<ExhibitorImportReport> {
  const report = (plan: ExhibitorPlan | null, applied: boolean): ExhibitorImportReport => {
    return {
      Format: meta.format,
      Files: meta.files,
      Problems: reading.problems.map(wireProblem),
      Changes: plan?.changes ?? [],
      Counts: plan?.counts ?? { tier: emptyCounts(), exhibitor: emptyCounts() },
      Applied: applied,
    };
  };
  if (reading.problems.length > 0) return report(null, false);
  if (dryRun) return report(planExhibitorImport(await loadCurrentExhibitors(db, event), reading.exhibitors), false);
  const plan = await db.transaction().execute(async (trx) => {
    const planned = planExhibitorImport(await loadCurrentExhibitors(trx, event), reading.exhibitors);
    await applyExhibitorPlan(trx, event.id, planned, meta.now);
    return planned;
  });
  return report(plan, true);
}
