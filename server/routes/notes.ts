/**
 * Notes and comments (docs/rules/content-areas.md sections 3, 5, 6 and 7, "Notes, comments, mail"): private notes
 * and public comments on a session or a presentation, with likes and reports. Every call needs the
 * bearer token (401 otherwise) and acts as its user; a pUserId of someone else is a 403.
 *   GET  /api/App/GetNotes?id&pUserId&(pSessionId|pPresentationId)&pIsNote    NoteRecord[], oldest first:
 *        pIsNote=true the caller's own notes; false everyone's comments with replies, likes and reports
 *   POST /api/App/CreateNote?id&pUserId&pSessionId&pContent&pIsNote&pVisibility&parentId
 *   POST /api/App/CreatePresentationNote?id&pUserId&pPresentationId&pContent&pIsNote&pVisibility&parentId
 *        the created NoteRecord; the parameters may also come in a JSON or form body (the query wins)
 *   GET  /api/App/SetNoteLikeCount?eventid&noteid     toggles the caller's like of a comment: NoteLikes
 *   POST /api/App/SetNoteInappropriate?id&pNoteId      records the caller's report of a comment: true
 * (id and eventid: the event's id.) Content is plain text, stored and answered exactly as written
 * (trimmed): never stripped, never interpreted. A comment that NOTE_REPORTS_TO_HIDE users reported is
 * answered to its author only.
 */
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { NoteLikes, NoteRecord } from '../../src/contracts';
import { requireEvent } from '../db/events';
import type { Database, NoteTable } from '../db/schema';
import { caseVariants } from '../http/caseVariants';
import { allowEmptyJsonBody } from '../http/emptyJson';
import { BadRequestError, NotFoundError } from '../http/errors';
import { numericId } from '../http/params';
import { parsePart } from '../http/validation';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';
import { requireKnown } from '../programme/items';
import { apiDocs, type DocumentedRoute } from '../http/apiDocs';

export interface NoteRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

/** Ours: the most characters of a note or comment. */
export const NOTE_CONTENT_MAX = 4000;
/** Ours: a comment reported by this many different users is no longer shown to anyone but its author. */
export const NOTE_REPORTS_TO_HIDE = 3;

/** An id in the query (digits) or in a JSON body (a number). */
const id = () => z.union([z.number().int().nonnegative().max(999_999_999), numericId()]);
/** A flag in the query ('true', 'false', '1', '0', any case) or in a JSON body (a boolean). */
const flag = () =>
  z.union([
    z.boolean(),
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(true|false|1|0)$/, 'must be true or false')
      .transform((value) => value === 'true' || value === '1'),
  ]);

/** Exactly one of pSessionId and pPresentationId. */
const oneTarget = (query: { pSessionId?: number | undefined; pPresentationId?: number | undefined }) =>
  (query.pSessionId === undefined) !== (query.pPresentationId === undefined);
const ONE_TARGET = { path: ['pSessionId'], message: 'give exactly one of pSessionId and pPresentationId' };

const NotesQuery = z
  .object({
    id: numericId(),
    pUserId: id().optional(),
    pSessionId: id().optional(),
    pPresentationId: id().optional(),
    pIsNote: flag().optional(),
  })
  .refine(oneTarget, ONE_TARGET);

const CreateFields = {
  id: id(),
  pUserId: id().optional(),
  pContent: z.string().trim().min(1, 'must not be empty').max(NOTE_CONTENT_MAX, `must be at most ${NOTE_CONTENT_MAX} characters long`),
  pIsNote: flag().optional(),
  pVisibility: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(public|private)$/, 'must be public or private')
    .optional(),
  // The client leaves it out for a top-level comment; an empty or null one means the same.
  parentId: z
    .union([id(), z.literal(''), z.null()])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
};
const CreateSessionNote = z.object({ ...CreateFields, pSessionId: id() });
const CreatePresentationNote = z.object({ ...CreateFields, pPresentationId: id() });
const LikeQuery = z.object({ eventid: numericId(), noteid: numericId() });
const ReportQuery = z.object({ id: numericId(), pNoteId: numericId() });

type NoteRow = Selectable<NoteTable>;

const docs = apiDocs('Notes');

