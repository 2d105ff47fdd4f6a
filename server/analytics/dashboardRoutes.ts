/**
 * The dashboards (src/contracts/analytics.ts, "Dashboards"; figures in dashboard.ts):
 *   GET /api/Analytics/Dashboard/Company  the company's own staff (their ticket names it: networking/companies.ts);
 *   GET /api/Analytics/Dashboard/Event    the event's preview super users (access/caller.ts), as the programme editor.
 * 401 signed out, 403 anyone else (a super user is no company's staff here: a company's figures are its own). JSON, or
 * with format=csv a CSV attachment. Answers are per caller and never cached. Paths answer in their case variants.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DASHBOARD_MAX_DAYS, type CompanyDashboard, type EventDashboard } from '../../src/contracts';
import { userAccess } from '../access/caller';
import { requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { BadRequestError, NotFoundError } from '../http/errors';
import { numericId, text } from '../http/params';
import { parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';
import { staffCompaniesOf } from '../networking/companies';
import { companyDashboard, eventDashboard, type DashboardRange } from './dashboard';
import { companyDashboardCsv, eventDashboardCsv } from './dashboardCsv';

export interface DashboardRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const docs = apiDocs('Analytics');

const instant = () => z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant with its offset or Z' });
const rangeFields = {
  eventid: numericId(),
  from: instant().optional(),
  to: instant().optional(),
  format: z.enum(['json', 'csv']).default('json'),
};
const EventQuery = z.object(rangeFields);
const CompanyQuery = z.object({ ...rangeFields, companyaccountid: text().pipe(z.string().max(100)) });

/** The range asked for, or the event's days (whole UTC days around its start and end). */
function rangeOf(event: EventRow, query: { from?: string | undefined; to?: string | undefined }): DashboardRange {
  const day = 86_400_000;
  const from = query.from ? Date.parse(query.from) : Math.floor(Date.parse(event.start_date) / day) * day;
  const to = query.to ? Date.parse(query.to) : Math.floor(Date.parse(event.end_date) / day) * day + day;
  if (!(to > from)) throw new BadRequestError('to', 'querystring.to: must be after from');
  if (to - from > DASHBOARD_MAX_DAYS * day)
    throw new BadRequestError('to', `querystring.to: at most ${DASHBOARD_MAX_DAYS} days after from`);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

function sendCsv(reply: FastifyReply, name: string, body: string): string {
  reply.header('content-type', 'text/csv; charset=utf-8; header=present');
  reply.header('content-disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  return body;
}

export const dashboardRoutes: FastifyPluginAsync<DashboardRouteDeps> = async (app, { db, identity }) => {
  for (const url of caseVariants('/api/Analytics/Dashboard/Company')) {
    app.get(
      url,
      docs("A company's dashboard: visits, tabs, files, webcasts, ratings, chats, leads and ads (its staff)", {
        querystring: CompanyQuery,
      }),
      async (request, reply): Promise<CompanyDashboard | string> => {
        const query = parseQuery(CompanyQuery, request);
        const { user } = await identity.requireUser(request, reply);
        const event = await requireEvent(db, { id: query.eventid });
        const range = rangeOf(event, query);
        reply.header('cache-control', 'private, no-store');
        const staffOf = await staffCompaniesOf(db, event.id, user.id);
        const wanted = query.companyaccountid.toLowerCase();
        // Whether the company exists is told to its staff only: anyone else gets the same 403.
        if (!staffOf.some((id) => id.toLowerCase() === wanted)) throw new HttpProblem(403, "Only the company's staff see its dashboard");
        const company = await db
          .selectFrom('company_accounts')
          .select(['company_account_id', 'name'])
          .where('event_id', '=', event.id)
          .where(({ fn }) => fn('lower', ['company_account_id']), '=', wanted)
          .executeTakeFirst();
        if (!company) throw new NotFoundError('The event has no such company');
        const dashboard = await companyDashboard(db, event.id, company, range);
        if (query.format === 'csv') return sendCsv(reply, `${event.short}-${company.name}-statistics.csv`, companyDashboardCsv(dashboard));
        return dashboard;
      },
    );
  }

  for (const url of caseVariants('/api/Analytics/Dashboard/Event')) {
    app.get(
      url,
      docs("The event's dashboard: visitors, live rooms, sessions, pages, countries, devices, ads and sponsors (super users)", {
        querystring: EventQuery,
      }),
      async (request, reply): Promise<EventDashboard | string> => {
        const query = parseQuery(EventQuery, request);
        const { user } = await identity.requireUser(request, reply);
        const event = await requireEvent(db, { id: query.eventid });
        const range = rangeOf(event, query);
        reply.header('cache-control', 'private, no-store');
        if (!(await userAccess({ db, identity }, user, event)).superUser) {
          throw new HttpProblem(403, 'Only a super user of the event sees its dashboard');
        }
        const dashboard = await eventDashboard(db, event.id, range, identity.now());
        if (query.format === 'csv') return sendCsv(reply, `${event.short}-statistics.csv`, eventDashboardCsv(dashboard));
        return dashboard;
      },
    );
  }
};
