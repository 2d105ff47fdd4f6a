/**
 * The TV page and the presentation player's recordings (docs/rules/content-areas.md section 2 names the TV screen,
 * /tv/... with dailyhighlights, speakerinterviews and podcast, and the presentation player; the rules name no calls
 * for them, so these are ours, in the style of section 7's module calls):
 *   GET  /api/Modules/Tv?eventid&language&channel                  TvEpisodes, newest first (one channel when asked)
 *   GET  /api/Modules/TvWatched?eventid                            TvWatched: the signed-in user's watched episodes
 *   POST /api/Modules/TvWatched?eventid, body { EpisodeId }        marks one watched; answers TvWatched
 *   GET  /api/Modules/PresentationRecording?eventid&language&presentationid
 *                                                                  PresentationRecording; 404 when it has none
 *   GET  /media/tv/{file}                                          the shipped media (server/media/files/tv), with
 *                                                                  their content types and byte ranges
 * A language without episodes falls back to the event's default. Paths answer in the case variants of caseVariants.ts.
 *
 * Access (docs/rules/shell-access-identity.md section 6, decided for the bearer user by server/access/caller.ts): the
 * episodes are for callers the TvPage's access flow and Page policy let in; a recording for callers the
 * PresentationPlayerPage lets in and who may see its presentation: not a private symposium of a company they are not
 * staff of, and not a session a Session policy denies them (as the programme withholds it, routes/programme.ts).
 * The media files themselves are public (a <video> sends no bearer token): their addresses are what is withheld.
 */
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  TV_CHANNELS,
  type MediaSources,
  type PresentationRecording,
  type TvEpisode,
  type TvEpisodes,
  type TvWatched,
} from '../../src/contracts';
import { TV_EPISODE_ID_PATTERN } from '../../src/core/tv/tv';
import { callerAccess, markPerCaller } from '../access/caller';
import { eventLanguage, requireEvent, type EventRow } from '../db/events';
import type { Database } from '../db/schema';
import { apiDocs } from '../http/apiDocs';
import { caseVariantRoutes } from '../http/caseVariants';
import { NotFoundError } from '../http/errors';
import { languageCode, numericId } from '../http/params';
import { parseBody, parseQuery } from '../http/validation';
import { HttpProblem, type Identity } from '../identity/service';

/** Where the shipped media are (generated once by generate.sh there). */
const TV_MEDIA_DIR = fileURLToPath(new URL('../media/files/tv', import.meta.url));
const TV_MEDIA_PREFIX = '/media/tv/';
/** Only the media are served from that folder (not its script or README). */
const MEDIA_FILE = /\.(m3u8|m2ts|mp4|webm|mp3)$/;

const episodeId = () => z.string().trim().regex(TV_EPISODE_ID_PATTERN, 'must be an id of letters, digits, - and _');

const ListQuery = z.object({
  eventid: numericId(),
  language: languageCode().optional(),
  channel: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(TV_CHANNELS, { message: `must be one of ${TV_CHANNELS.join(', ')}` }))
    .optional(),
});
const WatchedQuery = z.object({ eventid: numericId() });
const WatchedBody = z.object({ EpisodeId: episodeId() });
const RecordingQuery = z.object({ eventid: numericId(), language: languageCode().optional(), presentationid: numericId() });

export interface TvRouteDeps {
  db: Kysely<Database>;
  identity: Identity;
}

const docs = apiDocs('TV');

/** The addresses of a shipped media file by its base name. */
function mediaSources(kind: string, name: string): MediaSources {
  return kind === 'audio'
    ? { Kind: 'audio', Hls: null, Webm: null, Mp4: null, Audio: `${TV_MEDIA_PREFIX}${name}.mp3` }
    : {
        Kind: 'video',
        Hls: `${TV_MEDIA_PREFIX}${name}/index.m3u8`,
        Webm: `${TV_MEDIA_PREFIX}${name}.webm`,
        Mp4: `${TV_MEDIA_PREFIX}${name}.mp4`,
        Audio: null,
      };
}

