/**
 * The identity service the routes (and the account hub) share: the clock, password hashing at the
 * configured cost, bearer tokens (JWT HS256 with jose) bound to revocable sessions, and the mailer.
 *
 * Token claims: sub = user id, sid = session id, event = event short name, iat, exp; validUntil = exp.
 * A token is accepted only when its signature and exp are good AND its session exists, belongs to the
 * same user, is not revoked and has not expired. Anything else is a 401 on every route that needs a
 * user.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import { SCRYPT_DEFAULT_COST, SERVICE_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_REMEMBER_MS, TOKEN_LIFETIME_SESSION_MS } from './constants';
import { emitSignOut, type SignOutEvent } from './events';
import { createLockout, createSharedLockout, type Lockout } from './lockout';
import { createMailer, type Mailer } from './mail';
import { hashPassword, verifyPassword } from './password';
import { loadTokenSecret } from './secrets';

export interface IdentityOptions {
  /** scrypt N of new password hashes (default 2^15; tests pass 2^10). */
  scryptCost?: number;
  /** VMX_TOKEN_SECRET; default: generated once and stored in settings. */
  tokenSecret?: string | null;
  /**
   * PUBLIC_URL: the origin of links in e-mails (required in production). Unset (development): the
   * request's own origin when it is allowed (identity/links.ts), loopback on any port allowed.
   */
  publicUrl?: string | null;
  /** SMTP_URL: also send mail through SMTP (nodemailer); default outbox only. */
  smtpUrl?: string | null;
  /** MAIL_FROM (default "VMX <no-reply@vmx.invalid>"). */
  mailFrom?: string;
  /** VMX_SERVICE_CLIENT_ID / VMX_SERVICE_CLIENT_SECRET; unset: AuthenticationToken answers 501. */
  serviceClientId?: string | null;
  serviceClientSecret?: string | null;
  /** GET /dev/outbox is served (default true; main.ts: NODE_ENV !== 'production' or VMX_DEV_OUTBOX=1). */
  devOutbox?: boolean;
  /** The OpenID Connect test provider is served and offered as "vmx-test" (default true; see server/sso). */
  ssoTestProvider?: boolean;
}

export type UserRow = Selectable<UserTable>;

export interface AuthenticatedUser {
  user: UserRow;
  sessionId: string;
  eventShort: string;
}

export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const UNAUTHORIZED = 'Please sign in: the access token is missing, invalid, expired or revoked';

export interface Identity {
  readonly db: Kysely<Database>;
  readonly now: () => number;
  readonly options: Required<Pick<IdentityOptions, 'scryptCost' | 'mailFrom' | 'devOutbox' | 'ssoTestProvider'>> & IdentityOptions;
  readonly secret: string;
  readonly mailer: Mailer;
  /** Failed sign-ins per e-mail address and client (the Lockout result). */
  readonly lockout: Lockout;
  /**
   * Runs work after the answer (mails about accounts: the answer then takes as long whether or not the
   * address has one); a failure is logged. settled() waits for all of it (GET /dev/outbox, tests).
   */
  afterResponse(work: () => Promise<unknown>): void;
  settled(): Promise<void>;
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification without a stored hash (unknown e-mail: no timing oracle). */
  burnVerification(password: string): Promise<void>;
  /** Creates a session and its token. */
  startSession(
    userId: number,
    eventShort: string,
    rememberMe: boolean,
  ): Promise<{ sessionId: string; accessToken: string; validUntil: string }>;
  /** The user of a bearer token, or null. */
  authenticate(token: string | null | undefined): Promise<AuthenticatedUser | null>;
  /** The user of the request's bearer token, or a 401 (with WWW-Authenticate: Bearer). */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedUser>;
  /** For calls open to everyone: null without a token; a token that is sent must be good (401 otherwise). */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedUser | null>;
  /** Revokes sessions (all of the user's, or the given ones) and emits a sign-out event. */
  revokeSessions(userId: number, reason: SignOutEvent['reason'], sessionIds?: readonly string[]): Promise<string[]>;
  /** A service token for POST /api/Core/AuthenticationToken. */
  signServiceToken(clientId: string): Promise<{ token: string; validUntil: string }>;
}

