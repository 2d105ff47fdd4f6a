import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from './answerCache';
import { registerCompression } from './compression';
import { ENCODING_MIN_BYTES, encodedAnswer, matchesEtag, preferredEncoding, sendEncodedAnswer } from './encodedAnswer';

describe('preferredEncoding', () => {
  it('takes brotli from a browser, which lists both without weights', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('follows the weights, and never sends what q=0 refuses', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });

  it('sends nothing encoded to a client that takes neither encoding', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('matches a listed tag, a weak form of it and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('encodedAnswer', () => {
  const rows = Array.from({ length: 300 }, (_, id) => ({ id, name: `row ${id}` }));

  it('makes each encoding once and keeps it', async () => {
    const answer = encodedAnswer(rows);
    const br = await answer.encoded('br');
    expect(await answer.encoded('br')).toBe(br);
    expect(JSON.parse(brotliDecompressSync(br!).toString())).toEqual(rows);
    expect(JSON.parse(gunzipSync((await answer.encoded('gzip'))!).toString())).toEqual(rows);
  });

  it('leaves a small body as it is', async () => {
    const answer = encodedAnswer({ ok: true });
    expect(answer.body.length).toBeLessThan(ENCODING_MIN_BYTES);
    expect(await answer.encoded('br')).toBeNull();
  });

  it('tags equal bodies alike and different ones apart', () => {
    expect(encodedAnswer([1, 2]).etag).toBe(encodedAnswer([1, 2]).etag);
    expect(encodedAnswer([1, 2]).etag).not.toBe(encodedAnswer([2, 1]).etag);
    expect(encodedAnswer(undefined).body.toString()).toBe('null');
  });
});

describe('sendEncodedAnswer behind the app-wide compression', () => {
  const app = Fastify();
  const rows = Array.from({ length: 300 }, (_, id) => ({ id, name: `row ${id}` }));
  const answer = encodedAnswer(rows);
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/answer', (request, reply) => sendEncodedAnswer(request, reply, answer));
    app.get('/private', (request, reply) => sendEncodedAnswer(request, reply.header('vary', 'Origin'), answer, 'private, no-cache'));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the kept encoding, not one the compression plugin made again', async () => {
    const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals((await answer.encoded('br'))!)).toBe(true);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('sends the JSON as it is to a client without brotli or gzip', async () => {
    const response = await app.inject({ url: '/answer' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(rows);
  });

  it('answers 304 to its ETag, and keeps a Vary and Cache-Control the route set', async () => {
    const response = await app.inject({ url: '/private', headers: { 'if-none-match': answer.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.headers.vary).toBe('Origin, Accept-Encoding');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('createAnswerCache', () => {
  it('builds an answer once per version and again for a new one', async () => {
    const cache = createAnswerCache();
    let builds = 0;
    const build = async () => ({ build: ++builds });
    const first = await cache.answer('k', 'v1', build);
    expect(await cache.answer('k', 'v1', build)).toBe(first);
    const second = await cache.answer('k', 'v2', build);
    expect(second).not.toBe(first);
    expect(JSON.parse(second.body.toString())).toEqual({ build: 2 });
  });

  it('keeps no failed build', async () => {
    const cache = createAnswerCache();
    await expect(cache.answer('k', 'v', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(JSON.parse((await cache.answer('k', 'v', async () => 'ok')).body.toString())).toBe('ok');
  });

  it('lets the least recently asked for go past its bound', async () => {
    const cache = createAnswerCache(2);
    let builds = 0;
    const build = async () => ++builds;
    await cache.answer('a', 'v', build);
    await cache.answer('b', 'v', build);
    await cache.answer('a', 'v', build); // a asked for again: b is now the oldest
    await cache.answer('c', 'v', build);
    expect(cache.size).toBe(2);
    await cache.answer('a', 'v', build);
    expect(builds).toBe(3);
    await cache.answer('b', 'v', build);
    expect(builds).toBe(4);
  });
});
