/**
 * npm run import -- --event ehc2026 --format pretalx-json ./schedule.json [--dry-run | --publish] [--report out.json]
 * npm run import -- --event ehc2026 --publish       publishes the pending import
 * npm run import -- --event ehc2026 --discard       discards it
 * npm run import -- --event ehc2026 --format exhibitors-csv ./exhibitors.csv ./tiers.csv [--dry-run]
 *
 * Imports a programme through the running server's administration API (src/contracts/programmeAdmin.ts), with a
 * service token (server/cli/serviceClient.ts: VMX_SERVICE_CLIENT_ID and VMX_SERVICE_CLIENT_SECRET, the server's
 * address from --server, VMX_SERVER_URL or PORT). Files: one, or the CSV template's tables (rooms.csv, speakers.csv,
 * sessions.csv, presentations.csv; docs/import.md). Prints what the import adds, changes and withdraws, and every
 * problem with its place; exits 1 when the file had problems (then nothing was kept). Without --dry-run the import
 * is kept as the event's pending draft; --publish with files imports and publishes at once.
 *
 * The exhibitors' template (formats exhibitors-csv and exhibitors-xlsx; src/contracts/exhibitorAdmin.ts) goes to
 * its own call, which applies an import that is no dry run at once: it has no draft, --publish or --discard.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import {
  EXHIBITOR_IMPORT_FORMATS,
  EXHIBITOR_ITEM_KINDS,
  PROGRAMME_IMPORT_FORMATS,
  PROGRAMME_IMPORT_MAX_BYTES,
  PROGRAMME_ITEM_KINDS,
  type ExhibitorImportFormat,
  type ExhibitorImportReport,
  type ProgrammeChangeCounts,
  type ProgrammeImportFormat,
  type ProgrammeImportReport,
  type ProgrammeImportRequest,
} from '../../src/contracts';
import { readServiceClient, serviceToken, type ServiceClient } from './serviceClient';

/** Ours: how many changes and problems the summary prints (the whole report goes to --report). */
const PRINTED = 30;

export interface ImportArgs extends ServiceClient {
  event: string;
  format: ProgrammeImportFormat | ExhibitorImportFormat | null;
  files: string[];
  dryRun: boolean;
  publish: boolean;
  discard: boolean;
  report: string | null;
}

export function readImportArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ImportArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      event: { type: 'string' },
      format: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      discard: { type: 'boolean', default: false },
      report: { type: 'string' },
      server: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (!values.event) throw new Error('missing --event (the event’s short name or id)');
  const format = values.format ?? null;
  const formats: readonly string[] = [...PROGRAMME_IMPORT_FORMATS, ...EXHIBITOR_IMPORT_FORMATS];
  if (format !== null && !formats.includes(format)) throw new Error(`--format must be one of ${formats.join(', ')}`);
  if (format !== null && isExhibitorFormat(format) && (values.publish || values.discard)) {
    throw new Error('an exhibitors’ import is applied at once: no --publish or --discard');
  }
  if (positionals.length > 0 && format === null) throw new Error('missing --format for the files');
  if (format !== null && positionals.length === 0) throw new Error('missing the file(s) to import');
  if (values['dry-run'] && (values.publish || values.discard))
    throw new Error('--dry-run changes nothing: not with --publish or --discard');
  if (values.discard && (values.publish || positionals.length > 0)) throw new Error('--discard takes no files and no --publish');
  if (positionals.length === 0 && !values.publish && !values.discard) throw new Error('nothing to do: give files, --publish or --discard');
  return {
    ...readServiceClient(values.server, env),
    event: values.event,
    format: format as ImportArgs['format'],
    files: positionals,
    dryRun: values['dry-run'],
    publish: values.publish,
    discard: values.discard,
    report: values.report ?? null,
  };
}

function isExhibitorFormat(format: string): format is ExhibitorImportFormat {
  return (EXHIBITOR_IMPORT_FORMATS as readonly string[]).includes(format);
}

/** The event's query: its id when a number, else its short name. */
function eventQuery(event: string): URLSearchParams {
  return new URLSearchParams(/^\d+$/.test(event) ? { eventid: event } : { shortname: event });
}

async function call<T>(fetchImpl: typeof fetch, token: string, url: URL, init: RequestInit = {}): Promise<T | null> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchImpl(url, { ...init, headers });
  if (response.status === 204) return null;
  const body = (await response.json()) as T & { message?: string };
  // 422: the file had problems; the report names them.
  if (!response.ok && response.status !== 422) throw new Error(`the server refused (${response.status}): ${body.message ?? ''}`);
  return body;
}

/** Runs an exhibitors' import (formats exhibitors-csv and exhibitors-xlsx); answers its report. */
export async function runExhibitorImport(args: ImportArgs, fetchImpl: typeof fetch = fetch): Promise<ExhibitorImportReport> {
  if (args.format === null || !isExhibitorFormat(args.format)) throw new Error(`not an exhibitors' format: ${args.format}`);
  const token = await serviceToken(args, fetchImpl);
  const url = new URL(`/api/Admin/Exhibitors/Import?${eventQuery(args.event)}&format=${args.format}&dryrun=${args.dryRun}`, args.server);
  const report = await call<ExhibitorImportReport>(fetchImpl, token, url, {
    method: 'POST',
    body: JSON.stringify(importRequest(args.files)),
  });
  return report!;
}

