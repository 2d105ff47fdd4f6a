/**
 * The social feed widget's call (docs/rules/content-areas.md section 1: a social feed widget with one tab of a
 * microblog timeline and one of photo-sharing posts; no section names its call, so this is ours, in the style of the
 * module calls):
 *   GET /api/Modules/SocialFeed?eventid&language[&kind]   SocialPost[], newest first; kind timeline or photo narrows it
 *   GET /media/socialfeed/{eventId}/{id}.svg              a photo post's picture, drawn here (no third-party image)
 * The posts are the event's own (server/db/seed/socialFeed.ts), in the asked language (the event's default where a
 * post has none). Open to everyone: the widget shows on public pages.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SocialPost, SocialPostKind } from '../../src/contracts';
import { pickLanguage, requireEvent } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId, text } from '../http/params';
import { parseParams, parseQuery } from '../http/validation';
import { escapeXml } from '../http/xml';

export interface SocialFeedRouteDeps {
  db: Kysely<Database>;
}

const FeedQuery = z.object({
  eventid: numericId(),
  language: languageCode(),
  kind: z.enum(['timeline', 'photo'], { message: 'must be timeline or photo' }).optional(),
});
const PhotoParams = z.object({ eventid: numericId(), file: text() });

const docs = apiDocs('SocialFeed');

const photoPath = (eventId: number, id: number) => `/media/socialfeed/${eventId}/${id}.svg`;

export const socialFeedRoutes: FastifyPluginAsync<SocialFeedRouteDeps> = async (app, { db }) => {
  const { get } = caseVariantRoutes(app);

  get(
    '/api/Modules/SocialFeed',
    docs("The event's social feed: microblog and photo posts, newest first", { querystring: FeedQuery }),
    async (request): Promise<SocialPost[]> => {
      const query = parseQuery(FeedQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      let rows = db.selectFrom('social_posts').selectAll().where('event_id', '=', event.id);
      if (query.kind) rows = rows.where('kind', '=', query.kind);
      const posts = pickLanguage(
        (await rows.execute()).map((row) => ({ ...row, position: 0 })),
        event,
        query.language,
      );
      return posts
        .sort((a, b) => (a.posted_at < b.posted_at ? 1 : a.posted_at > b.posted_at ? -1 : b.id - a.id))
        .map((row) => ({
          Id: row.id,
          Kind: row.kind === 'photo' ? 'photo' : ('timeline' satisfies SocialPostKind),
          Handle: row.handle,
          Name: row.name,
          Text: row.text,
          PostedAt: row.posted_at,
          Photo: row.photo === null ? null : { Url: photoPath(event.id, row.id), Alt: row.photo_alt ?? '' },
        }));
    },
  );

  app.get('/media/socialfeed/:eventid/:file', async (request, reply) => {
    const { eventid, file } = parseParams(PhotoParams, request);
    const id = /^\d{1,9}\.svg$/.test(file) ? Number(file.slice(0, -4)) : null;
    const row =
      id === null
        ? undefined
        : await db
            .selectFrom('social_posts')
            .select(['photo'])
            .where('event_id', '=', eventid)
            .where('id', '=', id)
            .where('photo', 'is not', null)
            .executeTakeFirst();
    if (!row?.photo) throw new NotFoundError(`no social feed photo ${file}`);
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(socialPhotoSvg(row.photo, id!));
  });
};

/** The motifs a seeded photo post may show. */
export const SOCIAL_PHOTO_MOTIFS = ['stage', 'posters', 'coffee', 'city', 'workshop', 'award'] as const;
type Motif = (typeof SOCIAL_PHOTO_MOTIFS)[number];

const SKIES: Record<Motif, [string, string]> = {
  stage: ['#1e1b4b', '#4338ca'],
  posters: ['#e0f2fe', '#7dd3fc'],
  coffee: ['#fef3c7', '#f59e0b'],
  city: ['#fde68a', '#fb7185'],
  workshop: ['#dcfce7', '#34d399'],
  award: ['#312e81', '#a855f7'],
};

/**
 * A square picture of a congress scene, drawn from simple shapes (pure: the same motif and id give the same
 * picture). It is decoration for the post, whose text alternative says what it shows.
 */
