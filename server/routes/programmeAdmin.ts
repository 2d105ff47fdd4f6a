/**
 * The programme's administration API (src/contracts/programmeAdmin.ts): import (with a dry run), the pending draft,
 * single sessions' pending edits (programmeImport/edits.ts), publishing. Import takes a service token only (POST
 * /api/Core/AuthenticationToken): `npm run import` (server/cli/import.ts) calls it; the draft, the edits and publishing
 * also take a signed-in preview super user of the event (access/caller.ts; the admin panel's programme editor), as the
 * server knows super users: the client's own super-user switch proves nothing. The rest of the header as it was:
 * it; people never do. Paths answer in their case variants.
 *
 * The files come base64 in a JSON body, so that one request carries the CSV template's several tables; the body may be
 * as large as PROGRAMME_IMPORT_MAX_BYTES of files (a larger one is a 413 before it is read).
 *
 * A publication tells open pages: ProgrammeChanged with the new version on the notification hub, to the event's group
 * in each of its languages, through every process (server/hubs); the pages read their programme again. An attendee
 * whose personal programme it changed gets their own notification (kept in the publication's transaction,
 * programmeImport/favouriteNotifications.ts), sent on the notification hub to their connections (UserNotificationAdded).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  PROGRAMME_IMPORT_FORMATS,
  PROGRAMME_IMPORT_MAX_BYTES,
  PROGRAMME_SESSION_STATUSES,
  type ProgrammeImportReport,
  type ProgrammeSessionEdit,
} from '../../src/contracts';
import { notificationGroup } from '../../src/core/pushNotifications';
import { eventLanguages, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import type { NotificationHubApi } from '../hubs';
import { HttpProblem, type Identity } from '../identity/service';
import { requireService, verifyServiceToken } from '../identity/serviceToken';
import { userAccess } from '../access/caller';
import type { EventRow } from '../db/events';
import { bearerToken } from '../identity/service';
import { discardEdit, pendingEdits, saveEdit } from '../programmeImport/edits';
import { discardDraft, draftReport, importProgramme, publishDraft } from '../programmeImport/drafts';
import { readProgramme } from '../programmeImport';

export interface ProgrammeAdminRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  /** Tells open pages of a published change (ProgrammeChanged). */
  notifications: NotificationHubApi;
}

const docs = apiDocs('Programme administration');

/** base64 takes 4 bytes for 3; the JSON around the files is small. (The exhibitors' import takes the same body.) */
export const IMPORT_BODY_LIMIT = Math.ceil((PROGRAMME_IMPORT_MAX_BYTES * 4) / 3) + 1024 * 1024;

const EventQuery = z
  .object({ eventid: numericId().optional(), shortname: text().optional() })
  .refine((query) => query.eventid !== undefined || query.shortname !== undefined, {
    message: 'eventid or shortname is required',
    path: ['eventid'],
  });

