/**
 * Rate limits of the endpoints that send mail, cost a password hash, or can be guessed: one table
 * (RATE_LIMIT_RULES) applied centrally, so that no route file has to remember it. An onRoute hook adds
 * a preHandler (the body is parsed by then: the target account may be in it) to every route the table
 * names, at every case variant it is registered at. Each rule counts per client address and, where a
 * request names an account (the body's or query's e-mail, the bearer's user, the user id being
 * confirmed), per account as well: a flood from many addresses at one account is stopped as surely as a
 * flood from one address at many. Past a limit: 429 with Retry-After and the API's error body.
 *
 * Counting goes through @fastify/rate-limit's store (in memory by default); several server processes
 * can share one by passing its Redis client (RateLimitSetup.redis), since every key is named after its
 * rule and dimension. VMX_RATE_LIMIT_SCALE multiplies every max (the browser tests raise them).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { REDIS_PREFIX } from '../backplane/backplane';
import type { Identity } from '../identity/service';
import { bearerToken } from '../identity/service';
import { TooManyRequestsError } from './errors';

export interface Limit {
  max: number;
  windowMs: number;
}

/** What names the target account of a request (absent: the rule counts per client only). */
export type AccountOf = 'email' | 'emailFromClient' | 'bearer' | 'userId' | 'clientId' | 'sender';

