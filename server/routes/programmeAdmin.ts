/**
 * The programme's administration API (src/contracts/programmeAdmin.ts): import (with a dry run), the pending draft,
 * publishing. A service token only (POST /api/Core/AuthenticationToken): `npm run import` (server/cli/import.ts) calls
 * it; people never do. Paths answer in their case variants.
 *
 * The files come base64 in a JSON body, so that one request carries the CSV template's several tables; the body may be
 * as large as PROGRAMME_IMPORT_MAX_BYTES of files (a larger one is a 413 before it is read).
 *
 * A publication tells open pages: ProgrammeChanged with the new version on the notification hub, to the event's group
 * in each of its languages, through every process (server/hubs); the pages read their programme again.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PROGRAMME_IMPORT_FORMATS, PROGRAMME_IMPORT_MAX_BYTES, type ProgrammeImportReport } from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { eventLanguages, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import type { NotificationHubApi } from '../hubs';
import { HttpProblem, type Identity } from '../identity/service';
import { requireService } from '../identity/serviceToken';
import { discardDraft, draftReport, importProgramme, publishDraft } from '../programmeImport/drafts';
import { readProgramme } from '../programmeImport';

export interface ProgrammeAdminRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** Tells open pages of a published change (ProgrammeChanged). */
  notifications: NotificationHubApi;
}

const docs = apiDocs('Programme administration');

/** base64 takes 4 bytes for 3; the JSON around the files is small. */
const IMPORT_BODY_LIMIT = Math.ceil((PROGRAMME_IMPORT_MAX_BYTES * 4) / 3) + 1024 * 1024;

const EventQuery = z
  .object({ eventid: numericId().optional(), shortname: text().optional() })
  .refine((query) => query.eventid !== undefined || query.shortname !== undefined, {
    message: 'eventid or shortname is required',
    path: ['eventid'],
  });

const ImportQuery = z
  .object({
    eventid: numericId().optional(),
    shortname: text().optional(),
    format: z.enum(PROGRAMME_IMPORT_FORMATS),
    dryrun: z.enum(['true', 'false']).default('false'),
  })
  .refine((query) => query.eventid !== undefined || query.shortname !== undefined, {
    message: 'eventid or shortname is required',
    path: ['eventid'],
  });

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
const ImportBody = z.object({
  Files: z
    .array(
      z.object({
        Name: z.string().trim().min(1, 'must not be empty').max(255),
        Content: z.string().regex(base64, 'must be base64'),
      }),
    )
    .min(1, 'must name at least one file')
    .max(10),
});

async function eventOf(db: Kysely<Database>, query: { eventid?: number | undefined; shortname?: string | undefined }) {
  return requireEvent(db, query.eventid !== undefined ? { id: query.eventid } : { short: query.shortname });
}

export const programmeAdminRoutes: FastifyPluginAsync<ProgrammeAdminRouteDeps> = async (app, { db, identity, notifications }) => {
  const now = () => new Date(identity.now()).toISOString();
  // Publish and Draft take no body; a client may still send a JSON content type with none.
  allowEmptyJsonBody(app);

  for (const url of caseVariants('/api/Admin/Programme/Import')) {
    app.post(
      url,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        ...docs(
          'Reads a programme file and compares it with the programme; unless a dry run, keeps it as the pending draft (service token)',
          {
            querystring: ImportQuery,
            body: ImportBody,
          },
        ),
      },
      async (request, reply): Promise<ProgrammeImportReport> => {
        const client = await requireService(identity, request, reply);
        const query = parseQuery(ImportQuery, request);
        const event = await eventOf(db, query);
        const files = decodeFiles(request);
        const reading = await readProgramme(query.format, files, { defaultTimeZone: event.time_zone });
        const report = await importProgramme(
          db,
          event,
          reading,
          { format: query.format, files: files.map((file) => file.name), by: `service:${client}`, now: now() },
          query.dryrun === 'true',
        );
        // A file with problems is refused (nothing kept); the report names each problem's place.
        if (report.Problems.length > 0) reply.status(422);
        return report;
      },
    );
  }

  for (const url of caseVariants('/api/Admin/Programme/Draft')) {
    app.get(
      url,
      docs('The pending draft compared with the programme now (service token)', { querystring: EventQuery }),
      async (request, reply) => {
        await requireService(identity, request, reply);
        const event = await eventOf(db, parseQuery(EventQuery, request));
        const found = await draftReport(db, event);
        if (!found) throw new NotFoundError('There is no pending import');
        return found;
      },
    );
    app.delete(url, docs('Discards the pending draft (service token)', { querystring: EventQuery }), async (request, reply) => {
      await requireService(identity, request, reply);
      const event = await eventOf(db, parseQuery(EventQuery, request));
      if (!(await discardDraft(db, event.id, now()))) throw new NotFoundError('There is no pending import');
      return reply.status(204).send();
    });
  }

  for (const url of caseVariants('/api/Admin/Programme/Publish')) {
    app.post(
      url,
      docs('Publishes the pending draft: its changes in one transaction, the programme version moved, open pages told (service token)', {
        querystring: EventQuery,
      }),
      async (request, reply): Promise<ProgrammeImportReport> => {
        await requireService(identity, request, reply);
        const event = await eventOf(db, parseQuery(EventQuery, request));
        const { report } = await publishDraft(db, event, now());
        // After the commit: a page that reads its lists at once gets the new version.
        let reached = 0;
        if (report.Version !== null) {
          const message = { EventId: event.id, Version: report.Version };
          for (const language of eventLanguages(event)) {
            reached += notifications.programmeChanged(notificationGroup(event.id, language), message);
          }
        }
        request.log.info({ event: event.id, version: report.Version, counts: report.Counts, reached }, 'programme published');
        return report;
      },
    );
  }
};

/** The body's files, decoded; a 413 past PROGRAMME_IMPORT_MAX_BYTES. */
function decodeFiles(request: FastifyRequest): { name: string; bytes: Uint8Array }[] {
  const body = parseBody(ImportBody, request);
  const names = new Set<string>();
  let total = 0;
  return body.Files.map((file, index) => {
    if (names.has(file.Name.toLowerCase())) throw new BadRequestError(`Files.${index}.Name`, `body.Files.${index}.Name: named twice`);
    names.add(file.Name.toLowerCase());
    const bytes = Buffer.from(file.Content, 'base64');
    total += bytes.length;
    if (total > PROGRAMME_IMPORT_MAX_BYTES) {
      throw new HttpProblem(413, `The files are larger than ${PROGRAMME_IMPORT_MAX_BYTES / (1024 * 1024)} MB together`);
    }
    return { name: file.Name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
  });
}