export const noteRoutes: FastifyPluginAsync<NoteRouteDeps> = async (app, { db, identity }) => {
  await app.register(formbody);
  allowEmptyJsonBody(app);

  const route = (method: 'GET' | 'POST', path: string, options: DocumentedRoute, handler: RouteHandlerMethod) => {
    for (const url of caseVariants(path)) app.route({ method, url, ...options, handler });
  };

  /** The signed-in user (401 before anything else is looked at). */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<UserRow> {
    const { user } = await identity.requireUser(request, reply);
    reply.header('cache-control', 'private, no-store');
    return user;
  }

  route(
    'GET',
    '/api/App/GetNotes',
    docs("A session's or presentation's comments, or the caller's notes (signed in)", { querystring: NotesQuery }),
    async (request, reply): Promise<NoteRecord[]> => {
      const user = await signedIn(request, reply);
      const query = parsePart('querystring', NotesQuery, request.query);
      requireSelf(user, query.pUserId);
      const event = await requireEvent(db, { id: query.id });
      const target = targetOf(query);
      await requireKnown(db, event.id, target.kind, [target.id], target.field);
      const isNote = query.pIsNote ?? false;
      let rows = db
        .selectFrom('notes')
        .selectAll()
        .where('event_id', '=', event.id)
        .where(target.column, '=', target.id)
        .where('is_note', '=', isNote ? 1 : 0);
      // Notes are private: the caller's own only.
      if (isNote) rows = rows.where('user_id', '=', user.id);
      const notes = await rows.orderBy('created_at').orderBy('id').execute();
      return (await toRecords(db, notes, user.id))
        .filter((note) => note.record.userId === user.id || note.reports < NOTE_REPORTS_TO_HIDE)
        .map((note) => note.record);
    },
  );

  const create = (kind: 'session' | 'presentation'): RouteHandlerMethod =>
    async function (request, reply): Promise<NoteRecord> {
      const user = await signedIn(request, reply);
      // The query wins over the body: the spec's calls put everything in the query; long content may come in the body.
      const body =
        typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : {};
      const given = { ...body, ...(request.query as Record<string, unknown>) };
      const fields =
        kind === 'session' ? parsePart('querystring', CreateSessionNote, given) : parsePart('querystring', CreatePresentationNote, given);
      requireSelf(user, fields.pUserId);
      const event = await requireEvent(db, { id: fields.id });
      const target =
        kind === 'session'
          ? targetOf({ pSessionId: (fields as z.output<typeof CreateSessionNote>).pSessionId })
          : targetOf({ pPresentationId: (fields as z.output<typeof CreatePresentationNote>).pPresentationId });
      await requireKnown(db, event.id, target.kind, [target.id], target.field);
      const isNote = fields.pIsNote ?? false;
      // A note is private whatever pVisibility says; a comment is public by nature.
      if (!isNote && fields.pVisibility === 'private')
        throw new BadRequestError('pVisibility', 'querystring.pVisibility: a comment is public (a private text is a note: pIsNote=true)');
      if (fields.parentId !== null) {
        if (isNote) throw new BadRequestError('parentId', 'querystring.parentId: a note cannot answer a comment');
        const parent = await db
          .selectFrom('notes')
          .select(['id'])
          .where('id', '=', fields.parentId)
          .where('event_id', '=', event.id)
          .where(target.column, '=', target.id)
          .where('is_note', '=', 0)
          .executeTakeFirst();
        if (!parent) throw new BadRequestError('parentId', `querystring.parentId: no comment ${fields.parentId} on this ${kind}`);
      }
      const row = await db
        .insertInto('notes')
        .values({
          event_id: event.id,
          user_id: user.id,
          session_id: target.kind === 'session' ? target.id : null,
          presentation_id: target.kind === 'presentation' ? target.id : null,
          is_note: isNote ? 1 : 0,
          content: fields.pContent,
          visibility: isNote ? 'private' : 'public',
          parent_id: fields.parentId,
          created_at: new Date(identity.now()).toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [created] = await toRecords(db, [row], user.id);
      return created!.record;
    };
  route(
    'POST',
    '/api/App/CreateNote',
    docs('Writes a comment or note on a session (signed in; fields in the query or the body)', { querystring: CreateSessionNote }),
    create('session'),
  );
  route(
    'POST',
    '/api/App/CreatePresentationNote',
    docs('Writes a comment or note on a presentation (signed in; fields in the query or the body)', {
      querystring: CreatePresentationNote,
    }),
    create('presentation'),
  );

  route(
    'GET',
    '/api/App/SetNoteLikeCount',
    docs('Likes a comment, or takes the like back (signed in)', { querystring: LikeQuery }),
    async (request, reply): Promise<NoteLikes> => {
      const user = await signedIn(request, reply);
      const query = parsePart('querystring', LikeQuery, request.query);
      const event = await requireEvent(db, { id: query.eventid });
      const note = await commentFor(db, event.id, query.noteid, user.id, 'noteid', 'like');
      await db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('note_likes').where('note_id', '=', note.id).where('user_id', '=', user.id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) {
          await trx
            .insertInto('note_likes')
            .values({ note_id: note.id, user_id: user.id, created_at: new Date(identity.now()).toISOString() })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
      });
      const [record] = await toRecords(db, [note], user.id);
      return { noteId: note.id, likeCount: record!.record.likeCount, likedByMe: record!.record.likedByMe };
    },
  );

  route(
    'POST',
    '/api/App/SetNoteInappropriate',
    docs('Reports a comment as inappropriate (signed in)', { querystring: ReportQuery }),
    async (request, reply) => {
      const user = await signedIn(request, reply);
      const query = parsePart('querystring', ReportQuery, request.query);
      const event = await requireEvent(db, { id: query.id });
      const note = await commentFor(db, event.id, query.pNoteId, user.id, 'pNoteId', 'report');
      await db
        .insertInto('note_reports')
        .values({ note_id: note.id, user_id: user.id, created_at: new Date(identity.now()).toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return reply.type('application/json; charset=utf-8').send('true');
    },
  );
};

/** pUserId, when given, must be the signed-in user: nobody reads or writes as someone else. */
function requireSelf(user: UserRow, pUserId: number | undefined): void {
  if (pUserId !== undefined && pUserId !== user.id) throw new HttpProblem(403, 'You can only read and write your own notes and comments');
}

interface Target {
  kind: 'session' | 'presentation';
  id: number;
  field: 'pSessionId' | 'pPresentationId';
  column: 'session_id' | 'presentation_id';
}

function targetOf(query: { pSessionId?: number | undefined; pPresentationId?: number | undefined }): Target {
  return query.pSessionId !== undefined
    ? { kind: 'session', id: query.pSessionId, field: 'pSessionId', column: 'session_id' }
    : { kind: 'presentation', id: query.pPresentationId!, field: 'pPresentationId', column: 'presentation_id' };
}

/**
 * A public comment of the event that the user may like or report. Someone else's private note is a 404
 * (it is not theirs to know of); the user's own note is a 400, as is reporting their own comment.
 */
async function commentFor(
  db: Kysely<Database>,
  eventId: number,
  noteId: number,
  userId: number,
  field: string,
  action: 'like' | 'report',
): Promise<NoteRow> {
  const note = await db.selectFrom('notes').selectAll().where('id', '=', noteId).where('event_id', '=', eventId).executeTakeFirst();
  if (!note || (note.is_note === 1 && note.user_id !== userId)) throw new NotFoundError(`No comment ${noteId}`);
  if (note.is_note === 1)
    throw new BadRequestError(field, `querystring.${field}: ${noteId} is a private note; only comments can be ${action}d`);
  if (action === 'report' && note.user_id === userId)
    throw new BadRequestError(field, `querystring.${field}: you cannot report your own comment`);
  return note;
}

/** The rows as NoteRecords for the viewer, with the number of reports (for hiding). */
async function toRecords(
  db: Kysely<Database>,
  rows: readonly NoteRow[],
  viewerId: number,
): Promise<{ record: NoteRecord; reports: number }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [users, likes, reports] = await Promise.all([
    db.selectFrom('users').select(['id', 'firstname', 'surname']).where('id', 'in', userIds).execute(),
    db.selectFrom('note_likes').select(['note_id', 'user_id']).where('note_id', 'in', ids).execute(),
    db.selectFrom('note_reports').select(['note_id', 'user_id']).where('note_id', 'in', ids).execute(),
  ]);
  const names = new Map(users.map((user) => [user.id, `${user.firstname} ${user.surname}`.trim()]));
  const byNote = (list: readonly { note_id: number; user_id: number }[]) => {
    const map = new Map<number, number[]>();
    for (const entry of list) map.set(entry.note_id, [...(map.get(entry.note_id) ?? []), entry.user_id]);
    return map;
  };
  const likesByNote = byNote(likes);
  const reportsByNote = byNote(reports);
  return rows.map((row) => {
    const noteLikes = likesByNote.get(row.id) ?? [];
    const noteReports = reportsByNote.get(row.id) ?? [];
    return {
      reports: noteReports.length,
      record: {
        noteId: row.id,
        sessionId: row.session_id,
        presentationId: row.presentation_id,
        userId: row.user_id,
        authorName: names.get(row.user_id) ?? '',
        isNote: row.is_note === 1,
        content: row.content,
        visibility: row.visibility,
        parentId: row.parent_id,
        createdAt: row.created_at,
        likeCount: noteLikes.length,
        likedByMe: noteLikes.includes(viewerId),
        reportedByMe: noteReports.includes(viewerId),
      },
    };
  });
}
