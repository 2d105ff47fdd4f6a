/**
 * The abstract submission page's calls (docs/rules/shell-access-identity.md section 2 names SubmissionPage; no
 * section names a call for it, so these are ours, in the style of the module calls: eventid and language in the
 * query, PascalCase bodies; the rules of an abstract are core/submission/abstract.ts):
 *   GET  /api/Submissions/Topics?eventid&language      SubmissionTopic[]: the topics an abstract may be filed under (open)
 *   GET  /api/Submissions?eventid&language             AbstractSubmission[]: the caller's abstracts, last changed first
 *   GET  /api/Submissions/{id}?eventid&language        one of the caller's abstracts; 404 for anyone else's
 *   POST /api/Submissions?eventid&language             AbstractSubmissionInput: a new draft, or submitted at once
 *   PUT  /api/Submissions/{id}?eventid&language        AbstractSubmissionInput: changes a draft (409 once submitted)
 * All but Topics need the bearer token (401) and act on the caller's own abstracts only: another user's id is a 404,
 * exactly like an id that does not exist, so ids cannot be probed. A draft needs a title; submitting needs every
 * field, a topic of the list and a text within ABSTRACT_WORD_LIMIT words (400 naming the field; reason wordLimit for
 * the limit). Each write is one statement in a transaction: an abstract is saved whole or not at all. The writes
 * are rate limited per account (server/http/rateLimits.ts, rule submissions).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { AbstractSubmission, SubmissionAuthor, SubmissionStatus, SubmissionTopic } from '../../src/contracts';
import {
  ABSTRACT_AUTHOR_FIELD_MAX,
  ABSTRACT_AUTHORS_MAX,
  ABSTRACT_TEXT_MAX_CHARS,
  ABSTRACT_TITLE_MAX,
  ABSTRACT_WORD_LIMIT,
  countWords,
  isSubmissionStatus,
} from '../../src/core/submission/abstract';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import type { AbstractSubmissionTable } from '../db/submissionSocialTables';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseBody, parseParams, parseQuery } from '../http/validation';
import { HttpProblem, type Identity, type UserRow } from '../identity/service';

export interface SubmissionRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const EventQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const IdParams = z.object({ id: numericId() });

const Author = z.object({
  Name: z.string().trim().max(ABSTRACT_AUTHOR_FIELD_MAX, `must be at most ${ABSTRACT_AUTHOR_FIELD_MAX} characters long`),
  Affiliation: z.string().trim().max(ABSTRACT_AUTHOR_FIELD_MAX, `must be at most ${ABSTRACT_AUTHOR_FIELD_MAX} characters long`),
});

/** The shape of every write; what submitting needs besides is checked in requireComplete. */
const SubmissionBody = z.object({
  Title: z.string().trim().min(1, 'must not be empty').max(ABSTRACT_TITLE_MAX, `must be at most ${ABSTRACT_TITLE_MAX} characters long`),
  Authors: z.array(Author).max(ABSTRACT_AUTHORS_MAX, `must list at most ${ABSTRACT_AUTHORS_MAX} authors`).default([]),
  Topic: z.string().trim().max(100).default(''),
  Abstract: z.string().max(ABSTRACT_TEXT_MAX_CHARS, `must be at most ${ABSTRACT_TEXT_MAX_CHARS} characters long`).default(''),
  Submit: z.boolean().default(false),
});
type SubmissionFields = z.output<typeof SubmissionBody>;

const docs = apiDocs('Submissions');

type SubmissionRow = Selectable<AbstractSubmissionTable>;

