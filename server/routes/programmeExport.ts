/**
 * The programme export (docs/import.md, "Export"): an event's programme as the files other tools read, public like
 * the programme's lists. Each is a GET, at the path as written and in its case variants:
 *
 *   /api/Export/Programme/{eventid}/{language}/schedule.json      c3voc schedule JSON v1 (pretalx's, frab's)
 *   /api/Export/Programme/{eventid}/{language}/schedule.xml       frab/pretalx schedule XML (the c3voc XSD)
 *   /api/Export/Programme/{eventid}/{language}/programme.ics      iCalendar, one VEVENT per session
 *   /api/Export/Programme/{eventid}/{language}/{table}.csv        the spreadsheet template's tables: settings, rooms,
 *                                                                 speakers, sessions, presentations
 *
 * {eventid} is the event's id or short name (404 for neither), {language} a language code (a language the event does
 * not have gives its default, as the lists do). The mapping of each format is server/programmeExport/.
 *
 * What is exported is the anonymous visitor's view of the programme whoever asks (no token is read): the same view,
 * from the same cache, as the programme's lists give a visitor (routes/programme.ts), so private symposia are left out
 * and a session a Session policy denies keeps its time, room and chairs without its presentations. A feed address is
 * the same for everyone, which is what calendars, apps and signage that subscribe to it need.
 *
 * Each file is made once per programme version and language and kept (with its encodings) until the version moves;
 * its ETag is a digest of its bytes, which depend on nothing but the programme version (links start at PUBLIC_URL,
 * never at the request's Host), so every server process answers the same ETag and clients revalidate with 304s.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { anonymousAccess } from '../access/caller';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { SEED_PUBLIC_URL } from '../db/seed/identity';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { encodedBody, sendEncodedAnswer, type EncodedAnswer } from '../http/encodedAnswer';
import { languageCode, text } from '../http/params';
import { parseParams } from '../http/validation';
import type { Identity } from '../identity/service';
import { programmeCalendar } from '../programmeExport/icalendar';
import { exportModel, type ExportedProgramme, type ViewedLists } from '../programmeExport/model';
import { scheduleJson } from '../programmeExport/scheduleJson';
import { scheduleXml } from '../programmeExport/scheduleXml';
import { TEMPLATE_CSV_TABLES, templateCsv } from '../programmeExport/templateCsv';
import { programmeView, viewedProgramme, type ProgrammeCache } from './programme';

const PROGRAMME_EXPORT_PATH = '/api/Export/Programme/:eventid/:language';

interface ExportFile {
  /** The file's name in the path. */
  name: string;
  contentType: string;
  /** Inline for what tools and browsers read in place; a spreadsheet's table is a download. */
  disposition: 'inline' | 'attachment';
  /** The name a download is saved under: the template's tables keep theirs, which the importer reads them by. */
  saveAs: (event: EventRow) => string;
  write: (programme: ExportedProgramme) => string;
  summary: string;
}

const FILES: ExportFile[] = [
  {
    name: 'schedule.json',
    contentType: 'application/json; charset=utf-8',
    disposition: 'inline',
    saveAs: (event) => `${event.short}-schedule.json`,
    write: scheduleJson,
    summary: 'The programme as c3voc schedule JSON (v1, as pretalx and frab publish it)',
  },
  {
    name: 'schedule.xml',
    contentType: 'application/xml; charset=utf-8',
    disposition: 'inline',
    saveAs: (event) => `${event.short}-schedule.xml`,
    write: scheduleXml,
    summary: 'The programme as frab/pretalx schedule XML (valid against the c3voc XSD)',
  },
  {
    name: 'programme.ics',
    contentType: 'text/calendar; charset=utf-8',
    disposition: 'inline',
    saveAs: (event) => `${event.short}-programme.ics`,
    write: programmeCalendar,
    summary: 'The programme as an iCalendar feed, one event per session',
  },
  ...TEMPLATE_CSV_TABLES.map((table): ExportFile => ({
    name: `${table}.csv`,
    contentType: 'text/csv; charset=utf-8; header=present',
    disposition: 'attachment',
    saveAs: () => `${table}.csv`,
    write: (programme) => templateCsv(programme, table),
    summary: `The programme's ${table} table of the spreadsheet template (CSV, formula-like cells escaped)`,
  })),
];

const ExportParams = z.object({ eventid: text().max(100), language: languageCode() });

