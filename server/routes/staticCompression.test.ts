import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';
import { createTestApp, type TestApp } from '../testing';
import { bundleCacheControl, IMMUTABLE, REVALIDATE } from './static';

/** Text that compresses as a bundle does: repeated, but long enough for brotli and gzip to differ. */
function scriptText(name: string, lines: number): string {
  return Array.from({ length: lines }, (_, i) => `export const ${name}${i} = { id: ${i}, label: "${name} row ${i * 7}" };\n`).join('');
}

const HASHED = 'chunks/programme-kit-CQU_0Qz-.js';
const ENTRY = 'vmx-all.js';
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestApp;
let root: string;
let distDir: string;
beforeAll(async () => {
  // A small bundle of our own, compressed by the build's own step, so the tests do not depend on a build.
  root = mkdtempSync(join(tmpdir(), 'vmx-compression-'));
  distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'chunks'), { recursive: true });
  writeFileSync(join(distDir, HASHED), scriptText('kit', 400));
  writeFileSync(join(distDir, ENTRY), scriptText('entry', 200));
  writeFileSync(
    join(distDir, 'custom-elements.json'),
    JSON.stringify({ modules: Array.from({ length: 100 }, (_, i) => ({ path: `m${i}` })) }),
  );
  writeFileSync(join(distDir, 'vmx.js'), 'export {};\n');
  await precompressFolder(distDir);
  const demoDir = join(root, 'demo');
  mkdirSync(demoDir);
  writeFileSync(join(demoDir, 'programme.html'), '<!doctype html><title>programme</title>\n');
  t = await createTestApp({ distDir, demoDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const original = (file: string) => readFileSync(join(distDir, file));

describe('the build step that precompresses the bundle', () => {
  it('writes .br and .gz siblings that decompress to the file, brotli the smaller', () => {
    const file = original(HASHED);
    const br = readFileSync(join(distDir, `${HASHED}.br`));
    const gz = readFileSync(join(distDir, `${HASHED}.gz`));
    expect(brotliDecompressSync(br).equals(file)).toBe(true);
    expect(gunzipSync(gz).equals(file)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(existsSync(join(distDir, 'custom-elements.json.br'))).toBe(true);
  });

  it('writes no sibling that would not be smaller than its file', () => {
    expect(existsSync(join(distDir, 'vmx.js.br'))).toBe(false);
    expect(existsSync(join(distDir, 'vmx.js.gz'))).toBe(false);
  });
});

describe('content negotiation of the bundle', () => {
  it('sends the brotli sibling to a browser that takes br, gzip and more', async () => {
    const response = await get(`/${HASHED}`, { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(readFileSync(join(distDir, `${HASHED}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(original(HASHED))).toBe(true);
  });

  it('sends the gzip sibling to a client that takes gzip only, or that refuses br', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await get(`/${HASHED}`, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(response.rawPayload).equals(original(HASHED)), acceptEncoding).toBe(true);
    }
  });

  it('sends the file itself, still varying on Accept-Encoding, without Accept-Encoding or when gzip and br are refused', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0, identity' }];
    for (const headers of asked) {
      const response = await get(`/${HASHED}`, headers);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(response.headers.vary, JSON.stringify(headers)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(original(HASHED)), JSON.stringify(headers)).toBe(true);
    }
  });

  it('sends the JSON files of the bundle precompressed too', async () => {
    const response = await get('/custom-elements.json', { 'accept-encoding': BROWSER });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/json/);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(
      JSON.parse(original('custom-elements.json').toString()),
    );
  });

  it('answers 404 for a missing file even when a compressed one is asked for', async () => {
    const response = await get('/chunks/missing-AAAAAAAA.js', { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(404);
  });
});

describe('cache headers of the bundle', () => {
  it('keeps content-hashed chunks for a year, immutable, in every encoding', async () => {
    for (const acceptEncoding of [BROWSER, 'gzip', 'identity']) {
      expect((await get(`/${HASHED}`, { 'accept-encoding': acceptEncoding })).headers['cache-control'], acceptEncoding).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('has the entries revalidated on every use, with an ETag and Last-Modified', async () => {
    for (const file of [ENTRY, 'vmx.js', 'custom-elements.json']) {
      const response = await get(`/${file}`, { 'accept-encoding': BROWSER });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('no-cache');
      expect(response.headers.etag, file).toBeTruthy();
      expect(response.headers['last-modified'], file).toBeTruthy();
    }
  });

  it('answers 304 without a body when If-None-Match holds the entry’s ETag, and 200 after it changed', async () => {
    const first = await get(`/${ENTRY}`, { 'accept-encoding': BROWSER });
    const etag = String(first.headers.etag);
    const again = await get(`/${ENTRY}`, { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await get(`/${ENTRY}`, { 'accept-encoding': BROWSER, 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Each encoding is its own representation with its own tag: a gzip copy's tag does not stand for the brotli one.
    const gzipTag = String((await get(`/${ENTRY}`, { 'accept-encoding': 'gzip' })).headers.etag);
    expect(gzipTag).not.toBe(etag);
  });

  it('has the demo pages revalidated on every use', async () => {
    const response = await get('/demo/programme.html', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('decides by name: chunks with a content hash are immutable, stable names and precompressed entries are not', () => {
    expect(bundleCacheControl('chunks/define-C5cWChZF.js')).toBe(IMMUTABLE);
    expect(bundleCacheControl('chunks/links-DNrR5S9-.js.br')).toBe(IMMUTABLE);
    expect(bundleCacheControl('chunks/ContentPage-BG-DJE_b.js.gz')).toBe(IMMUTABLE);
    for (const file of [
      'vmx.js',
      'vmx-all.js',
      'vmx-all.js.br',
      'vmx-frame.js',
      'vmx-sw.js',
      'demo-react/react-app.js',
      'pdf.worker.min.mjs',
    ]) {
      expect(bundleCacheControl(file), file).toBe(REVALIDATE);
    }
  });
});

describe('compression of the API’s JSON answers', () => {
  const url = '/api/Public/HighlightedSessions?shortname=ehc2026';

  it('sends brotli when preferred, gzip when only that is taken, plain JSON otherwise: the same JSON each time', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, { 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses the programme’s lists once per version: the same brotli bytes to every browser, gzip where only gzip is taken', async () => {
    const list = '/api/Modules/PAGSessionsV2?eventid=2026';
    const plain = await get(list);
    const br = await get(list, { 'accept-encoding': BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await get(list, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get(list, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
