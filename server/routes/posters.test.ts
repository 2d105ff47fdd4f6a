import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_SETS, type ProgrammePresentation } from '../../src/contracts';
import { posterChart, posterFilePath, posterKind, posterSections } from '../media/poster';
import { writeContentVersions } from '../db/contentVersions';
import { createTestApp, type TestApp } from '../testing';

let t: TestApp;
let posters: ProgrammePresentation[];
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/Modules/PAGPresentations?eventid=2026&language=en-GB' });
  posters = (JSON.parse(response.body) as ProgrammePresentation[]).filter((item) => item.IsPoster);
});
afterAll(() => t.close());

const pdfPoster = () => posters.find((item) => item.PosterFile?.endsWith('.pdf'))!;
const svgPoster = () => posters.find((item) => item.PosterFile?.endsWith('.svg'))!;

/** Sets a key of ehc2026's config_json (en-GB, the default language the poster route reads) for one test. */
async function withConfig(change: (config: Record<string, unknown>) => void, body: () => Promise<void>) {
  const event = await t.db.selectFrom('events').select('id').where('short', '=', 'ehc2026').executeTakeFirstOrThrow();
  const where = { event_id: event.id, setname: RESOURCE_SETS.config, resourcename: RESOURCE_SETS.config, language: 'en-GB' };
  const row = await t.db
    .selectFrom('resources')
    .select('resourcevalue')
    .where('event_id', '=', where.event_id)
    .where('setname', '=', where.setname)
    .where('resourcename', '=', where.resourcename)
    .where('language', '=', where.language)
    .executeTakeFirstOrThrow();
  const config = JSON.parse(row.resourcevalue) as Record<string, unknown>;
  change(config);
  // A writer of configuration writes the event's new content version (db/contentVersions.ts), as the server's would.
  const write = async (value: string) => {
    await t.db
      .updateTable('resources')
      .set({ resourcevalue: value })
      .where('event_id', '=', where.event_id)
      .where('setname', '=', where.setname)
      .where('resourcename', '=', where.resourcename)
      .where('language', '=', where.language)
      .execute();
    await writeContentVersions(t.db, [where.event_id]);
  };
  await write(JSON.stringify(config));
  try {
    await body();
  } finally {
    await write(row.resourcevalue);
  }
}

describe('PosterFile on the programme presentations', () => {
  it('every poster carries its file path and no other presentation does', async () => {
    expect(posters.length).toBeGreaterThan(10);
    for (const poster of posters) expect(poster.PosterFile).toBe(posterFilePath(2026, poster.Id));
    const response = await t.app.inject({ method: 'GET', url: '/api/Modules/PAGPresentations?eventid=2026&language=en-GB' });
    const talks = (JSON.parse(response.body) as ProgrammePresentation[]).filter((item) => !item.IsPoster);
    expect(talks.every((item) => item.PosterFile === null)).toBe(true);
  });

  it('has both PDF and picture posters (every third by id is a picture)', () => {
    expect(posterKind(300)).toBe('svg');
    expect(posterKind(301)).toBe('pdf');
    expect(pdfPoster()).toBeDefined();
    expect(svgPoster()).toBeDefined();
  });
});

describe('GET /media/posters/{eventId}/{presentationId}.pdf|.svg', () => {
  it('serves a 3-page PDF poster with the title, cacheable, the same bytes every time', async () => {
    const poster = pdfPoster();
    const response = await t.app.inject({ method: 'GET', url: poster.PosterFile! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    const again = await t.app.inject({ method: 'GET', url: poster.PosterFile! });
    expect(again.headers.etag).toBe(response.headers.etag);
    const cached = await t.app.inject({
      method: 'GET',
      url: poster.PosterFile!,
      headers: { 'if-none-match': `"other", W/${String(response.headers.etag)}` },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('serves a picture poster as SVG with its title and number', async () => {
    const poster = svgPoster();
    const response = await t.app.inject({ method: 'GET', url: poster.PosterFile! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain(poster.PosterNumber!);
    expect(response.body).toContain('Primary endpoint');
  });

  it('answers 404 for an unknown id, a talk, the wrong kind and an unknown event; 400 names the field for a bad file name', async () => {
    const talk = (
      JSON.parse((await t.app.inject({ method: 'GET', url: '/api/Modules/PAGPresentations?eventid=2026' })).body) as ProgrammePresentation[]
    ).find((item) => !item.IsPoster)!;
    const wrongKind = pdfPoster().PosterFile!.replace(/\.pdf$/, '.svg');
    for (const url of [
      '/media/posters/2026/999999.pdf',
      `/media/posters/2026/${talk.Id}.pdf`,
      `/media/posters/2026/${talk.Id}.svg`,
      wrongKind,
      '/media/posters/999/100001.pdf',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/media/posters/2026/poster.exe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'file' });
  });

  it("answers 403 when a Session policy denies the caller the poster's session", async () => {
    const poster = pdfPoster();
    await withConfig(
      (config) => {
        config.accessPolicies = [
          {
            Name: 'Posters for members',
            Version: '1',
            Type: 'Session',
            Identifier: String(poster.SessionId),
            Effect: 'Allow',
            Requirements: [{ PrincipalField: 'SocietyMemberType', Values: ['Full Member'] }],
            ConditionType: 'All',
          },
        ];
      },
      async () => {
        expect((await t.app.inject({ method: 'GET', url: poster.PosterFile! })).statusCode).toBe(403);
        // Another session's poster stays open.
        const other = posters.find((item) => item.SessionId !== poster.SessionId && item.PosterFile?.endsWith('.pdf'))!;
        expect((await t.app.inject({ method: 'GET', url: other.PosterFile! })).statusCode).toBe(200);
      },
    );
  });

  it('answers 401 to an anonymous caller when the event guards the e-poster page', async () => {
    await withConfig(
      (config) => {
        const access = config.access as Record<string, unknown>;
        access.authRequiredPages = [...(access.authRequiredPages as string[]), 'EPosterPage'];
      },
      async () => {
        expect((await t.app.inject({ method: 'GET', url: svgPoster().PosterFile! })).statusCode).toBe(401);
      },
    );
  });
});

describe('poster content', () => {
  it("splits an abstract's 'Heading: text' paragraphs into sections", () => {
    expect(posterSections('Background: A.\n\nMethods: B and C.\n\nmore of B\n\nResults: D.')).toEqual([
      { heading: 'Background', text: 'A.' },
      { heading: 'Methods', text: 'B and C.\nmore of B' },
      { heading: 'Results', text: 'D.' },
    ]);
    expect(posterSections('Just text')).toEqual([{ heading: 'Abstract', text: 'Just text' }]);
  });

  it('draws the same chart for the same poster, with four years and lower rates under the intervention', () => {
    const chart = posterChart(100_123);
    expect(posterChart(100_123)).toEqual(chart);
    expect(chart.labels).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4']);
    chart.intervention.forEach((value, index) => expect(value).toBeLessThan(chart.control[index]!));
  });
});
