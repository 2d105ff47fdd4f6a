/**
 * The exhibitors' administration (ours; not in docs/rules): a society's exhibitors and their tiers put into VMX from
 * its spreadsheet (the template of docs/import.md, "Exhibitors"). Called with a service token (POST
 * /api/Core/AuthenticationToken; `npm run import -- --format exhibitors-csv` gets one), scoped to one event by
 * `eventid` or its short name `shortname`:
 *
 *   POST /api/Admin/Exhibitors/Import?eventid&format&dryrun   body ProgrammeImportRequest → ExhibitorImportReport.
 *        The files are read (format: EXHIBITOR_IMPORT_FORMATS) and compared with the event's exhibitors. With
 *        `dryrun=true` nothing changes; otherwise the changes are made at once, in one transaction (exhibitor lists
 *        have no draft: they are read from the database on each request, and the programme's version moves so that
 *        its cached symposia show the companies' new names and tiers). A file with problems changes nothing: 422 with
 *        the report, which lists them, each with its place.
 *
 * A company's id is its source id (the template's `id`), so everything attached to it stays attached across imports:
 * staff, conversations, ratings, leads, view counts. A company an import made or took over that a later file no
 * longer has is withdrawn (taken out of every list, its row kept) and comes back under its id when a file has it
 * again. Companies no import has named are left as they are.
 *
 * Errors: 401 without a valid service token; 400 naming the field (format, dryrun, Files); 413 for a body larger than
 * PROGRAMME_IMPORT_MAX_BYTES of files; 404 for an unknown event.
 */
import type { ProgrammeChangeAction, ProgrammeChangeCounts, ProgrammeFieldChange, ProgrammeImportProblem } from './programmeAdmin';

/** The exhibitors' template as CSV files (`exhibitors.csv`, `tiers.csv`) or as the sheets of one XLSX workbook. */
export const EXHIBITOR_IMPORT_FORMATS = ['exhibitors-csv', 'exhibitors-xlsx'] as const;
export type ExhibitorImportFormat = (typeof EXHIBITOR_IMPORT_FORMATS)[number];

export const EXHIBITOR_ITEM_KINDS = ['tier', 'exhibitor'] as const;
export type ExhibitorItemKind = (typeof EXHIBITOR_ITEM_KINDS)[number];

export interface ExhibitorItemChange {
  Kind: ExhibitorItemKind;
  /** add, change, withdraw (an exhibitor: hidden, kept; a tier: removed), restore (an exhibitor back). */
  Action: ProgrammeChangeAction;
  SourceId: string;
  /** The company's or the tier's id in VMX: its source id. */
  Id: string;
  Name: string;
  /** What changes (change, restore): name, tier, rank, booths, website, ...; empty otherwise. */
  Fields: ProgrammeFieldChange[];
}

export interface ExhibitorImportReport {
  Format: ExhibitorImportFormat;
  Files: string[];
  /** What could not be read; when there is any, nothing changed and Changes is empty. */
  Problems: ProgrammeImportProblem[];
  Changes: ExhibitorItemChange[];
  Counts: Record<ExhibitorItemKind, ProgrammeChangeCounts>;
  /** Whether the changes were made (false for a dry run and a file with problems). */
  Applied: boolean;
}
