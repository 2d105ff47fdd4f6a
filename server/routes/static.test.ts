import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { strictContentSecurityPolicy } from './static';
import { humanUtc } from './version';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const BUILT = new Date('2026-11-22T07:40:12Z');

let t: TestApp;
let root: string;
beforeAll(async () => {
  // A small dist/ and demo/ of our own, so the tests do not depend on a build.
  root = mkdtempSync(join(tmpdir(), 'vmx-static-'));
  const distDir = join(root, 'dist');
  const demoDir = join(root, 'demo');
  mkdirSync(join(distDir, 'chunks'), { recursive: true });
  mkdirSync(demoDir);
  writeFileSync(join(distDir, 'vmx.js'), 'export {};\n');
  utimesSync(join(distDir, 'vmx.js'), BUILT, BUILT);
  writeFileSync(join(distDir, 'chunks', 'ticker-abc123.js'), 'export const ticker = 1;\n');
  writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>standalone</title><vmx-app api-base="/"></vmx-app>\n');
  writeFileSync(join(demoDir, 'cms.html'), '<!doctype html><title>cms</title>\n');
  writeFileSync(
    join(demoDir, 'csp.html'),
    '<!doctype html><title>csp</title><style nonce="{{nonce}}">p{}</style><vmx-ticker nonce="{{nonce}}"></vmx-ticker>\n',
  );
  t = await createTestApp({ distDir, demoDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('static files', () => {
  it('serves the client bundle at / (vmx.js and its chunks)', async () => {
    const bundle = await get('/vmx.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect((await get('/chunks/ticker-abc123.js')).body).toContain('ticker');
  });

  it('serves the demo pages under /demo/', async () => {
    const response = await get('/demo/cms.html', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>cms</title>');
  });
});

describe('the strict Content-Security-Policy demo page', () => {
  const nonceIn = (body: string) => [...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);

  it('writes one fresh nonce for every {{nonce}} and allows styles with that nonce only', async () => {
    const response = await get('/demo/csp.html', HTML);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain('{{nonce}}');
    const [nonce, ...others] = nonceIn(response.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(others).toEqual([nonce]);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toBe(strictContentSecurityPolicy(nonce!));
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // Nothing may keep a page whose nonce is in it.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives every answer a different nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i += 1) nonces.add(nonceIn((await get('/demo/csp.html', HTML)).body)[0]!);
    expect(nonces.size).toBe(5);
  });

  it('gives the other demo pages (stand-ins for other sites, with inline code) a policy against plugins and foreign framing only', async () => {
    const policy = String((await get('/demo/cms.html', HTML)).headers['content-security-policy']);
    expect(policy).toBe("object-src 'none'; base-uri 'self'; frame-ancestors 'self'");
  });

  it('answers 404 when the page is not there', async () => {
    const bare = await createTestApp({ distDir: join(root, 'no-dist'), demoDir: join(root, 'no-demo') });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/demo/csp.html' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']).toBeUndefined();
    } finally {
      await bare.close();
    }
  });
});

describe('standalone page fallback', () => {
  for (const path of [
    '/home/demo/ehc2026/en-GB',
    '/',
    '/not-found',
    '/demo/ehc2026/en-GB/auth/login',
    '/login/demo/ehc2026/en-GB?returnUrl=%2F',
  ]) {
    it(`returns the standalone page for a browser asking for ${path}`, async () => {
      const response = await get(path, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<vmx-app');
    });
  }

  it('answers 404 JSON, not the page, for unknown API, media, RSS and hub paths even when HTML is accepted', async () => {
    for (const path of ['/api/nothing', '/media/nothing', '/rss/x', '/hubs/notificationhub']) {
      const response = await get(path, HTML);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers 404 JSON for an unknown path when HTML is not accepted (a missing script, a fetch)', async () => {
    const response = await get('/chunks/missing.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it('does not repeat the query string (which may hold a token) in a 404 message', async () => {
    const response = await get('/api/nothing?jwt_token=secret');
    expect(response.json().message).not.toContain('secret');
  });
});

describe('GET /version.json', () => {
  it('returns the package version and the build time of dist/vmx.js in ISO and readable form', async () => {
    const response = await get('/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Version: '0.1.0',
      BuildDateTime: '2026-11-22T07:40:12.000Z',
      BuildDateTimeHuman: '22 November 2026, 07:40 UTC',
    });
  });

  it('formats times as "day month year, hh:mm UTC"', () => {
    expect(humanUtc(new Date('2026-01-05T21:03:59Z'))).toBe('5 January 2026, 21:03 UTC');
  });
});

describe('without a client bundle', () => {
  it('still serves the API and the standalone page, and the build time is the server start', async () => {
    const bare = await createTestApp({ distDir: join(root, 'no-dist'), demoDir: join(root, 'demo') });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/Event/Shortname?shortName=ehc2026' })).json()).toEqual({ Id: 2026 });
      expect((await bare.app.inject({ method: 'GET', url: '/home/demo/ehc2026/en-GB', headers: HTML })).statusCode).toBe(200);
      const version = (await bare.app.inject({ method: 'GET', url: '/version.json' })).json();
      expect(Date.now() - Date.parse(version.BuildDateTime)).toBeLessThan(60_000);
    } finally {
      await bare.close();
    }
  });

  it('answers with a page that says to build when demo/index.html is missing', async () => {
    const bare = await createTestApp({ distDir: join(root, 'no-dist'), demoDir: join(root, 'no-demo') });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('CORS', () => {
  it('allows any origin by default, preflight included', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Public/CompanyAccounts?eventid=2026',
      headers: {
        origin: 'https://sponsor.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('allows only the configured origins when a list is given', async () => {
    const restricted = await createTestApp({ corsOrigins: ['https://society.example'] });
    try {
      const allowed = await restricted.app.inject({
        method: 'GET',
        url: '/api/Core/ServerTime',
        headers: { origin: 'https://society.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://society.example');
      const other = await restricted.app.inject({
        method: 'GET',
        url: '/api/Core/ServerTime',
        headers: { origin: 'https://other.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await restricted.close();
    }
  });
});
