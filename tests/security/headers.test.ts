/**
 * Security headers (issue 16, points 1 and 8): every HTML page the server serves comes with a
 * Content-Security-Policy (script-src 'self', styles by nonce where the page has inline ones),
 * frame-ancestors from the embedding origins (the account pages and the OAuth and test-provider sign-in
 * pages: this site only, with X-Frame-Options), nosniff and a Referrer-Policy; the standalone page is a
 * template filled with a fresh nonce and the embedding origins on every answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_CLIENT_ID } from '../../src/core/oauth';
import { DEFAULT_DEMO_DIR } from '../../server/paths';
import { createTestApp, type TestApp } from '../../server/testing';

const HTML = { accept: 'text/html,application/xhtml+xml', host: 'localhost' };
const EMBEDDERS = ['https://cms.example.org', 'http://localhost:4000'];

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'vmx-headers-'));
  // The repository's own demo pages, the standalone page's template among them.
  t = await createTestApp({ distDir, demoDir: DEFAULT_DEMO_DIR, embeddingOrigins: EMBEDDERS });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = HTML) => t.app.inject({ method: 'GET', url, headers });

/** The directives of a policy by name. */
function directives(policy: unknown): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(' ') + 1)] as [string, string]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('the standalone page', () => {
  it('is filled with one fresh nonce, which its policy allows for scripts and styles, and no unsafe-inline', async () => {
    const response = await get('/home/demo/ehc2026/en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('{{');
    const nonces = [...response.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThanOrEqual(2);
    expect(new Set(nonces).size).toBe(1);
    const nonce = nonces[0]!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toMatch(new RegExp(`<vmx-app [^>]*nonce="${nonce.replace(/[+/]/g, '\\$&')}"`));
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonce}'`);
    expect(policy.get('style-src')).toBe(`'self' 'nonce-${nonce}'`);
    expect(policy.get('object-src')).toBe("'none'");
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
    expect(response.headers['cache-control']).toBe('no-store');
    expectCommonHeaders(response.headers);

    const again = await get('/home/demo/ehc2026/en-GB');
    expect(again.body).not.toContain(nonce);
  });

  it('may be framed by this site and the embedding origins, which <vmx-app> is told of', async () => {
    const response = await get('/demo/ehc2026/en-GB/search');
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe(`'self' ${EMBEDDERS.join(' ')}`);
    // X-Frame-Options cannot name origins: it would refuse the embedding sites.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain(`embedding-origins="${EMBEDDERS.join(' ')}"`);
  });

  it('names no embedding origin when none is configured', async () => {
    const bare = await createTestApp({ distDir, demoDir: DEFAULT_DEMO_DIR });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/home/demo/ehc2026/en-GB', headers: HTML });
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
      expect(response.body).toContain('embedding-origins=""');
    } finally {
      await bare.close();
    }
  });

  for (const path of [
    '/login/demo/ehc2026/en-GB',
    '/demo/ehc2026/en-GB/auth/login',
    '/auth/demo/ehc2026/en-GB',
    '/createaccount/demo/ehc2026/en-GB',
    '/forgotpassword/demo/ehc2026/en-GB',
    '/resetpassword/demo/ehc2026/en-GB?userId=1&code=x',
    '/confirmation/demo/ehc2026/en-GB?userId=1&code=x',
    '/demo/ehc2026/en-GB/auth/correlate',
    '/demo/ehc2026/en-GB/auth/correlate/userdatasync',
    '/userform/demo/ehc2026/en-GB',
    '/LOGIN/demo/ehc2026/en-GB',
  ]) {
    it(`refuses to be framed by any other site on the account page ${path}`, async () => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });
  }
});

describe("the server's own sign-in pages", () => {
  function expectFormPagePolicy(response: Awaited<ReturnType<typeof get>>): void {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(response.headers['content-security-policy']);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get('style-src')).toBe(`'nonce-${nonce}'`);
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expectCommonHeaders(response.headers);
  }

  it('the OAuth authorise page refuses foreign framing and allows only its own nonce for styles', async () => {
    const query = new URLSearchParams({
      response_type: 'token',
      client_id: OAUTH_CLIENT_ID,
      redirect_uri: 'http://localhost/live/demo/ehc2026/en-GB',
      state: 's',
      shortname: 'ehc2026',
    });
    expectFormPagePolicy(await get(`/connect/authorize?${query}`));
  });

  it('the SSO test provider page does the same', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'vmx-identity',
      redirect_uri: 'http://localhost/api/token/external/callback',
      state: 's',
      scope: 'openid',
    });
    expectFormPagePolicy(await get(`/sso-test-provider/authorize?${query}`));
  });
});

describe('the demo host pages and everything else', () => {
  it('the demo pages (stand-ins for other sites) forbid plugins, foreign base addresses and foreign framing', async () => {
    for (const page of ['cms.html', 'embedding.html', 'iframe.html', 'programme.html']) {
      const response = await get(`/demo/${page}`);
      expect(response.statusCode, page).toBe(200);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('object-src'), page).toBe("'none'");
      expect(policy.get('frame-ancestors'), page).toBe("'self'");
      expect(response.headers['x-frame-options'], page).toBe('SAMEORIGIN');
      expectCommonHeaders(response.headers);
    }
  });

  it('the strict demo page keeps its nonce policy and refuses foreign framing', async () => {
    const response = await get('/demo/csp.html');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'self'");
  });

  it('API answers carry nosniff and the Referrer-Policy, and may be read by other sites (CORP cross-origin)', async () => {
    const response = await get('/api/Event/Shortname?shortName=ehc2026', { accept: 'application/json' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response.headers);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
