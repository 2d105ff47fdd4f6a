import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';

/** The platform's public origin in these tests (PUBLIC_URL). */
const ORIGIN = 'https://congress.example.org';
const PAGE = `${ORIGIN}/demo/ehc2026/en-GB`;

let t: TestApp;
let presentationId: number;
let companyAccountId: string;
beforeAll(async () => {
  t = await createTestApp({ identity: { publicUrl: ORIGIN } });
  const event = await t.db.selectFrom('events').select('id').where('short', '=', 'ehc2026').executeTakeFirstOrThrow();
  presentationId = (
    await t.db.selectFrom('programme_presentations').select('id').where('event_id', '=', event.id).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  companyAccountId = (
    await t.db
      .selectFrom('company_accounts')
      .select('company_account_id')
      .where('event_id', '=', event.id)
      .orderBy('company_account_id')
      .executeTakeFirstOrThrow()
  ).company_account_id;
});
afterAll(() => t.close());

const qr = (data: string) => t.app.inject({ method: 'GET', url: `/media/qr.svg?data=${encodeURIComponent(data)}` });

describe('GET /media/qr.svg', () => {
  it('draws the QR code of a session page as a cacheable SVG holding exactly that address', async () => {
    const address = `${PAGE}/session/10001`;
    const response = await qr(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toMatch(/<path [^>]*d="M/);
    expect(response.body).toContain('width="240"');
    // The same address drawn by the library directly: the server encodes the address itself, nothing more.
    expect(response.body).toBe(await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, width: 240 }));
  });

  it('draws presentation (poster) and exhibitor profile pages, in either language of the event', async () => {
    for (const address of [`${PAGE}/presentation/${presentationId}`, `${ORIGIN}/demo/ehc2026/de-DE/profile/${companyAccountId}`]) {
      const response = await qr(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toContain('<path');
    }
  });

  it.each([
    ['another site', 'https://evil.example/demo/ehc2026/en-GB/session/10001'],
    ['plain http on the public origin', 'http://congress.example.org/demo/ehc2026/en-GB/session/10001'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a path without an origin', '/demo/ehc2026/en-GB/session/10001'],
    ['a short code', 'S:10001'],
    ['arbitrary text', 'hello world'],
    ['credentials in the address', 'https://user:pw@congress.example.org/demo/ehc2026/en-GB/session/10001'],
    ['another event', `${ORIGIN}/demo/other2026/en-GB/session/10001`],
    ['another instance', `${ORIGIN}/other/ehc2026/en-GB/session/10001`],
    ['a language the event does not have', `${ORIGIN}/demo/ehc2026/fr-FR/session/10001`],
    ['a page that is no session, poster or profile', `${PAGE}/search`],
    ['a session that does not exist', `${PAGE}/session/999999999`],
    ['an exhibitor that does not exist', `${PAGE}/profile/no-such-company`],
    ['extra text in the query', `${PAGE}/session/10001?note=call+me`],
    ['extra text in the fragment', `${PAGE}/session/10001#call-me`],
    ['a profile tab', `${PAGE}/profile/${'{company}'}/products`],
    ['an address that is too long', `${PAGE}/session/10001?${'x'.repeat(2100)}`],
    ['nothing', ''],
  ])('refuses %s with a 400 naming data, without repeating it', async (_, given) => {
    const data = given.replace('{company}', companyAccountId);
    const response = await qr(data);
    expect(response.statusCode, data).toBe(400);
    expect(response.body).toContain('data');
    expect(response.headers['content-type']).toMatch(/json/);
    if (data.length > 0) expect(response.body).not.toContain(data);
  });

  it('refuses a request without data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/qr.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('data');
  });

  it('never takes its origin from the Host header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/media/qr.svg?data=${encodeURIComponent('https://attacker.example/demo/ehc2026/en-GB/session/10001')}`,
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /media/qr.svg without PUBLIC_URL (development)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(() => dev.close());

  it('draws addresses on a loopback origin, where the development server is reached', async () => {
    const response = await dev.app.inject({
      method: 'GET',
      url: `/media/qr.svg?data=${encodeURIComponent('http://127.0.0.1:8141/demo/ehc2026/en-GB/session/10001')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('still refuses other sites', async () => {
    const response = await dev.app.inject({
      method: 'GET',
      url: `/media/qr.svg?data=${encodeURIComponent('https://congress.example.org/demo/ehc2026/en-GB/session/10001')}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