export const submissionRoutes: FastifyPluginAsync<SubmissionRouteDeps> = async (app, { db, identity }) => {
  const at = (path: string) => caseVariants(path);

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<UserRow> {
    const { user } = await identity.requireUser(request, reply);
    reply.header('cache-control', 'private, no-store');
    return user;
  }

  /** The event's topics in the asked language (the event's default where one has none), in their order. */
  async function topics(event: EventRow, requested: string | undefined): Promise<SubmissionTopic[]> {
    const language = eventLanguage(event, requested);
    const rows = await db.selectFrom('submission_topics').selectAll().where('event_id', '=', event.id).execute();
    const byId = new Map<string, (typeof rows)[number]>();
    const rank = (language_: string) => (language_ === language ? 0 : language_ === event.default_language ? 1 : 2);
    for (const row of rows) {
      const current = byId.get(row.id);
      if (!current || rank(row.language) < rank(current.language)) byId.set(row.id, row);
    }
    return [...byId.values()].sort((a, b) => a.position - b.position).map((row) => ({ Id: row.id, Name: row.name }));
  }

  function toWire(row: SubmissionRow, names: ReadonlyMap<string, string>): AbstractSubmission {
    const status: SubmissionStatus = isSubmissionStatus(row.status) ? row.status : 'draft';
    return {
      Id: row.id,
      Title: row.title,
      Authors: parseAuthors(row.authors),
      Topic: row.topic,
      TopicName: names.get(row.topic) ?? '',
      Abstract: row.abstract,
      Status: status,
      UpdatedAt: row.updated_at,
      SubmittedAt: row.submitted_at,
    };
  }

  async function topicNames(event: EventRow, language: string | undefined) {
    return new Map((await topics(event, language)).map((topic) => [topic.Id, topic.Name]));
  }

  /** Submitting needs every field: the first one missing or wrong is the 400's field. */
  function requireComplete(fields: SubmissionFields, known: ReadonlyMap<string, string>): void {
    if (fields.Authors.length === 0) throw new BadRequestError('Authors', 'body.Authors: must list at least one author');
    fields.Authors.forEach((author, index) => {
      if (author.Name === '') throw new BadRequestError(`Authors.${index}.Name`, `body.Authors.${index}.Name: must not be empty`);
      if (author.Affiliation === '') {
        throw new BadRequestError(`Authors.${index}.Affiliation`, `body.Authors.${index}.Affiliation: must not be empty`);
      }
    });
    if (!known.has(fields.Topic))
      throw new BadRequestError('Topic', 'body.Topic: must be one of the topics of GET /api/Submissions/Topics');
    if (fields.Abstract.trim() === '') throw new BadRequestError('Abstract', 'body.Abstract: must not be empty');
    const words = countWords(fields.Abstract);
    if (words > ABSTRACT_WORD_LIMIT) {
      throw new BadRequestError(
        'Abstract',
        `body.Abstract: must be at most ${ABSTRACT_WORD_LIMIT} words long (it has ${words})`,
        'wordLimit',
      );
    }
  }

  /** A draft's topic, when it has one, must still be of the list (a draft may have none). */
  function requireKnownTopic(fields: SubmissionFields, known: ReadonlyMap<string, string>): void {
    if (fields.Topic !== '' && !known.has(fields.Topic)) {
      throw new BadRequestError('Topic', 'body.Topic: must be one of the topics of GET /api/Submissions/Topics');
    }
  }

  function values(fields: SubmissionFields, now: string) {
    return {
      title: fields.Title,
      authors: JSON.stringify(fields.Authors.map((author): SubmissionAuthor => ({ Name: author.Name, Affiliation: author.Affiliation }))),
      topic: fields.Topic,
      abstract: fields.Abstract,
      status: fields.Submit ? 'submitted' : 'draft',
      updated_at: now,
      submitted_at: fields.Submit ? now : null,
    };
  }

  for (const url of at('/api/Submissions/Topics')) {
    app.get(url, docs('The topics an abstract may be filed under', { querystring: EventQuery }), async (request) => {
      const query = parseQuery(EventQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      return topics(event, query.language);
    });
  }

  for (const url of at('/api/Submissions')) {
    app.get(
      url,
      docs("The caller's abstracts, last changed first (signed in)", { querystring: EventQuery }),
      async (request, reply): Promise<AbstractSubmission[]> => {
        const user = await signedIn(request, reply);
        const query = parseQuery(EventQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const rows = await db
          .selectFrom('abstract_submissions')
          .selectAll()
          .where('event_id', '=', event.id)
          .where('user_id', '=', user.id)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const names = await topicNames(event, query.language);
        return rows.map((row) => toWire(row, names));
      },
    );

    app.post(
      url,
      docs('Writes a new abstract: a draft, or submitted at once (signed in)', { querystring: EventQuery, body: SubmissionBody }),
      async (request, reply): Promise<AbstractSubmission> => {
        const user = await signedIn(request, reply);
        const query = parseQuery(EventQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const fields = parseBody(SubmissionBody, request);
        const names = await topicNames(event, query.language);
        requireKnownTopic(fields, names);
        if (fields.Submit) requireComplete(fields, names);
        const now = new Date(identity.now()).toISOString();
        const row = await db.transaction().execute((trx) =>
          trx
            .insertInto('abstract_submissions')
            .values({ event_id: event.id, user_id: user.id, created_at: now, ...values(fields, now) })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
        return toWire(row, names);
      },
    );
  }

  for (const url of at('/api/Submissions/:id')) {
    app.get(
      url,
      docs("One of the caller's abstracts (signed in; 404 for anyone else's)", { querystring: EventQuery, params: IdParams }),
      async (request, reply): Promise<AbstractSubmission> => {
        const user = await signedIn(request, reply);
        const { id } = parseParams(IdParams, request);
        const query = parseQuery(EventQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        const row = await ownRow(db, event.id, user.id, id);
        return toWire(row, await topicNames(event, query.language));
      },
    );

    app.put(
      url,
      docs("Changes one of the caller's drafts, or submits it (signed in; 409 once submitted)", {
        querystring: EventQuery,
        params: IdParams,
        body: SubmissionBody,
      }),
      async (request, reply): Promise<AbstractSubmission> => {
        const user = await signedIn(request, reply);
        const { id } = parseParams(IdParams, request);
        const query = parseQuery(EventQuery, request);
        const event = await requireEvent(db, { id: query.eventid });
        await ownRow(db, event.id, user.id, id);
        const fields = parseBody(SubmissionBody, request);
        const names = await topicNames(event, query.language);
        requireKnownTopic(fields, names);
        if (fields.Submit) requireComplete(fields, names);
        const now = new Date(identity.now()).toISOString();
        const row = await db.transaction().execute(async (trx) => {
          // Only while still a draft, in the same statement: two tabs submitting at once change it once.
          const updated = await trx
            .updateTable('abstract_submissions')
            .set(values(fields, now))
            .where('id', '=', id)
            .where('event_id', '=', event.id)
            .where('user_id', '=', user.id)
            .where('status', '=', 'draft')
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw new HttpProblem(409, 'This abstract has been submitted and can no longer be changed');
          return updated;
        });
        return toWire(row, names);
      },
    );
  }
};

/** The caller's abstract of that id, or a 404 (also when it is someone else's). */
async function ownRow(db: Kysely<Database>, eventId: number, userId: number, id: number): Promise<SubmissionRow> {
  const row = await db
    .selectFrom('abstract_submissions')
    .selectAll()
    .where('id', '=', id)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No such abstract');
  return row;
}

function parseAuthors(json: string): SubmissionAuthor[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((author): author is Record<string, unknown> => typeof author === 'object' && author !== null)
      .map((author) => ({
        Name: typeof author.Name === 'string' ? author.Name : '',
        Affiliation: typeof author.Affiliation === 'string' ? author.Affiliation : '',
      }));
  } catch {
    return [];
  }
}
