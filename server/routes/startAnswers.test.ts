import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetails, Resource } from '../../src/contracts';
import { contentVersion, UNVERSIONED_CONTENT, writeContentVersions } from '../db/contentVersions';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const TEXTS = '/api/modules/GetResources?eventshort=ehc2026&setname=VMXTexts&language=en-GB';
const START_OF_PAGE = [
  TEXTS,
  '/api/modules/GetResources?eventshort=ehc2026&setname=config_json&language=en-GB',
  '/api/modules/GetResources?eventshort=ehc2026&setname=VMXTheme&language=en-GB',
  '/api/Public/EventDetails?shortname=ehc2026&language=en-GB',
  '/api/Modules/PAGData?eventid=2026&language=en-GB',
];

describe('the answers every page reads at its start', () => {
  it('carry an ETag and Cache-Control no-cache, and answer 304 to a client that has them', async () => {
    for (const url of START_OF_PAGE) {
      const first = await get(url, BROWSER);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.vary, url).toMatch(/accept-encoding/i);
      const again = await get(url, { ...BROWSER, 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('come in brotli to a browser and gzip to a gzip-only client, the same JSON either way', async () => {
    const plain = await get(TEXTS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(TEXTS, BROWSER);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(TEXTS, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Made once: the bytes of a second answer are the first's (a compressor run again could differ in nothing,
    // but at brotli 11 it would take milliseconds of the event loop's time on each request).
    expect((await get(TEXTS, BROWSER)).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('stay as made while the content version holds, and follow a new version at once', async () => {
    const before = await get(TEXTS);
    const texts = before.json<Resource[]>();
    const changed = texts.find((resource) => resource.resourcename === 'pageTitle.HomePage')!;
    expect(await contentVersion(t.db, 2026)).not.toBe(UNVERSIONED_CONTENT);
    await t.db
      .updateTable('resources')
      .set({ resourcevalue: 'Welcome home' })
      .where('event_id', '=', 2026)
      .where('setname', '=', 'VMXTexts')
      .where('language', '=', 'en-GB')
      .where('resourcename', '=', changed.resourcename)
      .execute();
    // A writer that does not write a new version changes nothing that is served.
    expect((await get(TEXTS)).headers.etag).toBe(before.headers.etag);

    await writeContentVersions(t.db, [2026]);
    const after = await get(TEXTS, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<Resource[]>().find((resource) => resource.resourcename === changed.resourcename)?.resourcevalue).toBe('Welcome home');
  });

  it("follow a change of the event's own row through its content version", async () => {
    const url = '/api/Public/EventDetails?shortname=ehc2026&language=en-GB';
    const before = await get(url);
    await t.db.updateTable('events').set({ name: 'EHC 2026, renamed' }).where('id', '=', 2026).execute();
    await writeContentVersions(t.db, [2026]);
    const after = await get(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<EventDetails>().Name).toBe('EHC 2026, renamed');
  });
});
