/**
 * An import's way to the programme (src/contracts/programmeAdmin.ts): read files are compared with the programme
 * (a dry run keeps nothing), kept as the event's pending draft, and published: the draft compared with the programme
 * as it is then, its changes made in one transaction and the version moved. A file with problems is never kept.
 *
 * Publishing claims the draft first (pending → published, in the transaction), so that two publishers at once (two
 * server processes) publish it once: the second finds nothing pending.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ProgrammeImportFormat, ProgrammeImportProblem, ProgrammeImportReport } from '../../src/contracts';
import { eventLanguages, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { HttpProblem } from '../identity/service';
import { applyPlan } from './apply';
import { loadCurrentProgramme } from './current';
import type { ImportedProgramme, ImportProblem, ImportReading } from './model';
import { planImport, type ProgrammePlan } from './plan';

type Db = Kysely<Database> | Transaction<Database>;

export interface ImportMeta {
  format: ProgrammeImportFormat;
  files: string[];
  /** Who imports: `service:{client id}`. */
  by: string;
  now: string;
}

function wireProblem(problem: ImportProblem): ProgrammeImportProblem {
  return {
    File: problem.file,
    Line: problem.line ?? null,
    Path: problem.path ?? null,
    Sheet: problem.sheet ?? null,
    Row: problem.row ?? null,
    Field: problem.field ?? null,
    Reason: problem.reason,
  };
}

function report(
  meta: Pick<ImportMeta, 'format' | 'files'>,
  plan: ProgrammePlan | null,
  problems: readonly ImportProblem[],
  extra: Partial<Pick<ProgrammeImportReport, 'DraftId' | 'Published' | 'Version'>> = {},
): ProgrammeImportReport {
  const empty = { Added: 0, Changed: 0, Withdrawn: 0, Restored: 0, Unchanged: 0 };
  return {
    Format: meta.format,
    Files: meta.files,
    Problems: problems.map(wireProblem),
    Changes: plan?.changes ?? [],
    Counts: plan?.counts ?? { room: { ...empty }, speaker: { ...empty }, session: { ...empty }, presentation: { ...empty } },
    DraftId: extra.DraftId ?? null,
    Published: extra.Published ?? false,
    Version: extra.Version ?? null,
  };
}

async function planAgainstNow(db: Db, event: EventRow, programme: ImportedProgramme): Promise<ProgrammePlan> {
  return planImport(await loadCurrentProgramme(db, event.id, eventLanguages(event)), programme);
}

/** Compares what was read with the programme; unless a dry run, keeps it as the event's pending draft. */
export async function importProgramme(
  db: Kysely<Database>,
  event: EventRow,
  reading: ImportReading,
  meta: ImportMeta,
  dryRun: boolean,
): Promise<ProgrammeImportReport> {
  if (reading.problems.length > 0) return report(meta, null, reading.problems);
  const plan = await planAgainstNow(db, event, reading.programme);
  if (dryRun) return report(meta, plan, []);
  const draftId = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('programme_drafts')
      .set({ status: 'discarded', decided_at: meta.now })
      .where('event_id', '=', event.id)
      .where('status', '=', 'pending')
      .execute();
    const row = await trx
      .insertInto('programme_drafts')
      .values({
        event_id: event.id,
        status: 'pending',
        format: meta.format,
        files: JSON.stringify(meta.files),
        programme: JSON.stringify(reading.programme),
        created_by: meta.by,
        created_at: meta.now,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return report(meta, plan, [], { DraftId: draftId });
}

async function pendingDraft(db: Db, eventId: number) {
  return db
    .selectFrom('programme_drafts')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const metaOf = (draft: { format: string; files: string }) => ({
  format: draft.format as ProgrammeImportFormat,
  files: JSON.parse(draft.files) as string[],
});

/** The pending draft compared with the programme now; null when there is none. */
export async function draftReport(db: Kysely<Database>, event: EventRow): Promise<ProgrammeImportReport | null> {
  const draft = await pendingDraft(db, event.id);
  if (!draft) return null;
  const plan = await planAgainstNow(db, event, JSON.parse(draft.programme) as ImportedProgramme);
  return report(metaOf(draft), plan, [], { DraftId: draft.id });
}

/** Discards the pending draft; whether there was one. */
export async function discardDraft(db: Kysely<Database>, eventId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('programme_drafts')
    .set({ status: 'discarded', decided_at: now })
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface Publication {
  report: ProgrammeImportReport;
  plan: ProgrammePlan;
}

/** Publishes the pending draft in one transaction; 409 when there is none. */
export async function publishDraft(db: Kysely<Database>, event: EventRow, now: string): Promise<Publication> {
  return db.transaction().execute(async (trx) => {
    const draft = await pendingDraft(trx, event.id);
    const claimed = draft
      ? await trx
          .updateTable('programme_drafts')
          .set({ status: 'published', decided_at: now })
          .where('id', '=', draft.id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      : null;
    if (!draft || !claimed || Number(claimed.numUpdatedRows) === 0) {
      throw new HttpProblem(409, 'There is no pending import to publish');
    }
    const plan = await planAgainstNow(trx, event, JSON.parse(draft.programme) as ImportedProgramme);
    const version = await applyPlan(trx, event.id, plan, now);
    return { plan, report: report(metaOf(draft), plan, [], { DraftId: draft.id, Published: true, Version: version }) };
  });
}
