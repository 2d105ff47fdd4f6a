/**
 * The society's own pages (docs/rules/content-areas.md section 2 names them; section 7 names no call for them, so
 * these are ours, in the style of the module calls: eventid and language in the query, PascalCase replies):
 *   GET /api/Modules/AwardWinners?eventid&language              AwardCategory[]: categories, their awards and winners
 *   GET /api/Modules/Preceptorships?eventid&language            Preceptorship[]
 *   GET /api/Modules/WorldVillage?eventid&language              WorldVillageSociety[]
 *   GET /api/Modules/WorldVillageSociety?eventid&language&id    one WorldVillageSociety; 404 when the event has none
 *   GET /media/worldvillage/{eventId}/{id}.svg                  a society's generated logo (its initials and name)
 * Texts come in the asked language (the event's default when it has none). Addresses the client would make links
 * of are passed on only when safe (core/url.ts): an unsafe one is null, never a javascript: link. Paths answer in
 * the case variants of caseVariants.ts. Everyone may read them (public pages of the society).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AwardCategory, Preceptorship, SocietyKind, SocietyLink, WorldVillageSociety } from '../../src/contracts';
import { safeExternalUrl, safeHref } from '../../src/core/url';
import { pickLanguage, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseParams, parseQuery } from '../http/validation';
import { logoSvg } from '../media/logo';

export interface SocietyRouteDeps {
  db: Kysely<Database>;
}

const EventQuery = z.object({ eventid: numericId(), language: languageCode() });
const SocietyQuery = EventQuery.extend({ id: numericId() });
const LogoParams = z.object({ eventid: numericId(), file: text() });

const docs = apiDocs('Society');

const parseJson = <T>(value: string, fallback: T): T => {
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
};

const safeEmail = (value: string | null): string | null => (value && /^[^\s@<>"]+@[^\s@<>"]+\.[A-Za-z]{2,}$/.test(value) ? value : null);

const logoPath = (eventId: number, id: number) => `/media/worldvillage/${eventId}/${id}.svg`;

export const societyRoutes: FastifyPluginAsync<SocietyRouteDeps> = async (app, { db }) => {
  const { get } = caseVariantRoutes(app);

  get(
    '/api/Modules/AwardWinners',
    docs("The society's award winners by category", { querystring: EventQuery }),
    async (request): Promise<AwardCategory[]> => {
      const query = parseQuery(EventQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const awards = pickLanguage(
        await db.selectFrom('awards').selectAll().where('event_id', '=', event.id).execute(),
        event,
        query.language,
      );
      const winnerRows = await db
        .selectFrom('award_winners as w')
        .leftJoin('programme_presentations as p', (join) =>
          join.onRef('p.event_id', '=', 'w.event_id').onRef('p.id', '=', 'w.presentation_id'),
        )
        .selectAll('w')
        .select('p.title as presentation_title')
        .where('w.event_id', '=', event.id)
        .execute();
      const winners = pickLanguage(winnerRows, event, query.language);
      const categories = new Map<string, AwardCategory & { position: number }>();
      for (const award of [...awards].sort((a, b) => a.category_position - b.category_position || a.position - b.position)) {
        let category = categories.get(award.category_key);
        if (!category) {
          category = { Id: award.category_key, Name: award.category_name, Awards: [], position: award.category_position };
          categories.set(award.category_key, category);
        }
        category.Awards.push({
          Id: award.id,
          Name: award.name,
          Description: award.description,
          Winners: winners
            .filter((winner) => winner.award_id === award.id)
            .map((winner) => ({
              Id: winner.id,
              Name: winner.name,
              Affiliation: winner.affiliation,
              Country: winner.country,
              Citation: winner.citation,
              PhotoUrl: safeHref(winner.photo_path),
              // A talk no longer in the programme is not linked.
              PresentationId: winner.presentation_title === null ? null : winner.presentation_id,
              PresentationTitle: winner.presentation_title,
              SpeakerId: winner.speaker_id,
            })),
        });
      }
      return [...categories.values()].map(({ position: _position, ...category }) => category);
    },
  );

  get(
    '/api/Modules/Preceptorships',
    docs("The society's preceptorships (training stays at host centres)", { querystring: EventQuery }),
    async (request): Promise<Preceptorship[]> => {
      const query = parseQuery(EventQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const rows = pickLanguage(
        await db.selectFrom('preceptorships').selectAll().where('event_id', '=', event.id).execute(),
        event,
        query.language,
      );
      return rows.map((row) => ({
        Id: row.id,
        Title: row.title,
        Topic: row.topic,
        TopicName: row.topic_name,
        HostCentre: row.host_centre,
        City: row.city,
        Country: row.country,
        CountryName: row.country_name,
        StartDate: row.start_date,
        EndDate: row.end_date,
        Places: row.places,
        ApplicationDeadline: row.deadline,
        Description: row.description,
        ApplyUrl: safeExternalUrl(row.apply_url),
        ApplyEmail: safeEmail(row.apply_email),
      }));
    },
  );

  async function societies(eventId: number, language: string): Promise<WorldVillageSociety[]> {
    const event = await requireEvent(db, { id: eventId });
    const rows = pickLanguage(
      await db.selectFrom('world_village_societies').selectAll().where('event_id', '=', event.id).execute(),
      event,
      language,
    );
    return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Acronym: row.acronym,
      Kind: (row.kind === 'Partner' ? 'Partner' : 'National') satisfies SocietyKind,
      Country: row.country,
      CountryName: row.country_name,
      Summary: row.summary,
      Description: row.description,
      LogoPath: logoPath(event.id, row.id),
      Website: safeExternalUrl(row.website),
      Email: safeEmail(row.email),
      Phone: row.phone,
      Address: row.address,
      Links: parseJson<SocietyLink[]>(row.links, []).flatMap((link) => {
        const url = safeExternalUrl(link.Url);
        return url ? [{ Label: link.Label, Url: url }] : [];
      }),
      Tags: parseJson<string[]>(row.tags, []),
    }));
  }

  get(
    '/api/Modules/WorldVillage',
    docs('The national and partner societies of the world village', { querystring: EventQuery }),
    async (request): Promise<WorldVillageSociety[]> => {
      const query = parseQuery(EventQuery, request);
      return societies(query.eventid, query.language);
    },
  );

  get(
    '/api/Modules/WorldVillageSociety',
    docs("One society's profile in the world village", { querystring: SocietyQuery }),
    async (request): Promise<WorldVillageSociety> => {
      const query = parseQuery(SocietyQuery, request);
      const society = (await societies(query.eventid, query.language)).find((item) => item.Id === query.id);
      if (!society) throw new NotFoundError(`the world village has no society ${query.id}`);
      return society;
    },
  );

  app.get('/media/worldvillage/:eventid/:file', async (request, reply) => {
    const { eventid, file } = parseParams(LogoParams, request);
    const id = /^\d{1,9}\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const row =
      id === null
        ? undefined
        : await db
            .selectFrom('world_village_societies')
            .select(['acronym', 'name'])
            .where('event_id', '=', eventid)
            .where('id', '=', id)
            .executeTakeFirst();
    if (!row) throw new NotFoundError(`no society logo ${file}`);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml; charset=utf-8')
      .send(logoSvg(`society-${eventid}-${id}`, row.name));
  });
};