export const tvRoutes: FastifyPluginAsync<TvRouteDeps> = async (app, { db, identity }) => {
  const { get, post } = caseVariantRoutes(app);

  await app.register(fastifyStatic, {
    root: TV_MEDIA_DIR,
    prefix: TV_MEDIA_PREFIX,
    index: false,
    decorateReply: false,
    // Byte ranges (players seek with them) and ETags are the plugin's; the files change only with a new release.
    acceptRanges: true,
    allowedPath: (path) => MEDIA_FILE.test(path),
    maxAge: 86_400_000,
    // MPEG-TS segments are named .m2ts (see generate.sh), which the type table does not know as such.
    setHeaders: (reply, path) => {
      if (path.endsWith('.m2ts')) reply.header('content-type', 'video/mp2t');
    },
  });

  /** The language the event has episodes in: the one asked for, else the event's default. */
  async function episodeLanguage(event: EventRow, requested: string | undefined): Promise<string> {
    const language = eventLanguage(event, requested);
    const any = await db
      .selectFrom('tv_episodes')
      .select('id')
      .where('event_id', '=', event.id)
      .where('language', '=', language)
      .limit(1)
      .executeTakeFirst();
    return any ? language : event.default_language;
  }

  get('/api/Modules/Tv', docs('The TV episodes, newest first', { querystring: ListQuery }), async (request, reply): Promise<TvEpisodes> => {
    const query = parseQuery(ListQuery, request);
    const event = await requireEvent(db, { id: query.eventid });
    const access = await callerAccess({ db, identity }, request, reply, event, eventLanguage(event, query.language));
    markPerCaller(reply, access);
    const status = access.page('TvPage');
    if (status === 401) throw new HttpProblem(401, 'Sign in to watch the congress TV');
    if (status === 403) throw new HttpProblem(403, 'The congress TV is not open to you');
    const language = await episodeLanguage(event, query.language);
    let rows = db.selectFrom('tv_episodes').selectAll().where('event_id', '=', event.id).where('language', '=', language);
    if (query.channel !== undefined) rows = rows.where('channel', '=', query.channel);
    const episodes = await rows.orderBy('published_at', 'desc').orderBy('id').execute();
    return {
      Episodes: episodes.map((row): TvEpisode => ({
        Id: row.id,
        Channel: TV_CHANNELS.find((channel) => channel === row.channel) ?? 'dailyhighlights',
        Title: row.title,
        Description: row.description,
        PublishedAt: row.published_at,
        DurationSeconds: row.duration_seconds,
        Speakers: parseSpeakers(row.speakers),
        Media: mediaSources(row.media_kind, row.media_name),
      })),
    };
  });

  async function watched(eventId: number, userId: number): Promise<TvWatched> {
    const rows = await db
      .selectFrom('tv_watched')
      .select('episode_id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .orderBy('watched_at')
      .orderBy('episode_id')
      .execute();
    return { EpisodeIds: rows.map((row) => row.episode_id) };
  }

  get(
    '/api/Modules/TvWatched',
    docs('The episodes the signed-in user has watched', { querystring: WatchedQuery }),
    async (request, reply): Promise<TvWatched> => {
      const query = parseQuery(WatchedQuery, request);
      const { user } = await identity.requireUser(request, reply);
      const event = await requireEvent(db, { id: query.eventid });
      reply.header('cache-control', 'private, no-store');
      return watched(event.id, user.id);
    },
  );

  post(
    '/api/Modules/TvWatched',
    docs('Marks an episode watched by the signed-in user', { querystring: WatchedQuery, body: WatchedBody }),
    async (request, reply): Promise<TvWatched> => {
      const query = parseQuery(WatchedQuery, request);
      const body = parseBody(WatchedBody, request);
      const { user } = await identity.requireUser(request, reply);
      const event = await requireEvent(db, { id: query.eventid });
      const episode = await db
        .selectFrom('tv_episodes')
        .select('id')
        .where('event_id', '=', event.id)
        .where('id', '=', body.EpisodeId)
        .limit(1)
        .executeTakeFirst();
      if (!episode) throw new NotFoundError(`the event has no episode ${body.EpisodeId}`);
      await db
        .insertInto('tv_watched')
        .values({ event_id: event.id, user_id: user.id, episode_id: episode.id, watched_at: new Date(identity.now()).toISOString() })
        .onConflict((conflict) => conflict.columns(['event_id', 'user_id', 'episode_id']).doNothing())
        .execute();
      reply.header('cache-control', 'private, no-store');
      return watched(event.id, user.id);
    },
  );

  get(
    '/api/Modules/PresentationRecording',
    docs("A presentation's recording, for callers who may see the presentation", { querystring: RecordingQuery }),
    async (request, reply): Promise<PresentationRecording> => {
      const query = parseQuery(RecordingQuery, request);
      const event = await requireEvent(db, { id: query.eventid });
      const access = await callerAccess({ db, identity }, request, reply, event, eventLanguage(event, query.language));
      markPerCaller(reply, access);
      const status = access.page('PresentationPlayerPage');
      if (status === 401) throw new HttpProblem(401, 'Sign in to watch the recordings');
      if (status === 403) throw new HttpProblem(403, 'The recordings are not open to you');
      const presentation = await db
        .selectFrom('programme_presentations')
        .innerJoin('programme_sessions', (join) =>
          join
            .onRef('programme_sessions.id', '=', 'programme_presentations.session_id')
            .onRef('programme_sessions.event_id', '=', 'programme_presentations.event_id'),
        )
        .leftJoin('symposia', (join) =>
          join.onRef('symposia.session_id', '=', 'programme_sessions.id').onRef('symposia.event_id', '=', 'programme_sessions.event_id'),
        )
        .select([
          'programme_presentations.id',
          'programme_sessions.id as session_id',
          'programme_sessions.company_account_id',
          'symposia.is_public',
        ])
        .where('programme_presentations.event_id', '=', event.id)
        .where('programme_presentations.id', '=', query.presentationid)
        .executeTakeFirst();
      if (!presentation) throw new NotFoundError(`the event has no presentation ${query.presentationid}`);
      const company = presentation.company_account_id;
      const hiddenSymposium = presentation.is_public === 0 && company !== null && !access.staffOf(company);
      const sessionKey = String(presentation.session_id);
      const withheld =
        access.identifiers('Session').some((identifier) => identifier.trim() === sessionKey) &&
        !access.decide('Session', sessionKey, { companyAccountId: company }).allowed;
      // As the programme answers for it: a presentation the caller may not see is not there for them.
      if (hiddenSymposium) throw new NotFoundError(`the event has no presentation ${query.presentationid}`);
      if (withheld) throw new HttpProblem(access.user ? 403 : 401, 'This presentation is for those its session is open to');
      const recording = await db
        .selectFrom('presentation_recordings')
        .selectAll()
        .where('event_id', '=', event.id)
        .where('presentation_id', '=', presentation.id)
        .executeTakeFirst();
      if (!recording) throw new NotFoundError(`presentation ${presentation.id} has no recording`);
      return {
        PresentationId: presentation.id,
        DurationSeconds: recording.duration_seconds,
        Media: mediaSources('video', recording.media_name),
      };
    },
  );
};

function parseSpeakers(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}
