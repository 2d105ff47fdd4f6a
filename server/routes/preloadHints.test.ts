import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { ELEMENT_CHUNKS_FILE, elementTagsIn, loadsBundle, preloadLinkHeader } from './preloadHints';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** The build's graphs, as element-chunks.json has them: the hints read each tag's firstScreen. */
const graphs = (firstScreens: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(firstScreens).map(([tag, files]) => [tag, { code: files.slice(0, 1), firstRows: files, firstScreen: files }]),
  );
const GRAPHS = graphs({
  'vmx-app': ['chunks/app-aaaaaaaa.js', 'chunks/define-bbbbbbbb.js'],
  'vmx-programme': ['chunks/programme-cccccccc.js', 'chunks/define-bbbbbbbb.js', 'chunks/programme-later-dddddddd.js'],
  'vmx-ticker': ['chunks/ticker-eeeeeeee.js', 'chunks/define-bbbbbbbb.js'],
});
const BUNDLE = '<script type="module" src="/vmx.js"></script>';

describe('preload hints', () => {
  it('find the element tags a page writes, each once', () => {
    const html = `<vmx-programme view="personal"></vmx-programme><p>vmx-ticker</p><vmx-programme></vmx-programme><vmx-ticker\n>`;
    expect(elementTagsIn(html)).toEqual(['vmx-programme', 'vmx-ticker']);
  });

  it('are for pages that load the bundle from the root', () => {
    expect(loadsBundle(BUNDLE)).toBe(true);
    expect(loadsBundle('<script src="/vmx-all.js"></script>')).toBe(true);
    expect(loadsBundle('<script type="module" src="/demo-react/main.js"></script>')).toBe(false);
  });

  it('preload the autoloader and every chunk of the page’s elements, each once', () => {
    expect(preloadLinkHeader(GRAPHS, ['vmx-programme', 'vmx-ticker'])).toBe(
      [
        '</vmx.js>; rel=modulepreload',
        '</chunks/programme-cccccccc.js>; rel=modulepreload',
        '</chunks/define-bbbbbbbb.js>; rel=modulepreload',
        '</chunks/programme-later-dddddddd.js>; rel=modulepreload',
        '</chunks/ticker-eeeeeeee.js>; rel=modulepreload',
      ].join(', '),
    );
    expect(preloadLinkHeader(GRAPHS, ['vmx-unknown'])).toBeNull();
  });
});

describe('the server’s pages', () => {
  let t: TestApp;
  let root: string;
  let distDir: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'vmx-preload-'));
    distDir = join(root, 'dist');
    const demoDir = join(root, 'demo');
    mkdirSync(join(distDir, 'chunks'), { recursive: true });
    mkdirSync(demoDir);
    writeFileSync(join(distDir, 'vmx.js'), 'export {};\n');
    writeFileSync(join(distDir, ELEMENT_CHUNKS_FILE), JSON.stringify(GRAPHS));
    writeFileSync(join(demoDir, 'index.html'), `<!doctype html><title>standalone</title>${BUNDLE}<vmx-app api-base="/"></vmx-app>\n`);
    writeFileSync(join(demoDir, 'programme.html'), `<!doctype html><title>p</title><vmx-programme></vmx-programme>${BUNDLE}\n`);
    writeFileSync(join(demoDir, 'plain.html'), '<!doctype html><title>plain</title>\n');
    writeFileSync(join(demoDir, 'csp.html'), `<!doctype html><title>csp</title><vmx-ticker nonce="{{nonce}}"></vmx-ticker>${BUNDLE}\n`);
    t = await createTestApp({ distDir, demoDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: HTML });

  it('the standalone page preloads <vmx-app>’s chunk graph with the autoloader', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(preloadLinkHeader(GRAPHS, ['vmx-app']));
    expect(response.headers.link).toContain('</chunks/app-aaaaaaaa.js>; rel=modulepreload');
    expect((await get('/programme/demo/ehc2026/en-GB')).headers.link).toBe(preloadLinkHeader(GRAPHS, ['vmx-app']));
  });

  it('a demo page preloads its own elements’ graphs, the strict-policy page too, a page without elements nothing', async () => {
    expect((await get('/demo/programme.html')).headers.link).toBe(preloadLinkHeader(GRAPHS, ['vmx-programme']));
    expect((await get('/demo/csp.html')).headers.link).toBe(preloadLinkHeader(GRAPHS, ['vmx-ticker']));
    expect((await get('/demo/plain.html')).headers.link).toBeUndefined();
  });

  it('follow a new build’s graph without a restart', async () => {
    const next = { ...GRAPHS, ...graphs({ 'vmx-programme': ['chunks/programme-ffffffff.js', 'chunks/define-bbbbbbbb.js'] }) };
    writeFileSync(join(distDir, ELEMENT_CHUNKS_FILE), JSON.stringify(next));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(distDir, ELEMENT_CHUNKS_FILE), later, later);
    expect((await get('/demo/programme.html')).headers.link).toBe(preloadLinkHeader(next, ['vmx-programme']));
  });
});