/** An import's query, with the formats it reads (the exhibitors' import has its own). */
export function importQuery<const Formats extends readonly [string, ...string[]]>(formats: Formats) {
  return z
    .object({
      eventid: numericId().optional(),
      shortname: text().optional(),
      format: z.enum(formats),
      dryrun: z.enum(['true', 'false']).default('false'),
    })
    .refine((query) => query.eventid !== undefined || query.shortname !== undefined, {
      message: 'eventid or shortname is required',
      path: ['eventid'],
    });
}
const ImportQuery = importQuery(PROGRAMME_IMPORT_FORMATS);

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;
export const ImportBody = z.object({
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

const SessionParams = z.object({ id: numericId() });

const instant = () => z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant with its offset or Z' });
/** A session's edit: each field optional, at least one. End before start is the route's check (with the session's times). */
const SessionEditBody = z
  .object({
    StartDateTime: instant().optional(),
    EndDateTime: instant().optional(),
    RoomId: z.number().int().positive().optional(),
    Title: z.string().trim().min(1, 'must not be empty').max(500).optional(),
    Status: z.enum(PROGRAMME_SESSION_STATUSES).optional(),
    Cancelled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'must change at least one field' });

export async function eventOf(db: Kysely<Database>, query: { eventid?: number | undefined; shortname?: string | undefined }) {
  return requireEvent(db, query.eventid !== undefined ? { id: query.eventid } : { short: query.shortname });
}

export const programmeAdminRoutes: FastifyPluginAsync<ProgrammeAdminRouteDeps> = async (app, { db, identity, notifications }) => {
  const now = () => new Date(identity.now()).toISOString();
  // Publish and Draft take no body; a client may still send a JSON content type with none.
  allowEmptyJsonBody(app);

  /**
   * Who may review, edit and publish: a service client, or a signed-in preview super user of the event (401 signed
   * out, 403 anyone else). Answers who it is, as edits record it.
   */
  const requireEditor = async (request: FastifyRequest, reply: FastifyReply, event: EventRow): Promise<string> => {
    const client = await verifyServiceToken(identity, bearerToken(request));
    if (client !== null) return `service:${client}`;
    const { user } = await identity.requireUser(request, reply);
    if (!(await userAccess({ db, identity }, user, event)).superUser) {
      throw new HttpProblem(403, 'Only a super user of the event edits and publishes its programme');
    }
    return `user:${user.id}`;
  };

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
      docs('The pending draft and edits compared with the programme now (service token or super user)', { querystring: EventQuery }),
      async (request, reply) => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        await requireEditor(request, reply, event);
        const found = await draftReport(db, event);
        if (!found) throw new NotFoundError('There is no pending import or edit');
        return found;
      },
    );
    app.delete(
      url,
      docs('Discards the pending draft (service token or super user)', { querystring: EventQuery }),
      async (request, reply) => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        await requireEditor(request, reply, event);
        if (!(await discardDraft(db, event.id, now()))) throw new NotFoundError('There is no pending import');
        return reply.status(204).send();
      },
    );
  }

  for (const url of caseVariants('/api/Admin/Programme/Edits')) {
    app.get(
      url,
      docs('The pending edits of single sessions (service token or super user)', { querystring: EventQuery }),
      async (request, reply): Promise<ProgrammeSessionEdit[]> => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        await requireEditor(request, reply, event);
        return pendingEdits(db, event.id);
      },
    );
  }

  for (const url of caseVariants('/api/Admin/Programme/Sessions/:id')) {
    app.patch(
      url,
      docs('Merges a change of a session (time, room, title, status, cancelled) into its pending edit (service token or super user)', {
        querystring: EventQuery,
        params: SessionParams,
        body: SessionEditBody,
      }),
      async (request, reply): Promise<ProgrammeSessionEdit> => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        const { id } = parseParams(SessionParams, request);
        const by = await requireEditor(request, reply, event);
        return saveEdit(db, event.id, id, parseBody(SessionEditBody, request), { by, now: now() });
      },
    );
    app.delete(
      url,
      docs('Drops a session’s pending edit (service token or super user)', { querystring: EventQuery, params: SessionParams }),
      async (request, reply) => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        const { id } = parseParams(SessionParams, request);
        await requireEditor(request, reply, event);
        if (!(await discardEdit(db, event.id, id))) throw new NotFoundError(`Session ${id} has no pending edit`);
        return reply.status(204).send();
      },
    );
  }

  for (const url of caseVariants('/api/Admin/Programme/Publish')) {
    app.post(
      url,
      docs(
        'Publishes the pending draft and edits: their changes in one transaction, the programme version moved, open pages told (service token or super user)',
        {
          querystring: EventQuery,
        },
      ),
      async (request, reply): Promise<ProgrammeImportReport> => {
        const event = await eventOf(db, parseQuery(EventQuery, request));
        await requireEditor(request, reply, event);
        const { report, notified } = await publishDraft(db, event, now());
        // After the commit: a page that reads its lists at once gets the new version.
        let reached = 0;
        if (report.Version !== null) {
          const message = { EventId: event.id, Version: report.Version };
          for (const language of eventLanguages(event)) {
            reached += notifications.programmeChanged(notificationGroup(event.id, language), message);
          }
        }
        // Each attendee whose personal programme changed, on their own connections (kept for them as well).
        for (const { userId, notification } of notified) notifications.userNotification(userId, notification);
        request.log.info({ event: event.id, version: report.Version, counts: report.Counts, reached }, 'programme published');
        return report;
      },
    );
  }
};

/** The body's files, decoded; a 413 past PROGRAMME_IMPORT_MAX_BYTES. */
export function decodeFiles(request: FastifyRequest): { name: string; bytes: Uint8Array }[] {
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