export interface RateLimitRule {
  /** Names the rule's counters (and the limit in the README). */
  name: string;
  /** Method and path as the route is registered (paths compare case-insensitively, trailing slash ignored). */
  // The methods our limited routes use (and the ones light-my-request's inject accepts in tests).
  routes: ReadonlyArray<readonly ['GET' | 'POST' | 'PUT' | 'DELETE', string]>;
  perClient: Limit;
  perAccount?: Limit & { account: AccountOf };
  /**
   * Counts only requests without a bearer token (a call open to visitors without an account): a token that is
   * sent is checked by the route (401 when it is not good), so it cannot be used to pass the limit.
   */
  withoutTokenOnly?: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Ours: the limits. Per client they are generous, because a congress venue or a hospital puts hundreds
 * of people behind one address; per account they are tight, because one person signs in, resets a
 * password or asks for a mail a few times, not dozens.
 */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  {
    name: 'sign-in',
    routes: [
      ['POST', '/api/Token/ValidateLoginFromBody'],
      ['POST', '/connect/authorize'],
    ],
    perClient: { max: 100, windowMs: MINUTE },
    // Per address and client, not per address alone: anyone could otherwise keep the owner of an
    // address from signing in (the lockout of server/identity/lockout.ts is keyed the same way).
    perAccount: { max: 10, windowMs: 15 * MINUTE, account: 'emailFromClient' },
  },
  {
    name: 'create-account',
    routes: [['POST', '/api/Token/CreateAccountFromBody']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 3, windowMs: HOUR, account: 'email' },
  },
  {
    name: 'forgot-password',
    routes: [['POST', '/api/Token/ForgotPasswordFromBody']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 3, windowMs: HOUR, account: 'email' },
  },
  {
    name: 'reset-password',
    routes: [['POST', '/api/token/ResetPasswordFromBody']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 5, windowMs: 10 * MINUTE, account: 'email' },
  },
  {
    name: 'send-confirmation',
    routes: [['POST', '/api/Token/SendConfirmationFromBody']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 3, windowMs: HOUR, account: 'email' },
  },
  {
    name: 'confirm-email',
    routes: [['POST', '/api/token/ConfirmEmailFromBody']],
    perClient: { max: 30, windowMs: 10 * MINUTE },
    perAccount: { max: 10, windowMs: 10 * MINUTE, account: 'userId' },
  },
  {
    name: 'manage-transfer',
    routes: [['POST', '/api/Token/ManageTransferFromBody']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 5, windowMs: HOUR, account: 'email' },
  },
  {
    name: 'contact-form',
    routes: [['POST', '/api/Mail/SendContactForm']],
    perClient: { max: 5, windowMs: 10 * MINUTE },
    perAccount: { max: 5, windowMs: HOUR, account: 'sender' },
  },
  {
    name: 'comments',
    routes: [
      ['POST', '/api/App/CreateNote'],
      ['POST', '/api/App/CreatePresentationNote'],
      ['GET', '/api/App/SetNoteLikeCount'],
      ['POST', '/api/App/SetNoteInappropriate'],
    ],
    perClient: { max: 60, windowMs: MINUTE },
    perAccount: { max: 30, windowMs: MINUTE, account: 'bearer' },
  },
  {
    // Ours: saving an abstract is a person's typing, a few times a minute at most; a script is not.
    name: 'submissions',
    routes: [
      ['POST', '/api/Submissions'],
      ['PUT', '/api/Submissions/:id'],
    ],
    perClient: { max: 120, windowMs: MINUTE },
    perAccount: { max: 30, windowMs: MINUTE, account: 'bearer' },
  },
  {
    // Ours: a person asks a few people a day to connect, not dozens an hour (src/contracts/messaging.ts).
    name: 'contact-requests',
    routes: [['POST', '/api/Networking/ContactRequests']],
    perClient: { max: 300, windowMs: HOUR },
    perAccount: { max: 30, windowMs: HOUR, account: 'bearer' },
  },
  {
    // Ours: typing in a chat, a message every two seconds for a minute is plenty; a script sends hundreds. Per client
    // generous: a venue's attendees chat from one address.
    name: 'messages',
    routes: [['POST', '/api/Messages/Conversations/:id/Messages']],
    perClient: { max: 600, windowMs: MINUTE },
    perAccount: { max: 30, windowMs: MINUTE, account: 'bearer' },
  },
  {
    // Ours: a person reports the odd message, not dozens an hour; a flood of reports buries the moderators' queue.
    name: 'message-reports',
    routes: [['POST', '/api/Messages/Conversations/:id/Messages/:messageId/Report']],
    perClient: { max: 200, windowMs: HOUR },
    perAccount: { max: 20, windowMs: HOUR, account: 'bearer' },
  },
  {
    name: 'speaker-mail',
    routes: [['POST', '/api/Mail/SendCustomMail']],
    perClient: { max: 30, windowMs: 10 * MINUTE },
    perAccount: { max: 20, windowMs: HOUR, account: 'bearer' },
  },
  {
    name: 'service-token',
    routes: [['POST', '/api/Core/AuthenticationToken']],
    perClient: { max: 10, windowMs: MINUTE },
    perAccount: { max: 20, windowMs: MINUTE, account: 'clientId' },
  },
  {
    name: 'registration-lookup',
    routes: [['POST', '/api/Modules/ValidateRegistrationLogin']],
    perClient: { max: 20, windowMs: 10 * MINUTE },
    perAccount: { max: 10, windowMs: 10 * MINUTE, account: 'bearer' },
  },
  {
    name: 'sso-confirm',
    routes: [
      ['POST', '/api/token/external/confirm'],
      ['POST', '/api/token/external/register/password'],
    ],
    perClient: { max: 10, windowMs: 10 * MINUTE },
    perAccount: { max: 5, windowMs: 10 * MINUTE, account: 'bearer' },
  },
  {
    name: 'sso-register',
    routes: [['GET', '/api/token/external/register']],
    perClient: { max: 10, windowMs: 10 * MINUTE },
  },
  {
    // Ours: evaluations without an account (activateEvaluationUrlsWithoutUser, server/routes/surveys.ts) cannot
    // be limited to one per person on the server; a person answers a handful, a script thousands. Generous
    // per client all the same: a session room's audience evaluates at once from the venue's one address.
    name: 'anonymous-evaluations',
    routes: [['POST', '/surveyapi/Survey/SaveSurvey']],
    perClient: { max: 100, windowMs: 10 * MINUTE },
    withoutTokenOnly: true,
  },
  {
    // Ours: a page sends its tracked events every ten seconds and on leaving (src/contracts/analytics.ts), about ten
    // batches a minute; a venue or a hospital puts hundreds of pages behind one address. Generous: a real audience is
    // never refused, a script flooding the table is.
    name: 'analytics-events',
    routes: [['POST', '/api/Analytics/Events']],
    perClient: { max: 6_000, windowMs: MINUTE },
  },
  {
    // Certificate codes are unguessable (60 random bits), but a verification answers anyone: no trying them in bulk.
    name: 'certificate-verification',
    routes: [
      ['GET', '/api/Public/Certificates/:code'],
      ['GET', '/verify/:instance/:event/:language'],
    ],
    perClient: { max: 30, windowMs: MINUTE },
  },
  {
    name: 'view-counts',
    routes: [
      ['GET', '/api/Exhibition/SetCompanyAccountViewCount/:eventid'],
      ['GET', '/api/App/SetSessionViewCount'],
      ['GET', '/api/App/SetPresentationViewCount'],
    ],
    perClient: { max: 120, windowMs: MINUTE },
  },
];

export interface RateLimitSetup {
  identity: Identity;
  /** Every max multiplied by this (VMX_RATE_LIMIT_SCALE; default 1); at least 1 request is always allowed. */
  scale?: number;
  /** The table (default RATE_LIMIT_RULES). */
  rules?: readonly RateLimitRule[];
  /** An ioredis client (the backplane's): counters shared by every server process instead of kept in memory. */
  redis?: Redis | null;
}

