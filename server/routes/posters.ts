/**
 * The e-poster files (GET /media/posters/{eventId}/{presentationId}.pdf or .svg), at the PosterFile path a
 * poster presentation carries (src/contracts/programme.ts). The spec names no call for poster files
 * (docs/rules/content-areas.md section 7), so the path is ours, under /media like the logos. The files are
 * generated from the programme (server/media/poster.ts) and kept in memory while the programme's version holds.
 *
 * Access: a poster is content of its session and of the e-poster page. The caller must be allowed the page
 * (EPosterPage: authRequiredPages, ticketRequiredPages and Page policies, docs/rules/shell-access-identity.md
 * sections 4 and 6: 401 or 403), and its session must be in the caller's view of the programme: a private
 * symposium they may not see is a 404, a session a Session policy denies them is a 403 (as the programme
 * lists withhold its presentations, server/routes/programme.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { personName } from '../../src/core/programme/personName';
import { callerAccess, markPerCaller } from '../access/caller';
import type { Database } from '../db/schema';
import { requireEvent } from '../db/events';
import { NotFoundError } from '../http/errors';
import { matchesEtag } from '../http/encodedAnswer';
import { numericId } from '../http/params';
import { parseParams } from '../http/validation';
import type { Identity } from '../identity/service';
import { posterKind, posterSections, renderPosterPdf, renderPosterSvg, type PosterContent } from '../media/poster';
import { programmeView, type ProgrammeCache } from './programme';

export interface PosterRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
  programme: ProgrammeCache;
}

const PosterParams = z.object({
  eventId: numericId(),
  file: z
    .string()
    .trim()
    .regex(/^\d{1,9}\.(pdf|svg)$/, 'must be {presentationId}.pdf or {presentationId}.svg'),
});

/** Rendered files kept (a PDF is some 10 kB; the demo has a few hundred posters). */
export const POSTER_FILES_KEPT = 200;
/** Posters change only with the programme: a browser may keep one for an hour, revalidating by ETag after. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';

interface PosterFile {
  body: Buffer | string;
  type: string;
  etag: string;
}

export const posterRoutes: FastifyPluginAsync<PosterRouteDeps> = async (app, { db, identity, programme: cache }) => {
  const files = new Map<string, Promise<PosterFile>>();

  app.get('/media/posters/:eventId/:file', async (request, reply) => {
    const { eventId, file } = parseParams(PosterParams, request);
    const [idText, extension] = file.split('.') as [string, 'pdf' | 'svg'];
    const presentationId = Number(idText);
    const event = await requireEvent(db, { id: eventId });
    const [found, access] = await Promise.all([
      cache.programmeOf(event, event.default_language),
      callerAccess({ db, identity }, request, reply, event),
    ]);
    markPerCaller(reply, access);
    const presentation = found?.programme.presentations.find((item) => item.Id === presentationId);
    // A poster of another kind is not at this path (the PosterFile path names the one there is).
    if (!found || !presentation?.IsPoster || posterKind(presentationId) !== extension) throw new NotFoundError(`no poster ${file}`);
    const view = programmeView(found.programme, access);
    if (view.hidden.has(presentation.SessionId)) throw new NotFoundError(`no poster ${file}`);
    const pageStatus = access.page('EPosterPage');
    if (pageStatus !== 200)
      return reply.status(pageStatus).send({
        statusCode: pageStatus,
        error: pageStatus === 401 ? 'Unauthorized' : 'Forbidden',
        message: 'poster not open to this caller',
      });
    if (view.withheld.has(presentation.SessionId)) {
      return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: 'poster not open to this caller' });
    }

    const key = `${event.id}|${found.entry.version}|${file}`;
    let made = files.get(key);
    if (!made) {
      made = (async (): Promise<PosterFile> => {
        const { abstracts } = await found.programme.people();
        const abstract = abstracts.find((item) => item.Id === presentation.AbstractId);
        const content: PosterContent = {
          number: presentation.PosterNumber ?? `P-${presentation.Id}`,
          title: presentation.Title,
          sessionName: presentation.SessionName,
          presentationId,
          authors: abstract?.Authors.length
            ? abstract.Authors.map((author) => ({ name: personName(author.Firstname, author.Surname), affiliation: author.Affiliation }))
            : [
                {
                  name: personName(presentation.SpeakerFirstname, presentation.SpeakerSurname),
                  affiliation: presentation.SpeakerAffiliation ?? '',
                },
              ],
          sections: posterSections(abstract?.Text ?? ''),
        };
        const body = extension === 'pdf' ? await renderPosterPdf(content) : renderPosterSvg(content);
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 20)}"`;
        return { body, type: extension === 'pdf' ? 'application/pdf' : 'image/svg+xml; charset=utf-8', etag };
      })();
      files.set(key, made);
      // The oldest goes first once the map is full; a failed render is not kept.
      if (files.size > POSTER_FILES_KEPT) files.delete(files.keys().next().value!);
      made.catch(() => files.get(key) === made && files.delete(key));
    }
    const poster = await made;
    reply.header('etag', poster.etag).type(poster.type);
    if (!access.user) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesEtag(request.headers['if-none-match'], poster.etag)) return reply.status(304).send();
    return reply.send(poster.body);
  });
};