/** No programme yet: the exports are empty (a calendar subscribed before the programme is published stays valid). */
const NO_LISTS: ViewedLists = { sessions: [], presentations: [], authors: [], abstracts: [], rooms: [], cancelled: new Set() };

interface Built {
  version: string;
  viewKey: string;
  programme: Promise<ExportedProgramme>;
  files: Map<string, Promise<EncodedAnswer>>;
}

export interface ProgrammeExportRouteOptions {
  db: Kysely<Database>;
  identity: Identity;
  /** The app's programme cache (routes/programme.ts): the export reads the lists' build. */
  cache: ProgrammeCache;
}

const docs = apiDocs('Programme');

export const programmeExportRoutes: FastifyPluginAsync<ProgrammeExportRouteOptions> = async (app, { db, identity, cache }) => {
  /** By `{event id}|{language}`: the export of one programme version in one view. */
  const built = new Map<string, Built>();
  const origin = new URL(identity.options.publicUrl || SEED_PUBLIC_URL).origin;

  /** The programme as the exports write it, read once per version and view. */
  async function buildExport(event: EventRow, language: string, version: string, lists: ViewedLists): Promise<ExportedProgramme> {
    const [sources, published] = await Promise.all([
      db.selectFrom('programme_sources').select(['kind', 'source_id', 'local_id']).where('event_id', '=', event.id).execute(),
      db
        .selectFrom('programme_drafts')
        .select('decided_at')
        .where('event_id', '=', event.id)
        .where('status', '=', 'published')
        .orderBy('decided_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return exportModel({
      event: {
        id: event.id,
        short: event.short,
        instance: event.instance,
        name: event.name,
        timeZone: event.time_zone,
        start: event.start_date,
        end: event.end_date,
        language,
      },
      version,
      // The last publication; a programme that never came through an import (the seeded demo) has the event's start.
      revisedAt: published?.decided_at ?? event.start_date,
      origin,
      lists,
      sources: new Map(sources.map((row) => [`${row.kind}:${row.local_id}`, row.source_id])),
    });
  }

  /** The file of the event's programme in a language, from what is kept while the version and the view hold. */
  async function exportFile(event: EventRow, language: string, file: ExportFile): Promise<EncodedAnswer> {
    const [found, access] = await Promise.all([cache.programmeOf(event, language), anonymousAccess({ db, identity }, event, language)]);
    const version = found?.programme.version ?? '';
    const view = found ? programmeView(found.programme, access) : null;
    const key = `${event.id}|${language}`;
    let entry = built.get(key);
    if (!entry || entry.version !== version || entry.viewKey !== (view?.key ?? '')) {
      const lists = found && view ? viewedProgramme(found.programme, view) : Promise.resolve(NO_LISTS);
      const made: Built = {
        version,
        viewKey: view?.key ?? '',
        programme: lists.then((viewed) => buildExport(event, language, version, viewed)),
        files: new Map(),
      };
      built.set(key, made);
      // A failed build is not kept: the next request tries again.
      made.programme.catch(() => built.get(key) === made && built.delete(key));
      entry = made;
    }
    let answer = entry.files.get(file.name);
    if (!answer) {
      answer = entry.programme.then((programme) => encodedBody(Buffer.from(file.write(programme), 'utf8')));
      entry.files.set(file.name, answer);
      const kept = entry;
      answer.catch(() => kept.files.get(file.name) === answer && kept.files.delete(file.name));
    }
    return answer;
  }

  for (const file of FILES) {
    const options = docs(file.summary, { params: ExportParams });
    for (const url of caseVariants(`${PROGRAMME_EXPORT_PATH}/${file.name}`)) {
      app.get(url, options, async (request, reply) => {
        const params = parseParams(ExportParams, request);
        const event = await requireEvent(db, /^\d{1,9}$/.test(params.eventid) ? { id: Number(params.eventid) } : { short: params.eventid });
        const answer = await exportFile(event, eventLanguage(event, params.language), file);
        reply.header('content-disposition', `${file.disposition}; filename="${file.saveAs(event).replace(/[^A-Za-z0-9._-]/g, '_')}"`);
        // Revalidated every time (no-cache), as the programme's lists: a published change shows at once.
        return sendEncodedAnswer(request, reply, answer, 'no-cache', file.contentType);
      });
    }
  }
};
