/**
 * The exhibitors' administration API (src/contracts/exhibitorAdmin.ts): POST /api/Admin/Exhibitors/Import, with a
 * dry run. A service token only (POST /api/Core/AuthenticationToken): `npm run import -- --format exhibitors-csv`
 * (server/cli/import.ts) calls it; people never do. The path answers in its case variants.
 *
 * The body is the programme import's (routes/programmeAdmin.ts: the files base64 in JSON, at most
 * PROGRAMME_IMPORT_MAX_BYTES of them, a 413 past it). Unlike the programme's, an import that is no dry run is applied
 * at once (server/exhibitorImport): exhibitor lists have no draft to review before publishing.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { EXHIBITOR_IMPORT_FORMATS, type ExhibitorImportReport } from '../../src/contracts';
import type { Database } from '../db/schema';
import { importExhibitors, readExhibitors } from '../exhibitorImport';
import { eventLanguages } from '../db/events';
import { apiDocs } from '../http/apiDocs';
import { caseVariants } from '../http/caseVariants';
import { parseQuery } from '../http/validation';
import type { Identity } from '../identity/service';
import { requireService } from '../identity/serviceToken';
import { decodeFiles, eventOf, IMPORT_BODY_LIMIT, ImportBody, importQuery } from './programmeAdmin';

export interface ExhibitorAdminRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const docs = apiDocs('Exhibitor administration');

const ImportQuery = importQuery(EXHIBITOR_IMPORT_FORMATS);

export const exhibitorAdminRoutes: FastifyPluginAsync<ExhibitorAdminRouteDeps> = async (app, { db, identity }) => {
  for (const url of caseVariants('/api/Admin/Exhibitors/Import')) {
    app.post(
      url,
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        ...docs(
          "Reads the exhibitors' template and compares it with the event's exhibitors and tiers; unless a dry run, applies it (service token)",
          { querystring: ImportQuery, body: ImportBody },
        ),
      },
      async (request, reply): Promise<ExhibitorImportReport> => {
        await requireService(identity, request, reply);
        const query = parseQuery(ImportQuery, request);
        const event = await eventOf(db, query);
        const files = decodeFiles(request);
        const reading = await readExhibitors(query.format, files, { languages: eventLanguages(event) });
        const report = await importExhibitors(
          db,
          event,
          reading,
          { format: query.format, files: files.map((file) => file.name), now: new Date(identity.now()).toISOString() },
          query.dryrun === 'true',
        );
        // A file with problems changes nothing; the report names each problem's place.
        if (report.Problems.length > 0) reply.status(422);
        request.log.info({ event: event.id, applied: report.Applied, counts: report.Counts }, 'exhibitors imported');
        return report;
      },
    );
  }
};