/** The token of a request's `Authorization: Bearer …` header (a Fastify request, or a hub's upgrade request). */
export function bearerToken(request: { headers: { authorization?: string | undefined } }): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function createIdentity(
  db: Kysely<Database>,
  options: IdentityOptions,
  now: () => number,
  log: FastifyBaseLogger,
  /** The Redis the server's processes share (server/backplane): the lockout counts there. */
  redis: Redis | null = null,
): Promise<Identity> {
  const resolved = {
    ...options,
    scryptCost: options.scryptCost ?? SCRYPT_DEFAULT_COST,
    mailFrom: options.mailFrom ?? 'VMX <no-reply@vmx.invalid>',
    devOutbox: options.devOutbox ?? true,
    ssoTestProvider: options.ssoTestProvider ?? true,
  };
  const secret = await loadTokenSecret(db, options.tokenSecret);
  const key = new TextEncoder().encode(secret);
  let dummyHash: Promise<string> | null = null;
  const mailer = createMailer(db, { smtpUrl: options.smtpUrl ?? null, from: resolved.mailFrom, now, log });

  const iso = (ms: number) => new Date(ms).toISOString();
  const lockout = redis ? createSharedLockout(redis, now) : createLockout(now);
  const pending = new Set<Promise<unknown>>();

  async function authenticate(token: string | null | undefined): Promise<AuthenticatedUser | null> {
    if (!token) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()), typ: 'JWT' }));
    } catch {
      return null;
    }
    if (
      payload.kind !== 'access' ||
      typeof payload.sid !== 'string' ||
      typeof payload.event !== 'string' ||
      !/^\d+$/.test(payload.sub ?? '')
    )
      return null;
    const session = await db.selectFrom('sessions').selectAll().where('id', '=', payload.sid).executeTakeFirst();
    const userId = Number(payload.sub);
    if (!session || session.user_id !== userId || session.revoked_at !== null || session.expires_at <= iso(now())) return null;
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    return user ? { user, sessionId: session.id, eventShort: session.event_short } : null;
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedUser> {
    const found = await authenticate(bearerToken(request));
    if (!found) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpProblem(401, UNAUTHORIZED);
    }
    return found;
  }

  return {
    db,
    now,
    options: resolved,
    secret,
    mailer,
    lockout,
    afterResponse(work) {
      const running = (async () => {
        // Not in the request's own tick: the answer goes out first.
        await new Promise((resolve) => setImmediate(resolve));
        await work();
      })()
        .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    hashPassword: (password) => hashPassword(password, resolved.scryptCost),
    verifyPassword,
    async burnVerification(password) {
      dummyHash ??= hashPassword('not a password 0', resolved.scryptCost);
      await verifyPassword(password, await dummyHash);
    },

    async startSession(userId, eventShort, rememberMe) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + Math.floor((rememberMe ? TOKEN_LIFETIME_REMEMBER_MS : TOKEN_LIFETIME_SESSION_MS) / 1000);
      const sessionId = randomUUID();
      await db
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: userId,
          event_short: eventShort,
          created_at: iso(now()),
          expires_at: iso(exp * 1000),
          revoked_at: null,
        })
        .execute();
      const accessToken = await new SignJWT({ sid: sessionId, event: eventShort, kind: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { sessionId, accessToken, validUntil: iso(exp * 1000) };
    },

    authenticate,

    requireUser,

    async optionalUser(request, reply) {
      return bearerToken(request) ? requireUser(request, reply) : null;
    },

    async revokeSessions(userId, reason, sessionIds) {
      let query = db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (sessionIds) {
        if (sessionIds.length === 0) return [];
        query = query.where('id', 'in', [...sessionIds]);
      }
      const ids = (await query.execute()).map((row) => row.id);
      if (ids.length === 0) return [];
      await db
        .updateTable('sessions')
        .set({ revoked_at: iso(now()) })
        .where('id', 'in', ids)
        .execute();
      emitSignOut({ userId, sessionIds: ids, reason });
      return ids;
    },

    async signServiceToken(clientId) {
      const issuedAt = Math.floor(now() / 1000);
      const exp = issuedAt + Math.floor(SERVICE_TOKEN_LIFETIME_MS / 1000);
      const token = await new SignJWT({ kind: 'service' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(`service:${clientId}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { token, validUntil: iso(exp * 1000) };
    },
  };
}
