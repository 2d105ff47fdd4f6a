import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';

const app = Fastify();
const big = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) };
beforeAll(async () => {
  await registerCompression(app);
  app.get('/json', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(`data: ${JSON.stringify(big)}\n\n`));
  app.post('/echo', async (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

describe('compression of answers', () => {
  it('prefers brotli over gzip and zstd, as a browser asks', async () => {
    const response = await app.inject({ method: 'GET', url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(big);
  });

  it('leaves small answers as they are (below 1 kB compression costs more than it saves)', async () => {
    const response = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a server-sent event stream, whose events must not wait in a compressor', async () => {
    const response = await app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('data: ');
  });

  it('reads request bodies as sent: compression is for answers only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{"a":1}',
    });
    // Not decompressed: the body is read as sent.
    expect(response.json()).toEqual({ a: 1 });
  });
});
