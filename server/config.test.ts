import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { DEFAULT_DATABASE_FILE, DEFAULT_DIST_DIR } from './paths';

describe('readConfig', () => {
  it('defaults to port 8080 on loopback, SQLite under data/, the demo scale, any API origin, no embedding origin and the real rate limits', () => {
    expect(readConfig({}, [])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      databaseFile: DEFAULT_DATABASE_FILE,
      databasePoolMax: 10,
      databaseStatementTimeoutMs: 15_000,
      redisUrl: null,
      seedScale: 'demo',
      seedDates: 'alive',
      corsOrigins: null,
      embeddingOrigins: [],
      rateLimitScale: 1,
      trustProxy: false,
      analyticsRetentionDays: 90,
      distDir: DEFAULT_DIST_DIR,
      identity: {
        tokenSecret: null,
        publicUrl: null,
        smtpUrl: null,
        serviceClientId: null,
        serviceClientSecret: null,
        devOutbox: true,
        ssoTestProvider: true,
      },
    });
  });

  it('reads the identity settings, and turns the outbox page and the SSO test provider off in production unless asked for', () => {
    const config = readConfig(
      {
        VMX_TOKEN_SECRET: 's3cret',
        PUBLIC_URL: 'https://congress.example/some/path',
        SMTP_URL: 'smtp://mail.example:25',
        MAIL_FROM: 'EHC <noreply@congress.example>',
        VMX_SERVICE_CLIENT_ID: 'cms',
        VMX_SERVICE_CLIENT_SECRET: 'cms-secret',
        NODE_ENV: 'production',
      },
      [],
    );
    expect(config.identity).toEqual({
      tokenSecret: 's3cret',
      publicUrl: 'https://congress.example',
      smtpUrl: 'smtp://mail.example:25',
      mailFrom: 'EHC <noreply@congress.example>',
      serviceClientId: 'cms',
      serviceClientSecret: 'cms-secret',
      devOutbox: false,
      ssoTestProvider: false,
    });
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://congress.example' };
    expect(readConfig({ ...production, VMX_DEV_OUTBOX: '1' }, []).identity.devOutbox).toBe(true);
    expect(readConfig({ ...production, VMX_SSO_TEST_PROVIDER: '1' }, []).identity.ssoTestProvider).toBe(true);
    // E-mailed links would otherwise follow the request's Host header.
    expect(() => readConfig({ NODE_ENV: 'production' }, [])).toThrow(/PUBLIC_URL must be set in production/);
    expect(() => readConfig({ PUBLIC_URL: 'not a url' }, [])).toThrow(/PUBLIC_URL/);
  });

  it('reads PORT, HOST, DATABASE_FILE, SEED_SCALE, VMX_CORS_ORIGINS and VMX_DIST_DIR', () => {
    const config = readConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_FILE: 'tmp/x.sqlite',
        SEED_SCALE: 'large',
        VMX_CORS_ORIGINS: 'https://a.example, https://b.example',
        VMX_DIST_DIR: 'tmp/dist',
      },
      [],
    );
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseFile: resolve('tmp/x.sqlite'),
      seedScale: 'large',
      corsOrigins: ['https://a.example', 'https://b.example'],
      distDir: resolve('tmp/dist'),
    });
  });

  it('listens on all interfaces by default only in production', () => {
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://congress.example' }, []).host).toBe('0.0.0.0');
    expect(readConfig({ NODE_ENV: 'development' }, []).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }, []).host).toBe('0.0.0.0');
  });

  it('reads VMX_EMBEDDING_ORIGINS as origins, refusing anything with a path or not http(s)', () => {
    expect(readConfig({ VMX_EMBEDDING_ORIGINS: 'https://cms.example.org, http://localhost:3000/' }, []).embeddingOrigins).toEqual([
      'https://cms.example.org',
      'http://localhost:3000',
    ]);
    expect(() => readConfig({ VMX_EMBEDDING_ORIGINS: 'https://cms.example.org/page' }, [])).toThrow(/VMX_EMBEDDING_ORIGINS/);
    expect(() => readConfig({ VMX_EMBEDDING_ORIGINS: 'javascript:alert(1)' }, [])).toThrow(/VMX_EMBEDDING_ORIGINS/);
    expect(() => readConfig({ VMX_EMBEDDING_ORIGINS: '*' }, [])).toThrow(/VMX_EMBEDDING_ORIGINS/);
  });

  it('reads VMX_RATE_LIMIT_SCALE as a positive number and VMX_TRUST_PROXY as true or a list of proxies', () => {
    expect(readConfig({ VMX_RATE_LIMIT_SCALE: '50' }, []).rateLimitScale).toBe(50);
    expect(() => readConfig({ VMX_RATE_LIMIT_SCALE: '0' }, [])).toThrow(/VMX_RATE_LIMIT_SCALE/);
    expect(() => readConfig({ VMX_RATE_LIMIT_SCALE: 'lots' }, [])).toThrow(/VMX_RATE_LIMIT_SCALE/);
    expect(readConfig({ VMX_TRUST_PROXY: 'true' }, []).trustProxy).toBe(true);
    expect(readConfig({ VMX_TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }, []).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('treats an empty DATABASE_URL as not set, and takes a set one', () => {
    expect(readConfig({ DATABASE_URL: '' }, []).databaseUrl).toBeNull();
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' }, []).databaseUrl).toBe('postgres://u@h/db');
  });

  it('reads the PostgreSQL pool size and statement timeout as whole numbers, refusing a pool of one and a negative timeout', () => {
    const config = readConfig({ DATABASE_POOL_MAX: '25', DATABASE_STATEMENT_TIMEOUT_MS: ' 0 ' }, []);
    expect(config).toMatchObject({ databasePoolMax: 25, databaseStatementTimeoutMs: 0 });
    expect(() => readConfig({ DATABASE_POOL_MAX: '1' }, [])).toThrow(/DATABASE_POOL_MAX must be a whole number of at least 2, got "1"/);
    expect(() => readConfig({ DATABASE_POOL_MAX: 'many' }, [])).toThrow(/DATABASE_POOL_MAX/);
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' }, [])).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' }, [])).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('reads REDIS_URL, an empty one as not set', () => {
    expect(readConfig({ REDIS_URL: ' redis://127.0.0.1:6379 ' }, []).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(readConfig({ REDIS_URL: '' }, []).redisUrl).toBeNull();
  });

  it('reads ANALYTICS_RETENTION_DAYS as a whole number of at least one day', () => {
    expect(readConfig({ ANALYTICS_RETENTION_DAYS: ' 30 ' }, []).analyticsRetentionDays).toBe(30);
    expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: '0' }, [])).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => readConfig({ ANALYTICS_RETENTION_DAYS: '1.5' }, [])).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('reads SEED_DATES: alive by default, fixed for the tests, anything else refused', () => {
    expect(readConfig({ SEED_DATES: 'fixed' }, []).seedDates).toBe('fixed');
    expect(readConfig({ SEED_DATES: ' alive ' }, []).seedDates).toBe('alive');
    expect(() => readConfig({ SEED_DATES: 'june' }, [])).toThrow(/SEED_DATES must be alive or fixed/);
  });

  it('lets --scale on the command line win over SEED_SCALE, in both spellings', () => {
    expect(readConfig({ SEED_SCALE: 'demo' }, ['--scale', 'large']).seedScale).toBe('large');
    expect(readConfig({}, ['--scale=large']).seedScale).toBe('large');
  });

  it('rejects an unknown scale and a port that is not a port', () => {
    expect(() => readConfig({}, ['--scale', 'huge'])).toThrow(/unknown seed scale/);
    expect(() => readConfig({ PORT: 'http' }, [])).toThrow(/PORT/);
  });
});
