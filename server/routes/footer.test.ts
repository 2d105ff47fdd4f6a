import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterModelReply, Resource } from '../../src/contracts';
import { parseFooterModel } from '../../src/core/footer';
import { parseWidgetConfig } from '../../src/core/widgets';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/Core/FooterModel', () => {
  it('answers the footer model of the event in the asked language', async () => {
    const response = await get('/api/Core/FooterModel?context=Event&shortName=ehc2026&language=de-DE');
    expect(response.statusCode).toBe(200);
    const model = response.json<FooterModelReply>();
    expect(model.Template).toBe('Large');
    expect(model.Links[0]!.Links.map((link) => link.Name)).toEqual([
      'Impressum',
      'Nutzungsbedingungen',
      'Hilfe',
      'Website der Gesellschaft',
    ]);
    expect(model.Grids[0]!.map((component) => component.name)).toEqual(['FooterBox', 'LogoGrid']);
  });

  it('is what the client reads without a warning', async () => {
    const model = (await get('/api/Core/FooterModel?context=Event&shortName=ehc2026&language=en-GB')).json();
    const { footer, warnings } = parseFooterModel(model, undefined);
    expect(warnings).toEqual([]);
    expect(footer.groups[0]!.links.filter((link) => link.modal).map((link) => link.label)).toEqual(['Imprint', 'Terms of use', 'Help']);
  });

  it('answers at the path in every casing the spec uses, short names in any case', async () => {
    for (const path of ['/api/core/FooterModel', '/api/core/footermodel']) {
      const response = await get(`${path}?context=event&shortName=EHC2026&language=en-GB`);
      expect(response.statusCode, path).toBe(200);
    }
  });

  it("falls back to the event's default language for a language it does not have", async () => {
    const response = await get('/api/Core/FooterModel?context=Event&shortName=ehc2026&language=fr-FR');
    expect(response.json<FooterModelReply>().Links[0]!.Name).toBe('Legal');
  });

  it('answers 400 naming the field for a bad request, and 404 for an unknown event', async () => {
    const missing = await get('/api/Core/FooterModel?context=Event&language=en-GB');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'shortName' });
    const context = await get('/api/Core/FooterModel?context=Society&shortName=ehc2026');
    expect(context.statusCode).toBe(400);
    expect(context.json()).toMatchObject({ field: 'context' });
    const language = await get('/api/Core/FooterModel?context=Event&shortName=ehc2026&language=<script>');
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ field: 'language' });
    expect((await get('/api/Core/FooterModel?context=Event&shortName=nosuch')).statusCode).toBe(404);
  });
});

describe('seeded widget configuration', () => {
  const config = async (event: string) => {
    const rows = (await get(`/api/modules/GetResources?eventshort=${event}&setname=config_json&language=en-GB`)).json<Resource[]>();
    return parseWidgetConfig(JSON.parse(rows[0]!.resourcevalue) as Record<string, unknown>);
  };

  it('shows the banner and every widget on ehc2025 from same-origin demo files, without warnings', async () => {
    const { config: widgets, warnings } = await config('ehc2025');
    expect(warnings).toEqual([]);
    expect(widgets.showCookieBanner).toBe(true);
    expect([widgets.helpDesk?.url, widgets.chat?.script, widgets.networking.script, widgets.gtag?.script]).toEqual([
      '/demo/widgets/helpdesk.js',
      '/demo/widgets/chat.js',
      '/demo/widgets/networking.js',
      '/demo/widgets/gtag.js?id=G-DEMO2025',
    ]);
  });

  it('keeps the banner and the widgets off on ehc2026', async () => {
    const { config: widgets, warnings } = await config('ehc2026');
    expect(warnings).toEqual([]);
    expect(widgets.showCookieBanner).toBe(false);
    expect([widgets.helpDesk, widgets.chat, widgets.gtag, widgets.networking.active, widgets.tvWidget?.active]).toEqual([
      null,
      null,
      null,
      false,
      false,
    ]);
  });
});
