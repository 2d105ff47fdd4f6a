/**
 * A JSON answer made once and sent many times: its bytes, a strong ETag (a digest of them), and its brotli and gzip
 * encodings, each made the first time a client asks for it (by zlib's thread pool, off the event loop) and kept
 * with the answer. For what is read far more often than it changes: the answers every page asks for at its start
 * (resource sets, event details, the programme's metadata) and the programme's lists (answerCache.ts keeps them).
 * No request compresses such an answer again: @fastify/compress (compression.ts) leaves an answer alone once it
 * carries a Content-Encoding, and one sent as it is goes to a client that takes neither encoding.
 *
 * Clients revalidate (Cache-Control no-cache by default) and get a 304 while the answer is unchanged.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Ours: up to this size an answer is compressed as hard as zlib can (brotli 11, gzip 9: a few milliseconds, once);
 * a larger one (a programme's list at scale is megabytes) at brotli 5 and gzip 6, where 11 would take seconds.
 */
export const HARDEST_ENCODING_MAX_BYTES = 256 * 1024;
/** Ours, as @fastify/compress's threshold: below this an encoding saves less than it costs. */
export const ENCODING_MIN_BYTES = 1024;

export interface EncodedAnswer {
  readonly body: Buffer;
  /** A strong entity tag, quoted, the same for every encoding of the body. */
  readonly etag: string;
  /** The body in an encoding, made once and kept; null when the body is too small to gain from one. */
  encoded(encoding: AnswerEncoding): Promise<Buffer | null>;
}

/** The answer of a value, in JSON (undefined as null). */
export function encodedAnswer(value: unknown): EncodedAnswer {
  return encodedBody(Buffer.from(JSON.stringify(value) ?? 'null'));
}

/** The answer of a body made elsewhere (a text file: the programme export's XML, iCalendar and CSV). */
export function encodedBody(body: Buffer): EncodedAnswer {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const hardest = body.length <= HARDEST_ENCODING_MAX_BYTES;
  const made = new Map<AnswerEncoding, Promise<Buffer | null>>();
  const make = (encoding: AnswerEncoding): Promise<Buffer | null> => {
    if (body.length < ENCODING_MIN_BYTES) return Promise.resolve(null);
    return encoding === 'br'
      ? brotliCompress(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: hardest ? constants.BROTLI_MAX_QUALITY : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzip(body, { level: hardest ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION });
  };
  return {
    body,
    etag,
    encoded(encoding) {
      let encoded = made.get(encoding);
      if (!encoded) {
        encoded = make(encoding);
        made.set(encoding, encoded);
        // A failed encoding is not kept: the next request tries again.
        encoded.catch(() => made.get(encoding) === encoded && made.delete(encoding));
      }
      return encoded;
    },
  };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever it weighs more (brotli on a tie, as
 * browsers list both without weights); none for a header without either (or *), or that refuses them (q=0).
 */
export function preferredEncoding(header: string | undefined): AnswerEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gz = weights.get('gzip') ?? any;
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** If-None-Match: a list of entity tags or *; weak ones compare by their opaque part (RFC 9110 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends the answer: a 304 when the request's If-None-Match names it, else its body in the encoding the client
 * prefers, with its ETag, Vary: Accept-Encoding and the Cache-Control given (revalidate every time by default), as
 * JSON unless another content type is given.
 */
export async function sendEncodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  cacheControl = 'no-cache',
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  addVary(reply, 'Accept-Encoding');
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  reply.type(contentType);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? await answer.encoded(encoding) : null;
  return encoded && encoding ? reply.header('content-encoding', encoding).send(encoded) : reply.send(answer.body);
}