/** Runs the command for a programme; answers the last report (null after --discard). */
export async function runImport(args: ImportArgs, fetchImpl: typeof fetch = fetch): Promise<ProgrammeImportReport | null> {
  if (args.format !== null && isExhibitorFormat(args.format)) throw new Error('an exhibitors’ format: use runExhibitorImport');
  const token = await serviceToken(args, fetchImpl);
  const query = eventQuery(args.event);
  if (args.discard) {
    await call(fetchImpl, token, new URL(`/api/Admin/Programme/Draft?${query}`, args.server), { method: 'DELETE' });
    return null;
  }
  let report: ProgrammeImportReport | null = null;
  if (args.format !== null) {
    const body = importRequest(args.files);
    const url = new URL(`/api/Admin/Programme/Import?${query}&format=${args.format}&dryrun=${args.dryRun}`, args.server);
    report = await call<ProgrammeImportReport>(fetchImpl, token, url, { method: 'POST', body: JSON.stringify(body) });
    if (!report || report.Problems.length > 0) return report;
  }
  if (args.publish) {
    report = await call<ProgrammeImportReport>(fetchImpl, token, new URL(`/api/Admin/Programme/Publish?${query}`, args.server), {
      method: 'POST',
    });
  }
  return report;
}

/** The files as the import calls take them; refused before reading past PROGRAMME_IMPORT_MAX_BYTES together. */
function importRequest(files: readonly string[]): ProgrammeImportRequest {
  const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
  if (total > PROGRAMME_IMPORT_MAX_BYTES)
    throw new Error(`the files are larger than ${PROGRAMME_IMPORT_MAX_BYTES / (1024 * 1024)} MB together`);
  return { Files: files.map((file) => ({ Name: basename(file), Content: readFileSync(file).toString('base64') })) };
}

/** The report as a person reads it in a terminal. */
export function describeReport(report: ProgrammeImportReport | ExhibitorImportReport, dryRun: boolean): string {
  const lines: string[] = [];
  if (report.Problems.length > 0) {
    lines.push(`${report.Files.join(', ')}: ${report.Problems.length} problem(s); nothing was imported.`);
    for (const problem of report.Problems.slice(0, PRINTED)) {
      const place = [
        problem.File,
        problem.Sheet && `sheet ${problem.Sheet}`,
        problem.Row !== null && `row ${problem.Row}`,
        problem.Line !== null && `line ${problem.Line}`,
        problem.Path,
        problem.Field && `field ${problem.Field}`,
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`  ${place}: ${problem.Reason}`);
    }
    if (report.Problems.length > PRINTED) lines.push(`  … and ${report.Problems.length - PRINTED} more (--report for all)`);
    return lines.join('\n');
  }
  lines.push('kind           added  changed  withdrawn  restored  unchanged');
  const exhibitors = 'Applied' in report;
  const allCounts: Record<string, ProgrammeChangeCounts> = report.Counts;
  for (const kind of exhibitors ? EXHIBITOR_ITEM_KINDS : PROGRAMME_ITEM_KINDS) {
    const counts = allCounts[kind]!;
    lines.push(
      `${kind.padEnd(13)} ${[counts.Added, counts.Changed, counts.Withdrawn, counts.Restored, counts.Unchanged]
        .map((count, index) => String(count).padStart([6, 8, 10, 9, 10][index]!))
        .join(' ')}`,
    );
  }
  for (const change of report.Changes.filter((item) => item.Action !== 'add').slice(0, PRINTED)) {
    lines.push(`  ${change.Action} ${change.Kind} ${change.SourceId} (${change.Id}) ${change.Name}`);
    for (const field of change.Fields) lines.push(`      ${field.Field}: ${field.Before ?? '–'} → ${field.After ?? '–'}`);
  }
  if (exhibitors) {
    lines.push(report.Applied ? 'applied: the exhibitors are changed' : 'dry run: nothing was kept');
    return lines.join('\n');
  }
  lines.push(
    report.Published
      ? `published: the programme's version is now ${report.Version}`
      : dryRun
        ? 'dry run: nothing was kept'
        : `kept as draft ${report.DraftId}: publish it with --publish`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const args = readImportArgs(process.argv.slice(2), process.env);
    const report = args.format !== null && isExhibitorFormat(args.format) ? await runExhibitorImport(args) : await runImport(args);
    if (report === null) console.log('the pending import was discarded');
    else {
      console.log(describeReport(report, args.dryRun));
      if (args.report) writeFileSync(args.report, `${JSON.stringify(report, null, 2)}\n`);
      if (report.Problems.length > 0) process.exitCode = 1;
    }
  } catch (error) {
    console.error(`import: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
