/**
 * The server's settings, read once from the environment and the command line (shared by main.ts and
 * cli/reset.ts so both open the same database the same way).
 */
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_FILE, DEFAULT_DIST_DIR } from './paths';
import { DEFAULT_POOL_MAX, DEFAULT_STATEMENT_TIMEOUT_MS } from './db/connection';
import { SEED_SCALES, type SeedScale } from './db/seed';
import { parseSeedDates, type SeedDates } from './db/seed/dates';
import type { IdentityOptions } from './identity/service';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from './analytics/rollups';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when set the SQLite file is not used. */
  databaseUrl: string | null;
  /** Absolute path of the SQLite file (or ':memory:'). */
  databaseFile: string;
  /** DATABASE_POOL_MAX: the most connections this process keeps to PostgreSQL (default 10). */
  databasePoolMax: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement that runs longer (default 15000; 0 never). */
  databaseStatementTimeoutMs: number;
  /** REDIS_URL: the Redis that the processes of one server share (redis://host:port); null when unset. */
  redisUrl: string | null;
  seedScale: SeedScale;
  /**
   * SEED_DATES: `alive` (default) places the demo congress around the clock at seed time, so that sessions run
   * now and others are upcoming; `fixed` keeps its written dates, 10 to 13 June 2026 (the tests). See
   * server/db/seed/dates.ts.
   */
  seedDates: SeedDates;
  /** null: any origin may call the API (CORS). */
  corsOrigins: string[] | null;
  /**
   * VMX_EMBEDDING_ORIGINS: the origins allowed to frame the platform (frame-ancestors of the standalone
   * page) and that a framed page reports its height and path to. Same-origin is always allowed.
   */
  embeddingOrigins: string[];
  /** VMX_RATE_LIMIT_SCALE: every rate limit (server/http/rateLimits.ts) multiplied by this (default 1). */
  rateLimitScale: number;
  /**
   * VMX_TRUST_PROXY: whose X-Forwarded-For to believe for the client's address (rate limits per client):
   * unset none, "true" any, or a comma list of proxy addresses and ranges (Fastify's trustProxy).
   */
  trustProxy: boolean | string[];
  /**
   * ANALYTICS_RETENTION_DAYS: raw tracking events older than this many days are deleted, daily (default 90; the
   * roll-ups the dashboards read stay). docs/analytics.md.
   */
  analyticsRetentionDays: number;
  /** The built bundle the server serves (VMX_DIST_DIR; the build writes there too): default dist/. */
  distDir: string;
  /**
   * Identity: VMX_TOKEN_SECRET, PUBLIC_URL (required in production), SMTP_URL, MAIL_FROM, VMX_SERVICE_CLIENT_ID,
   * VMX_SERVICE_CLIENT_SECRET, and the outbox page (on unless NODE_ENV=production; VMX_DEV_OUTBOX=1 forces it).
   */
  identity: IdentityOptions;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const file = env.DATABASE_FILE?.trim();
  const publicUrl = parseUrl('PUBLIC_URL', env.PUBLIC_URL);
  // Without it, e-mailed links would have to trust the request's Host header (server/identity/links.ts).
  if (env.NODE_ENV === 'production' && !publicUrl) {
    throw new Error(
      'PUBLIC_URL must be set in production (NODE_ENV=production): the origin of the links in e-mails, e.g. https://congress.example.org',
    );
  }
  return {
    port,
    // Development tools (the outbox, the SSO test provider) answer loopback callers only; a development
    // server is not on the network unless HOST says so.
    host: env.HOST?.trim() || (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    // An empty DATABASE_URL means "not set" (the e2e setup passes it empty to force SQLite).
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databaseFile: !file ? DEFAULT_DATABASE_FILE : file === ':memory:' ? file : resolve(file),
    databasePoolMax: parseInteger('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, DEFAULT_POOL_MAX, MIN_POOL_MAX),
    databaseStatementTimeoutMs: parseInteger(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      DEFAULT_STATEMENT_TIMEOUT_MS,
      0,
    ),
    redisUrl: env.REDIS_URL?.trim() || null,
    seedScale: parseScale(argValue(argv, '--scale') ?? env.SEED_SCALE ?? 'demo'),
    seedDates: parseSeedDates(env.SEED_DATES),
    corsOrigins: parseList(env.VMX_CORS_ORIGINS),
    embeddingOrigins: (parseList(env.VMX_EMBEDDING_ORIGINS) ?? []).map((item) => parseOrigin('VMX_EMBEDDING_ORIGINS', item)),
    rateLimitScale: parseScaleFactor(env.VMX_RATE_LIMIT_SCALE),
    trustProxy: parseTrustProxy(env.VMX_TRUST_PROXY),
    analyticsRetentionDays: parseInteger('ANALYTICS_RETENTION_DAYS', env.ANALYTICS_RETENTION_DAYS, DEFAULT_ANALYTICS_RETENTION_DAYS, 1),
    distDir: env.VMX_DIST_DIR?.trim() ? resolve(env.VMX_DIST_DIR.trim()) : DEFAULT_DIST_DIR,
    identity: {
      tokenSecret: env.VMX_TOKEN_SECRET?.trim() || null,
      publicUrl,
      smtpUrl: env.SMTP_URL?.trim() || null,
      ...(env.MAIL_FROM?.trim() ? { mailFrom: env.MAIL_FROM.trim() } : {}),
      serviceClientId: env.VMX_SERVICE_CLIENT_ID?.trim() || null,
      serviceClientSecret: env.VMX_SERVICE_CLIENT_SECRET?.trim() || null,
      devOutbox: env.NODE_ENV !== 'production' || env.VMX_DEV_OUTBOX === '1',
      // Anyone can be anybody at the test provider: never on in production unless asked for.
      ssoTestProvider: env.NODE_ENV !== 'production' || env.VMX_SSO_TEST_PROVIDER === '1',
    },
  };
}

function parseUrl(name: string, value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url.origin;
}

/** An origin exactly (scheme, host, port): frame-ancestors and postMessage compare origins, not paths. */
function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a comma list of http(s) origins, got "${value}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(`${name} must be a comma list of http(s) origins like https://cms.example.org (no path), got "${value}"`);
  }
  return url.origin;
}

/**
 * The fewest PostgreSQL connections a process can work with: migrateAndSeedOnce (server/db/index.ts) holds one for
 * its lock while another migrates and seeds.
 */
const MIN_POOL_MAX = 2;

function parseInteger(name: string, value: string | undefined, fallback: number, min: number): number {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  const number = Number(trimmed);
  if (!Number.isInteger(number) || number < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return number;
}

function parseScaleFactor(value: string | undefined): number {
  const trimmed = value?.trim();
  if (!trimmed) return 1;
  const scale = Number(trimmed);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`VMX_RATE_LIMIT_SCALE must be a positive number, got "${value}"`);
  return scale;
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return parseList(trimmed) ?? false;
}

/** `--name value` or `--name=value`. */
function argValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === name) return argv[i + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

function parseScale(value: string): SeedScale {
  if (value in SEED_SCALES) return value as SeedScale;
  throw new Error(`unknown seed scale "${value}" (expected ${Object.keys(SEED_SCALES).join(' or ')})`);
}

function parseList(value: string | undefined): string[] | null {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}