const normalisePath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * Registers the limiter and the onRoute hook: call it on the root instance before any route is
 * registered (the hook sees only routes that come after it).
 */
export async function registerRateLimits(app: FastifyInstance, setup: RateLimitSetup): Promise<void> {
  const scale = setup.scale ?? 1;
  const rules = setup.rules ?? RATE_LIMIT_RULES;
  // global: false: only the routes of the table are counted, by the limiters made below.
  await app.register(rateLimit, { global: false, ...(setup.redis ? { redis: setup.redis, nameSpace: `${REDIS_PREFIX}rate-limit:` } : {}) });

  const byRoute = new Map<string, RateLimitRule>();
  for (const rule of rules) {
    for (const [method, path] of rule.routes) byRoute.set(`${method} ${normalisePath(path)}`, rule);
  }
  const handlers = new Map<RateLimitRule, preHandlerAsyncHookHandler>();
  const handlerFor = (rule: RateLimitRule) => {
    let handler = handlers.get(rule);
    if (!handler) {
      handler = limiter(app, rule, scale, setup.identity);
      handlers.set(rule, handler);
    }
    return handler;
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify adds a HEAD route for every GET: it counts as the GET does.
    const rule = methods
      .map((method) => byRoute.get(`${method === 'HEAD' ? 'GET' : method} ${normalisePath(route.url ?? route.path)}`))
      .find((found) => found !== undefined);
    if (!rule) return;
    const handler = handlerFor(rule);
    const existing = route.preHandler;
    route.preHandler = existing === undefined ? [handler] : Array.isArray(existing) ? [...existing, handler] : [existing, handler];
  });
}

function scaled(limit: Limit, scale: number): { max: number; timeWindow: number } {
  return { max: Math.max(1, Math.round(limit.max * scale)), timeWindow: limit.windowMs };
}

function limiter(app: FastifyInstance, rule: RateLimitRule, scale: number, identity: Identity): preHandlerAsyncHookHandler {
  // Keys name the rule and the dimension: one shared store holds every rule's counters apart.
  const perClient = app.createRateLimit({
    ...scaled(rule.perClient, scale),
    keyGenerator: (request) => `${rule.name}:client:${normalizeIP(request.ip ?? '')}`,
  });
  const account = rule.perAccount;
  const perAccount = account
    ? app.createRateLimit({
        ...scaled(account, scale),
        keyGenerator: async (request) => `${rule.name}:account:${(await accountKey(request, account.account, identity)) ?? ''}`,
        // A request that names no account is counted per client only.
        allowList: (_request, key) => key.endsWith(':account:'),
      })
    : null;

  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    if (rule.withoutTokenOnly && bearerToken(request)) return;
    const results = [await perClient(request), ...(perAccount ? [await perAccount(request)] : [])];
    let retryAfter = 0;
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new TooManyRequestsError(`Too many requests: try again in ${retryAfter} seconds`);
    }
  };
}

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>)[name] : undefined;
}

function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().toLowerCase();
  // Longer than any valid value of these fields: the route answers 400, and the key stays small.
  return trimmed === '' || trimmed.length > 320 ? null : trimmed;
}

/** The account a request aims at, as its rule reads it; null when it names none. */
async function accountKey(request: FastifyRequest, of: AccountOf, identity: Identity): Promise<string | null> {
  switch (of) {
    case 'email': {
      // The JSON bodies' Email, the OAuth page's form field, or a query's email.
      const email = textOf(field(request.body, 'Email')) ?? textOf(field(request.body, 'email')) ?? textOf(field(request.query, 'email'));
      return email && `email:${email}`;
    }
    case 'emailFromClient': {
      const email = await accountKey(request, 'email', identity);
      return email && `${email}:client:${normalizeIP(request.ip ?? '')}`;
    }
    case 'sender': {
      const first = field(request.body, 'FromAddresses');
      const address = Array.isArray(first) ? textOf(field(first[0], 'Address')) : null;
      return address && `email:${address}`;
    }
    case 'userId': {
      const id = textOf(field(request.query, 'userId'));
      return id && `user:${id}`;
    }
    case 'clientId': {
      const id = textOf(field(request.query, 'client_id'));
      return id && `client:${id}`;
    }
    case 'bearer': {
      // Only a valid token names a user: a forged one must not spend someone else's budget.
      const found = await identity.authenticate(bearerToken(request));
      return found && `user:${found.user.id}`;
    }
  }
}