export function socialPhotoSvg(motif: string, id: number): string {
  const known = (SOCIAL_PHOTO_MOTIFS as readonly string[]).includes(motif) ? (motif as Motif) : 'stage';
  const [top, bottom] = SKIES[known];
  const shapes: string[] = [];
  // A few people in the foreground, placed from the id so that two photos of one motif differ.
  const people = (count: number, y: number, colour: string) => {
    for (let i = 0; i < count; i++) {
      const x = 40 + ((i * 97 + id * 37) % 320);
      shapes.push(
        `<circle cx="${x}" cy="${y - 46}" r="14" fill="${colour}"/><rect x="${x - 18}" y="${y - 30}" width="36" height="50" rx="14" fill="${colour}"/>`,
      );
    }
  };
  switch (known) {
    case 'stage':
      shapes.push('<rect x="60" y="70" width="280" height="150" rx="6" fill="#f8fafc" opacity="0.9"/>');
      shapes.push('<polyline points="80,190 130,150 180,170 230,110 280,130 320,90" fill="none" stroke="#4338ca" stroke-width="8"/>');
      shapes.push('<rect x="0" y="300" width="400" height="100" fill="#0f172a"/>');
      people(5, 360, '#334155');
      break;
    case 'posters':
      for (let i = 0; i < 3; i++) {
        shapes.push(`<rect x="${30 + i * 120}" y="60" width="100" height="150" rx="4" fill="#ffffff" stroke="#0369a1" stroke-width="3"/>`);
        shapes.push(`<rect x="${42 + i * 120}" y="76" width="76" height="12" fill="#0369a1"/>`);
        shapes.push(`<rect x="${42 + i * 120}" y="100" width="60" height="40" fill="#bae6fd"/>`);
      }
      shapes.push('<rect x="0" y="300" width="400" height="100" fill="#cbd5e1"/>');
      people(4, 360, '#0c4a6e');
      break;
    case 'coffee':
      shapes.push('<ellipse cx="200" cy="330" rx="170" ry="40" fill="#92400e"/>');
      shapes.push('<rect x="150" y="200" width="100" height="110" rx="12" fill="#ffffff"/>');
      shapes.push('<path d="M250 225 q40 0 40 35 q0 35 -40 35" fill="none" stroke="#ffffff" stroke-width="12"/>');
      shapes.push(
        '<path d="M175 180 q10 -25 0 -50 M200 180 q10 -25 0 -50 M225 180 q10 -25 0 -50" stroke="#78350f" stroke-width="6" fill="none"/>',
      );
      break;
    case 'city':
      for (let i = 0; i < 7; i++) {
        const height = 90 + ((i * 53 + id * 11) % 150);
        shapes.push(
          `<rect x="${i * 58}" y="${320 - height}" width="50" height="${height + 80}" fill="#4c1d95" opacity="${0.6 + (i % 3) * 0.15}"/>`,
        );
      }
      shapes.push('<circle cx="300" cy="90" r="40" fill="#fff7ed"/>');
      break;
    case 'workshop':
      shapes.push('<rect x="60" y="220" width="280" height="20" fill="#065f46"/>');
      shapes.push(
        '<rect x="90" y="170" width="90" height="50" rx="4" fill="#ffffff"/><rect x="220" y="170" width="90" height="50" rx="4" fill="#ffffff"/>',
      );
      people(4, 330, '#064e3b');
      break;
    case 'award':
      shapes.push('<path d="M160 110 h80 v40 q0 50 -40 60 q-40 -10 -40 -60 z" fill="#facc15"/>');
      shapes.push(
        '<rect x="185" y="210" width="30" height="50" fill="#facc15"/><rect x="150" y="260" width="100" height="24" rx="4" fill="#eab308"/>',
      );
      for (let i = 0; i < 12; i++)
        shapes.push(`<circle cx="${(i * 71 + id * 13) % 400}" cy="${((i * 43) % 160) + 20}" r="4" fill="#fde68a"/>`);
      break;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(known)}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    '<rect width="400" height="400" fill="url(#sky)"/>',
    ...shapes,
    '</svg>',
  ].join('');
}
