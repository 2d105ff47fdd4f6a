/**
 * The errors routes throw and the JSON bodies they become. Every 400 names the offending field
 * (BadRequestBody in src/contracts).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { BadRequestBody } from '../../src/contracts';

export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    message: string,
    /** Machine-readable, for a client to choose its own (translated) text, e.g. a code's 'used'. */
    readonly reason?: string,
  ) {
    super(message);
  }

  body(): BadRequestBody {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: this.message,
      field: this.field,
      ...(this.reason ? { reason: this.reason } : {}),
    };
  }
}

/** A 403 that says why in a machine-readable `code` (e.g. NETWORKING_REFUSALS), for the client's own text. */
export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return { statusCode: 403 as const, error: 'Forbidden' as const, message: this.message, code: this.code };
  }
}

export class NotFoundError extends Error {
  readonly statusCode = 404;
  body() {
    return notFoundBody(this.message);
  }
}

/**
 * A 429 through the app's error handler (below), so its body is like every other error's; with
 * retryAfterSeconds, the handler sends Retry-After (the rate limiter, http/rateLimits.ts, sets its own before throwing).
 */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function notFoundBody(message: string) {
  return { statusCode: 404 as const, error: 'Not Found' as const, message };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError || error instanceof NotFoundError || error instanceof ForbiddenError) {
      return reply.status(error.statusCode).send(error.body());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    // Fastify's own client errors (malformed JSON, too large a body) keep their status and message;
    // its 400s are all about the body, which is then the field. A 5xx shows no internals.
    return reply.status(status).send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message: status >= 500 ? 'Internal Server Error' : error.message,
      ...(status === 400 ? { field: 'body' } : {}),
    });
  });
}
