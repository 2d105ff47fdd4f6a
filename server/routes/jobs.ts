/**
 * The job board (docs/rules/content-areas.md section 2, Jobs; the rules name no calls for it, so these are ours, in
 * the style of section 7's module calls):
 *   GET /api/Modules/Jobs?eventid&language      JobSummary[]: every posting, newest first (a board holds tens, so the
 *       client searches and filters them itself, at each keystroke)
 *   GET /api/Modules/Job?eventid&language&id     JobPosting with its description and how to apply; 404 unknown id
 * A language without postings falls back to the event's default. Paths answer in the case variants of caseVariants.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { JobPosting, JobSummary } from '../../src/contracts';
import { isJobKind, JOB_ID_PATTERN } from '../../src/core/jobs/jobs';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database, JobPostingTable } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseQuery } from '../http/validation';

const ListQuery = z.object({ eventid: numericId(), language: languageCode().optional() });
const JobQuery = z.object({
  eventid: numericId(),
  language: languageCode().optional(),
  id: z.string().trim().regex(JOB_ID_PATTERN, 'must be an id of letters, digits, - and _'),
});

export interface JobRouteDeps {
  db: Kysely<Database>;
}

const docs = apiDocs('Jobs');

export const jobRoutes: FastifyPluginAsync<JobRouteDeps> = async (app, { db }) => {
  const { get } = caseVariantRoutes(app);

  /** The postings of the language asked for, else of the event's default. */
  async function postings(event: EventRow, requested: string | undefined) {
    const read = (language: string) =>
      db
        .selectFrom('job_postings')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('language', '=', language)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .execute();
    const language = eventLanguage(event, requested);
    const rows = await read(language);
    return rows.length > 0 || language === event.default_language ? rows : read(event.default_language);
  }

  get('/api/Modules/Jobs', docs('Every job posting, newest first', { querystring: ListQuery }), async (request): Promise<JobSummary[]> => {
    const query = parseQuery(ListQuery, request);
    const event = await requireEvent(db, { id: query.eventid });
    return (await postings(event, query.language)).map(summary);
  });

  get(
    '/api/Modules/Job',
    docs('One job posting with its description and how to apply', { querystring: JobQuery }),
    async (request): Promise<JobPosting> => {
      const query = parseQuery(JobQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const row = (await postings(event, query.language)).find((posting) => posting.id === query.id);
      if (!row) throw new NotFoundError(`the event has no job posting ${query.id}`);
      return { ...summary(row), Description: row.description, ApplyUrl: row.apply_url, HowToApply: row.how_to_apply };
    },
  );
};

function summary(row: Selectable<JobPostingTable>): JobSummary {
  return {
    Id: row.id,
    Title: row.title,
    Employer: row.employer,
    CompanyAccountId: row.company_account_id,
    Location: row.location,
    // A kind the client does not know reads as full-time rather than breaking its filter.
    Kind: isJobKind(row.kind) ? row.kind : 'fullTime',
    Summary: row.summary,
    PublishedAt: row.published_at,
  };
}
