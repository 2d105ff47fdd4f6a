/**
 * An import's way to the programme (src/contracts/programmeAdmin.ts): read files are compared with the programme
 * (a dry run keeps nothing), kept as the event's pending draft, and published: the draft compared with the programme
 * as it is then, its changes made in one transaction and the version moved. A file with problems is never kept.
 *
 * Publishing claims the draft first (pending → published, in the transaction), so that two publishers at once (two
 * server processes) publish it once: the second finds nothing pending. The pending edits of single sessions (edits.ts)
 * are claimed and published with it, over the draft's plan; either alone is published too.
 */
import type { Kysely, Transaction } from 'kysely';
import type { ProgrammeImportFormat, ProgrammeImportProblem, ProgrammeImportReport } from '../../src/contracts';
import { eventLanguages, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { HttpProblem } from '../identity/service';
import { applyPlan } from './apply';
import { notifyFavourites, sessionSnapshot, type UserNotified } from './favouriteNotifications';
import { loadCurrentProgramme } from './current';
import { claimEdits, overlayEdits, pendingEditRows, type SessionEditRow } from './edits';
import type { ImportedProgramme, ImportProblem, ImportReading } from './model';
import { emptyPlan, planImport, type ProgrammePlan } from './plan';

type Db = Kysely<Database> | Transaction<Database>;

export interface ImportMeta {
  format: ProgrammeImportFormat;
  files: string[];
  /** Who imports: `service:{client id}`. */
  by: string;
  now: string;
}

/** A problem as the administration API's reports give it (the exhibitors' import's too). */
export function wireProblem(problem: ImportProblem): ProgrammeImportProblem {
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
  meta: { format: ProgrammeImportFormat | null; files: string[] },
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
  return planImport(await loadCurrentProgramme(db, event, eventLanguages(event)), programme);
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

/** A draft's format and files; none (only edits pending): no format. */
const metaOf = (draft: { format: string; files: string } | undefined) => ({
  format: draft ? (draft.format as ProgrammeImportFormat) : null,
  files: draft ? (JSON.parse(draft.files) as string[]) : [],
});

/** The pending draft (if any) compared with the programme now, with the pending edits over it (edits.ts). */
async function planPending(
  db: Db,
  event: EventRow,
  draft: { programme: string } | undefined,
  edits: readonly SessionEditRow[],
): Promise<ProgrammePlan> {
  const current = await loadCurrentProgramme(db, event, eventLanguages(event));
  const planned = draft ? planImport(current, JSON.parse(draft.programme) as ImportedProgramme) : emptyPlan();
  const { plan, problems } = overlayEdits(current, planned, edits, draft !== undefined);
  if (problems.length > 0) throw new HttpProblem(422, `A pending edit no longer fits the programme: ${problems.join('; ')}`);
  return plan;
}

/** The pending draft and edits compared with the programme now; null when nothing is pending. */
export async function draftReport(db: Kysely<Database>, event: EventRow): Promise<ProgrammeImportReport | null> {
  const [draft, edits] = await Promise.all([pendingDraft(db, event.id), pendingEditRows(db, event.id)]);
  if (!draft && edits.length === 0) return null;
  const plan = await planPending(db, event, draft, edits);
  return report(metaOf(draft), plan, [], { DraftId: draft?.id ?? null });
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
  /** Kept for attendees whose personal programme it changed (favouriteNotifications.ts); the caller sends them. */
  notified: UserNotified[];
}

/**
 * Publishes the pending draft and the pending edits (edits.ts) in one transaction, the edits over the draft in the
 * one plan that applyPlan writes (so the version moves once); 409 when neither is pending.
 */
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
    const taken = draft && claimed && Number(claimed.numUpdatedRows) > 0 ? draft : undefined;
    const edits = await claimEdits(trx, event.id);
    if (!taken && edits.length === 0) throw new HttpProblem(409, 'There is no pending import or edit to publish');
    const plan = await planPending(trx, event, taken, edits);
    // The sessions before and after the whole change, for the attendees whose programme it changes.
    const before = await sessionSnapshot(trx, event.id);
    const version = await applyPlan(trx, event.id, plan, now);
    const notified = await notifyFavourites(trx, event.id, before, await sessionSnapshot(trx, event.id), now);
    return { plan, notified, report: report(metaOf(taken), plan, [], { DraftId: taken?.id ?? null, Published: true, Version: version }) };
  });
}
