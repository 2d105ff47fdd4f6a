import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresentationRecording, TvEpisodes, TvWatched } from '../../src/contracts';
import { createTestApp, signInDemoUsers, type TestApp } from '../testing';

let t: TestApp;
let users: Record<string, { token: string; id: number }>;
beforeAll(async () => {
  t = await createTestApp();
  users = await signInDemoUsers(t.app, ['attendee', 'visitor']);
});
afterAll(() => t.close());

const as = (name: string | null): Record<string, string> => (name ? { authorization: `Bearer ${users[name]!.token}` } : {});
const get = (url: string, name: string | null = null) => t.app.inject({ method: 'GET', url, headers: as(name) });
const ok = async <T>(url: string, name: string | null = null): Promise<T> => {
  const response = await get(url, name);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('GET /api/Modules/Tv', () => {
  it('gives every channel’s episodes newest first, with speakers, duration and media addresses', async () => {
    const { Episodes } = await ok<TvEpisodes>('/api/Modules/Tv?eventid=2026&language=en-GB');
    expect(Episodes).toHaveLength(9);
    expect(new Set(Episodes.map((episode) => episode.Channel))).toEqual(new Set(['dailyhighlights', 'speakerinterviews', 'podcast']));
    const dates = Episodes.map((episode) => Date.parse(episode.PublishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const day1 = Episodes.find((episode) => episode.Id === 'dh-1')!;
    expect(day1).toMatchObject({
      Title: 'Day 1 highlights: the congress opens',
      DurationSeconds: 8,
      Speakers: ['Prof. Dr. Anna Berger', 'Dr. Samuel Okafor'],
      Media: { Kind: 'video', Hls: '/media/tv/highlights/index.m3u8', Webm: '/media/tv/highlights.webm', Mp4: '/media/tv/highlights.mp4' },
    });
    const podcast = Episodes.find((episode) => episode.Id === 'pc-2')!;
    expect(podcast.Media).toEqual({ Kind: 'audio', Hls: null, Webm: null, Mp4: null, Audio: '/media/tv/podcast-2.mp3' });
  });

  it('gives one channel with channel= (in any case) and answers in German for de-DE', async () => {
    const podcasts = await ok<TvEpisodes>('/api/modules/tv?eventid=2026&language=de-DE&channel=Podcast');
    expect(podcasts.Episodes.map((episode) => episode.Id)).toEqual(['pc-3', 'pc-2', 'pc-1']);
    expect(podcasts.Episodes[2]!.Title).toBe('Heartbeat-Podcast, Folge 1: Was man auf dem EHC 2026 sehen sollte');
  });

  it.each([
    ['eventid=abc', 'eventid'],
    ['eventid=2026&channel=news', 'channel'],
    ['eventid=2026&language=english!', 'language'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/Modules/Tv?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get('/api/Modules/Tv?eventid=999')).statusCode).toBe(404);
  });
});

describe('the watched episodes of a signed-in user', () => {
  const mark = (name: string | null, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/Modules/TvWatched?eventid=2026', headers: as(name), payload });

  it('are kept per user on the server', async () => {
    expect((await ok<TvWatched>('/api/Modules/TvWatched?eventid=2026', 'attendee')).EpisodeIds).toEqual([]);
    const first = await mark('attendee', { EpisodeId: 'si-2' });
    expect(first.statusCode).toBe(200);
    expect(first.json<TvWatched>().EpisodeIds).toEqual(['si-2']);
    // Twice is once.
    expect((await mark('attendee', { EpisodeId: 'si-2' })).json<TvWatched>().EpisodeIds).toEqual(['si-2']);
    expect((await ok<TvWatched>('/api/Modules/TvWatched?eventid=2026', 'attendee')).EpisodeIds).toEqual(['si-2']);
    expect((await ok<TvWatched>('/api/Modules/TvWatched?eventid=2026', 'visitor')).EpisodeIds).toEqual([]);
  });

  it('need a signed-in user, a known episode and a well-formed id', async () => {
    expect((await mark(null, { EpisodeId: 'si-2' })).statusCode).toBe(401);
    expect((await get('/api/Modules/TvWatched?eventid=2026')).statusCode).toBe(401);
    expect((await mark('attendee', { EpisodeId: 'nope' })).statusCode).toBe(404);
    const malformed = await mark('attendee', { EpisodeId: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'EpisodeId' });
  });
});

describe('GET /api/Modules/PresentationRecording', () => {
  const recording = (id: number, name: string | null = null) =>
    get(`/api/Modules/PresentationRecording?eventid=2026&language=en-GB&presentationid=${id}`, name);

  it('gives presentation 100001’s recording to a caller its session (10001, full-congress tickets) is open to', async () => {
    const response = await recording(100001, 'attendee');
    expect(response.statusCode).toBe(200);
    expect(response.json<PresentationRecording>()).toMatchObject({
      PresentationId: 100001,
      DurationSeconds: 8,
      Media: { Kind: 'video', Hls: '/media/tv/interview/index.m3u8' },
    });
  });

  it('withholds it from callers the session’s policy denies: 401 anonymous, 403 without the ticket', async () => {
    expect((await recording(100001)).statusCode).toBe(401);
    expect((await recording(100001, 'visitor')).statusCode).toBe(403);
  });

  it('answers 404 for a presentation without a recording and for an unknown one', async () => {
    const unrecorded = await t.db
      .selectFrom('programme_presentations')
      .leftJoin('presentation_recordings', (join) =>
        join
          .onRef('presentation_recordings.presentation_id', '=', 'programme_presentations.id')
          .onRef('presentation_recordings.event_id', '=', 'programme_presentations.event_id'),
      )
      .select('programme_presentations.id')
      .where('programme_presentations.event_id', '=', 2026)
      .where('programme_presentations.session_id', 'not in', [10001, 10002])
      .where('presentation_recordings.presentation_id', 'is', null)
      .orderBy('programme_presentations.id')
      .executeTakeFirstOrThrow();
    const none = await recording(unrecorded.id);
    expect(none.statusCode).toBe(404);
    expect((await recording(999999999)).statusCode).toBe(404);
  });

  it('refuses a malformed presentationid with 400 naming it', async () => {
    const response = await get('/api/Modules/PresentationRecording?eventid=2026&presentationid=x');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'presentationid' });
  });
});

describe('the shipped media', () => {
  it('are served with their content types', async () => {
    const types: Record<string, RegExp> = {
      'highlights/index.m3u8': /mpegurl/i,
      'highlights/segment-00.m2ts': /video\/mp2t/,
      'highlights.mp4': /video\/mp4/,
      'highlights.webm': /video\/webm/,
      'podcast-1.mp3': /audio\/mpeg/,
    };
    for (const [file, type] of Object.entries(types)) {
      const response = await get(`/media/tv/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type'], file).toMatch(type);
    }
  });

  it('answer byte ranges, as players seek with them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/tv/highlights.mp4', headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload).toHaveLength(100);
  });

  it('are only the media: not the script that made them', async () => {
    expect((await get('/media/tv/generate.sh')).statusCode).toBe(404);
    expect((await get('/media/tv/README.md')).statusCode).toBe(404);
  });
});
