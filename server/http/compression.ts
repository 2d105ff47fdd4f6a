/**
 * Compression of every answer the server makes on the fly (JSON above all), brotli or gzip as the client's
 * Accept-Encoding prefers, with Vary: Accept-Encoding. Registered on the root instance before any route, so
 * that every route gets it once.
 *
 * What is already compressed is left alone (@fastify/compress skips an answer that carries a Content-Encoding):
 * the client bundle's precompressed files (routes/static.ts) and the programme's lists, kept gzipped in memory
 * (routes/programme.ts). Server-sent streams are never compressed (the library's default types leave
 * text/event-stream out, where buffering would hold events back), and the hubs' WebSockets do not pass through
 * Fastify's replies at all (hubs/hubServer.ts takes the upgrade).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Ours: brotli's quality for answers made per request. Node's default (11) is meant for files compressed once
 * (build/precompress.ts uses it); on a large JSON answer it costs far more time than the bytes it saves over 4.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Brotli first: about a fifth smaller than gzip on our JSON. Not zstd, which the library would prefer when
    // Node has it: not every browser and CDN takes it yet.
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    // Answers only: request bodies with a Content-Encoding are not something the API accepts.
    globalDecompression: false,
  });
}
