import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetails, PublicCompanyAccount } from '../../src/contracts';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/Public/EventDetails', () => {
  it('returns the seeded event with its dates, time zone and languages', async () => {
    const response = await get('/api/Public/EventDetails?shortname=ehc2026&language=en-GB');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<EventDetails>({
      Id: 2026,
      Short: 'ehc2026',
      Instance: 'demo',
      Name: 'EHC 2026 – European Health Congress',
      TimeZone: 'Europe/Berlin',
      StartDate: '2026-06-10T07:00:00Z',
      EndDate: '2026-06-13T16:00:00Z',
      Languages: ['en-GB', 'de-DE'],
      DefaultLanguage: 'en-GB',
    });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get('/api/Public/EventDetails?shortname=nosuchevent')).statusCode).toBe(404);
  });

  it('answers 400 naming shortname (lower case) when it is missing', async () => {
    const response = await get('/api/Public/EventDetails?shortName=ehc2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'shortname', message: 'querystring.shortname: Required' });
  });
});

describe('GET /api/Public/CompanyAccounts', () => {
  const accounts = async () => (await get('/api/Public/CompanyAccounts?eventid=2026&language=en-GB')).json<PublicCompanyAccount[]>();

  it('returns every company account of the event, those that are not public included', async () => {
    const list = await accounts();
    expect(list).toHaveLength(150);
    expect(list.some((account) => !account.isPublic)).toBe(true);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'CompanyAccountId',
        'CustomButtonTextLabel',
        'CustomLogoLink',
        'CustomPdfLink',
        'LogoPath',
        'Name',
        'SponsorType',
        'isPublic',
      ].sort(),
    );
  });

  it('has four Platinum, eight Gold and twelve Bronze sponsors, each tier with a company that is not public', async () => {
    const list = await accounts();
    const tier = (name: string) => list.filter((account) => account.SponsorType === name);
    expect(tier('Platinum')).toHaveLength(4);
    expect(tier('Gold')).toHaveLength(8);
    expect(tier('Bronze')).toHaveLength(12);
    for (const name of ['Platinum', 'Gold', 'Bronze']) {
      expect(tier(name).some((account) => !account.isPublic)).toBe(true);
      expect(tier(name).some((account) => account.isPublic && account.CustomLogoLink === null)).toBe(true);
      expect(tier(name).some((account) => account.CustomLogoLink?.startsWith('https://'))).toBe(true);
    }
  });

  it('gives each company a logo path on this server and some a PDF with and without a button label', async () => {
    const list = await accounts();
    for (const account of list) expect(account.LogoPath).toBe(`/media/logos/${account.CompanyAccountId}.svg`);
    const withPdf = list.filter((account) => account.CustomPdfLink !== null);
    expect(withPdf.some((account) => account.CustomButtonTextLabel !== null)).toBe(true);
    expect(withPdf.some((account) => account.CustomButtonTextLabel === null)).toBe(true);
  });

  it('includes ids with upper-case letters (the profile rule retries lower-cased ids)', async () => {
    const list = await accounts();
    expect(list.some((account) => /[A-Z]/.test(account.CompanyAccountId))).toBe(true);
    expect(list.some((account) => /^ca-\d{4}$/.test(account.CompanyAccountId))).toBe(true);
  });

  it('answers 404 for an unknown event and 400 naming eventid when it is missing', async () => {
    expect((await get('/api/Public/CompanyAccounts?eventid=1')).statusCode).toBe(404);
    const response = await get('/api/Public/CompanyAccounts?eventId=2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'eventid' });
  });
});

describe('GET /api/Public/Instance', () => {
  it('returns the instance config', async () => {
    const response = await get('/api/Public/Instance?instance=demo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Instance: 'demo',
      DefaultEvent: 'ehc2026',
      DefaultLanguage: 'en-GB',
      signalrHub: '/hubs',
      webformsUrl: '',
      identityUrl: '',
      surveyUrl: '/surveyapi',
      sso: { url: '/api/token/external/challenge', context: 'Event', provider: 'vmx-test' },
    });
  });

  it('answers 404 for an unknown instance and 400 naming instance when it is missing', async () => {
    expect((await get('/api/Public/Instance?instance=nosuchsociety')).statusCode).toBe(404);
    const response = await get('/api/Public/Instance');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'instance' });
  });
});

describe('GET /api/Public/DomainDefaults', () => {
  it('maps localhost and 127.0.0.1, with or without a port, to the demo congress in en-GB', async () => {
    for (const host of ['localhost', '127.0.0.1', 'localhost:8080']) {
      const response = await get(`/api/Public/DomainDefaults?host=${host}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ instance: 'demo', event: 'ehc2026', language: 'en-GB' });
    }
  });

  it('answers 404 for an unmapped host and 400 naming host when it is missing', async () => {
    expect((await get('/api/Public/DomainDefaults?host=www.example.org')).statusCode).toBe(404);
    const response = await get('/api/Public/DomainDefaults');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'host' });
  });
});
