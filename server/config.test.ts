import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { DEFAULT_DATABASE_FILE, DEFAULT_DIST_DIR } from './paths';

describe('readConfig', () => {
  it('defaults to port 8080 on all interfaces, SQLite under data/, the demo scale and any origin', () => {
    expect(readConfig({}, [])).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      databaseFile: DEFAULT_DATABASE_FILE,
      seedScale: 'demo',
      corsOrigins: null,
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
    expect(readConfig({ NODE_ENV: 'production', VMX_DEV_OUTBOX: '1' }, []).identity.devOutbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', VMX_SSO_TEST_PROVIDER: '1' }, []).identity.ssoTestProvider).toBe(true);
    expect(() => readConfig({ PUBLIC_URL: 'not a url' }, [])).toThrow(/PUBLIC_URL/);
  });

  it('reads PORT, HOST, DATABASE_FILE, SEED_SCALE, VMX_CORS_ORIGINS and VMX_DIST_DIR', () => {
    const config = readConfig(
      { PORT: '0', HOST: '127.0.0.1', DATABASE_FILE: 'tmp/x.sqlite', SEED_SCALE: 'large', VMX_CORS_ORIGINS: 'https://a.example, https://b.example', VMX_DIST_DIR: 'tmp/dist' },
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

  it('treats an empty DATABASE_URL as not set, and takes a set one', () => {
    expect(readConfig({ DATABASE_URL: '' }, []).databaseUrl).toBeNull();
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' }, []).databaseUrl).toBe('postgres://u@h/db');
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
