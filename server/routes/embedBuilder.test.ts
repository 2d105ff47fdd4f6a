import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { embedBuilderPage, embedPublicBase } from './embedBuilder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ identity: { publicUrl: 'https://congress.example.org/platform/' } });
});
afterAll(async () => {
  await t.close();
});

describe('GET /embed/{instance}/{event}/{language}', () => {
  it('sends the builder with the event, PUBLIC_URL as the public address and a fresh nonce under the standalone policy', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/embed/demo/ehc2026/de-de', headers: { host: 'evil.example' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('<html lang="de-DE">');
    expect(first.body).toContain(
      '<vmx-embed-builder instance="demo" event="ehc2026" language="de-DE" api-base="/" public-url="https://congress.example.org/"',
    );
    // The request's Host never reaches the snippet's address.
    expect(first.body).not.toContain('evil.example');
    expect(first.body).toContain('<script type="module" src="/vmx-embed.js"></script>');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const second = await t.app.inject({ method: 'GET', url: '/embed/demo/ehc2026/de-DE' });
    expect(/nonce="([^"]+)"/.exec(second.body)?.[1]).not.toBe(nonce);
  });

  it('answers 400 naming the field for an address that is no event address', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/embed/demo/%22%3E%3Cscript%3E/en-GB' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message: expect.stringContaining('params.event') });
    const language = await t.app.inject({ method: 'GET', url: '/embed/demo/ehc2026/not-a-language' });
    expect(language.statusCode).toBe(400);
    expect(language.body).toContain('params.language');
  });
});

describe('embedPublicBase and embedBuilderPage', () => {
  it('takes PUBLIC_URL, else the loopback address the server listens on', () => {
    expect(embedPublicBase('https://congress.example.org/x', null)).toBe('https://congress.example.org/');
    expect(embedPublicBase(null, { address: '127.0.0.1', family: 'IPv4', port: 41234 })).toBe('http://localhost:41234/');
    expect(embedPublicBase(undefined, null)).toBe('http://localhost:8080/');
  });

  it('escapes what it writes into attributes', () => {
    const page = embedBuilderPage({ instance: 'a"b', event: 'e<x>', language: 'en-GB' }, 'https://x.example/', 'n');
    expect(page).toContain('instance="a&#34;b" event="e&#60;x&#62;"');
  });
});
