import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadRequestBody, Resource } from '../../src/contracts';
import { TEXT_CATALOGUE } from '../../src/core/textCatalogue';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getResources = (query: string) => t.app.inject({ method: 'GET', url: `/api/modules/GetResources?${query}` });
const asMap = (resources: Resource[]) => Object.fromEntries(resources.map((r) => [r.resourcename, r.resourcevalue]));

describe('GET /api/modules/GetResources', () => {
  it('returns the English text set verbatim from TEXT_CATALOGUE', async () => {
    const response = await getResources('eventshort=ehc2026&setname=VMXTexts&language=en-GB');
    expect(response.statusCode).toBe(200);
    expect(asMap(response.json())).toEqual(TEXT_CATALOGUE);
  });

  it('returns German texts for every key in de-DE', async () => {
    const texts = asMap((await getResources('eventshort=ehc2026&setname=VMXTexts&language=de-DE')).json());
    expect(Object.keys(texts).sort()).toEqual(Object.keys(TEXT_CATALOGUE).sort());
    expect(texts['pageTitle.HomePage']).toBe('Startseite');
    expect(texts['logoGrid.tier.Platinum']).toBe('Platin-Partner');
    expect(texts['ticker.label']).toBe('Newsticker');
    expect(texts['element.missingAttributes']).toContain('{names}');
  });

  it('normalises the language code (de-de and DE_de mean de-DE)', async () => {
    for (const language of ['de-de', 'DE-de', 'de_DE']) {
      const texts = asMap((await getResources(`eventshort=ehc2026&setname=VMXTexts&language=${language}`)).json());
      expect(texts['pageTitle.HomePage']).toBe('Startseite');
    }
  });

  it("falls back to the event's default language for a language it does not have", async () => {
    const texts = asMap((await getResources('eventshort=ehc2026&setname=VMXTexts&language=fr-FR')).json());
    expect(texts['pageTitle.HomePage']).toBe('Home');
  });

  it("uses the event's default language when none is given", async () => {
    const texts = asMap((await getResources('eventshort=ehc2026&setname=VMXTexts')).json());
    expect(texts['pageTitle.HomePage']).toBe('Home');
  });

  it('finds the event by numeric eventid as well as by eventshort', async () => {
    const texts = asMap((await getResources('eventid=2026&setname=VMXTexts&language=de-DE')).json());
    expect(texts['pageTitle.HomePage']).toBe('Startseite');
  });

  it('serves config_json as parseable JSON with the time-windowed ticker texts', async () => {
    const [resource] = (await getResources('eventshort=ehc2026&setname=config_json&language=en-GB')).json<Resource[]>();
    expect(resource?.resourcename).toBe('config_json');
    const config = JSON.parse(resource!.resourcevalue);
    expect(config.hideTicker).toBe(false);
    expect(config.ticker.rssTickerText).toBe('');
    expect(config.ticker.tickerText).toEqual([
      { startTime: null, endTime: null, text: '[Welcome to EHC 2026; Live sessions start daily at 08:00 CET]' },
      { startTime: '2020-01-01T00:00:00Z', endTime: '2020-12-31T23:59:59Z', text: 'Registration for EHC 2020 is open' },
      { startTime: '2099-01-01T00:00:00Z', endTime: '2099-12-31T23:59:59Z', text: 'EHC 2099 opens soon' },
      { startTime: '2020-01-01T00:00:00Z', endTime: '2099-12-31T23:59:59Z', text: 'Visit the exhibition hall' },
    ]);
    expect(config.PageTitles).toEqual({ HomePage: null, ContactPage: 'Get in touch' });
  });

  it('serves German ticker texts in the German config_json', async () => {
    const [resource] = (await getResources('eventshort=ehc2026&setname=config_json&language=de-DE')).json<Resource[]>();
    const config = JSON.parse(resource!.resourcevalue);
    expect(config.ticker.tickerText[0].text).toBe('[Willkommen zur EHC 2026; Live-Sitzungen beginnen täglich um 08:00 MEZ]');
  });

  it("points ehc2025's ticker at its RSS feed in each language", async () => {
    for (const language of ['en-GB', 'de-DE']) {
      const [resource] = (await getResources(`eventshort=ehc2025&setname=config_json&language=${language}`)).json<Resource[]>();
      expect(JSON.parse(resource!.resourcevalue).ticker.rssTickerText).toBe(`/rss/ehc2025/${language}.xml`);
    }
  });

  it('serves theme tokens, component visibility and the ticker fallback set', async () => {
    const theme = asMap((await getResources('eventshort=ehc2026&setname=VMXTheme')).json());
    expect(theme['color-primary']).toBe('#0b5cad');
    expect(theme['ticker-background']).toBe('#0b3d91');
    const visibility = asMap((await getResources('eventshort=ehc2026&setname=ComponentVisibility')).json());
    expect(JSON.parse(visibility.ticker!)).toEqual({ visible: true, startTime: null, endTime: null });
    expect(JSON.parse(visibility.logoGrid!)).toEqual({ visible: true, startTime: null, endTime: null });
    const fallback = (await getResources('eventshort=ehc2026&setname=IndustryLandingPageTickerText')).json<Resource[]>();
    expect(fallback.map((r) => r.resourcevalue)).toEqual(['[Meet our exhibitors; Visit the industry hall]']);
  });

  it('returns an empty list for an unknown set', async () => {
    const response = await getResources('eventshort=ehc2026&setname=NoSuchSet');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await getResources('eventshort=nosuchevent&setname=VMXTexts');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 400 naming eventshort when neither eventshort nor eventid is given', async () => {
    const response = await getResources('setname=VMXTexts');
    expect(response.statusCode).toBe(400);
    const body = response.json<BadRequestBody>();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', field: 'eventshort' });
    expect(body.message).toMatch(/^querystring\.eventshort: Required/);
  });

  it('answers 400 naming setname when it is missing', async () => {
    const response = await getResources('eventshort=ehc2026');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'querystring.setname: Required', field: 'setname' });
  });

  it('answers 400 naming eventid when it is not a number or too long for an id', async () => {
    for (const eventid of ['abc', '12abc', '99999999999999999999']) {
      const response = await getResources(`eventid=${eventid}&setname=VMXTexts`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'eventid' });
    }
  });

  it('answers 400 naming language when it is not a language code', async () => {
    const response = await getResources('eventshort=ehc2026&setname=VMXTexts&language=not a language');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'language' });
  });

  it('matches query parameter names with the casing the spec writes (setName is not setname)', async () => {
    const response = await getResources('eventshort=ehc2026&setName=VMXTexts');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'setname' });
  });

  it('allows any origin to call it (CORS)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/modules/GetResources?eventshort=ehc2026&setname=VMXTheme',
      headers: { origin: 'https://society.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('GET /api/Modules/GetConfigResource', () => {
  const getConfigResource = (query: string) => t.app.inject({ method: 'GET', url: `/api/Modules/GetConfigResource?${query}` });

  it("returns the named resource in the event's default language", async () => {
    const response = await getConfigResource('eventId=2026&resourcename=config_json');
    expect(response.statusCode).toBe(200);
    const resource = response.json<Resource>();
    expect(resource.resourcename).toBe('config_json');
    expect(JSON.parse(resource.resourcevalue).ticker.tickerText[0].text).toContain('Welcome to EHC 2026');
  });

  it('finds resources of other sets by name too', async () => {
    const response = await getConfigResource('eventId=2026&resourcename=color-primary');
    expect(response.json()).toEqual({ resourcename: 'color-primary', resourcevalue: '#0b5cad' });
  });

  it('answers 404 for an unknown resource or event', async () => {
    expect((await getConfigResource('eventId=2026&resourcename=nothing')).statusCode).toBe(404);
    expect((await getConfigResource('eventId=1&resourcename=config_json')).statusCode).toBe(404);
  });

  it('answers 400 naming eventId (camel case) when it is missing', async () => {
    const response = await getConfigResource('eventid=2026&resourcename=config_json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'eventId', message: 'querystring.eventId: Required' });
  });

  it('answers 400 naming resourcename when it is missing', async () => {
    const response = await getConfigResource('eventId=2026');
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'resourcename' });
  });
});
